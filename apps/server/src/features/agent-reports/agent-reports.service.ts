import { sql, type RawBuilder } from 'kysely';
import {
  CUSTOMER_TYPE,
  TEAM_REPORT_MAX_DAYS,
  type Language,
  type TeamBet,
  type TeamBetsQuery,
  type TeamBetsValue,
  type TeamMemberRef,
  type TeamOverview,
  type TeamOverviewQuery,
  type TeamPnl,
  type TeamPnlFigures,
  type TeamPnlQuery,
  type TeamPnlRow,
} from '@app/contracts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { dayBounds } from '../../lib/day-range.ts';
import { totalPages } from '../../lib/paging.ts';
import { assertInSubtree, isAgentType } from '../agents/agent-tree.ts';

/**
 * Team reports (issue 8, decision 023). Every money figure is a sum of the team members'
 * ledger entries in the period, never a copy kept elsewhere, so a report always agrees with the
 * ledger: stakes are debits of the bet kinds less refunds, payouts are credits of the win
 * kinds, rebates are credits of 'agent.rebate', deposits are credits from the house cashier and
 * withdrawals are debits to the withdrawal hold (or the cashier) less held money returned.
 * Trial accounts play with free money and are never part of a team.
 */

const DAY_MS = 86_400_000;
const BET_KINDS = ['bet', 'vendor.bet', 'rollback', 'vendor.rollback'] as const;
const STAKE_KINDS = ['bet', 'vendor.bet'] as const;
const WIN_KINDS = ['win', 'vendor.win'] as const;
const CASHIER = 'house:cashier';
const WITHDRAWAL_HOLD = 'house:withdrawal-hold';

interface Range {
  startDate: string;
  endDate: string;
  utcOffset: number;
}

/** 400 unless start <= end and the period is at most TEAM_REPORT_MAX_DAYS days. */
export function checkRange(range: Range): { from: string; before: string } {
  if (range.startDate > range.endDate) throw new AppError('report.range.order', 400);
  const days =
    (Date.parse(`${range.endDate}T00:00:00Z`) - Date.parse(`${range.startDate}T00:00:00Z`)) /
      DAY_MS +
    1;
  if (days > TEAM_REPORT_MAX_DAYS) {
    throw new AppError('report.range.too.long', 400, String(TEAM_REPORT_MAX_DAYS));
  }
  const { from, before } = dayBounds(range);
  return { from: from!, before: before! };
}

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * The members below `rootId` (trials left out), each with `root`: the direct downline of
 * `rootId` its branch hangs from. With `includeRoot`, the root itself is a row of its own
 * (root = its id), so a drilled member's own play is counted beside its downlines'.
 */
function scopeCte(ctx: AppContext, rootId: number, includeRoot: boolean): RawBuilder<unknown> {
  const m = ctx.merchantCode;
  const self = includeRoot
    ? sql`union all select id, id, 0, created_at from members
           where id = ${rootId} and merchant_code = ${m}`
    : sql``;
  return sql`with recursive team(id, root, depth, created_at) as (
      select id, id, 1, created_at from members
       where upline_id = ${rootId} and merchant_code = ${m} and type <> ${CUSTOMER_TYPE.trial}
      union all
      select mm.id, team.root, team.depth + 1, mm.created_at from members mm
        join team on mm.upline_id = team.id
       where mm.merchant_code = ${m} and mm.type <> ${CUSTOMER_TYPE.trial} and team.depth < 64
    ),
    scope(id, root, depth, created_at) as (
      select id, root, depth, created_at from team ${self}
    )`;
}

interface MemberFigures {
  id: number;
  root: number;
  betCents: number;
  betCount: number;
  winCents: number;
  rebateCents: number;
  depositCents: number;
  depositCount: number;
  withdrawalCents: number;
}

