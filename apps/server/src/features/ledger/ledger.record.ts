import {
  AGENT_LEDGER_KINDS,
  AGENT_TYPES_PARAM,
  type WalletTransactionsQuery,
  type WalletTransactionsValue,
} from '@app/contracts';
import { totalPages } from '../../lib/paging.ts';
import type { AppContext } from '../../lib/context.ts';
import { dayBounds } from '../../lib/day-range.ts';
import { ownerKey } from './ledger.service.ts';

/**
 * The member's entries, newest first, filtered by transfer kinds and the member's days. Anyone
 * may ask for the agent kinds: a member's own agent transfers and rebates received are its own.
 */
export async function accountRecord(
  ctx: AppContext,
  memberId: number,
  query: WalletTransactionsQuery,
): Promise<WalletTransactionsValue> {
  // `A` (the agent menu's `/m/transaction/record?types=A`) stands for every agent kind.
  const types = (query.types ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .flatMap((t) => (t === AGENT_TYPES_PARAM ? [...AGENT_LEDGER_KINDS] : [t]));
  let base = ctx.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .where('a.merchant_code', '=', ctx.merchantCode)
    .where('a.owner_key', '=', ownerKey({ kind: 'member', memberId }));
  if (types.length > 0) base = base.where('t.kind', 'in', types);
  const { from, before } = dayBounds(query);
  if (from) base = base.where('e.created_at', '>=', from);
  if (before) base = base.where('e.created_at', '<', before);
  const total = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'e.id',
      't.kind',
      'e.amount_cents',
      'e.balance_after_cents',
      'e.created_at',
      't.reference',
    ])
    .orderBy('e.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return {
    content: rows.map((row) => ({
      id: Number(row.id),
      type: row.kind,
      amountCents: Number(row.amount_cents),
      balanceAfterCents: Number(row.balance_after_cents),
      createdAt: row.created_at,
      reference: row.reference,
    })),
    totalPages: totalPages(total.n, query.pageSize),
    pageNo: query.pageNo,
  };
}
