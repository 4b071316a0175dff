import { IsoDay, rebateGameTypeOf, type RebateGameType } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { nowMs } from '../../lib/context.ts';
import { isAgentType } from '../agents/agent-tree.ts';
import { transferIn, writeTransaction } from '../ledger/ledger.service.ts';
import { ratesOf } from './downlines.service.ts';

/** The ledger kind of a rebate paid from the house `rebate` account to an agent. */
export const REBATE_KIND = 'agent.rebate';

const DAY_MS = 86_400_000;
const MAX_CHAIN = 64;

export interface RebatePayoutLine {
  agentId: number;
  gameType: RebateGameType;
  validBetCents: number;
  rateBp: number;
  amountCents: number;
  /** false when this day, agent and game type had been paid before (nothing moved now). */
  paid: boolean;
}

export interface SettlementSummary {
  date: string;
  payouts: RebatePayoutLine[];
  /** Cents moved by this run (0 when the day had been settled already). */
  paidCents: number;
}

/** The ledger key of one payout: one per agent, day and game type. */
export function rebateKey(agentId: number, date: string, gameType: string): string {
  return `${REBATE_KIND}:${agentId}:${date}:${gameType}`;
}

interface Bettor {
  memberId: number;
  gameType: RebateGameType;
  validBetCents: number;
}

/**
 * Valid bets of one UTC day per member and rebate type: real-money in-house rounds by the time
 * played (a round settles when it is played) and lottery bets won or lost by the time their
 * draw settled them (open and void bets are not valid bets).
 */
async function validBets(ctx: AppContext, start: string, end: string): Promise<Bettor[]> {
  const rounds = await ctx.db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.game_id', 'r.game_id')
    .select([
      'r.member_id',
      'g.game_type',
      (eb) => eb.fn.sum<number | string>('r.bet_cents').as('v'),
    ])
    .where('r.merchant_code', '=', ctx.merchantCode)
    .where('r.play_money', '=', 0)
    .where('r.created_at', '>=', start)
    .where('r.created_at', '<', end)
    .groupBy(['r.member_id', 'g.game_type'])
    .execute();
  const lottery = await ctx.db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_games as lg', 'lg.game_id', 'b.game_id')
    .select([
      'b.member_id',
      'lg.game_type',
      (eb) => eb.fn.sum<number | string>('b.cost_cents').as('v'),
    ])
    .where('b.merchant_code', '=', ctx.merchantCode)
    .where('b.status', 'in', ['won', 'lost'])
    .where('b.settled_at', '>=', start)
    .where('b.settled_at', '<', end)
    .groupBy(['b.member_id', 'lg.game_type'])
    .execute();
  const totals = new Map<string, Bettor>();
  for (const row of [...rounds, ...lottery]) {
    const gameType = rebateGameTypeOf(row.game_type);
    const cents = Number(row.v ?? 0);
    if (!gameType || cents <= 0) continue;
    const key = `${row.member_id}:${gameType}`;
    const entry = totals.get(key) ?? {
      memberId: Number(row.member_id),
      gameType,
      validBetCents: 0,
    };
    entry.validBetCents += cents;
    totals.set(key, entry);
  }
  return [...totals.values()];
}

/** Type and upline of every bettor and of everyone above them. */
async function chains(
  ctx: AppContext,
  memberIds: number[],
): Promise<Map<number, { type: number; uplineId: number | null }>> {
  const known = new Map<number, { type: number; uplineId: number | null }>();
  let wanted = [...new Set(memberIds)];
  for (let level = 0; wanted.length > 0 && level <= MAX_CHAIN; level++) {
    const rows = await ctx.db
      .selectFrom('members')
      .select(['id', 'type', 'upline_id'])
      .where('merchant_code', '=', ctx.merchantCode)
      .where('id', 'in', wanted)
      .execute();
    for (const row of rows) known.set(row.id, { type: row.type, uplineId: row.upline_id });
    wanted = [
      ...new Set(
        rows.flatMap((row) =>
          row.upline_id !== null && !known.has(row.upline_id) ? [row.upline_id] : [],
        ),
      ),
    ];
  }
  return known;
}

/**
 * What each agent earns on one day (decision 022). A bet of valid amount V by member M of game
 * type G pays, walking up M's uplines, each agent A: V x (rate(A) - the highest rate below A
 * on the path). Below-rate starts at M's own rate when M is an agent and at 0 for a plain
 * member, so the agent above a plain member earns its full rate and the chain together never
 * pays more than the top agent's rate. An agent's own bets pay its uplines the difference only
 * (no agent earns on its own bets). Cents are rounded down once per agent and game type.
 */
