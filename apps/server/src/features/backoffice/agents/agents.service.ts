import { sql, type Kysely, type Selectable } from 'kysely';
import {
  NON_AGENT_TYPES,
  REBATE_GAME_TYPES,
  REBATE_RATE_MAX_BP,
  type RebateGameType,
} from '@app/contracts';
import type {
  BoAgentCandidates,
  BoAgentContract,
  BoAgentContracts,
  BoAgentDetail,
  BoAgentNode,
  BoAgentPayouts,
  BoAgentRef,
  BoAgentTree,
  BoAgentTreeQuery,
} from '@app/contracts/backoffice';
import type { z } from 'zod';
import type { AgentContractsTable, Database } from '../../../db/schema/tables.ts';
import { AppError } from '../../../errors.ts';
import type { AppContext } from '../../../lib/context.ts';
import { isAgentType } from '../../agents/agent-tree.ts';
import { termsOf } from '../../agent-contracts/agent-contracts.service.ts';
import { payoutHistory } from '../../agent-contracts/contract-payouts.service.ts';
import { ratesOf } from '../../agent-money/downlines.service.ts';
import { rebateStatement } from '../../agent-money/rebates.service.ts';

/**
 * What the back office reads about agents (issue 22): the tree with team sizes, one agent with
 * its rates and their bounds, its contracts and payouts. The member side's own services are
 * reused where they answer the question (rates, the rebate statement, contract payouts); the
 * rest are read-only queries over the same tables.
 */

type Db = Kysely<Database>;
type TreeQuery = z.output<typeof BoAgentTreeQuery>;

const TREE_SEARCH_MAX = 50;
const MAX_DEPTH = 64;
/** Keeps `in (...)` lists below both databases' bound-parameter limits. */
const IN_CHUNK = 5_000;

function chunked<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IN_CHUNK) out.push(items.slice(i, i + IN_CHUNK));
  return out;
}

interface MemberRow {
  id: number;
  user_name: string;
  nickname: string;
  type: number;
  status: string;
  upline_id: number | null;
  created_at: string;
}

function memberColumns() {
  return ['id', 'user_name', 'nickname', 'type', 'status', 'upline_id', 'created_at'] as const;
}

/** Every member below each of `roots` (any depth), counted in one recursive query. */
async function teamSizes(ctx: AppContext, roots: number[]): Promise<Map<number, number>> {
  const sizes = new Map<number, number>();
  for (const part of chunked(roots)) {
    const ids = sql.join(part.map((id) => sql`${id}`));
    const result = await sql<{ root: number; n: number | string }>`
      with recursive team(root, id, depth) as (
        select upline_id, id, 1 from members
         where upline_id in (${ids}) and merchant_code = ${ctx.merchantCode}
        union all
        select team.root, m.id, team.depth + 1 from members m
          join team on m.upline_id = team.id
         where m.merchant_code = ${ctx.merchantCode} and team.depth < ${MAX_DEPTH}
      )
      select root, count(*) as n from team group by root`.execute(ctx.db);
    for (const row of result.rows) sizes.set(Number(row.root), Number(row.n));
  }
  return sizes;
}

