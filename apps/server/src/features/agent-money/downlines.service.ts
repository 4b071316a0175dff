import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { REBATE_GAME_TYPES } from '@app/contracts';
import type { Downline, DownlineQuery, DownlinesPage, DownlinesQuery } from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { totalPages } from '../../lib/paging.ts';
import { isAgentType } from '../agents/agent-tree.ts';

type ListQuery = z.output<typeof DownlinesQuery>;
type DetailQuery = z.output<typeof DownlineQuery>;

/** The depth cap of agent-tree.ts: a hand-edited cycle cannot loop. */
const MAX_DEPTH = 64;

/** Rates of each member as a map by game type (absent types are 0). */
export async function ratesOf(
  db: Kysely<Database>,
  memberIds: readonly number[],
): Promise<Map<number, Map<string, number>>> {
  const result = new Map<number, Map<string, number>>();
  if (memberIds.length === 0) return result;
  const rows = await db
    .selectFrom('agent_rebates')
    .select(['member_id', 'game_type', 'rate_bp'])
    .where('member_id', 'in', [...memberIds])
    .execute();
  for (const row of rows) {
    const rates = result.get(row.member_id) ?? new Map<string, number>();
    rates.set(row.game_type, Number(row.rate_bp));
    result.set(row.member_id, rates);
  }
  return result;
}

/** Every rebate game type in a fixed order, 0 where the member has no rate. */
export function rateList(rates: Map<string, number> | undefined) {
  return REBATE_GAME_TYPES.map((gameType) => ({ gameType, rateBp: rates?.get(gameType) ?? 0 }));
}

interface TeamFilter {
  maxDepth: number;
  userName?: string | undefined;
  memberId?: number | undefined;
}

/**
 * The agent's team as a recursive CTE (direct downlines only when maxDepth is 1), with the
 * page's filters. Membership is decided here, in SQL, so a row outside the team never exists
 * for the caller: search and detail cannot reach another agent's members.
 */
function teamQuery(ctx: AppContext, agentId: number, filter: TeamFilter) {
  const mc = ctx.merchantCode;
  const team = sql`with recursive team(id, depth) as (
      select id, 1 from members where upline_id = ${agentId} and merchant_code = ${mc}
      union all
      select c.id, team.depth + 1 from members c join team on c.upline_id = team.id
       where c.merchant_code = ${mc} and team.depth < ${filter.maxDepth}
    )`;
  const conditions = [sql`m.merchant_code = ${mc}`];
  if (filter.userName) {
    // '!' escapes the LIKE wildcards a user name may contain ('_' is allowed in names).
    const escaped = filter.userName.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`);
    conditions.push(sql`m.user_name_key like ${`%${escaped}%`} escape '!'`);
  }
  if (filter.memberId !== undefined) conditions.push(sql`m.id = ${filter.memberId}`);
  const where = sql.join(conditions, sql` and `);
  return { team, where };
}

interface DownlineRow {
  id: number;
  user_name: string;
  nickname: string;
  type: number;
  depth: number;
  upline_user_name: string | null;
  created_at: string;
  last_login_at: string | null;
  balance_cents: number | string | null;
  downline_count: number | string;
}

async function downlineRows(
  ctx: AppContext,
  agentId: number,
  filter: TeamFilter,
  page: { limit: number; offset: number },
): Promise<Downline[]> {
  const { team, where } = teamQuery(ctx, agentId, filter);
  const result = await sql<DownlineRow>`${team}
    select m.id, m.user_name, m.nickname, m.type, team.depth, up.user_name as upline_user_name,
           m.created_at, m.last_login_at, a.balance_cents,
           (select count(*) from members d where d.upline_id = m.id) as downline_count
      from team
      join members m on m.id = team.id
      left join members up on up.id = m.upline_id
      left join ledger_accounts a
        on a.merchant_code = m.merchant_code and a.owner_key = ${'member:'} || cast(m.id as text)
     where ${where}
     order by team.depth, m.created_at desc, m.id desc
     limit ${page.limit} offset ${page.offset}`.execute(ctx.db);
  const ids = result.rows.map((row) => Number(row.id));
  const rates = await ratesOf(ctx.db, ids);
  return result.rows.map((row) => ({
    memberId: Number(row.id),
    userName: row.user_name,
    nickname: row.nickname,
    type: Number(row.type),
    isAgent: isAgentType(Number(row.type)),
    depth: Number(row.depth),
    uplineUserName: row.upline_user_name ?? '',
    registeredAt: row.created_at,
    lastLoginAt: row.last_login_at,
    balanceCents: Number(row.balance_cents ?? 0),
    downlineCount: Number(row.downline_count),
    rebates: rateList(rates.get(Number(row.id))),
  }));
}

/** Subordinate/downline list: direct downlines (or the whole team), newest first, paged. */
export async function listDownlines(
  ctx: AppContext,
  agentId: number,
  query: ListQuery,
): Promise<DownlinesPage> {
  const filter: TeamFilter = {
    maxDepth: query.depth === 'all' ? MAX_DEPTH : 1,
    userName: query.userName,
  };
  const { team, where } = teamQuery(ctx, agentId, filter);
  const [content, count] = await Promise.all([
    downlineRows(ctx, agentId, filter, {
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    }),
    sql<{ n: number | string }>`${team}
      select count(*) as n from team join members m on m.id = team.id where ${where}`.execute(
      ctx.db,
    ),
  ]);
  const total = Number(count.rows[0]?.n ?? 0);
  return {
    content,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalPages: totalPages(total, query.pageSize),
    total,
  };
}

/** One member of the team; 404 agent.downline.not.found for anyone else. */
export async function downlineDetail(
  ctx: AppContext,
  agentId: number,
  query: DetailQuery,
): Promise<Downline> {
  const [row] = await downlineRows(
    ctx,
    agentId,
    { maxDepth: MAX_DEPTH, memberId: query.memberId },
    { limit: 1, offset: 0 },
  );
  if (!row) throw new AppError('agent.downline.not.found', 404);
  return row;
}
