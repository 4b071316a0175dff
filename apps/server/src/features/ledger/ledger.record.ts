import type { WalletTransactionsQuery, WalletTransactionsValue } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { ownerKey } from './ledger.service.ts';

const DAY_MS = 86_400_000;

/** The member's entries, newest first, filtered by transfer kinds and inclusive UTC days. */
export async function accountRecord(
  ctx: AppContext,
  memberId: number,
  query: WalletTransactionsQuery,
): Promise<WalletTransactionsValue> {
  const types = (query.types ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  let base = ctx.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .where('a.merchant_code', '=', ctx.merchantCode)
    .where('a.owner_key', '=', ownerKey({ kind: 'member', memberId }));
  if (types.length > 0) base = base.where('t.kind', 'in', types);
  if (query.startDate) base = base.where('e.created_at', '>=', `${query.startDate}T00:00:00.000Z`);
  if (query.endDate) {
    const next = new Date(Date.parse(`${query.endDate}T00:00:00.000Z`) + DAY_MS).toISOString();
    base = base.where('e.created_at', '<', next);
  }
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
    totalPages: Math.ceil(Number(total.n) / query.pageSize),
    pageNo: query.pageNo,
  };
}
