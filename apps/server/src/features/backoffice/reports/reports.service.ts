import { sql, type RawBuilder } from 'kysely';
import { CUSTOMER_TYPE } from '@app/contracts';
import {
  REPORT_UNATTRIBUTED,
  type BonusFigures,
  type BonusReport,
  type CashflowReport,
  type CashflowRow,
  type GgrDimension,
  type GgrFigures,
  type GgrReport,
  type GgrRow,
  type MemberFigures,
  type MembersReport,
  type ReportPeriod,
} from '@app/contracts/backoffice';
import { nowMs, type AppContext } from '../../../lib/context.ts';
import {
  activeByDay,
  CASHIER,
  COMMISSION_KINDS,
  DEDUCTION_KINDS,
  dayIndex,
  kindIn,
  list,
  newMembersByDay,
  periodSpan,
  PLAY_KINDS,
  REBATE_KINDS,
  REFUND_KINDS,
  REWARD_KINDS,
  STAKE_KINDS,
  WIN_KINDS,
  type Span,
} from './ledger-query.ts';

/**
 * The back office's reports (issue 22, decision 046). Each is one or two grouped queries over the
 * house side of the ledger in the period (see ledger-query.ts), joined to the round tables only
 * to name what a transfer was for. Every transfer of a report's kinds lands in exactly one row,
 * so the rows add up to the totals and the totals to the ledger's sums.
 */

type Num = number | string | null;

const AGENT_KINDS = [...REBATE_KINDS, ...COMMISSION_KINDS] as const;

function head(ctx: AppContext, period: ReportPeriod) {
  return {
    from: period.from,
    to: period.to,
    utcOffset: period.utcOffset,
    generatedAt: new Date(nowMs(ctx)).toISOString(),
  };
}

const bounds = (span: Span) => ({
  from: span.bounds[0]!,
  before: span.bounds[span.bounds.length - 1]!,
});

// ---------------------------------------------------------------------------------------------
// GGR and NGR

export const emptyGgr = (): GgrFigures => ({
  betCount: 0,
  stakeCents: 0,
  winCents: 0,
  ggrCents: 0,
  rebateCents: 0,
  rewardCents: 0,
  commissionCents: 0,
  deductionCents: 0,
  ngrCents: 0,
});

/** Adds one (group, kind) sum to a row's figures. */
function addKind(into: GgrFigures, kind: string, cents: number, n: number): void {
  if (kindIn(kind, STAKE_KINDS)) {
    into.stakeCents += cents;
    into.betCount += n;
  } else if (kindIn(kind, REFUND_KINDS)) into.stakeCents -= cents;
  else if (kindIn(kind, WIN_KINDS)) into.winCents += cents;
  else if (kindIn(kind, REBATE_KINDS)) into.rebateCents += cents;
  else if (kindIn(kind, REWARD_KINDS)) into.rewardCents += cents;
  else if (kindIn(kind, COMMISSION_KINDS)) into.commissionCents += cents;
  into.ggrCents = into.stakeCents - into.winCents;
  into.deductionCents = into.rebateCents + into.rewardCents + into.commissionCents;
  into.ngrCents = into.ggrCents - into.deductionCents;
}

/**
 * The game a play transfer was for (decision 046), joined by primary keys:
 * - our slots (house:game) name their round in the reference, `bgs-round:<id>`;
 * - a lottery slip's debit names its game, `lottery:<code>:<draw>`; a lottery win's key is
 *   `lottery:win:<bet id>`, a voided draw's refund's `lottery:void:<bet id>`;
 * - a vendor's transfers are on the vendor's account; the wallet is not told the game of a
 *   round, so their game is the vendor's (`vendor:<code>`) and their type the vendor's category.
 * Rebates are paid per game type (agent_rebate_payouts); the other credits have no game.
 */