export async function computeRebates(
  ctx: AppContext,
  date: string,
): Promise<Omit<RebatePayoutLine, 'paid'>[]> {
  const start = `${date}T00:00:00.000Z`;
  const end = new Date(Date.parse(start) + DAY_MS).toISOString();
  const bettors = await validBets(ctx, start, end);
  if (bettors.length === 0) return [];
  const members = await chains(
    ctx,
    bettors.map((b) => b.memberId),
  );
  const agents = [...members.entries()].filter(([, m]) => isAgentType(m.type)).map(([id]) => id);
  const rates = await ratesOf(ctx.db, agents);
  const rate = (id: number, gameType: string) => rates.get(id)?.get(gameType) ?? 0;

  const earned = new Map<
    string,
    { agentId: number; gameType: RebateGameType; valid: number; weighted: bigint }
  >();
  for (const bet of bettors) {
    const bettor = members.get(bet.memberId);
    if (!bettor) continue;
    let below = isAgentType(bettor.type) ? rate(bet.memberId, bet.gameType) : 0;
    let current = bettor.uplineId;
    for (let hops = 0; current !== null && hops < MAX_CHAIN; hops++) {
      const upline = members.get(current);
      if (!upline) break;
      if (isAgentType(upline.type)) {
        const own = rate(current, bet.gameType);
        if (own > below) {
          const key = `${current}:${bet.gameType}`;
          const entry = earned.get(key) ?? {
            agentId: current,
            gameType: bet.gameType,
            valid: 0,
            weighted: 0n,
          };
          entry.valid += bet.validBetCents;
          entry.weighted += BigInt(bet.validBetCents) * BigInt(own - below);
          earned.set(key, entry);
          below = own;
        }
      }
      current = upline.uplineId;
    }
  }
  return [...earned.values()]
    .map((entry) => ({
      agentId: entry.agentId,
      gameType: entry.gameType,
      validBetCents: entry.valid,
      rateBp: rate(entry.agentId, entry.gameType),
      amountCents: Number(entry.weighted / 10_000n),
    }))
    .filter((line) => line.amountCents > 0)
    .sort((a, b) => a.agentId - b.agentId || a.gameType.localeCompare(b.gameType));
}

/** The UTC day before `now`. */
export function previousDay(now: number): string {
  return new Date(now - DAY_MS).toISOString().slice(0, 10);
}

/**
 * Settles one finished UTC day: computes every agent's rebate and pays each line from the house
 * `rebate` account in its own write transaction, once. The payout row (unique per agent, day and
 * game type) and the ledger key say so, so settling a day again, or two operators at once, pays
 * nothing twice; bets that reach a day after it was settled are not paid for it.
 */
export async function settleRebates(
  ctx: AppContext,
  { date }: { date: string },
): Promise<SettlementSummary> {
  if (!IsoDay.safeParse(date).success) throw new Error(`not a day (YYYY-MM-DD): ${date}`);
  const today = new Date(nowMs(ctx)).toISOString().slice(0, 10);
  if (date >= today) throw new Error(`${date} is not over yet (UTC): settle a past day`);

  const lines = await computeRebates(ctx, date);
  const payouts: RebatePayoutLine[] = [];
  let paidCents = 0;
  for (const line of lines) {
    const paid = await writeTransaction(ctx.db, async (trx) => {
      const nowIso = new Date(nowMs(ctx)).toISOString();
      const row = await trx
        .insertInto('agent_rebate_payouts')
        .values({
          merchant_code: ctx.merchantCode,
          agent_id: line.agentId,
          day: date,
          game_type: line.gameType,
          valid_bet_cents: line.validBetCents,
          rate_bp: line.rateBp,
          amount_cents: line.amountCents,
          transfer_id: null,
          created_at: nowIso,
        })
        .onConflict((oc) =>
          oc.columns(['merchant_code', 'agent_id', 'day', 'game_type']).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      const result = await transferIn(
        trx,
        ctx.merchantCode,
        {
          idempotencyKey: rebateKey(line.agentId, date, line.gameType),
          from: { kind: 'house', name: 'rebate' },
          to: { kind: 'member', memberId: line.agentId },
          amountCents: line.amountCents,
          kind: REBATE_KIND,
          reference: `${date} ${line.gameType}`,
        },
        ctx,
      );
      await trx
        .updateTable('agent_rebate_payouts')
        .set({ transfer_id: result.transferId })
        .where('id', '=', row.id)
        .execute();
      return !result.replayed;
    });
    if (paid) paidCents += line.amountCents;
    payouts.push({ ...line, paid });
  }
  return { date, payouts, paidCents };
}
