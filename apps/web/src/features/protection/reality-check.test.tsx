import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, PROTECTION_API } from '@app/contracts';
import { envelope, errorEnvelope } from '../../test/fixtures.ts';
import { apiRequest, guardParser } from '../../lib/api-client.ts';
import { signOut, useSessionStore } from '../../lib/session-store.ts';
import {
  calls,
  makeRealityCheck,
  protectionHandlers,
  renderProtection,
  storeSession,
} from './test-utils.tsx';

vi.mock('../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

const LONG = { timeout: 5000 };
const TITLE = 'Lembrete de tempo de jogo';
const STAKE = '/wps/test/stake';

describe('reality check', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('opens when a check is due: time played and net result, not dismissible, continue answers it', async () => {
    storeSession();
    let due = true;
    const { fetchMock } = renderProtection(
      '/m/home',
      protectionHandlers({
        [`GET ${PROTECTION_API.realityCheck}`]: () =>
          envelope(
            makeRealityCheck({
              intervalMinutes: 60,
              due,
              nextAt: new Date(Date.now() + (due ? 0 : 3_600_000)).toISOString(),
            }),
          ),
        [`POST ${PROTECTION_API.realityCheckContinue}`]: () => {
          due = false;
          return envelope(null);
        },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: TITLE }, LONG);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('1 h 15 min')).toBeVisible();
    expect(within(dialog).getByText('−R$ 25,50')).toBeVisible();
    expect(within(dialog).getByText('R$ 100,00')).toBeVisible();
    expect(within(dialog).getByText('R$ 74,50')).toBeVisible();
    const go = within(dialog).getByRole('button', { name: 'Continuar jogando' });
    await waitFor(() => expect(go).toHaveFocus());

    // Escape and a tap outside leave it open; Tab stays inside.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.parentElement!);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(go).toHaveFocus();

    await userEvent.click(go);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(calls(fetchMock, 'POST', PROTECTION_API.realityCheckContinue)).toHaveLength(1);
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('opens when a call is refused with rg.reality.check.due, and shows the history after continuing', async () => {
    storeSession();
    const { fetchMock, router } = renderProtection(
      '/m/home',
      protectionHandlers({
        [`GET ${PROTECTION_API.realityCheck}`]: () =>
          envelope(
            makeRealityCheck({
              intervalMinutes: 30,
              nextAt: new Date(Date.now() + 3_600_000).toISOString(),
            }),
          ),
        [`POST ${PROTECTION_API.realityCheckContinue}`]: () => envelope(null),
        [`POST ${STAKE}`]: () =>
          errorEnvelope(409, 'rg.reality.check.due', 'Responda ao lembrete antes de continuar'),
      }),
    );
    await screen.findByText('home screen', {}, LONG);
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', PROTECTION_API.realityCheck)).toHaveLength(1),
    );
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();

    const any = guardParser((_value: unknown): _value is unknown => true, 'value');
    await expect(apiRequest(STAKE, any, { method: 'POST', body: {} })).rejects.toMatchObject({
      errorCode: 'rg.reality.check.due',
    });
    const dialog = await screen.findByRole('dialog', { name: TITLE }, LONG);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver o histórico' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/gameRecord'));
    expect(calls(fetchMock, 'POST', PROTECTION_API.realityCheckContinue)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });

  it('logs out from the dialog', async () => {
    storeSession();
    const { fetchMock } = renderProtection(
      '/m/home',
      protectionHandlers({
        [`GET ${PROTECTION_API.realityCheck}`]: () =>
          envelope(makeRealityCheck({ intervalMinutes: 15, due: true })),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: TITLE }, LONG);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    expect(calls(fetchMock, 'DELETE', API.session)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
  });

  it('stays away for a member without reality checks and for guests', async () => {
    const { fetchMock } = renderProtection('/m/home');
    await screen.findByText('home screen', {}, LONG);
    expect(calls(fetchMock, 'GET', PROTECTION_API.realityCheck)).toHaveLength(0);
  });
});
