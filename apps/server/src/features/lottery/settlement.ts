import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { isLotteryBetType, isPrizeMode, settleLine } from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import type { AppContext } from '../../lib/context.ts';
import { transferIn, writeTransaction } from '../ledger/ledger.service.ts';

/**
 * Settlement of lottery bets (decision 015, sweep step 3). Each bet is settled in its own
 * transaction: the update that moves it from 'open' and, for a win, its ledger credit commit
 * together. The update is conditional on 'open' and the credit's key is the bet's, so however
 * many sweeps run at once, in however many instances, and whatever crash interrupts one, every
 * bet is settled and paid exactly once.
 */

type Db = Kysely<Database>;

/** Open bets read per query: a busy draw has thousands, settled in pages of this size. */
const SETTLE_PAGE = 500;

/** A bet with what its settlement needs (the draw's result joined, not read per bet). */
interface OpenBet {
  id: number;
  member_id: number;
  game_id: number;
  numero: string;
  prize_mode: string;
  bet_type: string;
  position: number | null;
  picks: string;
  unit_stake_cents: number | string;
  result: string;
}

/** The ledger key of a bet's win: one credit per bet, whoever settles it. */
export function winKey(betId: number): string {
  return `lottery:win:${betId}`;
}

async function openBetsOfDrawnDraws(db: Db, afterId: number): Promise<OpenBet[]> {
  const rows = await db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .select([
      'b.id',
      'b.member_id',
      'b.game_id',
      'b.numero',
      'b.prize_mode',
      'b.bet_type',
      'b.position',
      'b.picks',
      'b.unit_stake_cents',
      'd.result',
    ])
    .where('b.status', '=', 'open')
    .where('d.result', 'is not', null)
    .where('b.id', '>', afterId)
    .orderBy('b.id')
    .limit(SETTLE_PAGE)
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    member_id: Number(row.member_id),
    result: row.result!,
  }));
}

/** What a bet wins against its draw's result; throws on a row no rule can read. */
function outcome(bet: OpenBet): { hits: number; payoutCents: number } {
  if (!isLotteryBetType(bet.bet_type) || !isPrizeMode(bet.prize_mode)) {
    throw new Error(`lottery bet ${bet.id} has an unknown bet type or prize mode`);
  }
  const line = {
    betType: bet.bet_type,
    position: bet.position,
    picks: bet.picks.split(','),
    unitStakeCents: Number(bet.unit_stake_cents),
  };
  return settleLine(line, bet.result, bet.prize_mode);
}

/** Settles one bet; true when this call settled it (false: someone else already had). */
async function settleBet(ctx: AppContext, bet: OpenBet, settledAt: string): Promise<boolean> {
  const { hits, payoutCents } = outcome(bet);
  return writeTransaction(ctx.db, async (trx) => {
    const moved = await trx
      .updateTable('lottery_bets')
      .set({
        status: payoutCents > 0 ? 'won' : 'lost',
        hits,
        payout_cents: payoutCents,
        settled_at: settledAt,
      })
      .where('id', '=', bet.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    if (payoutCents > 0) {
      await transferIn(
        trx,
        ctx.merchantCode,
        {
          idempotencyKey: winKey(bet.id),
          from: { kind: 'house', name: 'lottery' },
          to: { kind: 'member', memberId: bet.member_id },
          amountCents: payoutCents,
          kind: 'win',
          reference: `lottery:${bet.numero}`,
        },
        ctx,
      );
    }
    return true;
  });
}

/**
 * Marks drawn draws with no open bet left as settled. No bet can join a drawn draw (placing
 * re-reads the draw as undrawn inside its own transaction), so a settled draw stays settled.
 */
async function markSettledDraws(db: Db, settledAt: string): Promise<void> {
  await db
    .updateTable('lottery_draws')
    .set({ settled_at: settledAt })
    .where('result', 'is not', null)
    .where('settled_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lottery_bets')
            .select(sql`1`.as('one'))
            .whereRef('lottery_bets.draw_id', '=', 'lottery_draws.id')
            .where('lottery_bets.status', '=', 'open'),
        ),
      ),
    )
    .execute();
}

/**
 * Settles every open bet of every drawn draw (result written); returns how many bets this call
 * settled. Safe to run any number of times, concurrently, in any number of instances. A bet
 * that cannot be settled does not hold up the others: the first such error is thrown after
 * the rest are done.
 */
export async function settleDrawnBets(ctx: AppContext, now: number): Promise<number> {
  const settledAt = new Date(now).toISOString();
  let settled = 0;
  let failure: unknown = null;
  for (let afterId = 0; ;) {
    const page = await openBetsOfDrawnDraws(ctx.db, afterId);
    for (const bet of page) {
      try {
        if (await settleBet(ctx, bet, settledAt)) settled += 1;
      } catch (error) {
        failure ??= error;
      }
    }
    if (page.length < SETTLE_PAGE) break;
    afterId = page[page.length - 1]!.id;
  }
  await markSettledDraws(ctx.db, settledAt);
  if (failure) throw failure;
  return settled;
}
