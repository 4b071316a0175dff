import type { Kysely, Selectable } from 'kysely';
import type {
  Deposit,
  DepositStatus,
  PaymentChannel,
  Withdrawal,
  WithdrawalStatus,
} from '@app/contracts';
import type {
  Database,
  DepositsTable,
  PaymentChannelsTable,
  WithdrawalsTable,
} from '../../db/schema/tables.ts';
import { localizeRows, type ContentLanguage } from '../../lib/content-language.ts';
import type { AppContext } from '../../lib/context.ts';
import { totalPages } from '../../lib/paging.ts';

/**
 * The cashier (issue 9, decision 025): what its deposit, decision, payee and withdrawal
 * services share — row mapping, the channel names and the member's pages.
 */

export type Db = Kysely<Database>;

/** Wrong withdrawal passwords allowed within the window before withdrawals lock. */
export const WITHDRAW_PASSWORD_MAX_FAILURES = 5;

export const WITHDRAW_LOCK_MINUTES = 15;

/** Suggested deposit amounts (cents) the site offers as quick picks. */
export const QUICK_AMOUNTS = [5_000, 10_000, 20_000, 50_000, 100_000];

export function toChannel(row: Selectable<PaymentChannelsTable>): PaymentChannel {
  return {
    code: row.code,
    kind: row.kind === 'gateway' ? 'gateway' : 'manual',
    provider: row.provider,
    displayName: row.display_name,
    instructions: row.instructions,
    minCents: Number(row.min_cents),
    maxCents: Number(row.max_cents),
  };
}

export function toDeposit(row: Selectable<DepositsTable>, channelName: string): Deposit {
  return {
    id: Number(row.id),
    channelCode: row.channel_code,
    channelName,
    kind: row.kind === 'gateway' ? 'gateway' : 'manual',
    amountCents: Number(row.amount_cents),
    status: row.status as DepositStatus,
    reference: row.reference,
    promotionId: row.promotion_id === null ? null : Number(row.promotion_id),
    reason: row.reason,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

/** Account numbers leave the server masked to their last 4 digits. */
export function maskAccount(account: string): string {
  const digits = account.replace(/\D/g, '');
  return `**** ${digits.slice(-4)}`;
}

export function toWithdrawal(row: Selectable<WithdrawalsTable>): Withdrawal {
  return {
    id: Number(row.id),
    amountCents: Number(row.amount_cents),
    status: row.status as WithdrawalStatus,
    bankName: row.bank_name,
    accountNumber: maskAccount(row.account_number),
    reason: row.reason,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

export function nowIso(ctx: AppContext): string {
  return new Date(ctx.clock ? ctx.clock() : Date.now()).toISOString();
}

export async function channelNames(
  ctx: AppContext,
  language: ContentLanguage = 'EN',
): Promise<Map<string, string>> {
  const rows = await ctx.db
    .selectFrom('payment_channels')
    .select(['id', 'code', 'display_name'])
    .where('merchant_code', '=', ctx.merchantCode)
    .execute();
  const named = await localizeRows(ctx.db, ctx.merchantCode, 'payment_channel', language, rows, [
    'display_name',
  ]);
  return new Map(named.map((row) => [row.code, row.display_name]));
}

/** One page of a member's own rows of a cashier table, newest first, and the number of pages. */
export async function memberPage<T extends 'deposits' | 'withdrawals'>(
  ctx: AppContext,
  table: T,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: Selectable<Database[T]>[]; pages: number }> {
  // Both tables carry every column named here, but Kysely types a query only over a table it
  // knows when compiling: the query is checked as the deposits one, its rows typed as T's own.
  const base = ctx.db.selectFrom(table as 'deposits').where('member_id', '=', memberId);
  const { count } = await base
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return {
    rows: rows as Selectable<Database[T]>[],
    pages: totalPages(count as string | number | bigint, page.pageSize),
  };
}
