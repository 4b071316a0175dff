import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENT_POSITIONS,
  MAX_AMOUNT_CENTS,
  PRIZE_MODES,
  RESULT_LAYOUTS,
  SIZE_PARITY_PICKS,
  betTypesFor,
  type LotteryBetType,
  type PlaceBetsBody,
  type ResultLayout,
} from '@app/contracts';
import { AppError } from '../../errors.ts';
import {
  accountBalance,
  createLotteryTestApp,
  drawDraw,
  fundMember,
  insertDraw,
  insertLotteryGame,
  type LotteryTestApp,
} from '../../testing/lottery.ts';
import { insertMember } from '../../testing/members.ts';
import { placeBets } from './bets.service.ts';
import { setGameLimits } from '../game-limits/game-limits.service.ts';
import { settleDrawnBets } from './settlement.ts';

/**
 * Random slips on random results: whatever is bet and drawn, settlement moves exactly the
 * stakes into house:lottery and the payouts out of it, and no member goes below zero.
 */

/** Digits drawn mostly from 0-3 (as the picks are), so hits are common enough to matter. */
const digit = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 9 }));

function resultOf(layout: ResultLayout) {
  const rows = RESULT_LAYOUTS[layout];
  const total = rows.reduce((sum, [count, digits]) => sum + count * digits, 0);
  return fc.array(digit, { minLength: total, maxLength: total }).map((digits) => {
    let at = 0;
    return rows
      .map(([count, width]) =>
        Array.from({ length: count }, () => {
          const text = digits.slice(at, at + width).join('');
          at += width;
          return text;
        }).join(','),
      )
      .join('|');
  });
}

const numberPick = (width: number) =>
  fc
    .array(fc.integer({ min: 0, max: 3 }), { minLength: width, maxLength: width })
    .map((d) => d.join(''));

function picksFor(betType: LotteryBetType) {
  const unique = <T>(arb: fc.Arbitrary<T>, max: number) =>
    fc.uniqueArray(arb, { minLength: 1, maxLength: max });
  switch (betType) {
    case 'de':
    case 'lo2':
      return unique(numberPick(2), 4);
    case 'cang3':
      return unique(numberPick(3), 3);
    case 'digit':
      return unique(fc.integer({ min: 0, max: 9 }).map(String), 4);
    case 'position':
    case 'sum':
      return unique(fc.constantFrom(...SIZE_PARITY_PICKS), 4);
  }
}

function lineOf(layout: ResultLayout) {
  return fc.constantFrom(...betTypesFor(layout)).chain((betType) =>
    fc.record({
      betType: fc.constant(betType),
      position:
        betType === 'digit' || betType === 'position'
          ? fc.integer({ min: 1, max: ENT_POSITIONS })
          : fc.constant(null),
      picks: picksFor(betType),
      unitStakeCents: fc.oneof(
        fc.integer({ min: 100, max: 1_000 }),
        fc.integer({ min: 100, max: 500_000 }),
      ),
    }),
  );
}

const scenario = fc.constantFrom<ResultLayout>('north', 'south', 'digits5').chain((layout) =>
  fc.record({
    layout: fc.constant(layout),
    result: resultOf(layout),
    funds: fc.array(fc.integer({ min: 0, max: 300_000 }), { minLength: 1, maxLength: 3 }),
    slips: fc.array(
      fc.record({
        member: fc.nat(),
        prizeMode: fc.constantFrom(...PRIZE_MODES),
        lines: fc.array(lineOf(layout), { minLength: 1, maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  }),
);

describe('lottery money (property)', () => {
  let t: LotteryTestApp;
  let runN = 0;

  beforeAll(async () => {
    t = await createLotteryTestApp();
    // Money is what this property is about: the merchant's bet limits (decision 030, tested in
    // bets.test.ts) are lifted so every slip the funds allow is placed.
    await setGameLimits(t.database.db, t.ctx.merchantCode, 'lottery', {
      maxStakeCents: MAX_AMOUNT_CENTS,
      maxWinCents: MAX_AMOUNT_CENTS,
    });
  });
  afterAll(() => t.cleanup());

  it('house:lottery changes by stakes minus payouts; each member by payouts minus stakes', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ layout, result, funds, slips }) => {
        const db = t.database.db;
        runN += 1;
        const game = await insertLotteryGame(db, layout);
        const draw = await insertDraw(db, game, { drawAt: t.clock.now + 3_600_000 });
        const members: number[] = [];
        for (const cents of funds) {
          const m = await insertMember(db);
          if (cents > 0) await fundMember(db, m.id, cents);
          members.push(m.id);
        }
        const startOf = new Map<number, number>();
        for (const id of members) startOf.set(id, await accountBalance(db, `member:${id}`));
        const houseStart = await accountBalance(db, 'house:lottery');

        const stakes = new Map<number, number>(members.map((id) => [id, 0]));
        for (const [index, slip] of slips.entries()) {
          const memberId = members[slip.member % members.length]!;
          const body: PlaceBetsBody = {
            gameId: game.gameId,
            numero: draw.numero,
            prizeMode: slip.prizeMode,
            requestId: `prop-${runN}-${index}`,
            lines: slip.lines,
          };
          try {
            const placed = await placeBets(t.ctx, memberId, body, 'PT');
            stakes.set(memberId, stakes.get(memberId)! + placed.totalCostCents);
          } catch (error) {
            // Only a slip above the balance may be refused: the lines are all valid.
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).code).toBe('wallet.insufficient.funds');
          }
        }

        t.clock.now += 3_600_000;
        await drawDraw(db, game, draw, result);
        await settleDrawnBets(t.ctx, t.clock.now);

        const bets = await db
          .selectFrom('lottery_bets')
          .select(['member_id', 'status', 'payout_cents', 'cost_cents'])
          .where('draw_id', '=', draw.id)
          .execute();
        expect(bets.every((b) => b.status !== 'open')).toBe(true);
        const payouts = new Map<number, number>(members.map((id) => [id, 0]));
        for (const bet of bets) {
          const id = Number(bet.member_id);
          payouts.set(id, payouts.get(id)! + Number(bet.payout_cents));
          expect(bet.status).toBe(Number(bet.payout_cents) > 0 ? 'won' : 'lost');
        }
        const totalStakes = [...stakes.values()].reduce((a, b) => a + b, 0);
        const totalPayouts = [...payouts.values()].reduce((a, b) => a + b, 0);
        expect(bets.reduce((sum, b) => sum + Number(b.cost_cents), 0)).toBe(totalStakes);
        expect((await accountBalance(db, 'house:lottery')) - houseStart).toBe(
          totalStakes - totalPayouts,
        );
        for (const id of members) {
          const balance = await accountBalance(db, `member:${id}`);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(balance - startOf.get(id)!).toBe(payouts.get(id)! - stakes.get(id)!);
        }
      }),
      { numRuns: 30 },
    );
  });
});
