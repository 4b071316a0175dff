import type { z } from 'zod';
import { DEFAULT_DOWNLINE_AGENT_QUOTA, NON_AGENT_TYPES, REBATE_GAME_TYPES } from '@app/contracts';
import type {
  AgentQuotas,
  AgentRebates,
  DownlineQuery,
  DownlineRebates,
  RebateStatement,
  RebateStatementQuery,
  UpdateDownlineRebatesBody,
} from '@app/contracts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { totalPages } from '../../lib/paging.ts';
import { assertDirectDownline, assertInSubtree } from '../agents/agent-tree.ts';
import { writeTransaction } from '../ledger/ledger.service.ts';
import { rateList, ratesOf } from './downlines.service.ts';

type UpdateBody = z.output<typeof UpdateDownlineRebatesBody>;
type StatementQuery = z.output<typeof RebateStatementQuery>;

/** The agent's own rates: the ceiling of every direct downline's rates. */
export async function agentRebates(ctx: AppContext, agentId: number): Promise<AgentRebates> {
  const rates = await ratesOf(ctx.db, [agentId]);
  return { rates: rateList(rates.get(agentId)) };
}

/** The highest rate per game type among the member's own direct downlines (its floor). */
async function floorsOf(ctx: AppContext, memberId: number): Promise<Map<string, number>> {
  const rows = await ctx.db
    .selectFrom('agent_rebates')
    .innerJoin('members', 'members.id', 'agent_rebates.member_id')
    .select(['agent_rebates.game_type', (eb) => eb.fn.max('agent_rebates.rate_bp').as('max_bp')])
    .where('members.upline_id', '=', memberId)
    .where('members.merchant_code', '=', ctx.merchantCode)
    .groupBy('agent_rebates.game_type')
    .execute();
  return new Map(rows.map((row) => [row.game_type, Number(row.max_bp ?? 0)]));
}

/**
 * A team member's rates with their bounds: the ceiling is the member's upline's own rate, the
 * floor the highest rate the member gave its own downlines. Only direct downlines are editable
 * (a deeper member's rates belong to the agent between).
 */
export async function downlineRebates(
  ctx: AppContext,
  agentId: number,
  query: z.output<typeof DownlineQuery>,
): Promise<DownlineRebates> {
  await assertInSubtree(ctx.db, ctx.merchantCode, agentId, query.memberId);
  const member = await ctx.db
    .selectFrom('members')
    .select(['id', 'user_name', 'upline_id'])
    .where('id', '=', query.memberId)
    .executeTakeFirstOrThrow();
  const uplineId = member.upline_id ?? agentId;
  const [rates, floors] = await Promise.all([
    ratesOf(ctx.db, [member.id, uplineId]),
    floorsOf(ctx, member.id),
  ]);
  const own = rates.get(member.id);
  const ceiling = rates.get(uplineId);
  return {
    memberId: member.id,
    userName: member.user_name,
    editable: uplineId === agentId,
    rates: REBATE_GAME_TYPES.map((gameType) => ({
      gameType,
      rateBp: own?.get(gameType) ?? 0,
      ceilingBp: ceiling?.get(gameType) ?? 0,
      floorBp: floors.get(gameType) ?? 0,
    })),
  };
}

/**
 * updateDownlineRebates: every rate must lie between the downline's floor and the agent's own
 * rate, or nothing is written (the first refused type is named in the error).
 */
export async function updateDownlineRebates(
  ctx: AppContext,
  agentId: number,
  body: UpdateBody,
  now: Date = new Date(),
): Promise<DownlineRebates> {
  await assertDirectDownline(ctx.db, ctx.merchantCode, agentId, body.memberId);
  const nowIso = now.toISOString();
  await writeTransaction(ctx.db, async (trx) => {
    const inTrx = { ...ctx, db: trx };
    const ceilings = (await ratesOf(trx, [agentId])).get(agentId);
    const floors = await floorsOf(inTrx, body.memberId);
    for (const { gameType, rateBp } of body.rates) {
      const ceiling = ceilings?.get(gameType) ?? 0;
      if (rateBp > ceiling) {
        throw new AppError('agent.rebate.above.ceiling', 400, gameType, {
          gameType,
          ceilingBp: ceiling,
        });
      }
      const floor = floors.get(gameType) ?? 0;
      if (rateBp < floor) {
        throw new AppError('agent.rebate.below.downline', 400, gameType, {
          gameType,
          floorBp: floor,
        });
      }
    }
    for (const { gameType, rateBp } of body.rates) {
      await trx
        .insertInto('agent_rebates')
        .values({
          member_id: body.memberId,
          game_type: gameType,
          rate_bp: rateBp,
          updated_at: nowIso,
          updated_by: agentId,
        })
        .onConflict((oc) =>
          oc
            .columns(['member_id', 'game_type'])
            .doUpdateSet({ rate_bp: rateBp, updated_at: nowIso, updated_by: agentId }),
        )
        .execute();
    }
  });
  return downlineRebates(ctx, agentId, { memberId: body.memberId });
}

/**
 * Quotas: one per-agent number of downline agents (DEFAULT_DOWNLINE_AGENT_QUOTA; decision 022).
 * Plain member downlines are not limited.
 */
export async function agentQuotas(ctx: AppContext, agentId: number): Promise<AgentQuotas> {
  const row = await ctx.db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('upline_id', '=', agentId)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('type', 'not in', [...NON_AGENT_TYPES])
    .executeTakeFirstOrThrow();
  const used = Number(row.n);
  return {
    downlineAgentQuota: DEFAULT_DOWNLINE_AGENT_QUOTA,
    downlineAgentsUsed: used,
    downlineAgentsRemaining: Math.max(0, DEFAULT_DOWNLINE_AGENT_QUOTA - used),
  };
}

/** The agent's rebate payouts, newest day first (rebate income). */
export async function rebateStatement(
  ctx: AppContext,
  agentId: number,
  query: StatementQuery,
): Promise<RebateStatement> {
  let base = ctx.db
    .selectFrom('agent_rebate_payouts')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('agent_id', '=', agentId);
  if (query.startDate) base = base.where('day', '>=', query.startDate);
  if (query.endDate) base = base.where('day', '<=', query.endDate);
  if (query.gameType) base = base.where('game_type', '=', query.gameType);
  const [rows, totals] = await Promise.all([
    base
      .selectAll()
      .orderBy('day', 'desc')
      .orderBy('game_type')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string | null>('amount_cents').as('amount'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(totals.n);
  return {
    content: rows.map((row) => ({
      id: Number(row.id),
      date: row.day,
      gameType: row.game_type as (typeof REBATE_GAME_TYPES)[number],
      validBetCents: Number(row.valid_bet_cents),
      rateBp: Number(row.rate_bp),
      amountCents: Number(row.amount_cents),
      paidAt: row.created_at,
    })),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalPages: totalPages(total, query.pageSize),
    total,
    totalAmountCents: Number(totals.amount ?? 0),
  };
}