/** The id at the end of `column`'s text when it starts with `prefix` (`deposit:42` → 42), else null. */
function idAfter(column: string, prefix: string): RawBuilder<unknown> {
  const value = sql.raw(column);
  return sql`case when ${value} like ${sql.lit(`${prefix}%`)}
                    then cast(substr(${value}, ${sql.lit(prefix.length + 1)}) as bigint) end`;
}

/**
 * The entries `e` of house and vendor accounts `h` in the span, their transfers `t`, the other
 * side's account `o` and its member `m` (none when both sides are the house's).
 */
function houseEntries(span: Span): RawBuilder<unknown> {
  const { from, before } = bounds(span);
  return sql`
    from ledger_accounts h
    join ledger_entries e
      on e.account_id = h.id and e.created_at >= ${from} and e.created_at < ${before}
    join ledger_transfers t on t.id = e.transfer_id
    left join ledger_accounts o
      on o.id = case when e.amount_cents < 0 then t.to_account_id else t.from_account_id end
    left join members m on m.id = o.member_id`;
}

const gameJoins = sql`
  left join game_rounds gr
    on h.owner_key = 'house:game'
   and gr.id = ${idAfter('t.reference', 'bgs-round:')}
  left join lottery_bets lb
    on h.owner_key = 'house:lottery'
   and lb.id = case when t.idempotency_key like 'lottery:win:%'
                    then cast(substr(t.idempotency_key, 13) as bigint)
                    when t.idempotency_key like 'lottery:void:%'
                    then cast(substr(t.idempotency_key, 14) as bigint) end
  left join lottery_games lg
    on h.owner_key = 'house:lottery'
   and substr(t.reference, 1, length(lg.code) + 9) = 'lottery:' || lg.code || ':'
  left join games g on g.game_id = coalesce(gr.game_id, lb.game_id, lg.game_id)
  left join vendors v on h.kind = 'vendor' and v.code = h.name
  left join agent_rebate_payouts rp on t.kind = 'agent.rebate' and rp.transfer_id = t.id`;

/** The house-side entries of the period's play and promotional credits, trial accounts out. */
function ggrSource(ctx: AppContext, span: Span, keys: RawBuilder<unknown>, joins: boolean) {
  return sql`
    select ${keys}, t.kind as kind, t.amount_cents as cents
    ${houseEntries(span)}
    ${joins ? gameJoins : sql``}
    where h.merchant_code = ${ctx.merchantCode}
      and h.kind in ('house', 'vendor')
      and t.kind in (${list([...PLAY_KINDS, ...DEDUCTION_KINDS])})
      and (m.type is null or m.type <> ${CUSTOMER_TYPE.trial})`;
}

interface GroupRow {
  k: Num;
  kind: string;
  cents: Num;
  n: Num;
  label?: string | null;
  game_type?: string | null;
  vendor_code?: string | null;
}

const vendorOf = sql`case when h.kind = 'vendor' then h.name end`;

