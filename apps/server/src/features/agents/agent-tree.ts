import { sql, type Kysely } from 'kysely';
import { NON_AGENT_TYPES } from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../../lib/sessions.ts';

/**
 * The agent tree: every member has at most one parent (`members.upline_id`), set at
 * registration by an affiliate code or by the agent registering the downline. An agent's team
 * is its whole subtree; every agent call checks membership here, so no agent ever reads or
 * changes a member outside its own team.
 */

/** Spec section 6: types 0, 4 and 40 are not agents; every other type is. */
export function isAgentType(type: number): boolean {
  return !(NON_AGENT_TYPES as readonly number[]).includes(type);
}

/** The caller as an agent, or 403 `permission.denied` for members, trials and visitors. */
export function requireAgent(auth: AuthContext): AuthContext {
  if (!isAgentType(auth.type)) throw new AppError('permission.denied', 403);
  return auth;
}

/**
 * Every member below the agent (not the agent itself), at any depth. One recursive query on
 * both databases; `depth` is 1 for direct downlines. A cycle cannot be written (upline_id is
 * only ever set on a new member), but the depth cap keeps a hand-edited one from looping.
 */
export async function subtree(
  db: Kysely<Database>,
  merchantCode: string,
  agentId: number,
): Promise<Array<{ id: number; depth: number; uplineId: number }>> {
  const result = await sql<{ id: number; depth: number; upline_id: number }>`
    with recursive team(id, upline_id, depth) as (
      select id, upline_id, 1 from members
       where upline_id = ${agentId} and merchant_code = ${merchantCode}
      union all
      select m.id, m.upline_id, team.depth + 1 from members m
        join team on m.upline_id = team.id
       where m.merchant_code = ${merchantCode} and team.depth < 64
    )
    select id, upline_id, depth from team`.execute(db);
  return result.rows.map((row) => ({
    id: Number(row.id),
    depth: Number(row.depth),
    uplineId: Number(row.upline_id),
  }));
}

/** The ids of the agent's whole team (not the agent). */
export async function subtreeIds(
  db: Kysely<Database>,
  merchantCode: string,
  agentId: number,
): Promise<number[]> {
  return (await subtree(db, merchantCode, agentId)).map((row) => row.id);
}

/**
 * Is `memberId` below `agentId`? Walks up from the member (a path is short; a team can be
 * large), so checking one downline costs a few primary-key reads.
 */
export async function isInSubtree(
  db: Kysely<Database>,
  merchantCode: string,
  agentId: number,
  memberId: number,
): Promise<boolean> {
  let current: number | null = memberId;
  for (let hops = 0; current !== null && hops < 64; hops++) {
    const row: { upline_id: number | null } | undefined = await db
      .selectFrom('members')
      .select('upline_id')
      .where('id', '=', current)
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst();
    if (!row) return false;
    if (row.upline_id === agentId) return true;
    current = row.upline_id;
  }
  return false;
}

/**
 * 404 `agent.downline.not.found` unless the member is in the agent's team: a member outside
 * it answers exactly like one that does not exist, so ids cannot be probed.
 */
export async function assertInSubtree(
  db: Kysely<Database>,
  merchantCode: string,
  agentId: number,
  memberId: number,
): Promise<void> {
  if (!(await isInSubtree(db, merchantCode, agentId, memberId))) {
    throw new AppError('agent.downline.not.found', 404);
  }
}

/** 404 unless the member is a direct downline (transfers and rebate changes go one level). */
export async function assertDirectDownline(
  db: Kysely<Database>,
  merchantCode: string,
  agentId: number,
  memberId: number,
): Promise<void> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .where('upline_id', '=', agentId)
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (!row) throw new AppError('agent.downline.not.found', 404);
}

/**
 * The agent's own rebate as one figure, in basis points: the highest of its per-game-type rates
 * (`agent_rebates`, decision 022), 0 without any. It caps the single default rebate of the
 * agent's affiliate links, so a link never promises more than the agent earns on any game.
 */
export async function ownRebateBps(db: Kysely<Database>, agentId: number): Promise<number> {
  const row = await db
    .selectFrom('agent_rebates')
    .select((eb) => eb.fn.max('rate_bp').as('max'))
    .where('member_id', '=', agentId)
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}
