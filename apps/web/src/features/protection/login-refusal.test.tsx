import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, type ExclusionRefusal } from '@app/contracts';
import { useSessionStore } from '../../lib/session-store.ts';
import { clearPendingPassword } from '../accounts/lib/pending-password.ts';
import { envelope, failure, json, loginValue, renderAccounts } from '../accounts/test-utils.tsx';

vi.mock('../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().setSession(null);
  sessionStorage.clear();
  clearPendingPassword();
});

const REFUSAL: ExclusionRefusal = {
  kind: 'timeout',
  until: '2026-06-08T10:00:00.000Z',
  withdrawable: true,
};

describe('login refused by a break or self-exclusion', () => {
  it('shows the reason and signs in to withdraw only, then opens the withdraw screen', async () => {
    const { callsTo, router } = renderAccounts('/m/login', {
      [`POST ${API.login}`]: (call) =>
        json(call).withdrawOnly === true
          ? envelope(loginValue({ userName: 'demo' }))
          : failure(
              403,
              'rg.excluded.timeout',
              'Você está em uma pausa até 08/06/2026. O seu saldo continua disponível para saque.',
              REFUSAL,
            ),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' }, { timeout: 5000 });
    await userEvent.type(await within(dialog).findByLabelText('Nome de usuário'), 'demo');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Você está em uma pausa até 08/06/2026',
    );
    expect(useSessionStore.getState().session).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar só para sacar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/m/withdraw'));
    expect(useSessionStore.getState().session?.userName).toBe('demo');
    const [first, second] = callsTo('POST', API.login);
    expect(json(first!).withdrawOnly).toBeUndefined();
    expect(json(second!)).toMatchObject({
      type: 'username',
      username: 'demo',
      password: 'demo1234',
      withdrawOnly: true,
    });
  });

  it('offers nothing more for other refusals', async () => {
    renderAccounts('/m/login', {
      [`POST ${API.login}`]: () => failure(400, 'auth.invalid', 'Usuário ou senha incorretos'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' }, { timeout: 5000 });
    await userEvent.type(await within(dialog).findByLabelText('Nome de usuário'), 'demo');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Usuário ou senha');
    expect(within(dialog).queryByRole('button', { name: 'Entrar só para sacar' })).toBeNull();
  });
});