async function ggrGroups(ctx: AppContext, span: Span, by: GgrDimension): Promise<GroupRow[]> {
  const m = ctx.merchantCode;
  const run = async (query: RawBuilder<GroupRow>) => (await query.execute(ctx.db)).rows;
  switch (by) {
    case 'day':
      return run(sql<GroupRow>`
        select x.k as k, x.kind as kind, sum(x.cents) as cents, count(*) as n
        from (${ggrSource(ctx, span, sql`${dayIndex('e.created_at', span)} as k`, false)}) x
        group by x.k, x.kind`);
    case 'gameType':
      return run(sql<GroupRow>`
        select x.k as k, x.kind as kind, sum(x.cents) as cents, count(*) as n
        from (${ggrSource(
          ctx,
          span,
          sql`coalesce(g.game_type, rp.game_type, v.category) as k`,
          true,
        )}) x
        group by x.k, x.kind`);
    case 'vendor':
      return run(sql<GroupRow>`
        select x.k as k, x.kind as kind, sum(x.cents) as cents, count(*) as n,
          max(vn.display_name) as label, max(vn.category) as game_type
        from (${ggrSource(ctx, span, sql`coalesce(g.vendor_code, ${vendorOf}) as k`, true)}) x
        left join vendors vn on vn.code = x.k
        group by x.k, x.kind`);
    case 'game':
      return run(sql<GroupRow>`
        select case when x.gid is not null then cast(x.gid as varchar(24))
                    when x.vendor is not null then 'vendor:' || x.vendor end as k,
          x.kind as kind, sum(x.cents) as cents, count(*) as n,
          max(coalesce(gn.game_name, gn.node_name, vn.display_name)) as label,
          max(coalesce(gn.game_type, vn.category)) as game_type,
          max(coalesce(gn.vendor_code, x.vendor)) as vendor_code
        from (${ggrSource(ctx, span, sql`g.game_id as gid, ${vendorOf} as vendor`, true)}) x
        -- A game's title is game_name, else node_name (display_name is its vendor's).
        left join games gn on gn.game_id = x.gid
        left join vendors vn on x.gid is null and vn.code = x.vendor
        group by x.gid, x.vendor, x.kind`);
    case 'agent':
      return run(sql<GroupRow>`
        select x.k as k, x.kind as kind, sum(x.cents) as cents, count(*) as n,
          max(a.user_name) as label
        from (${ggrSource(
          ctx,
          span,
          sql`case when t.kind in (${list(AGENT_KINDS)}) then o.member_id
                   else m.upline_id end as k`,
          false,
        )}) x
        left join members a on a.id = x.k and a.merchant_code = ${m}
        group by x.k, x.kind`);
  }
}

/** The rows of a GGR report, each group's kinds folded into its figures. */
export async function readGgr(
  ctx: AppContext,
  period: ReportPeriod,
  by: GgrDimension,
): Promise<GgrReport> {
  const span = periodSpan(period.from, period.to, period.utcOffset);
  const groups = await ggrGroups(ctx, span, by);
  const rows = new Map<string, GgrRow>();
  const totals = emptyGgr();
  if (by === 'day') {
    for (const day of span.days) {
      rows.set(day, { key: day, label: day, gameType: null, vendorCode: null, ...emptyGgr() });
    }
  }
  for (const group of groups) {
    const raw = group.k === null ? REPORT_UNATTRIBUTED : String(group.k);
    const key = by === 'day' ? span.days[Number(raw)]! : raw;
    let row = rows.get(key);
    if (!row) {
      const unattributed = key === REPORT_UNATTRIBUTED;
      row = {
        key,
        label: unattributed ? '' : (group.label ?? key),
        gameType: by === 'gameType' && !unattributed ? key : (group.game_type ?? null),
        vendorCode: by === 'vendor' && !unattributed ? key : (group.vendor_code ?? null),
        ...emptyGgr(),
      };
      rows.set(key, row);
    }
    const cents = Number(group.cents ?? 0);
    const n = Number(group.n ?? 0);
    addKind(row, group.kind, cents, n);
    addKind(totals, group.kind, cents, n);
  }
  const list = [...rows.values()];
  if (by !== 'day') {
    // Biggest stakes first, the unattributed row last.
    list.sort((a, b) =>
      a.key === REPORT_UNATTRIBUTED
        ? 1
        : b.key === REPORT_UNATTRIBUTED
          ? -1
          : b.stakeCents - a.stakeCents || b.ggrCents - a.ggrCents || a.key.localeCompare(b.key),
    );
  }
  return { ...head(ctx, period), by, rows: list, totals };
}

// ---------------------------------------------------------------------------------------------
// Bonus cost: the GGR report's deductions by day, read by the same query, and the bonus
// engine's grants, conversions and forfeits (decision 056).

/** The bonus engine's kinds the report sums; each has exactly one entry on a member's bonus account. */
const BONUS_ENGINE_KINDS = ['bonus.grant', 'bonus.convert', 'bonus.forfeit'] as const;

