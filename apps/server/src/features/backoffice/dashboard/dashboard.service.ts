import { sql, type RawBuilder } from 'kysely';
import { CUSTOMER_TYPE } from '@app/contracts';
import {
  DASHBOARD_DAYS,
  type Dashboard,
  type DashboardDay,
  type DashboardFigures,
} from '@app/contracts/backoffice';
import { nowMs, type AppContext } from '../../../lib/context.ts';

/**
 * The dashboard's figures (issue 21), read from the books, never from copies kept elsewhere:
 * money from the ledger, members from `members`, play from the ledger and `game_rounds`, the
 * queues from their tables. A handful of queries, each grouped by day in the database.
 *
 * Money is read from the house side of each transfer: every stake, win, deposit and payout has
 * exactly one entry on a house or vendor account, and those few accounts' entries of a period
 * are one range of the (account_id, created_at) index each, however large the ledger grows.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const STAKE_KINDS = ['bet', 'vendor.bet'] as const;
/** Stakes given back: they were never at risk. */
const REFUND_KINDS = ['rollback', 'vendor.rollback'] as const;
const WIN_KINDS = ['win', 'vendor.win'] as const;
const MONEY_KINDS = [
  ...STAKE_KINDS,
  ...REFUND_KINDS,
  ...WIN_KINDS,
  'deposit',
  'withdrawal.paid',
] as const;
/** A paid withdrawal moves money from the hold to the cashier: both sides are the house's. */
const CASHIER = 'house:cashier';

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

interface Span {
  /** Day labels, oldest first. */
  days: string[];
  /** Each day's first instant (ISO), then the instant after the last day. */
  bounds: string[];
}

/** The `count` days ending with the one containing `now`, on a clock `utcOffset` minutes east. */
export function daySpan(now: number, utcOffset: number, count = DASHBOARD_DAYS): Span {
  const offsetMs = utcOffset * MINUTE_MS;
  const today = Math.floor((now + offsetMs) / DAY_MS);
  const days: string[] = [];
  const bounds: string[] = [];
  for (let i = 0; i <= count; i++) {
    const day = today - count + 1 + i;
    bounds.push(new Date(day * DAY_MS - offsetMs).toISOString());
    if (i < count) days.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
  }
  return { days, bounds };
}

/**
 * The index of the day an instant column falls in, for rows already inside the span. Instants
 * are ISO text in both databases, so a CASE of text comparisons is the same SQL on either, and
 * a day is whatever the offset makes it (no time zone functions, which the two spell apart).
 */
function dayIndex(column: string, span: Span): RawBuilder<number> {
  const ref = sql.ref(column);
  const last = span.days.length - 1;
  const branches = span.bounds
    .slice(1, last + 1)
    .map((bound, index) => sql`when ${ref} < ${bound} then ${sql.lit(index)}`);
  return sql<number>`case ${sql.join(branches, sql` `)} else ${sql.lit(last)} end`;
}

const emptyFigures = (): DashboardFigures => ({
  depositCents: 0,
  depositCount: 0,
  withdrawalCents: 0,
  withdrawalCount: 0,
  stakeCents: 0,
  winCents: 0,
  ggrCents: 0,
  newMembers: 0,
  activeMembers: 0,
});

interface MoneyRow {
  d: number | string;
  kind: string;
  cents: number | string;
  n: number | string;
}

