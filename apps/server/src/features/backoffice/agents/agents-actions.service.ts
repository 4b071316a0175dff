import type { z } from 'zod';
import type {
  BoAgentContract,
  BoAgentRatesBody,
  BoHouseOfferBody,
} from '@app/contracts/backoffice';
import { AppError } from '../../../errors.ts';
import { nowMs, type AppContext } from '../../../lib/context.ts';
import { isAgentType } from '../../agents/agent-tree.ts';
import { agentQuotas } from '../../agent-money/rebates.service.ts';
import { writeTransaction } from '../../ledger/ledger.service.ts';
import { agentRow, presentContracts, ratesWithBounds } from './agents.service.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';

/**
 * What an operator changes about agents (issue 22). Each change checks and writes inside one
 * write transaction, so a refused request changes nothing, and answers the values before and
 * after for the audit row boWrite records.
 */

/** The customer type a promoted member gets: the demo agents' type (spec 6: not 0, 4 or 40). */
export const PROMOTED_AGENT_TYPE = 1;
/** Only a plain member is promoted: trial (4) and the other non-agent type (40) are not. */
const PROMOTABLE_TYPE = 0;

const iso = (ctx: AppContext) => new Date(nowMs(ctx)).toISOString();

export interface PromoteOutcome {
  memberId: number;
  userName: string;
  uplineId: number | null;
  before: { type: number };
  after: { type: number };
}

/**
 * Makes a plain member an agent. Under an agent upline it takes one of that agent's downline
 * agent places (DEFAULT_DOWNLINE_AGENT_QUOTA, decision 022), like a downline agent the upline
 * registers. Its rates stay what they are (a member who came through a link has its link's
 * rates, capped by its upline); the rates form sets them.
 */
export async function promoteMember(ctx: AppContext, memberId: number): Promise<PromoteOutcome> {
  return writeTransaction(ctx.db, async (trx) => {
    const member = await trx
      .selectFrom('members as m')
      .leftJoin('members as u', 'u.id', 'm.upline_id')
      .select(['m.id', 'm.user_name', 'm.type', 'm.upline_id', 'u.type as upline_type'])
      .where('m.id', '=', memberId)
      .where('m.merchant_code', '=', ctx.merchantCode)
      .executeTakeFirst();
    if (!member) throw new AppError('bo.not.found', 404);
    if (isAgentType(Number(member.type))) throw new AppError('bo.agent.already.agent', 409);
    if (Number(member.type) !== PROMOTABLE_TYPE) {
      throw new AppError('bo.agent.not.promotable', 409);
    }
    if (member.upline_id !== null && isAgentType(Number(member.upline_type))) {
      const quota = await agentQuotas({ ...ctx, db: trx }, Number(member.upline_id));
      if (quota.downlineAgentsRemaining <= 0) {
        throw new AppError('bo.agent.quota.full', 409, String(quota.downlineAgentQuota));
      }
    }
    const updated = await trx
      .updateTable('members')
      .set({ type: PROMOTED_AGENT_TYPE })
      .where('id', '=', memberId)
      .where('type', '=', PROMOTABLE_TYPE)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('bo.agent.already.agent', 409);
    return {
      memberId,
      userName: member.user_name,
      uplineId: member.upline_id === null ? null : Number(member.upline_id),
      before: { type: Number(member.type) },
      after: { type: PROMOTED_AGENT_TYPE },
    };
  });
}

type Rates = Record<string, number>;

/**
 * Sets an agent's own rates. Each must lie between the highest rate the agent gave its own
 * direct downlines and its parent agent's rate (100% for a top-level agent): the rules the
 * member side applies when an agent sets a downline's rates (decision 022), so a chain never
 * pays more than its top rate and no downline is left above its agent. Validated before any
 * write: all rates or none. `updated_by` null marks an operator's change (the audit row says who).
 */