interface BonusDayFigures {
  bonusGrantedCents: number;
  bonusConvertedCents: number;
  bonusForfeitedCents: number;
  conversions: number;
}

const noBonusFigures = (): BonusDayFigures => ({
  bonusGrantedCents: 0,
  bonusConvertedCents: 0,
  bonusForfeitedCents: 0,
  conversions: 0,
});

/**
 * The bonus engine's transfers of the span by day. A conversion moves money between the
 * member's two accounts (no house side), so these are read on the members' bonus accounts,
 * where each of the three kinds has its one entry; trial accounts out.
 */
async function bonusEngineByDay(
  ctx: AppContext,
  span: Span,
): Promise<Map<number, BonusDayFigures>> {
  const { from, before } = bounds(span);
  const result = await sql<{ d: Num; kind: string; cents: Num; n: Num }>`
    select x.d as d, x.kind as kind, sum(x.cents) as cents, count(*) as n
    from (
      select ${dayIndex('e.created_at', span)} as d, t.kind as kind, t.amount_cents as cents
      from ledger_accounts a
      join ledger_entries e
        on e.account_id = a.id and e.created_at >= ${from} and e.created_at < ${before}
      join ledger_transfers t on t.id = e.transfer_id
      join members m on m.id = a.member_id
      where a.merchant_code = ${ctx.merchantCode}
        and a.kind = 'member-bonus'
        and t.kind in (${list(BONUS_ENGINE_KINDS)})
        and m.type <> ${CUSTOMER_TYPE.trial}
    ) x
    group by x.d, x.kind`.execute(ctx.db);
  const days = new Map<number, BonusDayFigures>();
  for (const row of result.rows) {
    const index = Number(row.d);
    const figures = days.get(index) ?? noBonusFigures();
    const cents = Number(row.cents ?? 0);
    if (row.kind === 'bonus.grant') figures.bonusGrantedCents += cents;
    else if (row.kind === 'bonus.convert') {
      figures.bonusConvertedCents += cents;
      figures.conversions += Number(row.n ?? 0);
    } else figures.bonusForfeitedCents += cents;
    days.set(index, figures);
  }
  return days;
}

/** The active bonuses now and the members' bonus balances (what could still convert). */
async function activeBonusesNow(ctx: AppContext): Promise<{ count: number; balanceCents: number }> {
  const [active, balances] = await Promise.all([
    sql<{ n: Num }>`
      select count(*) as n from bonuses b
      join members m on m.id = b.member_id
      where b.merchant_code = ${ctx.merchantCode}
        and b.status = 'active'
        and m.type <> ${CUSTOMER_TYPE.trial}`.execute(ctx.db),
    sql<{ cents: Num }>`
      select sum(a.balance_cents) as cents from ledger_accounts a
      join members m on m.id = a.member_id
      where a.merchant_code = ${ctx.merchantCode}
        and a.kind = 'member-bonus'
        and m.type <> ${CUSTOMER_TYPE.trial}`.execute(ctx.db),
  ]);
  return {
    count: Number(active.rows[0]?.n ?? 0),
    balanceCents: Number(balances.rows[0]?.cents ?? 0),
  };
}

