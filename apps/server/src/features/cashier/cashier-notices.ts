import { formatAmount } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { merchantCurrency } from '../../lib/context.ts';
import { sendMessage, type MessageText } from '../messages/messages.service.ts';
import type { Db } from './cashier-shared.ts';

/**
 * Every cashier decision leaves a message in the member's inbox (issue 18): a deposit approved
 * or rejected, a withdrawal paid or rejected, with the amount and, for a rejection, the
 * reason. Written in the decision's own transaction, under a natural key per decision, so a
 * decision has exactly one message and a rolled-back one none.
 */
export type CashierDecision =
  'deposit.approved' | 'deposit.rejected' | 'withdrawal.paid' | 'withdrawal.rejected';

interface DecisionRow {
  member_id: number;
  amount_cents: number;
  reason: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function texts(
  decision: CashierDecision,
  amount: { pt: string; en: string },
  reason: string,
): { title: MessageText; content: MessageText } {
  const why = reason.trim()
    ? { pt: ` Motivo: ${escapeHtml(reason.trim())}.`, en: ` Reason: ${escapeHtml(reason.trim())}.` }
    : { pt: '', en: '' };
  switch (decision) {
    case 'deposit.approved':
      return {
        title: { pt: 'Depósito aprovado', en: 'Deposit approved' },
        content: {
          pt: `<p>Seu depósito de ${amount.pt} foi creditado no seu saldo.</p>`,
          en: `<p>Your deposit of ${amount.en} has been credited to your balance.</p>`,
        },
      };
    case 'deposit.rejected':
      return {
        title: { pt: 'Depósito recusado', en: 'Deposit rejected' },
        content: {
          pt: `<p>Seu depósito de ${amount.pt} foi recusado.${why.pt}</p>`,
          en: `<p>Your deposit of ${amount.en} was rejected.${why.en}</p>`,
        },
      };
    case 'withdrawal.paid':
      return {
        title: { pt: 'Saque pago', en: 'Withdrawal paid' },
        content: {
          pt: `<p>Seu saque de ${amount.pt} foi pago na sua conta.</p>`,
          en: `<p>Your withdrawal of ${amount.en} has been paid to your account.</p>`,
        },
      };
    case 'withdrawal.rejected':
      return {
        title: { pt: 'Saque recusado', en: 'Withdrawal rejected' },
        content: {
          pt: `<p>Seu saque de ${amount.pt} foi recusado e o valor voltou ao seu saldo.${why.pt}</p>`,
          en: `<p>Your withdrawal of ${amount.en} was rejected and the amount is back in your balance.${why.en}</p>`,
        },
      };
  }
}

/** Writes the member's message about a decision just made on deposit or withdrawal `id`. */
export async function noticeDecision(
  trx: Db,
  ctx: AppContext,
  decision: CashierDecision,
  id: number,
): Promise<void> {
  const table = decision.startsWith('deposit.') ? 'deposits' : 'withdrawals';
  const row = (await trx
    .selectFrom(table)
    .select(['member_id', 'amount_cents', 'reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as DecisionRow;
  const { symbol } = await merchantCurrency(trx, ctx.merchantCode);
  const cents = Number(row.amount_cents);
  const amount = {
    pt: `${symbol} ${formatAmount(cents, 'pt-BR')}`,
    en: `${symbol} ${formatAmount(cents, 'en-US')}`,
  };
  await sendMessage(
    trx,
    ctx.merchantCode,
    {
      to: Number(row.member_id),
      code: `cashier:${table}:${id}:${decision}`,
      ...texts(decision, amount, row.reason ?? ''),
    },
    ctx.live,
  );
}
