import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CASHIER_API } from '@app/contracts';
import { envelope, failure, type RecordedCall } from '../../accounts/test-utils.tsx';
import { renderCashier } from '../test-utils.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
// Loaded up front: the chrome imports it lazily for a signed-in member, and a test that ends
// first would leave that import to land after the environment is gone.
import '../../member/menu.ts';

afterEach(() => {
  useSessionStore.getState().setSession(null);
});

describe('cashier screens', () => {
  it('tells a trial member to use a real account and calls nothing', async () => {
    useSessionStore.getState().setSession({ userName: 'trial123', type: 4, isTrial: true });
    const { calls } = renderCashier('/m/voucherCenter');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Entre em uma conta real para usar esta função',
    );
    expect(calls.filter((call) => call.path.startsWith('/wps/cashier'))).toEqual([]);
  });

  it('sends a guest home with the login popup', async () => {
    const { router } = renderCashier('/m/withdraw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(useModalStore.getState().flags.login).toBe(true);
  });

  it('tracks withdrawals page by page, each row once', async () => {
    useSessionStore.getState().setSession({ userName: 'ana', type: 0 });
    const user = userEvent.setup();
    const row = (id: number) => ({
      id,
      amountCents: id * 1_000,
      status: 'pending',
      bankName: 'Banco Um',
      accountNumber: '**** 9012',
      reason: '',
      createdAt: '2026-05-05T12:34:56.000Z',
      decidedAt: null,
    });
    // 25 requests, newest first; a new one arrived between the pages, so 6 shows up again.
    const ids = (from: number, to: number) =>
      Array.from({ length: from - to + 1 }, (_, i) => row(from - i));
    renderCashier('/m/withdraw', {
      [`GET ${CASHIER_API.withdrawals}`]: (call: RecordedCall) =>
        call.url.searchParams.get('pageNo') === '2'
          ? envelope({ content: ids(6, 1), pageNum: 2, totalPages: 2 })
          : envelope({ content: ids(25, 6), pageNum: 1, totalPages: 2 }),
    });
    const list = await screen.findByRole('list', { name: 'Acompanhamento de saques' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('refuses an amount above the balance before any call, then shows the server refusal', async () => {
    useSessionStore.getState().setSession({ userName: 'ana', type: 0 });
    const user = userEvent.setup();
    const { callsTo } = renderCashier('/m/withdraw', {
      [`POST ${CASHIER_API.withdrawals}`]: () =>
        failure(400, 'withdraw.password.incorrect', 'A senha de saque está incorreta'),
    });
    const form = await screen.findByRole('form', { name: 'Sacar' });
    await user.type(within(form).getByLabelText('Valor'), '100,01');
    await user.type(within(form).getByLabelText('Senha de saque'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Sacar' }));
    expect(within(form).getByText('O valor é maior que o seu saldo')).toBeInTheDocument();
    expect(callsTo('POST', CASHIER_API.withdrawals)).toEqual([]);

    await user.clear(within(form).getByLabelText('Valor'));
    await user.type(within(form).getByLabelText('Valor'), '60,5');
    await user.click(within(form).getByRole('button', { name: 'Sacar' }));
    expect(await within(form).findByText('A senha de saque está incorreta')).toBeInTheDocument();
    const [sent] = callsTo('POST', CASHIER_API.withdrawals);
    expect(JSON.parse(sent!.body ?? '{}')).toMatchObject({ amount: '60.5', password: '123456' });
  });
});
