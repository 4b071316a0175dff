import type { Kysely, Updateable } from 'kysely';
import {
  AgentContract,
  CONTRACT_KINDS,
  CONTRACT_STATUS_FIELDS,
  ContractTerms,
  type ContractAuditEntry,
  type ContractKind,
  type ContractStatus,
  type ContractStatusValue,
  type DownlineAgents,
  type OfferContract,
} from '@app/contracts';
import type { AgentContractsTable, Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AuthContext } from '../../lib/sessions.ts';
import { writeTransaction } from '../ledger/ledger.service.ts';
import { assertDirectDownline, isAgentType, requireAgent } from '../agents/agent-tree.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/**
 * Agent contracts (issue 8, decision 024). Only the two parties ever see a contract: anyone
 * else gets agent.contract.not.found, exactly like an id that does not exist. Every change of
 * status writes its audit row in the same transaction, so the trail cannot miss a step.
 */

type Db = Kysely<Database>;
type Row = AgentContractsTable & { id: number; status: string };
type Action = ContractAuditEntry['action'];

const now = (ctx: AppContext) => new Date(ctx.clock?.() ?? Date.now()).toISOString();

/** The stored terms of a row, checked again by the kind's schema (a bad row fails loudly). */
export function termsOf(row: Pick<Row, 'kind' | 'terms'>): ContractTerms {
  return ContractTerms.parse({ kind: row.kind, terms: JSON.parse(row.terms) as unknown });
}

async function audit(
  db: Db,
  contractId: number,
  action: Action,
  actorId: number | null,
  at: string,
  fromStatus: ContractStatus | null,
  toStatus: ContractStatus,
  note = '',
): Promise<void> {
  await db
    .insertInto('agent_contract_audit')
    .values({
      contract_id: contractId,
      action,
      actor_id: actorId,
      at,
      from_status: fromStatus,
      to_status: toStatus,
      note,
    })
    .execute();
}

async function names(db: Db, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'user_name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.user_name]));
}

/** Rows as the wire shape, with both parties' names and the audit trail, for `viewerId`. */
async function present(db: Db, rows: Row[], viewerId: number): Promise<AgentContract[]> {
  if (rows.length === 0) return [];
  const trail = await db
    .selectFrom('agent_contract_audit')
    .selectAll()
    .where(
      'contract_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
  const who = await names(db, [
    ...rows.flatMap((row) => [row.upline_id, row.member_id, row.decided_by]),
    ...trail.map((entry) => entry.actor_id),
  ]);
  return rows.map((row) =>
    AgentContract.parse({
      id: Number(row.id),
      ...termsOf(row),
      status: row.status,
      uplineName: who.get(Number(row.upline_id)) ?? '',
      fromHouse: row.upline_id === null,
      memberId: Number(row.member_id),
      memberName: who.get(Number(row.member_id)) ?? '',
      createdAt: row.created_at,
      decidedAt: row.decided_at,
      decidedByName: row.decided_by === null ? null : (who.get(Number(row.decided_by)) ?? ''),
      endedAt: row.ended_at,
      role: Number(row.upline_id) === viewerId ? 'upline' : 'member',
      audit: trail
        .filter((entry) => Number(entry.contract_id) === Number(row.id))
        .map((entry) => ({
          action: entry.action,
          actorName: entry.actor_id === null ? '' : (who.get(Number(entry.actor_id)) ?? ''),
          at: entry.at,
          fromStatus: entry.from_status,
          toStatus: entry.to_status,
          note: entry.note,
        })),
    }),
  );
}

function contracts(db: Db, merchantCode: string) {
  return db.selectFrom('agent_contracts').selectAll().where('merchant_code', '=', merchantCode);
}

/** A contract the caller is a party of; 404 for every other id. */
async function partyRow(db: Db, auth: AuthContext, id: number): Promise<Row> {
  const row = await contracts(db, auth.merchantCode)
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('upline_id', '=', auth.memberId), eb('member_id', '=', auth.memberId)]),
    )
    .executeTakeFirst();
  if (!row) throw new AppError('agent.contract.not.found', 404);
  return row as Row;
}