export async function readBonus(ctx: AppContext, period: ReportPeriod): Promise<BonusReport> {
  const ggr = await readGgr(ctx, period, 'day');
  const span = periodSpan(period.from, period.to, period.utcOffset);
  const [counts, engine, activeBonuses] = await Promise.all([
    creditCounts(ctx, span),
    bonusEngineByDay(ctx, span),
    activeBonusesNow(ctx),
  ]);
  const figures = (row: GgrFigures, bonus: BonusDayFigures, credits: number): BonusFigures => ({
    rewardCents: row.rewardCents,
    rebateCents: row.rebateCents,
    commissionCents: row.commissionCents,
    bonusGrantedCents: bonus.bonusGrantedCents,
    bonusConvertedCents: bonus.bonusConvertedCents,
    bonusForfeitedCents: bonus.bonusForfeitedCents,
    totalCents: row.deductionCents + bonus.bonusConvertedCents,
    count: credits + bonus.conversions,
  });
  const rows = ggr.rows.map((row, index) => ({
    day: row.key,
    ...figures(row, engine.get(index) ?? noBonusFigures(), counts.get(index) ?? 0),
  }));
  const engineTotals = noBonusFigures();
  for (const day of engine.values()) {
    engineTotals.bonusGrantedCents += day.bonusGrantedCents;
    engineTotals.bonusConvertedCents += day.bonusConvertedCents;
    engineTotals.bonusForfeitedCents += day.bonusForfeitedCents;
    engineTotals.conversions += day.conversions;
  }
  const credits = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return {
    ...head(ctx, period),
    activeBonuses,
    rows,
    totals: figures(ggr.totals, engineTotals, credits),
  };
}

async function creditCounts(ctx: AppContext, span: Span): Promise<Map<number, number>> {
  const result = await sql<{ d: Num; n: Num }>`
    select x.k as d, count(*) as n
    from (${ggrSource(ctx, span, sql`${dayIndex('e.created_at', span)} as k`, false)}) x
    where x.kind in (${list(DEDUCTION_KINDS)})
    group by x.k`.execute(ctx.db);
  return new Map(result.rows.map((row) => [Number(row.d), Number(row.n)]));
}

// ---------------------------------------------------------------------------------------------
// Deposits and withdrawals by channel

