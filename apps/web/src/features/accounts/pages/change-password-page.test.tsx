import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contracts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { clearPendingPassword, holdPendingPassword } from '../lib/pending-password.ts';
import { envelope, failure, json, renderAccounts } from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

function signedIn(patch: { firstTimeLogin?: boolean; passwordExpired?: boolean } = {}) {
  useSessionStore.getState().setSession({ userName: 'demo', type: 0, ...patch });
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().setSession(null);
  clearPendingPassword();
});

describe('change-password screen', () => {
  it('sends a visitor without a session home', async () => {
    const { router } = renderAccounts('/m/changePsw');
    await screen.findByText('home screen');
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('is titled for an expired password and asks for the old one when none is held', async () => {
    signedIn({ passwordExpired: true });
    renderAccounts('/m/changePsw');
    expect(await screen.findByRole('heading', { name: 'Sua senha expirou' })).toBeVisible();
    expect(screen.getByLabelText('Senha antiga')).toBeVisible();
    expect(screen.getByLabelText('Nova senha')).toBeVisible();
    expect(screen.getByLabelText('Confirmar nova senha')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mostrar Nova senha' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows errors as each field changes', async () => {
    signedIn();
    renderAccounts('/m/changePsw');
    const next = await screen.findByLabelText('Nova senha');
    await userEvent.type(next, 'abc');
    expect(screen.getByText('O formato da senha está incorreto')).toBeVisible();
    await userEvent.type(next, 'def12');
    expect(screen.queryByText('O formato da senha está incorreto')).toBeNull();
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'abc');
    expect(screen.getByText('A confirmação da senha não confere')).toBeVisible();
  });

  it('the same password twice opens the dialog and makes no call', async () => {
    signedIn();
    const { callsTo } = renderAccounts('/m/changePsw', {
      [`POST ${API.changePassword}`]: () => envelope(null),
    });
    await userEvent.type(await screen.findByLabelText('Senha antiga'), 'samepass1');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'samepass1');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'samepass1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(within(dialog).getByText('A nova senha e a antiga não podem ser iguais')).toBeVisible();
    expect(callsTo('POST', API.changePassword)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Aviso' })).toBeNull();
  });

  it('with the held password: no old field, saves, clears the flags and goes home', async () => {
    signedIn({ firstTimeLogin: true });
    holdPendingPassword('temp-pass1');
    const { callsTo, router } = renderAccounts('/m/changePsw', {
      [`POST ${API.changePassword}`]: () => envelope(null),
    });
    expect(
      await screen.findByRole('heading', { name: 'Primeiro acesso: altere sua senha' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Senha antiga')).toBeNull();
    await userEvent.type(screen.getByLabelText('Nova senha'), 'newpass12');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'newpass12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Alteração salva')).toBeVisible();
    expect(json(callsTo('POST', API.changePassword)[0]!)).toEqual({
      oldPassword: 'temp-pass1',
      newPassword: 'newpass12',
      confirmNewPassword: 'newpass12',
    });
    expect(useSessionStore.getState().session).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), { timeout: 3000 });
  });

  it('a failure shows the server message and stays', async () => {
    signedIn();
    const { router } = renderAccounts('/m/changePsw', {
      [`POST ${API.changePassword}`]: () =>
        failure(400, 'password.old.incorrect', 'A senha antiga está incorreta'),
    });
    await userEvent.type(await screen.findByLabelText('Senha antiga'), 'wrongpass1');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'newpass12');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'newpass12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A senha antiga está incorreta');
    expect(router.state.location.pathname).toBe('/m/changePsw');
  });
});

describe('trial page', () => {
  it('explains the trial and starts one', async () => {
    const { router } = renderAccounts('/m/trail', {
      [`POST ${API.trialUser}`]: () =>
        envelope({
          token: 't',
          userName: 'TRIAL9',
          customerType: 4,
          merchantCode: 'DEMO',
          firstTimeLogin: false,
          passwordExpired: false,
          lastLoginTime: null,
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Começar o jogo grátis' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(useSessionStore.getState().session).toMatchObject({ userName: 'TRIAL9', isTrial: true });
  });
});