/** Per member of the scope with ledger entries in the period: its sums by meaning. */
async function memberFigures(
  ctx: AppContext,
  rootId: number,
  includeRoot: boolean,
  bounds: { from: string; before: string },
): Promise<MemberFigures[]> {
  const result = await sql<Record<string, string | number>>`${scopeCte(ctx, rootId, includeRoot)}
    select s.id as id, s.root as root,
      coalesce(sum(case when t.kind in (${list(BET_KINDS)}) then -e.amount_cents else 0 end), 0)
        as bet_cents,
      coalesce(sum(case when t.kind in (${list(STAKE_KINDS)}) then 1 else 0 end), 0) as bet_count,
      coalesce(sum(case when t.kind in (${list(WIN_KINDS)}) then e.amount_cents else 0 end), 0)
        as win_cents,
      coalesce(sum(case when t.kind = 'agent.rebate' and e.amount_cents > 0
        then e.amount_cents else 0 end), 0) as rebate_cents,
      coalesce(sum(case when c.owner_key = ${CASHIER} and e.amount_cents > 0
        then e.amount_cents else 0 end), 0) as deposit_cents,
      coalesce(sum(case when c.owner_key = ${CASHIER} and e.amount_cents > 0
        then 1 else 0 end), 0) as deposit_count,
      coalesce(sum(case when c.owner_key = ${WITHDRAWAL_HOLD} then -e.amount_cents
        when c.owner_key = ${CASHIER} and e.amount_cents < 0 then -e.amount_cents
        else 0 end), 0) as withdrawal_cents
    from scope s
    join ledger_accounts a
      on a.member_id = s.id and a.kind = 'member' and a.merchant_code = ${ctx.merchantCode}
    join ledger_entries e
      on e.account_id = a.id and e.created_at >= ${bounds.from} and e.created_at < ${bounds.before}
    join ledger_transfers t on t.id = e.transfer_id
    join ledger_accounts c
      on c.id = case when e.amount_cents > 0 then t.from_account_id else t.to_account_id end
    group by s.id, s.root`.execute(ctx.db);
  return result.rows.map((row) => ({
    id: Number(row.id),
    root: Number(row.root),
    betCents: Number(row.bet_cents),
    betCount: Number(row.bet_count),
    winCents: Number(row.win_cents),
    rebateCents: Number(row.rebate_cents),
    depositCents: Number(row.deposit_cents),
    depositCount: Number(row.deposit_count),
    withdrawalCents: Number(row.withdrawal_cents),
  }));
}

/** 404 unless the member is in the agent's team and not a trial (trials are in no team). */
async function assertTeamMember(ctx: AppContext, agentId: number, memberId: number) {
  await assertInSubtree(ctx.db, ctx.merchantCode, agentId, memberId);
  const row = await ctx.db
    .selectFrom('members')
    .select('type')
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row || row.type === CUSTOMER_TYPE.trial) {
    throw new AppError('agent.downline.not.found', 404);
  }
}

const pnlOf = (bet: number, win: number, rebate: number) => win + rebate - bet;

export async function teamOverview(
  ctx: AppContext,
  agentId: number,
  query: TeamOverviewQuery,
): Promise<TeamOverview> {
  const bounds = checkRange(query);
  const members = await sql<{ id: number; depth: number; created_at: string }>`${scopeCte(
    ctx,
    agentId,
    false,
  )}
    select id, depth, created_at from scope`.execute(ctx.db);
  const firstDeposits = await sql<{ n: string | number }>`${scopeCte(ctx, agentId, false)}
    select count(*) as n from (
      select a.member_id from scope s
      join ledger_accounts a
        on a.member_id = s.id and a.kind = 'member' and a.merchant_code = ${ctx.merchantCode}
      join ledger_entries e on e.account_id = a.id and e.amount_cents > 0
      join ledger_transfers t on t.id = e.transfer_id
      join ledger_accounts c on c.id = t.from_account_id and c.owner_key = ${CASHIER}
      group by a.member_id
      having min(e.created_at) >= ${bounds.from} and min(e.created_at) < ${bounds.before}
    ) firsts`.execute(ctx.db);
  const figures = await memberFigures(ctx, agentId, false, bounds);
  const sum = (pick: (row: MemberFigures) => number) =>
    figures.reduce((total, row) => total + pick(row), 0);
  const validBetCents = sum((row) => row.betCents);
  const payoutCents = sum((row) => row.winCents);
  const rebateCents = sum((row) => row.rebateCents);
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    directMembers: members.rows.filter((row) => Number(row.depth) === 1).length,
    teamMembers: members.rows.length,
    newMembers: members.rows.filter(
      (row) => row.created_at >= bounds.from && row.created_at < bounds.before,
    ).length,
    firstDepositMembers: Number(firstDeposits.rows[0]?.n ?? 0),
    depositCount: sum((row) => row.depositCount),
    depositCents: sum((row) => row.depositCents),
    withdrawalCents: sum((row) => row.withdrawalCents),
    validBetCents,
    payoutCents,
    rebateCents,
    pnlCents: pnlOf(validBetCents, payoutCents, rebateCents),
    activeBettors: figures.filter((row) => row.betCount > 0).length,
  };
}