export async function readCashflow(ctx: AppContext, period: ReportPeriod): Promise<CashflowReport> {
  const span = periodSpan(period.from, period.to, period.utcOffset);
  const m = ctx.merchantCode;
  // Both kinds have one entry on the cashier: a deposit leaves it, a paid withdrawal enters it.
  const result = await sql<{
    direction: string;
    channel: string | null;
    label: Num;
    n: Num;
    cents: Num;
  }>`
    select x.direction as direction, x.channel as channel, max(pc.display_name) as label,
      count(*) as n, sum(x.cents) as cents
    from (
      select case when t.kind = 'deposit' then 'deposit' else 'withdrawal' end as direction,
        case when t.kind = 'deposit' then d.channel_code else w.bank_name end as channel,
        t.amount_cents as cents
      ${houseEntries(span)}
      left join deposits d on t.kind = 'deposit' and d.id = ${idAfter('t.reference', 'deposit:')}
      left join withdrawals w
        on t.kind = 'withdrawal.paid' and w.id = ${idAfter('t.reference', 'withdrawal:')}
      where h.merchant_code = ${m}
        and h.owner_key = ${CASHIER}
        and t.kind in ('deposit', 'withdrawal.paid')
        and (m.type is null or m.type <> ${CUSTOMER_TYPE.trial})
    ) x
    left join payment_channels pc
      on x.direction = 'deposit' and pc.merchant_code = ${m} and pc.code = x.channel
    group by x.direction, x.channel`.execute(ctx.db);
  const rows: CashflowRow[] = result.rows.map((row) => ({
    direction: row.direction === 'deposit' ? 'deposit' : 'withdrawal',
    channel: row.channel ?? REPORT_UNATTRIBUTED,
    label: row.label === null ? (row.channel ?? '') : String(row.label),
    count: Number(row.n ?? 0),
    amountCents: Number(row.cents ?? 0),
  }));
  rows.sort(
    (a, b) =>
      a.direction.localeCompare(b.direction) ||
      b.amountCents - a.amountCents ||
      a.channel.localeCompare(b.channel),
  );
  const sum = (direction: CashflowRow['direction'], pick: (row: CashflowRow) => number) =>
    rows.filter((row) => row.direction === direction).reduce((acc, row) => acc + pick(row), 0);
  const depositCents = sum('deposit', (row) => row.amountCents);
  const withdrawalCents = sum('withdrawal', (row) => row.amountCents);
  return {
    ...head(ctx, period),
    rows,
    totals: {
      depositCount: sum('deposit', (row) => row.count),
      depositCents,
      withdrawalCount: sum('withdrawal', (row) => row.count),
      withdrawalCents,
      netCents: depositCents - withdrawalCents,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Members

/** (day, member) pairs of credited deposits in the period, trial accounts out. */
function depositPairs(ctx: AppContext, span: Span): RawBuilder<unknown> {
  const { from, before } = bounds(span);
  return sql`
    select ${dayIndex('e.created_at', span)} as d, o.member_id as member_id
    from ledger_accounts h
    join ledger_entries e
      on e.account_id = h.id and e.created_at >= ${from} and e.created_at < ${before}
    join ledger_transfers t on t.id = e.transfer_id and t.kind = 'deposit'
    join ledger_accounts o on o.id = t.to_account_id
    join members mb on mb.id = o.member_id
    where h.merchant_code = ${ctx.merchantCode}
      and h.owner_key = ${CASHIER}
      and mb.type <> ${CUSTOMER_TYPE.trial}`;
}

async function depositingByDay(ctx: AppContext, span: Span) {
  const [days, total] = await Promise.all([
    sql<{ d: Num; n: Num }>`
      select x.d as d, count(distinct x.member_id) as n from (${depositPairs(ctx, span)}) x
      group by x.d`.execute(ctx.db),
    sql<{ n: Num }>`
      select count(distinct x.member_id) as n from (${depositPairs(ctx, span)}) x`.execute(ctx.db),
  ]);
  return {
    byDay: new Map(days.rows.map((row) => [Number(row.d), Number(row.n)])),
    total: Number(total.rows[0]?.n ?? 0),
  };
}

/** Members whose first deposit ever was credited on each day of the span. */
async function firstDepositsByDay(ctx: AppContext, span: Span): Promise<Map<number, number>> {
  const { from, before } = bounds(span);
  const result = await sql<{ d: Num; n: Num }>`
    select ${dayIndex('x.first_at', span)} as d, count(*) as n
    from (
      select o.member_id as member_id, min(e.created_at) as first_at
      from ledger_accounts h
      join ledger_entries e on e.account_id = h.id and e.created_at < ${before}
      join ledger_transfers t on t.id = e.transfer_id and t.kind = 'deposit'
      join ledger_accounts o on o.id = t.to_account_id
      join members mb on mb.id = o.member_id
      where h.merchant_code = ${ctx.merchantCode}
        and h.owner_key = ${CASHIER}
        and mb.type <> ${CUSTOMER_TYPE.trial}
      group by o.member_id
    ) x
    where x.first_at >= ${from}
    group by 1`.execute(ctx.db);
  return new Map(result.rows.map((row) => [Number(row.d), Number(row.n)]));
}

export async function readMembers(ctx: AppContext, period: ReportPeriod): Promise<MembersReport> {
  const span = periodSpan(period.from, period.to, period.utcOffset);
  const [fresh, active, depositing, first] = await Promise.all([
    newMembersByDay(ctx, span),
    activeByDay(ctx, span),
    depositingByDay(ctx, span),
    firstDepositsByDay(ctx, span),
  ]);
  const rows = span.days.map((day, index) => ({
    day,
    newMembers: fresh.get(index) ?? 0,
    activeMembers: active.byDay.get(index) ?? 0,
    depositingMembers: depositing.byDay.get(index) ?? 0,
    firstDepositMembers: first.get(index) ?? 0,
  }));
  const totals: MemberFigures = {
    newMembers: rows.reduce((sum, row) => sum + row.newMembers, 0),
    activeMembers: active.total,
    depositingMembers: depositing.total,
    firstDepositMembers: rows.reduce((sum, row) => sum + row.firstDepositMembers, 0),
  };
  return { ...head(ctx, period), rows, totals };
}