export async function setAgentRates(
  ctx: AppContext,
  agentId: number,
  body: Pick<z.output<typeof BoAgentRatesBody>, 'rates'>,
): Promise<{ before: Rates; after: Rates; changed: boolean }> {
  return writeTransaction(ctx.db, async (trx) => {
    const agent = await agentRow(ctx, agentId, trx);
    const bounds = await ratesWithBounds(ctx, { ...agent, id: agentId }, trx);
    const before = Object.fromEntries(bounds.map((rate) => [rate.gameType, rate.rateBp]));
    for (const { gameType, rateBp } of body.rates) {
      const bound = bounds.find((rate) => rate.gameType === gameType)!;
      if (rateBp > bound.ceilingBp) {
        throw new AppError('bo.agent.rate.above.upline', 400, gameType, {
          gameType,
          ceilingBp: bound.ceilingBp,
        });
      }
      if (rateBp < bound.floorBp) {
        throw new AppError('bo.agent.rate.below.downline', 400, gameType, {
          gameType,
          floorBp: bound.floorBp,
        });
      }
    }
    const after = { ...before };
    const at = iso(ctx);
    for (const { gameType, rateBp } of body.rates) {
      after[gameType] = rateBp;
      if (before[gameType] === rateBp) continue;
      await trx
        .insertInto('agent_rebates')
        .values({
          member_id: agentId,
          game_type: gameType,
          rate_bp: rateBp,
          updated_at: at,
          updated_by: null,
        })
        .onConflict((oc) =>
          oc
            .columns(['member_id', 'game_type'])
            .doUpdateSet({ rate_bp: rateBp, updated_at: at, updated_by: null }),
        )
        .execute();
    }
    const changed = body.rates.some(({ gameType, rateBp }) => before[gameType] !== rateBp);
    return { before, after, changed };
  });
}

/**
 * The house offers a top-level agent a contract, as an upline offers one to a downline agent
 * (decision 024): same terms, same one-pending-per-kind rule, same audit trail (actor none: the
 * house; the note names the operator). The agent sees it on the member side, is prompted, and
 * accepts or refuses it there; payouts then run as for any contract.
 */
export async function offerHouseContract(
  ctx: AppContext,
  agentId: number,
  offer: z.output<typeof BoHouseOfferBody>,
  operatorName: string,
): Promise<BoAgentContract> {
  const agent = await agentRow(ctx, agentId);
  if (agent.upline_type !== null && isAgentType(Number(agent.upline_type))) {
    throw new AppError('bo.agent.not.top.level', 409);
  }
  const at = iso(ctx);
  let id: number;
  try {
    id = await writeTransaction(ctx.db, async (trx) => {
      const pending = await trx
        .selectFrom('agent_contracts')
        .select('id')
        .where('merchant_code', '=', ctx.merchantCode)
        .where('member_id', '=', agentId)
        .where('kind', '=', offer.kind)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) throw new AppError('agent.contract.pending.exists', 409);
      const inserted = await trx
        .insertInto('agent_contracts')
        .values({
          merchant_code: ctx.merchantCode,
          kind: offer.kind,
          upline_id: null,
          member_id: agentId,
          terms: JSON.stringify(offer.terms),
          status: 'pending',
          created_at: at,
          decided_at: null,
          decided_by: null,
          ended_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('agent_contract_audit')
        .values({
          contract_id: Number(inserted.id),
          action: 'offer',
          actor_id: null,
          at,
          from_status: null,
          to_status: 'pending',
          note: `house (back office: ${operatorName})`,
        })
        .execute();
      return Number(inserted.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('agent.contract.pending.exists', 409);
    throw error;
  }
  return houseContract(ctx, id);
}

async function houseContract(ctx: AppContext, id: number): Promise<BoAgentContract> {
  const rows = await ctx.db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_code', '=', ctx.merchantCode)
    .execute();
  const [contract] = await presentContracts(ctx.db, rows);
  if (!contract) throw new AppError('bo.not.found', 404);
  return contract;
}

/**
 * Withdraws a house offer still pending (conditional on pending, as the member side's cancel:
 * an offer the agent decided meanwhile answers 409 and stays as it is). Only house offers: an
 * agent's offer to its downline is the agent's to withdraw.
 */
export async function cancelHouseContract(
  ctx: AppContext,
  contractId: number,
  operatorName: string,
): Promise<BoAgentContract> {
  const at = iso(ctx);
  await writeTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('agent_contracts')
      .select(['id', 'status'])
      .where('id', '=', contractId)
      .where('merchant_code', '=', ctx.merchantCode)
      .where('upline_id', 'is', null)
      .executeTakeFirst();
    if (!row) throw new AppError('bo.not.found', 404);
    const updated = await trx
      .updateTable('agent_contracts')
      .set({ status: 'cancelled' })
      .where('id', '=', contractId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw new AppError('agent.contract.already.decided', 409);
    }
    await trx
      .insertInto('agent_contract_audit')
      .values({
        contract_id: contractId,
        action: 'cancel',
        actor_id: null,
        at,
        from_status: 'pending',
        to_status: 'cancelled',
        note: `house (back office: ${operatorName})`,
      })
      .execute();
  });
  return houseContract(ctx, contractId);
}
