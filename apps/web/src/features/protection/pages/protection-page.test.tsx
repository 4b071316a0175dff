import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, PROTECTION_API, type RgHistoryItem } from '@app/contracts';
import { envelope, errorEnvelope } from '../../../test/fixtures.ts';
import { listTime } from '../../../lib/period.ts';
import { signOut, useSessionStore } from '../../../lib/session-store.ts';
import {
  calls,
  makeState,
  protectionHandlers,
  renderProtection,
  storeSession,
} from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

const LONG = { timeout: 5000 };
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
const region = (name: string) => screen.getByRole('region', { name });

async function loaded() {
  await screen.findByRole('heading', { name: 'Limites de depósito' }, LONG);
}

describe('protection page', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('asks a guest to log in', async () => {
    renderProtection();
    expect(
      await screen.findByText('Entre para definir seus limites e pausas.', {}, LONG),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  it('shows each limit with its use, reset and pending change, the activity and the history', async () => {
    storeSession();
    const history: RgHistoryItem[] = [
      {
        id: 1,
        at: '2026-05-01T10:00:00.000Z',
        what: 'limit.deposit.day',
        from: null,
        to: '20000',
        effectiveAt: null,
      },
      {
        id: 2,
        at: '2026-05-02T10:00:00.000Z',
        what: 'limit.deposit.day',
        from: '20000',
        to: '10000',
        effectiveAt: null,
      },
      {
        id: 3,
        at: '2026-05-03T10:00:00.000Z',
        what: 'reality.check',
        from: null,
        to: '60',
        effectiveAt: '2026-05-04T10:00:00.000Z',
      },
    ];
    renderProtection(
      '/m/protection',
      protectionHandlers({
        [`GET ${PROTECTION_API.history}`]: () => envelope({ list: history }),
      }),
    );
    await loaded();
    expect(
      screen.getByText(/Um limite mais baixo vale na hora; aumentar ou remover .* 24 horas/),
    ).toBeVisible();

    const daily = region('Limite diário de depósito');
    expect(within(daily).getByText('R$ 100,00')).toBeVisible();
    expect(within(daily).getByText(/Usado: R\$ 20,00/)).toBeVisible();
    expect(
      within(daily).getByText(`Renova em ${listTime('2026-06-02T03:00:00.000Z')}`),
    ).toBeVisible();
    const weekly = region('Limite semanal de depósito');
    expect(
      within(weekly).getByText(`Muda para R$ 800,00 em ${listTime('2026-06-02T10:00:00.000Z')}`),
    ).toBeVisible();
    const lossMonth = region('Limite mensal de perda');
    expect(within(lossMonth).getByText('Sem limite')).toBeVisible();
    expect(within(lossMonth).queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();
    expect(within(region('Limite diário de apostas')).getByText('Sem limite')).toBeVisible();

    const activity = region('A sua atividade');
    expect(within(activity).getByText('R$ 150,00')).toBeVisible();
    expect(within(activity).getByText('R$ 1.234,50')).toBeVisible();
    expect(within(activity).getByText('45 min')).toBeVisible();
    expect(within(activity).getByText('2 h 30 min')).toBeVisible();
    expect(within(activity).getByText('10 h')).toBeVisible();
    expect(within(activity).getByText('198.51.100.7')).toBeVisible();

    const changes = await within(region('Histórico de alterações')).findAllByRole('listitem');
    expect(changes.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Lembrete de tempo de jogoDesligado → 1 h'),
      expect.stringContaining('Limite diário de depósitoR$ 200,00 → R$ 100,00'),
      expect.stringContaining('Limite diário de depósitoSem limite → R$ 200,00'),
    ]);
    expect(changes[0]).toHaveTextContent(
      `Vale a partir de ${listTime('2026-05-04T10:00:00.000Z')}`,
    );
  });

  it('sets a limit from its form and shows the server’s refusal', async () => {
    storeSession();
    let refuse = true;
    const { fetchMock } = renderProtection(
      '/m/protection',
      protectionHandlers({
        [`PUT ${PROTECTION_API.limit}`]: () =>
          refuse
            ? errorEnvelope(400, 'validation.failed', 'Valor acima do máximo permitido')
            : envelope(null),
      }),
    );
    await loaded();
    const row = region('Limite diário de apostas');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Definir: Limite diário de apostas' }),
    );
    const form = within(row).getByRole('form', { name: 'Limite diário de apostas' });
    const amount = within(form).getByLabelText('Limite diário de apostas');
    await userEvent.type(amount, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Informe um valor maior que zero');
    expect(calls(fetchMock, 'PUT', PROTECTION_API.limit)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1.500,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Valor acima do máximo permitido')).toBeVisible();
    expect(bodyOf(calls(fetchMock, 'PUT', PROTECTION_API.limit)[0]![1])).toEqual({
      kind: 'wager',
      period: 'day',
      amountCents: 150_050,
    });

    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(row).findByText('Alteração salva')).toBeVisible();
    expect(within(row).queryByRole('form')).not.toBeInTheDocument();
    // The state is read again after the change.
    await waitFor(() => expect(calls(fetchMock, 'GET', PROTECTION_API.state)).toHaveLength(3));
  });

  it('removes a limit with its own button in the change form', async () => {
    storeSession();
    const { fetchMock } = renderProtection(
      '/m/protection',
      protectionHandlers({ [`PUT ${PROTECTION_API.limit}`]: () => envelope(null) }),
    );
    await loaded();
    const row = region('Limite diário de depósito');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Alterar: Limite diário de depósito' }),
    );
    await userEvent.click(
      within(row).getByRole('button', { name: 'Remover o limite: Limite diário de depósito' }),
    );
    await waitFor(() => expect(calls(fetchMock, 'PUT', PROTECTION_API.limit)).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, 'PUT', PROTECTION_API.limit)[0]![1])).toEqual({
      kind: 'deposit',
      period: 'day',
      amountCents: null,
    });
  });

  it('sets the session time limit and the reality-check interval', async () => {
    storeSession();
    const { fetchMock } = renderProtection(
      '/m/protection',
      protectionHandlers({
        [`GET ${PROTECTION_API.state}`]: () =>
          envelope(
            makeState({
              sessionLimitMinutes: 60,
              sessionLimitPending: { value: 120, effectiveAt: '2026-06-02T10:00:00.000Z' },
            }),
          ),
        [`PUT ${PROTECTION_API.sessionLimit}`]: () => envelope(null),
        [`PUT ${PROTECTION_API.realityCheckInterval}`]: () => envelope(null),
      }),
    );
    await loaded();
    const session = region('Limite de tempo de sessão');
    expect(within(session).getByText('1 h', { selector: 'strong' })).toBeVisible();
    expect(
      within(session).getByText(`Muda para 2 h em ${listTime('2026-06-02T10:00:00.000Z')}`),
    ).toBeVisible();
    await userEvent.selectOptions(
      within(session).getByRole('combobox', { name: 'Limite de tempo de sessão' }),
      '30',
    );
    await userEvent.click(
      within(session).getByRole('button', { name: 'Salvar: Limite de tempo de sessão' }),
    );
    await waitFor(() =>
      expect(calls(fetchMock, 'PUT', PROTECTION_API.sessionLimit)).toHaveLength(1),
    );
    expect(bodyOf(calls(fetchMock, 'PUT', PROTECTION_API.sessionLimit)[0]![1])).toEqual({
      minutes: 30,
    });

    const reality = region('Lembrete de tempo de jogo');
    expect(within(reality).getByText('Desligado', { selector: 'strong' })).toBeVisible();
    await userEvent.selectOptions(
      within(reality).getByRole('combobox', { name: 'Lembrete de tempo de jogo' }),
      'A cada 45 min',
    );
    await userEvent.click(
      within(reality).getByRole('button', { name: 'Salvar: Lembrete de tempo de jogo' }),
    );
    await waitFor(() =>
      expect(calls(fetchMock, 'PUT', PROTECTION_API.realityCheckInterval)).toHaveLength(1),
    );
    expect(bodyOf(calls(fetchMock, 'PUT', PROTECTION_API.realityCheckInterval)[0]![1])).toEqual({
      minutes: 45,
    });
    expect(await within(reality).findByText('Alteração salva')).toBeVisible();
  });

  it('takes a break after explaining it and asking for the password, then signs out', async () => {
    storeSession();
    let wrong = true;
    const { fetchMock, router } = renderProtection(
      '/m/protection',
      protectionHandlers({
        [`POST ${PROTECTION_API.exclusion}`]: () =>
          wrong
            ? errorEnvelope(400, 'security.password.incorrect', 'A senha de acesso está incorreta')
            : envelope(null),
      }),
    );
    await loaded();
    const breaks = region('Pausas e autoexclusão');
    expect(within(breaks).getByText(/não pode jogar nem apostar/)).toBeVisible();
    expect(within(breaks).getByText(/não pode depositar/)).toBeVisible();
    expect(within(breaks).getByText(/não recebe promoções/)).toBeVisible();
    expect(within(breaks).getByText(/saldo continua disponível para saque/)).toBeVisible();
    expect(within(breaks).getByText(/precisa pedir o fim/)).toBeVisible();

    const form = within(breaks).getByRole('form', { name: 'Fazer uma pausa' });
    await userEvent.selectOptions(within(form).getByLabelText('Duração da pausa'), '7 dias');
    await userEvent.click(within(form).getByRole('button', { name: 'Fazer pausa' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmar a pausa de 7 dias' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Digite a sua senha de acesso');
    await userEvent.type(within(dialog).getByLabelText('Senha de acesso'), 'pw123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('A senha de acesso está incorreta')).toBeVisible();
    expect(useSessionStore.getState().session).not.toBeNull();

    wrong = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull(), LONG);
    expect(bodyOf(calls(fetchMock, 'POST', PROTECTION_API.exclusion).at(-1)![1])).toEqual({
      duration: '7d',
      password: 'pw123456',
    });
    expect(calls(fetchMock, 'DELETE', API.session)).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(await screen.findByText(/Você foi desconectado/)).toBeInTheDocument();
  });

  it('offers the end of a self-exclusion whose period is over, and shows when it ends', async () => {
    storeSession();
    let requested = false;
    const { fetchMock } = renderProtection(
      '/m/protection',
      protectionHandlers({
        [`GET ${PROTECTION_API.state}`]: () =>
          envelope(
            makeState({
              exclusion: {
                kind: 'self',
                duration: '6m',
                startedAt: '2025-11-01T10:00:00.000Z',
                until: '2026-05-01T10:00:00.000Z',
                endRequestedAt: requested ? '2026-06-01T10:00:00.000Z' : null,
                endsAt: requested ? '2026-06-02T10:00:00.000Z' : null,
              },
            }),
          ),
        [`POST ${PROTECTION_API.exclusionEnd}`]: () => {
          requested = true;
          return envelope(null);
        },
      }),
    );
    await loaded();
    const breaks = region('Pausas e autoexclusão');
    expect(
      within(breaks).getByText(`Autoexclusão desde ${listTime('2025-11-01T10:00:00.000Z')}`),
    ).toBeVisible();
    expect(within(breaks).queryByRole('form', { name: 'Fazer uma pausa' })).toBeNull();
    await userEvent.click(
      within(breaks).getByRole('button', { name: 'Pedir o fim da autoexclusão' }),
    );
    await waitFor(() =>
      expect(calls(fetchMock, 'POST', PROTECTION_API.exclusionEnd)).toHaveLength(1),
    );
    expect(
      await within(breaks).findByText(
        `Fim pedido em ${listTime('2026-06-01T10:00:00.000Z')}: termina em ${listTime(
          '2026-06-02T10:00:00.000Z',
        )}`,
      ),
    ).toBeVisible();
    expect(
      within(breaks).queryByRole('button', { name: 'Pedir o fim da autoexclusão' }),
    ).toBeNull();
  });
});