/** The upline offers a direct downline agent a contract (one pending per kind and downline). */
export async function offerContract(
  ctx: AppContext,
  auth: AuthContext,
  offer: OfferContract,
): Promise<AgentContract> {
  requireAgent(auth);
  await assertDirectDownline(ctx.db, auth.merchantCode, auth.memberId, offer.memberId);
  const member = await ctx.db
    .selectFrom('members')
    .select('type')
    .where('id', '=', offer.memberId)
    .executeTakeFirstOrThrow();
  if (!isAgentType(member.type)) throw new AppError('agent.contract.member.not.agent', 409);
  // An agent under a contract of this kind shares out of it: it cannot promise its downline a
  // rate above the best rate it gets itself (the top agent, without one, is bounded by the
  // schema's maximum only).
  const own = await contracts(ctx.db, auth.merchantCode)
    .where('member_id', '=', auth.memberId)
    .where('kind', '=', offer.kind)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  if (own) {
    const ownBest = Math.max(...termsOf(own).terms.tiers.map((tier) => tier.rateBasisPoints));
    if (offer.terms.tiers.some((tier) => tier.rateBasisPoints > ownBest)) {
      throw new AppError('agent.contract.rate.above.own', 409);
    }
  }
  const at = now(ctx);
  let id: number;
  try {
    id = await writeTransaction(ctx.db, async (trx) => {
      const pending = await contracts(trx, auth.merchantCode)
        .where('member_id', '=', offer.memberId)
        .where('kind', '=', offer.kind)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) throw new AppError('agent.contract.pending.exists', 409);
      const inserted = await trx
        .insertInto('agent_contracts')
        .values({
          merchant_code: auth.merchantCode,
          kind: offer.kind,
          upline_id: auth.memberId,
          member_id: offer.memberId,
          terms: JSON.stringify(offer.terms),
          status: 'pending',
          created_at: at,
          decided_at: null,
          decided_by: null,
          ended_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, Number(inserted.id), 'offer', auth.memberId, at, null, 'pending');
      return Number(inserted.id);
    });
  } catch (error) {
    // A concurrent offer of the same kind won the unique index.
    if (isUniqueViolation(error)) throw new AppError('agent.contract.pending.exists', 409);
    throw error;
  }
  return contractDetail(ctx, auth, id);
}

/**
 * Moves a contract out of pending. Conditional on pending: of two decisions racing, the second
 * changes no row and answers 409.
 */
async function leavePending(
  trx: Db,
  id: number,
  change: Updateable<AgentContractsTable>,
): Promise<void> {
  const updated = await trx
    .updateTable('agent_contracts')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    throw new AppError('agent.contract.already.decided', 409);
  }
}

/**
 * The addressee accepts or refuses a pending contract, once. Accepting ends the contract of
 * that kind in force before (status cancelled, audit 'supersede'), so one is in force at a time.
 */
export async function decideContract(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  decision: 'accept' | 'refuse',
): Promise<AgentContract> {
  requireAgent(auth);
  const at = now(ctx);
  await writeTransaction(ctx.db, async (trx) => {
    const row = await contracts(trx, auth.merchantCode)
      .where('id', '=', id)
      .where('member_id', '=', auth.memberId)
      .executeTakeFirst();
    if (!row) throw new AppError('agent.contract.not.found', 404);
    if (row.status !== 'pending') throw new AppError('agent.contract.already.decided', 409);
    const toStatus: ContractStatus = decision === 'accept' ? 'accepted' : 'refused';
    if (decision === 'accept') {
      const previous = await contracts(trx, auth.merchantCode)
        .where('member_id', '=', auth.memberId)
        .where('kind', '=', row.kind)
        .where('status', '=', 'accepted')
        .executeTakeFirst();
      if (previous) {
        await trx
          .updateTable('agent_contracts')
          .set({ status: 'cancelled', ended_at: at })
          .where('id', '=', previous.id)
          .execute();
        await audit(
          trx,
          Number(previous.id),
          'supersede',
          auth.memberId,
          at,
          'accepted',
          'cancelled',
          `replaced by contract ${id}`,
        );
      }
    }
    await leavePending(trx, id, { status: toStatus, decided_at: at, decided_by: auth.memberId });
    await audit(trx, id, decision, auth.memberId, at, 'pending', toStatus);
  });
  return contractDetail(ctx, auth, id);
}