/** Direct downlines of each member: all of them and the agents among them. */
async function directCounts(
  ctx: AppContext,
  ids: number[],
): Promise<Map<number, { all: number; agents: number }>> {
  const counts = new Map<number, { all: number; agents: number }>();
  for (const part of chunked(ids)) {
    const rows = await ctx.db
      .selectFrom('members')
      .select(['upline_id', 'type', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('merchant_code', '=', ctx.merchantCode)
      .where('upline_id', 'in', part)
      .groupBy(['upline_id', 'type'])
      .execute();
    for (const row of rows) {
      const id = Number(row.upline_id);
      const count = counts.get(id) ?? { all: 0, agents: 0 };
      count.all += Number(row.n);
      if (isAgentType(Number(row.type))) count.agents += Number(row.n);
      counts.set(id, count);
    }
  }
  return counts;
}

async function nodesOf(ctx: AppContext, rows: MemberRow[]): Promise<BoAgentNode[]> {
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const [sizes, direct] = await Promise.all([teamSizes(ctx, ids), directCounts(ctx, ids)]);
  return rows.map((row) => ({
    id: Number(row.id),
    userName: row.user_name,
    nickname: row.nickname,
    type: Number(row.type),
    status: row.status,
    uplineId: row.upline_id === null ? null : Number(row.upline_id),
    directCount: direct.get(Number(row.id))?.all ?? 0,
    directAgents: direct.get(Number(row.id))?.agents ?? 0,
    teamSize: sizes.get(Number(row.id)) ?? 0,
    createdAt: row.created_at,
  }));
}

/** The members above `memberId`, from the top down to its direct upline. */
async function uplinePath(ctx: AppContext, memberId: number): Promise<BoAgentRef[]> {
  const result = await sql<{ id: number; user_name: string; depth: number }>`
    with recursive up(id, upline_id, user_name, depth) as (
      select p.id, p.upline_id, p.user_name, 1 from members m
        join members p on p.id = m.upline_id
       where m.id = ${memberId} and m.merchant_code = ${ctx.merchantCode}
      union all
      select p.id, p.upline_id, p.user_name, up.depth + 1 from members p
        join up on p.id = up.upline_id
       where up.depth < ${MAX_DEPTH}
    )
    select id, user_name, depth from up order by depth desc`.execute(ctx.db);
  return result.rows.map((row) => ({ id: Number(row.id), userName: row.user_name }));
}

/**
 * A top-level agent has no agent above it: no upline, or an upline that is a plain member (an
 * invite between members). The house offers it contracts and bounds its rates.
 */
function isTopLevel(uplineType: number | null): boolean {
  return uplineType === null || !isAgentType(uplineType);
}

/**
 * The tree: with `parentId`, that member's direct downline agents; without, the top-level
 * agents; with `q`, agents anywhere whose user name contains it (each with its path).
 */
export async function agentTree(ctx: AppContext, query: TreeQuery): Promise<BoAgentTree> {
  const base = ctx.db
    .selectFrom('members as m')
    .leftJoin('members as u', 'u.id', 'm.upline_id')
    .select(memberColumns().map((column) => `m.${column}` as const))
    .where('m.merchant_code', '=', ctx.merchantCode)
    .where('m.type', 'not in', [...NON_AGENT_TYPES]);
  let rows: MemberRow[];
  let truncated = false;
  if (query.q) {
    const pattern = `%${query.q.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
    const found = (await base
      .where(sql<boolean>`m.user_name_key like ${pattern} escape '!'`)
      .orderBy('m.user_name_key')
      .limit(TREE_SEARCH_MAX + 1)
      .execute()) as MemberRow[];
    truncated = found.length > TREE_SEARCH_MAX;
    rows = found.slice(0, TREE_SEARCH_MAX);
  } else if (query.parentId !== undefined) {
    rows = (await base
      .where('m.upline_id', '=', query.parentId)
      .orderBy('m.user_name_key')
      .execute()) as MemberRow[];
  } else {
    rows = (await base
      .where((eb) =>
        eb.or([eb('m.upline_id', 'is', null), eb('u.type', 'in', [...NON_AGENT_TYPES])]),
      )
      .orderBy('m.user_name_key')
      .execute()) as MemberRow[];
  }
  const nodes = await nodesOf(ctx, rows);
  const paths = query.q
    ? await Promise.all(nodes.map((node) => uplinePath(ctx, node.id)))
    : nodes.map(() => []);
  return { nodes: nodes.map((node, i) => ({ ...node, path: paths[i]! })), truncated };
}

/** The member row of an agent, or 404 `bo.not.found` (unknown id, another merchant, no agent). */
export async function agentRow(
  ctx: AppContext,
  id: number,
  db: Db = ctx.db,
): Promise<MemberRow & { upline_type: number | null; upline_name: string | null }> {
  const row = await db
    .selectFrom('members as m')
    .leftJoin('members as u', 'u.id', 'm.upline_id')
    .select(memberColumns().map((column) => `m.${column}` as const))
    .select(['u.type as upline_type', 'u.user_name as upline_name'])
    .where('m.id', '=', id)
    .where('m.merchant_code', '=', ctx.merchantCode)
    .executeTakeFirst();
  if (!row || !isAgentType(Number(row.type))) throw new AppError('bo.not.found', 404);
  return row as MemberRow & { upline_type: number | null; upline_name: string | null };
}

/** The highest rate per game type among the member's direct downlines (its floor). */
export async function rateFloors(
  db: Db,
  ctx: AppContext,
  id: number,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('agent_rebates')
    .innerJoin('members', 'members.id', 'agent_rebates.member_id')
    .select(['agent_rebates.game_type', (eb) => eb.fn.max('agent_rebates.rate_bp').as('max_bp')])
    .where('members.upline_id', '=', id)
    .where('members.merchant_code', '=', ctx.merchantCode)
    .groupBy('agent_rebates.game_type')
    .execute();
  return new Map(rows.map((row) => [row.game_type, Number(row.max_bp ?? 0)]));
}

/**
 * The agent's rates with their bounds: the ceiling is its parent agent's rate (the house's
 * 100% for a top-level agent), the floor the highest rate among its direct downlines, as
 * updateDownlineRebates enforces them on the member side (decision 022).
 */
export async function ratesWithBounds(
  ctx: AppContext,
  agent: { id: number; upline_id: number | null; upline_type: number | null },
  db: Db = ctx.db,
): Promise<
  Array<{ gameType: RebateGameType; rateBp: number; ceilingBp: number; floorBp: number }>
> {
  const parentId = isTopLevel(agent.upline_type) ? null : Number(agent.upline_id);
  const [rates, floors] = await Promise.all([
    ratesOf(db, parentId === null ? [agent.id] : [agent.id, parentId]),
    rateFloors(db, ctx, agent.id),
  ]);
  const own = rates.get(agent.id);
  const ceiling = parentId === null ? null : rates.get(parentId);
  return REBATE_GAME_TYPES.map((gameType) => ({
    gameType,
    rateBp: own?.get(gameType) ?? 0,
    ceilingBp: parentId === null ? REBATE_RATE_MAX_BP : (ceiling?.get(gameType) ?? 0),
    floorBp: floors.get(gameType) ?? 0,
  }));
}

async function paidTotals(ctx: AppContext, id: number): Promise<BoAgentDetail['totals']> {
  const [rebate, contracts] = await Promise.all([
    ctx.db
      .selectFrom('agent_rebate_payouts')
      .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('sum'))
      .where('merchant_code', '=', ctx.merchantCode)
      .where('agent_id', '=', id)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('agent_contract_payouts')
      .select(['kind', (eb) => eb.fn.sum<number | string | null>('amount_cents').as('sum')])
      .where('merchant_code', '=', ctx.merchantCode)
      .where('member_id', '=', id)
      .groupBy('kind')
      .execute(),
  ]);
  const byKind = new Map(contracts.map((row) => [row.kind, Number(row.sum ?? 0)]));
  return {
    rebateCents: Number(rebate?.sum ?? 0),
    dailySalaryCents: byKind.get('dailySalary') ?? 0,
    dividendCents: byKind.get('dividend') ?? 0,
  };
}

export async function agentDetail(ctx: AppContext, id: number): Promise<BoAgentDetail> {
  const row = await agentRow(ctx, id);
  const [[node], path, rates, totals] = await Promise.all([
    nodesOf(ctx, [row]),
    uplinePath(ctx, id),
    ratesWithBounds(ctx, row),
    paidTotals(ctx, id),
  ]);
  const topLevel = isTopLevel(row.upline_type);
  return {
    ...node!,
    path,
    parentAgent: topLevel ? null : { id: Number(row.upline_id), userName: row.upline_name ?? '' },
    topLevel,
    rates,
    totals,
  };
}

/** Plain members whose user name contains `q` (any case): who can be made an agent. */
export async function promotionCandidates(ctx: AppContext, q: string): Promise<BoAgentCandidates> {
  const pattern = `%${q.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
  const rows = await ctx.db
    .selectFrom('members as m')
    .leftJoin('members as u', 'u.id', 'm.upline_id')
    .select(['m.id', 'm.user_name', 'm.nickname', 'm.type', 'm.created_at', 'm.upline_id'])
    .select('u.user_name as upline_name')
    .where('m.merchant_code', '=', ctx.merchantCode)
    .where('m.type', '=', 0)
    .where(sql<boolean>`m.user_name_key like ${pattern} escape '!'`)
    .orderBy('m.user_name_key')
    .limit(20)
    .execute();
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      userName: row.user_name,
      nickname: row.nickname,
      type: Number(row.type),
      upline:
        row.upline_id === null
          ? null
          : { id: Number(row.upline_id), userName: row.upline_name ?? '' },
      createdAt: row.created_at,
    })),
  };
}

