import { sql, type RawBuilder } from 'kysely';
import { CUSTOMER_TYPE } from '@app/contracts';
import { DASHBOARD_DAYS } from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';

/**
 * What the dashboard and the reports read from the ledger the same way (decision 046): the
 * transfer kinds of play, cash and promotional credits, the days of a period on an operator's
 * clock, and which day an instant falls in, in SQL both databases run.
 *
 * Money is read from the house side of each transfer: every stake, win, deposit, payout and
 * credit has exactly one entry on a house or vendor account, and those few accounts' entries of
 * a period are one range of the (account_id, created_at) index each, however large the ledger.
 */

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export const STAKE_KINDS = ['bet', 'vendor.bet'] as const;
/** Stakes given back: they were never at risk. */
export const REFUND_KINDS = ['rollback', 'vendor.rollback'] as const;
export const WIN_KINDS = ['win', 'vendor.win'] as const;
/** Promotional credits: what NGR takes off GGR (decision 046). */
export const REBATE_KINDS = ['agent.rebate', 'member.rebate'] as const;
export const REWARD_KINDS = ['reward.claim', 'tournament.prize'] as const;
export const COMMISSION_KINDS = ['agent.dividend', 'agent.salary'] as const;
export const PLAY_KINDS = [...STAKE_KINDS, ...REFUND_KINDS, ...WIN_KINDS] as const;
export const DEDUCTION_KINDS = [...REBATE_KINDS, ...REWARD_KINDS, ...COMMISSION_KINDS] as const;
/** A paid withdrawal moves money from the hold to the cashier: both sides are the house's. */
export const CASHIER = 'house:cashier';

export const kindIn = (kind: string, kinds: readonly string[]) => kinds.includes(kind);

/** A list of SQL literals (the kinds are ours, never a caller's). */
export const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

export interface Span {
  /** Day labels, oldest first. */
  days: string[];
  /** Each day's first instant (ISO), then the instant after the last day. */
  bounds: string[];
}

/** The days `from` to `to` (both included, YYYY-MM-DD) on a clock `utcOffset` minutes east. */
export function periodSpan(from: string, to: string, utcOffset: number): Span {
  const offsetMs = utcOffset * MINUTE_MS;
  const first = Math.floor(Date.parse(`${from}T00:00:00Z`) / DAY_MS);
  const last = Math.floor(Date.parse(`${to}T00:00:00Z`) / DAY_MS);
  const days: string[] = [];
  const bounds: string[] = [];
  for (let day = first; day <= last + 1; day++) {
    bounds.push(new Date(day * DAY_MS - offsetMs).toISOString());
    if (day <= last) days.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
  }
  return { days, bounds };
}

/** The `count` days ending with the one containing `now`, on a clock `utcOffset` minutes east. */
export function daySpan(now: number, utcOffset: number, count = DASHBOARD_DAYS): Span {
  const today = Math.floor((now + utcOffset * MINUTE_MS) / DAY_MS);
  const iso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
  return periodSpan(iso(today - count + 1), iso(today), utcOffset);
}

/**
 * The index of the day an instant column falls in, for rows already inside the span. Instants
 * are ISO text in both databases, so text comparisons are the same SQL on either, and a day is
 * whatever the offset makes it (no time zone functions, which the two spell apart). The CASE is
 * a binary search over the bounds, so a year's span costs each row nine comparisons, not 366.
 */
export function dayIndex(column: string, span: Span): RawBuilder<number> {
  const ref = sql.ref(column);
  const search = (low: number, high: number): RawBuilder<number> => {
    if (low === high) return sql<number>`${sql.lit(low)}`;
    const middle = Math.floor((low + high + 1) / 2);
    // Rows before the first instant of day `middle` belong to days low..middle-1.
    return sql<number>`(case when ${ref} < ${span.bounds[middle]!} then ${search(low, middle - 1)} else ${search(middle, high)} end)`;
  };
  return search(0, span.days.length - 1);
}

/** Who moved: (day, member) pairs of ledger entries and game rounds, once each. */
function activePairs(ctx: AppContext, span: Span): RawBuilder<unknown> {
  const from = span.bounds[0]!;
  const before = span.bounds[span.bounds.length - 1]!;
  return sql`
    select ${dayIndex('e.created_at', span)} as d, a.member_id as member_id
      from ledger_accounts a
      join ledger_entries e
        on e.account_id = a.id and e.created_at >= ${from} and e.created_at < ${before}
     where a.merchant_code = ${ctx.merchantCode} and a.kind = 'member'
    union
    select ${dayIndex('r.created_at', span)} as d, r.member_id as member_id
      from game_rounds r
     where r.merchant_code = ${ctx.merchantCode}
       and r.created_at >= ${from} and r.created_at < ${before}`;
}

/** Members with any ledger movement or game round, per day and once over the span. */
export async function activeByDay(
  ctx: AppContext,
  span: Span,
): Promise<{ byDay: Map<number, number>; total: number }> {
  const trial = CUSTOMER_TYPE.trial;
  const [days, total] = await Promise.all([
    sql<{ d: number | string; n: number | string }>`
      select x.d as d, count(*) as n from (${activePairs(ctx, span)}) x
      join members m on m.id = x.member_id
      where m.type <> ${trial}
      group by x.d`.execute(ctx.db),
    sql<{ n: number | string }>`
      select count(distinct x.member_id) as n from (${activePairs(ctx, span)}) x
      join members m on m.id = x.member_id
      where m.type <> ${trial}`.execute(ctx.db),
  ]);
  return {
    byDay: new Map(days.rows.map((row) => [Number(row.d), Number(row.n)])),
    total: Number(total.rows[0]?.n ?? 0),
  };
}

/** Accounts registered on each day of the span, trial accounts out. */
export async function newMembersByDay(ctx: AppContext, span: Span): Promise<Map<number, number>> {
  const result = await sql<{ d: number | string; n: number | string }>`
    select ${dayIndex('created_at', span)} as d, count(*) as n
    from members
    where merchant_code = ${ctx.merchantCode}
      and type <> ${CUSTOMER_TYPE.trial}
      and created_at >= ${span.bounds[0]!} and created_at < ${span.bounds[span.bounds.length - 1]!}
    group by 1`.execute(ctx.db);
  return new Map(result.rows.map((row) => [Number(row.d), Number(row.n)]));
}
