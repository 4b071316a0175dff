import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CASHIER_API,
  type BonusTerms,
  type ChannelsValue,
  type PaymentChannel,
} from '@app/contracts';
import { envelope, failure, type Handler, type RecordedCall } from '../../accounts/test-utils.tsx';
import { renderCashier } from '../test-utils.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
// Loaded up front: the chrome imports it lazily for a signed-in member, and a test that ends
// first would leave that import to land after the environment is gone.
import '../../member/menu.ts';

/** Issue 25 on the cashier screens: a promotion's bonus terms, and a withdrawal that gives one up. */

const bank: PaymentChannel = {
  code: 'bank-transfer',
  kind: 'manual',
  provider: '',
  displayName: 'Transferência bancária',
  instructions: 'Transfira para a conta 123.',
  minCents: 1_000,
  maxCents: 1_000_000,
};

const terms: BonusTerms = {
  percentBp: 10_000,
  maxBonusCents: 50_000,
  minDepositCents: 2_000,
  wageringMultiple: 20,
  wageringBase: 'bonusAndDeposit',
  maxBetCents: 2_500,
  expiryDays: 30,
  maxConversionCents: 100_000,
  contributions: { RNG: 100, LIVE: 10 },
  oncePerMember: true,
};

const channels: ChannelsValue = {
  deposit: [bank],
  withdrawal: null,
  promotions: [
    { id: 4, title: 'Boas-vindas 100%', bonus: terms },
    { id: 5, title: 'Sorteio semanal', bonus: null },
  ],
  quickAmounts: [],
};

function renderBonusCashier(path: string, extra: Record<string, Handler> = {}) {
  return renderCashier(path, {
    [`GET ${CASHIER_API.channels}`]: () => envelope(channels),
    [`GET ${CASHIER_API.deposits}`]: () => envelope({ content: [], pageNum: 1, totalPages: 0 }),
    ...extra,
  });
}

const withdrawal = {
  id: 31,
  amountCents: 6_000,
  status: 'pending',
  bankName: 'Banco Um',
  accountNumber: '**** 9012',
  reason: '',
  createdAt: '2026-05-05T12:34:56.000Z',
  decidedAt: null,
};

const bodyOf = (call: RecordedCall) => JSON.parse(call.body ?? '{}') as Record<string, unknown>;

afterEach(() => {
  useSessionStore.getState().setSession(null);
});

describe('deposit: a promotion with a bonus', () => {
  it('sums up the chosen promotion’s bonus terms under the picker, and nothing for one without', async () => {
    useSessionStore.getState().setSession({ userName: 'ana', type: 0 });
    const user = userEvent.setup();
    renderBonusCashier('/m/voucherCenter');
    const form = await screen.findByRole('form', { name: 'Transferência bancária' });
    const picker = within(form).getByRole('combobox', { name: 'Promoção' });
    const summary = /^Bônus de 100,00% até R\$ 500,00/;
    expect(within(form).queryByText(summary)).toBeNull();

    await user.selectOptions(picker, 'Boas-vindas 100%');
    expect(
      within(form).getByText(
        'Bônus de 100,00% até R$ 500,00 · depósito mínimo R$ 20,00 · ' +
          'apostar 20x (depósito + bônus) em 30 dias · aposta máx. R$ 25,00',
      ),
    ).toBeVisible();
    expect(picker).toHaveAccessibleDescription(
      'Condições do bônus: Bônus de 100,00% até R$ 500,00 · depósito mínimo R$ 20,00 · ' +
        'apostar 20x (depósito + bônus) em 30 dias · aposta máx. R$ 25,00',
    );

    await user.selectOptions(picker, 'Sorteio semanal');
    expect(within(form).queryByText(summary)).toBeNull();
    expect(picker).not.toHaveAttribute('aria-describedby');
  });
});

describe('withdraw: giving up the active bonus', () => {
  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
    const form = await screen.findByRole('form', { name: 'Sacar' });
    await user.type(within(form).getByLabelText('Valor'), '60');
    await user.type(within(form).getByLabelText('Senha de saque'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Sacar' }));
    return form;
  }

  const refuseWhileBonus = (call: RecordedCall) =>
    bodyOf(call).forfeitBonus === true
      ? envelope({ withdrawal, balanceCents: 4_000 })
      : failure(
          409,
          'cashier.withdraw.bonus.active',
          'Sacar agora cancela o seu bônus ativo de R$ 55,00',
          { bonusBalanceCents: 5_500 },
        );

  it('asks first, then sends the same request again with forfeitBonus', async () => {
    useSessionStore.getState().setSession({ userName: 'ana', type: 0 });
    const user = userEvent.setup();
    const { callsTo } = renderBonusCashier('/m/withdraw', {
      [`POST ${CASHIER_API.withdrawals}`]: refuseWhileBonus,
    });
    const form = await fillAndSubmit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Desistir do bônus?' });
    expect(dialog).toHaveTextContent('Sacar agora cancela o seu bônus ativo de R$ 55,00');
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sacar e desistir do bônus' }));

    expect(await within(form).findByText(/Saque solicitado/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [first, second] = callsTo('POST', CASHIER_API.withdrawals);
    expect(bodyOf(first!)).toEqual({
      amount: '60',
      password: '123456',
      requestId: expect.any(String),
    });
    expect(bodyOf(second!)).toEqual({ ...bodyOf(first!), forfeitBonus: true });
  });

  it('keeps the bonus on cancel: nothing is sent again', async () => {
    useSessionStore.getState().setSession({ userName: 'ana', type: 0 });
    const user = userEvent.setup();
    const { callsTo } = renderBonusCashier('/m/withdraw', {
      [`POST ${CASHIER_API.withdrawals}`]: refuseWhileBonus,
    });
    const form = await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Desistir do bônus?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST', CASHIER_API.withdrawals)).toHaveLength(1);
    expect(within(form).getByLabelText('Senha de saque')).toHaveValue('');
    expect(within(form).queryByText(/Saque solicitado/)).toBeNull();
  });

  it('shows the server’s words when the refusal does not say the amount', async () => {
    useSessionStore.getState().setSession({ userName: 'ana', type: 0 });
    const user = userEvent.setup();
    renderBonusCashier('/m/withdraw', {
      [`POST ${CASHIER_API.withdrawals}`]: () =>
        failure(409, 'cashier.withdraw.bonus.active', 'Sacar agora cancela o seu bônus ativo'),
    });
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Desistir do bônus?' });
    expect(dialog).toHaveTextContent('Sacar agora cancela o seu bônus ativo');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });
});