/** Contracts as the back office shows them, with both parties and the audit trail. */
export async function presentContracts(
  db: Db,
  rows: Array<Selectable<AgentContractsTable>>,
): Promise<BoAgentContract[]> {
  if (rows.length === 0) return [];
  const trail = await db
    .selectFrom('agent_contract_audit')
    .selectAll()
    .where(
      'contract_id',
      'in',
      rows.map((row) => Number(row.id)),
    )
    .orderBy('id')
    .execute();
  const ids = [
    ...new Set(
      [
        ...rows.flatMap((row) => [row.upline_id, row.member_id]),
        ...trail.map((entry) => entry.actor_id),
      ].filter((id): id is number => id !== null),
    ),
  ];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('members')
            .select(['id', 'user_name'])
            .where('id', 'in', ids)
            .execute()
        ).map((row) => [Number(row.id), row.user_name]),
  );
  const ref = (id: number) => ({ id, userName: names.get(id) ?? '' });
  return rows.map((row) => ({
    id: Number(row.id),
    ...termsOf(row),
    status: row.status as BoAgentContract['status'],
    offeredBy: row.upline_id === null ? null : ref(Number(row.upline_id)),
    member: ref(Number(row.member_id)),
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    endedAt: row.ended_at,
    audit: trail
      .filter((entry) => Number(entry.contract_id) === Number(row.id))
      .map((entry) => ({
        action: entry.action as BoAgentContract['audit'][number]['action'],
        actorName: entry.actor_id === null ? '' : (names.get(Number(entry.actor_id)) ?? ''),
        at: entry.at,
        fromStatus: entry.from_status as BoAgentContract['status'] | null,
        toStatus: entry.to_status as BoAgentContract['status'],
        note: entry.note,
      })),
  }));
}