/** The drilled member's uplines from the caller's direct downline down to it. */
async function pathTo(
  ctx: AppContext,
  agentId: number,
  memberId: number,
): Promise<TeamMemberRef[]> {
  const path: TeamMemberRef[] = [];
  let current: number | null = memberId;
  for (let hops = 0; current !== null && current !== agentId && hops < 64; hops++) {
    const row: { id: number; user_name: string; upline_id: number | null } | undefined =
      await ctx.db
        .selectFrom('members')
        .select(['id', 'user_name', 'upline_id'])
        .where('id', '=', current)
        .where('merchant_code', '=', ctx.merchantCode)
        .executeTakeFirst();
    if (!row) break;
    path.unshift({ memberId: Number(row.id), userName: row.user_name });
    current = row.upline_id;
  }
  return path;
}

export async function teamPnl(
  ctx: AppContext,
  agentId: number,
  query: TeamPnlQuery,
): Promise<TeamPnl> {
  const bounds = checkRange(query);
  const rootId = query.parentId ?? agentId;
  const drilled = rootId !== agentId;
  if (drilled) await assertTeamMember(ctx, agentId, rootId);

  // The rows: the root's direct downlines (and the drilled member itself), with team sizes.
  const heads = await sql<{
    id: number;
    user_name: string;
    type: number;
    depth: number;
    downlines: string | number;
  }>`${scopeCte(ctx, rootId, drilled)}
    select mm.id as id, mm.user_name as user_name, mm.type as type, s.depth as depth,
      (select count(*) from scope below where below.root = s.id and below.id <> s.id)
        as downlines
    from scope s join members mm on mm.id = s.id
    where s.depth <= 1
    order by s.depth, mm.user_name_key`.execute(ctx.db);
  const figures = await memberFigures(ctx, rootId, drilled, bounds);
  const byRoot = new Map<number, TeamPnlFigures>();
  for (const row of figures) {
    const into = byRoot.get(row.root) ?? { betCents: 0, winCents: 0, rebateCents: 0, pnlCents: 0 };
    into.betCents += row.betCents;
    into.winCents += row.winCents;
    into.rebateCents += row.rebateCents;
    into.pnlCents = pnlOf(into.betCents, into.winCents, into.rebateCents);
    byRoot.set(row.root, into);
  }
  const rows: TeamPnlRow[] = heads.rows.map((head) => {
    const id = Number(head.id);
    const self = Number(head.depth) === 0;
    return {
      memberId: id,
      userName: head.user_name,
      isAgent: isAgentType(Number(head.type)),
      self,
      downlines: self ? 0 : Number(head.downlines),
      ...(byRoot.get(id) ?? { betCents: 0, winCents: 0, rebateCents: 0, pnlCents: 0 }),
    };
  });
  const total = rows.reduce<TeamPnlFigures>(
    (sum, row) => ({
      betCents: sum.betCents + row.betCents,
      winCents: sum.winCents + row.winCents,
      rebateCents: sum.rebateCents + row.rebateCents,
      pnlCents: sum.pnlCents + row.pnlCents,
    }),
    { betCents: 0, winCents: 0, rebateCents: 0, pnlCents: 0 },
  );
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    path: drilled ? await pathTo(ctx, agentId, rootId) : [],
    rows,
    total,
  };
}

