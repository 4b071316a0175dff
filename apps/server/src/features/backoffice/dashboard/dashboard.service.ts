import { sql } from 'kysely';
import { CUSTOMER_TYPE } from '@app/contracts';
import type { Dashboard, DashboardDay, DashboardFigures } from '@app/contracts/backoffice';
import { nowMs, type AppContext } from '../../../lib/context.ts';
// The day arithmetic, kinds and member counts the reports read the same way (decision 046).
import {
  activeByDay,
  CASHIER,
  daySpan,
  dayIndex,
  list,
  newMembersByDay,
  REFUND_KINDS,
  STAKE_KINDS,
  WIN_KINDS,
  type Span,
} from '../reports/ledger-query.ts';

/**
 * The dashboard's figures (issue 21), read from the books, never from copies kept elsewhere:
 * money from the ledger, members from `members`, play from the ledger and `game_rounds`, the
 * queues from their tables. A handful of queries, each grouped by day in the database.
 *
 * Money is read from the house side of each transfer: every stake, win, deposit and payout has
 * exactly one entry on a house or vendor account, and those few accounts' entries of a period
 * are one range of the (account_id, created_at) index each, however large the ledger grows.
 */

const MONEY_KINDS = [
  ...STAKE_KINDS,
  ...REFUND_KINDS,
  ...WIN_KINDS,
  'deposit',
  'withdrawal.paid',
] as const;

export { daySpan };

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