/** The upline withdraws an offer that is still pending. */
export async function cancelContract(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<AgentContract> {
  requireAgent(auth);
  const at = now(ctx);
  await writeTransaction(ctx.db, async (trx) => {
    const row = await contracts(trx, auth.merchantCode)
      .where('id', '=', id)
      .where('upline_id', '=', auth.memberId)
      .executeTakeFirst();
    if (!row) throw new AppError('agent.contract.not.found', 404);
    await leavePending(trx, id, { status: 'cancelled' });
    await audit(trx, id, 'cancel', auth.memberId, at, 'pending', 'cancelled');
  });
  return contractDetail(ctx, auth, id);
}

export async function contractDetail(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<AgentContract> {
  const row = await partyRow(ctx.db, auth, id);
  const [contract] = await present(ctx.db, [row], auth.memberId);
  return contract!;
}

/**
 * Spec 3 "Contract status": each field is the caller's pending contract id of that kind, or ''.
 * Any session may ask (home asks for every member type it prompts); a member who is not an
 * agent can have no contract, so its fields are empty.
 */
export async function contractStatus(
  ctx: AppContext,
  auth: AuthContext,
): Promise<ContractStatusValue> {
  const value: ContractStatusValue = {
    dailysalreqtype: '',
    divtypecompperiodreq: '',
    contracthoursalreq: '',
  };
  if (!isAgentType(auth.type)) return value;
  const rows = await ctx.db
    .selectFrom('agent_contracts')
    .select(['id', 'kind'])
    .where('merchant_code', '=', auth.merchantCode)
    .where('member_id', '=', auth.memberId)
    .where('status', '=', 'pending')
    .execute();
  for (const row of rows) {
    if ((CONTRACT_KINDS as readonly string[]).includes(row.kind)) {
      value[CONTRACT_STATUS_FIELDS[row.kind as ContractKind]] = String(row.id);
    }
  }
  return value;
}

/** The caller's contract of a kind in a status, or null. */
async function ownContract(
  ctx: AppContext,
  auth: AuthContext,
  kind: ContractKind,
  status: 'pending' | 'accepted',
): Promise<AgentContract | null> {
  requireAgent(auth);
  const row = await contracts(ctx.db, auth.merchantCode)
    .where('member_id', '=', auth.memberId)
    .where('kind', '=', kind)
    .where('status', '=', status)
    .executeTakeFirst();
  if (!row) return null;
  return (await present(ctx.db, [row as Row], auth.memberId))[0]!;
}

/** The caller's pending contract of a kind, or null (the contract screens). */
export function pendingContract(
  ctx: AppContext,
  auth: AuthContext,
  kind: ContractKind,
): Promise<AgentContract | null> {
  return ownContract(ctx, auth, kind, 'pending');
}

/** The caller's contract of a kind in force (accepted), or null. */
export function contractInForce(
  ctx: AppContext,
  auth: AuthContext,
  kind: ContractKind,
): Promise<AgentContract | null> {
  return ownContract(ctx, auth, kind, 'accepted');
}

const LIST_MAX = 100;

/** Contracts the caller offered (as upline) or received (as downline), newest first. */
export async function listContracts(
  ctx: AppContext,
  auth: AuthContext,
  side: 'offered' | 'received',
  kind?: ContractKind,
): Promise<AgentContract[]> {
  requireAgent(auth);
  let query = contracts(ctx.db, auth.merchantCode)
    .where(side === 'offered' ? 'upline_id' : 'member_id', '=', auth.memberId)
    .orderBy('id', 'desc')
    .limit(LIST_MAX);
  if (kind) query = query.where('kind', '=', kind);
  return present(ctx.db, (await query.execute()) as Row[], auth.memberId);
}

/** Direct downline agents and the newest status of each kind the caller offered them. */
export async function downlineAgents(
  ctx: AppContext,
  auth: AuthContext,
): Promise<DownlineAgents['list']> {
  requireAgent(auth);
  const members = await ctx.db
    .selectFrom('members')
    .select(['id', 'user_name', 'type'])
    .where('merchant_code', '=', auth.merchantCode)
    .where('upline_id', '=', auth.memberId)
    .orderBy('user_name')
    .execute();
  const agents = members.filter((member) => isAgentType(member.type));
  if (agents.length === 0) return [];
  const rows = await contracts(ctx.db, auth.merchantCode)
    .where('upline_id', '=', auth.memberId)
    .where(
      'member_id',
      'in',
      agents.map((agent) => agent.id),
    )
    .orderBy('id', 'asc')
    .execute();
  return agents.map((agent) => {
    const latest: DownlineAgents['list'][number]['contracts'] = {
      dailySalary: null,
      dividend: null,
      hourlySalary: null,
    };
    for (const row of rows) {
      if (Number(row.member_id) === Number(agent.id) && row.kind in latest) {
        latest[row.kind as ContractKind] = row.status as ContractStatus;
      }
    }
    return { memberId: Number(agent.id), userName: agent.user_name, contracts: latest };
  });
}