/** The lottery name column of a language. */
function lotteryNameColumn(language: Language) {
  return sql.ref(
    language === 'PT' ? 'lg.name_pt' : language === 'VI' ? 'lg.name_vi' : 'lg.name_en',
  );
}

/**
 * The team's real-money slot rounds and lottery bets, newest first, one UNION ALL so the
 * database orders and pages both together. A user name filter must name a team member (404
 * otherwise, like a member of another team).
 */
export async function teamBets(
  ctx: AppContext,
  agentId: number,
  query: TeamBetsQuery,
  language: Language,
): Promise<TeamBetsValue> {
  const bounds = checkRange(query);
  const m = ctx.merchantCode;
  let memberFilter: RawBuilder<unknown>;
  if (query.userName) {
    const member = await ctx.db
      .selectFrom('members')
      .select(['id', 'type'])
      .where('merchant_code', '=', m)
      .where('user_name_key', '=', query.userName.toLowerCase())
      .executeTakeFirst();
    if (!member) throw new AppError('agent.downline.not.found', 404);
    await assertTeamMember(ctx, agentId, member.id);
    memberFilter = sql`= ${member.id}`;
  } else {
    memberFilter = sql`in (select id from scope)`;
  }
  const slotType = query.gameType ? sql`and g.game_type = ${query.gameType}` : sql``;
  const lotteryType = query.gameType ? sql`and lg.game_type = ${query.gameType}` : sql``;
  const union = sql`
      select 'slot' as source, r.id as id, r.member_id as member_id,
        coalesce(g.game_name, g.node_name) as game_name, g.game_type as game_type,
        r.created_at as created_at, r.bet_cents as stake_cents, r.win_cents as win_cents,
        'settled' as status
      from game_rounds r join games g on g.game_id = r.game_id
      where r.merchant_code = ${m} and r.play_money = 0 and r.member_id ${memberFilter}
        and r.created_at >= ${bounds.from} and r.created_at < ${bounds.before} ${slotType}
      union all
      select 'lottery' as source, b.id as id, b.member_id as member_id,
        ${lotteryNameColumn(language)} as game_name, lg.game_type as game_type,
        b.created_at as created_at, b.cost_cents as stake_cents, b.payout_cents as win_cents,
        b.status as status
      from lottery_bets b join lottery_games lg on lg.game_id = b.game_id
      where b.merchant_code = ${m} and b.member_id ${memberFilter}
        and b.created_at >= ${bounds.from} and b.created_at < ${bounds.before} ${lotteryType}`;
  const cte = scopeCte(ctx, agentId, false);
  const count = await sql<{ n: string | number }>`${cte}
    select count(*) as n from (${union}) x`.execute(ctx.db);
  const rows = await sql<{
    source: 'slot' | 'lottery';
    id: number;
    member_id: number;
    user_name: string;
    game_name: string;
    game_type: string;
    created_at: string;
    stake_cents: number | string;
    win_cents: number | string;
    status: string;
  }>`${cte}
    select x.*, mm.user_name as user_name from (${union}) x
      join members mm on mm.id = x.member_id
     order by x.created_at desc, x.id desc, x.source
     limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`.execute(ctx.db);
  return {
    content: rows.rows.map((row): TeamBet => ({
      id: `${row.source}:${Number(row.id)}`,
      source: row.source,
      memberId: Number(row.member_id),
      userName: row.user_name,
      gameName: row.game_name,
      gameType: row.game_type,
      createdAt: row.created_at,
      stakeCents: Number(row.stake_cents),
      winCents: Number(row.win_cents),
      status:
        row.status === 'won' ||
        row.status === 'lost' ||
        row.status === 'open' ||
        row.status === 'voided'
          ? row.status
          : 'settled',
    })),
    totalPages: totalPages(count.rows[0]?.n ?? 0, query.pageSize),
    pageNo: query.pageNo,
  };
}