/** Per day and kind: the sum and number of transfers, trial accounts' play left out. */
async function moneyByDay(ctx: AppContext, span: Span): Promise<MoneyRow[]> {
  const from = span.bounds[0]!;
  const before = span.bounds[span.bounds.length - 1]!;
  const result = await sql<MoneyRow>`
    select ${dayIndex('e.created_at', span)} as d, t.kind as kind,
      sum(t.amount_cents) as cents, count(*) as n
    from ledger_accounts h
    join ledger_entries e
      on e.account_id = h.id and e.created_at >= ${from} and e.created_at < ${before}
    join ledger_transfers t on t.id = e.transfer_id
    left join ledger_accounts o
      on o.id = case when e.amount_cents < 0 then t.to_account_id else t.from_account_id end
    left join members m on m.id = o.member_id
    where h.merchant_code = ${ctx.merchantCode}
      and h.kind in ('house', 'vendor')
      and t.kind in (${list(MONEY_KINDS)})
      and (t.kind <> 'withdrawal.paid' or h.owner_key = ${CASHIER})
      and (m.type is null or m.type <> ${CUSTOMER_TYPE.trial})
    group by 1, t.kind`.execute(ctx.db);
  return result.rows;
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

async function activeByDay(
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

async function newMembersByDay(ctx: AppContext, span: Span): Promise<Map<number, number>> {
  const result = await sql<{ d: number | string; n: number | string }>`
    select ${dayIndex('created_at', span)} as d, count(*) as n
    from members
    where merchant_code = ${ctx.merchantCode}
      and type <> ${CUSTOMER_TYPE.trial}
      and created_at >= ${span.bounds[0]!} and created_at < ${span.bounds[span.bounds.length - 1]!}
    group by 1`.execute(ctx.db);
  return new Map(result.rows.map((row) => [Number(row.d), Number(row.n)]));
}

async function pendingQueues(ctx: AppContext): Promise<Dashboard['pending']> {
  const db = ctx.db;
  const m = ctx.merchantCode;
  /** How many requests wait in a cashier queue, and their sum. */
  const pending = async (table: 'deposits' | 'withdrawals') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string | null>('amount_cents').as('cents'),
      ])
      .where('merchant_code', '=', m)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), cents: Number(row.cents ?? 0) };
  };
  const [deposits, withdrawals, approvals, feedback] = await Promise.all([
    pending('deposits'),
    pending('withdrawals'),
    // Approvals belong to the one merchant a server serves (they have no merchant column).
    db
      .selectFrom('approvals')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('merchant_code', '=', m)
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    deposits,
    withdrawals,
    approvals: Number(approvals.n),
    feedback: Number(feedback.n),
  };
}

function addMoney(into: DashboardFigures, kind: string, cents: number, n: number): void {
  if ((STAKE_KINDS as readonly string[]).includes(kind)) into.stakeCents += cents;
  else if ((REFUND_KINDS as readonly string[]).includes(kind)) into.stakeCents -= cents;
  else if ((WIN_KINDS as readonly string[]).includes(kind)) into.winCents += cents;
  else if (kind === 'deposit') {
    into.depositCents += cents;
    into.depositCount += n;
  } else if (kind === 'withdrawal.paid') {
    into.withdrawalCents += cents;
    into.withdrawalCount += n;
  }
  into.ggrCents = into.stakeCents - into.winCents;
}

export async function readDashboard(ctx: AppContext, utcOffset: number): Promise<Dashboard> {
  const now = nowMs(ctx);
  const span = daySpan(now, utcOffset);
  const [money, active, fresh, pending] = await Promise.all([
    moneyByDay(ctx, span),
    activeByDay(ctx, span),
    newMembersByDay(ctx, span),
    pendingQueues(ctx),
  ]);
  const series: DashboardDay[] = span.days.map((day, index) => ({
    day,
    ...emptyFigures(),
    newMembers: fresh.get(index) ?? 0,
    activeMembers: active.byDay.get(index) ?? 0,
  }));
  const totals = emptyFigures();
  for (const row of money) {
    const cents = Number(row.cents);
    const n = Number(row.n);
    addMoney(series[Number(row.d)]!, row.kind, cents, n);
    addMoney(totals, row.kind, cents, n);
  }
  totals.newMembers = series.reduce((sum, day) => sum + day.newMembers, 0);
  totals.activeMembers = active.total;
  return {
    generatedAt: new Date(now).toISOString(),
    utcOffset,
    today: series[series.length - 1]!,
    series,
    totals,
    pending,
  };
}
