import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API, CASHIER_API, type WithdrawInfo } from '@app/contracts';
import { envelope, failure, renderAccounts, type Handler } from '../../accounts/test-utils.tsx';
import { settings } from '../../records/test-utils.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import '../../member/menu.ts';

/**
 * Payee changes ask for the withdrawal password, or the login password while none is set; the
 * first withdrawal password asks for the login password (decision 036).
 */

const info: WithdrawInfo = {
  balanceCents: 10_000,
  payee: { bankName: 'Banco Um', accountNumber: '**** 9012', holderName: 'Ana Silva' },
  passwordSet: true,
  lockedUntil: null,
  channel: null,
  realName: 'Ana Silva',
};

function renderPayee(
  withdrawInfo: WithdrawInfo,
  extra: Record<string, Handler> = {},
  path = '/m/withdraw/payee',
) {
  return renderAccounts(path, {
    [`GET ${API.consolidatedSettings}`]: () => envelope(settings),
    [`GET ${CASHIER_API.withdrawInfo}`]: () => envelope(withdrawInfo),
    [`GET ${CASHIER_API.withdrawals}`]: () => envelope({ content: [], pageNum: 1, totalPages: 0 }),
    ...extra,
  });
}

afterEach(() => {
  useSessionStore.getState().setSession(null);
});

describe('payee screen', () => {
  it('asks for the withdrawal password before a change and sends it with the account', async () => {
    useSessionStore.getState().setSession({ userName: 'ana', type: 0 });
    const user = userEvent.setup();
    const { callsTo, router } = renderPayee(info, {
      [`PUT ${CASHIER_API.payee}`]: () =>
        envelope({ bankName: 'Banco Dois', accountNumber: '**** 3333', holderName: 'Ana Silva' }),
    });
    const form = await screen.findByRole('form', { name: 'Conta do beneficiário' });
    await user.type(within(form).getByLabelText('Nome do banco'), 'Banco Dois');
    await user.type(within(form).getByLabelText('Número da conta'), '1111 2222 3333');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Digite sua senha para confirmar');
    expect(callsTo('PUT', CASHIER_API.payee)).toEqual([]);

    expect(within(form).getByRole('link', { name: 'Esqueci a senha de saque' })).toHaveAttribute(
      'href',
      '/m/securityCenter',
    );
    await user.type(within(form).getByLabelText('Senha de saque'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/withdraw'));
    expect(JSON.parse(callsTo('PUT', CASHIER_API.payee)[0]!.body ?? '{}')).toEqual({
      bankName: 'Banco Dois',
      accountNumber: '1111 2222 3333',
      holderName: 'Ana Silva',
      password: '246810',
    });
  });

  it('removes the payee with the password, and shows a refusal', async () => {
    useSessionStore.getState().setSession({ userName: 'ana', type: 0 });
    const user = userEvent.setup();
    let refuse = true;
    const { callsTo, router } = renderPayee(info, {
      [`POST ${CASHIER_API.payeeRemove}`]: () =>
        refuse
          ? failure(400, 'withdraw.password.incorrect', 'A senha de saque está incorreta')
          : envelope({ removed: true }),
    });
    const form = await screen.findByRole('form', { name: 'Conta do beneficiário' });
    await user.type(within(form).getByLabelText('Senha de saque'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Remover conta' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A senha de saque está incorreta',
    );
    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Remover conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/withdraw'));
    expect(callsTo('POST', CASHIER_API.payeeRemove).map((call) => JSON.parse(call.body!))).toEqual([
      { password: '000000' },
      { password: '000000' },
    ]);
  });

  it('asks for the login password while no withdrawal password is set', async () => {
    useSessionStore.getState().setSession({ userName: 'ana', type: 0 });
    renderPayee({ ...info, payee: null, passwordSet: false, realName: '' });
    const form = await screen.findByRole('form', { name: 'Conta do beneficiário' });
    expect(within(form).getByLabelText('Senha de login')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Remover conta' })).toBeNull();
    expect(within(form).queryByRole('link', { name: 'Esqueci a senha de saque' })).toBeNull();
  });

  it('sets the first withdrawal password only with the login password', async () => {
    useSessionStore.getState().setSession({ userName: 'ana', type: 0 });
    const user = userEvent.setup();
    const { callsTo, router } = renderPayee(
      { ...info, passwordSet: false },
      { [`POST ${CASHIER_API.withdrawPassword}`]: () => envelope(null) },
      '/m/withdraw/password',
    );
    const form = await screen.findByRole('form', { name: 'Senha de saque' });
    await user.type(within(form).getByLabelText('Nova senha de saque'), '246810');
    await user.type(within(form).getByLabelText('Confirmar senha de saque'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Digite sua senha para confirmar');
    expect(callsTo('POST', CASHIER_API.withdrawPassword)).toEqual([]);

    await user.type(within(form).getByLabelText('Senha de login'), 'Senha2026x');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/withdraw'));
    expect(JSON.parse(callsTo('POST', CASHIER_API.withdrawPassword)[0]!.body ?? '{}')).toEqual({
      newPassword: '246810',
      confirmPassword: '246810',
      loginPassword: 'Senha2026x',
    });
  });
});