const CONTRACT_LIST_MAX = 100;

export async function agentContracts(ctx: AppContext, id: number): Promise<BoAgentContracts> {
  await agentRow(ctx, id);
  const side = (column: 'member_id' | 'upline_id') =>
    ctx.db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('merchant_code', '=', ctx.merchantCode)
      .where(column, '=', id)
      .orderBy('id', 'desc')
      .limit(CONTRACT_LIST_MAX)
      .execute();
  const [received, offered] = await Promise.all([side('member_id'), side('upline_id')]);
  return {
    received: await presentContracts(ctx.db, received),
    offered: await presentContracts(ctx.db, offered),
  };
}

/** The agent's newest payouts: rebates (the member side's statement) and contract periods. */
export async function agentPayouts(ctx: AppContext, id: number): Promise<BoAgentPayouts> {
  await agentRow(ctx, id);
  const [statement, salary, dividend] = await Promise.all([
    rebateStatement(ctx, id, { pageNo: 1, pageSize: 100 }),
    payoutHistory(ctx.db, ctx.merchantCode, id, 'dailySalary'),
    payoutHistory(ctx.db, ctx.merchantCode, id, 'dividend'),
  ]);
  return {
    rebates: statement.content.map((line) => ({
      id: line.id,
      day: line.date,
      gameType: line.gameType,
      validBetCents: line.validBetCents,
      rateBp: line.rateBp,
      amountCents: line.amountCents,
      paidAt: line.paidAt,
    })),
    contracts: [
      ...salary.map((line) => ({ ...line, kind: 'dailySalary' as const })),
      ...dividend.map((line) => ({ ...line, kind: 'dividend' as const })),
    ]
      .sort((a, b) => b.periodStart.localeCompare(a.periodStart) || b.id - a.id)
      .slice(0, 100),
  };
}
