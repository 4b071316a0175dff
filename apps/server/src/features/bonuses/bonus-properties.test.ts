import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusGameType } from '@app/contracts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { expectLedgerBalanced } from '../../testing/ledger.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestVendor, insertVendorGames } from '../../testing/vendors.ts';
import {
  vendorCredit,
  vendorDebit,
  vendorRollback,
} from '../vendor-wallet/vendor-wallet.service.ts';
import { accountBalance, transfer, writeTransaction } from '../ledger/ledger.service.ts';
import { splitWin } from './bonus-rules.ts';
import {
  expireBonuses,
  forfeitActiveBonus,
  grantBonus,
  payWin,
  placeStake,
  settleBonus,
} from './bonuses.service.ts';

const DAY_MS = 86_400_000;
const CONTRIBUTIONS = { RNG: 100, LIVE: 10, LOTT: 0 } as const;

type Op =
  | {
      kind: 'deposit';
      cents: number;
      bonus: { cents: number; multiple: number; capCents: number; maxBetCents: number } | null;
    }
  | { kind: 'stake'; cents: number; winCents: number; gameType: BonusGameType }
  | { kind: 'withdraw'; share: number }
  | { kind: 'expire' }
  // A provider's bet opens a round; a later step wins it or rolls it back (decision 061).
  | { kind: 'vendorBet'; cents: number; gameCode: VendorGame }
  | { kind: 'vendorSettle'; pick: number; winCents: number; rollback: boolean };

/** The provider's games of the property: a slot (100%), a live table (10%), one not listed. */
const VENDOR_GAMES = { VSLOT: 'RNG', VTABLE: 'LIVE', VNONE: null } as const;
type VendorGame = keyof typeof VENDOR_GAMES;

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    cents: fc.integer({ min: 1_00, max: 200_00 }),
    bonus: fc.option(
      fc.record({
        cents: fc.integer({ min: 1, max: 100_00 }),
        multiple: fc.integer({ min: 0, max: 5 }),
        capCents: fc.integer({ min: 1, max: 150_00 }),
        maxBetCents: fc.integer({ min: 1_00, max: 50_00 }),
      }),
    ),
  }),
  fc.record({
    kind: fc.constant('stake' as const),
    cents: fc.integer({ min: 1, max: 60_00 }),
    winCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200_00 })),
    gameType: fc.constantFrom<BonusGameType>('RNG', 'LIVE', 'LOTT'),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.constant({ kind: 'expire' as const }),
  // Weighted up: a provider round's split only shows once cash runs out under a bonus.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('vendorBet' as const),
      cents: fc.integer({ min: 1, max: 40_00 }),
      gameCode: fc.constantFrom<VendorGame>('VSLOT', 'VSLOT', 'VTABLE', 'VNONE'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('vendorSettle' as const),
      pick: fc.nat(),
      winCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200_00 })),
      rollback: fc.boolean(),
    }),
  },
);

/**
 * Every sequence opens with a small deposit under a bonus that needs wagering, so that cash
 * runs out while the bonus is active and stakes (in-house and the provider's) take bonus money.
 */
const opening: fc.Arbitrary<Op> = fc.record({
  kind: fc.constant('deposit' as const),
  cents: fc.integer({ min: 1_00, max: 30_00 }),
  bonus: fc.record({
    cents: fc.integer({ min: 10_00, max: 100_00 }),
    multiple: fc.integer({ min: 1, max: 5 }),
    capCents: fc.integer({ min: 1, max: 150_00 }),
    maxBetCents: fc.integer({ min: 10_00, max: 50_00 }),
  }),
});

/**
 * Properties of the bonus engine over random sequences of deposits (with and without a bonus),
 * stakes on counting and non-counting games with wins, a provider's bets whose rounds are won
 * or rolled back steps later, withdrawals that forfeit, and expiries, on the real ledger
 * (decisions 056 and 061): cash is never lost to a bonus rule, a bonus never converts
 * more than its cap, both balances always equal their ledger sums, and the max-bet rule refuses
 * every stake above it while changing nothing.
 */
describe('bonus engine properties', () => {
  let t: TestApp;
  let now = Date.now();
  let ctx: AppContext;
  let serial = 0;
  let vendorCode = '';

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO', clock: () => now };
    ({ vendorCode } = await createTestVendor(t.database.db));
    await insertVendorGames(
      t.database.db,
      vendorCode,
      992_001,
      Object.entries(VENDOR_GAMES)
        .filter(([, type]) => type !== null)
        .map(([gameCode, gameType]) => ({ gameCode, gameType: gameType! })),
    );
  });
  afterAll(() => t.cleanup());

  const inTransaction = <T>(work: (c: AppContext) => Promise<T>) =>
    writeTransaction(ctx.db, (trx) => work({ ...ctx, db: trx }));

  async function ledgerSum(ownerKey: string): Promise<number> {
    const row = await ctx.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select((eb) => eb.fn.sum<string | number | null>('e.amount_cents').as('sum'))
      .where('a.owner_key', '=', ownerKey)
      .executeTakeFirstOrThrow();
    return Number(row.sum ?? 0);
  }

  /** Inside a transaction pass its db: SQLite's one writer would wait on itself. */
  async function activeBonus(memberId: number, db = ctx.db) {
    return db
      .selectFrom('bonuses')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('status', '=', 'active')
      .executeTakeFirst();
  }

  async function convertedSoFar(memberId: number): Promise<number> {
    const row = await ctx.db
      .selectFrom('bonuses')
      .select((eb) => eb.fn.sum<string | number | null>('converted_cents').as('sum'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return Number(row.sum ?? 0);
  }

  it('keeps cash, caps and ledger sums right over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(opening, fc.array(op, { maxLength: 16 })),
        async ([first, rest]) => {
          const ops = [first, ...rest];
          const { id: memberId } = await insertMember(ctx.db);
          const token = (await sessionCookieFor(ctx.db, memberId)).split('=')[1]!;
          // The provider's rounds staked and not yet settled, with each part of their stake.
          const open: { roundId: string; cashCents: number; bonusCents: number }[] = [];
          const cashOf = () => accountBalance(ctx, { kind: 'member', memberId });
          const bonusOf = () => accountBalance(ctx, { kind: 'member-bonus', memberId });
          const run = (serial += 1);

          for (const [index, step] of ops.entries()) {
            const cashBefore = await cashOf();
            const bonusBefore = await bonusOf();
            const convertedBefore = await convertedSoFar(memberId);
            // What cash must be after the step; bonus rules may only add to it by conversion.
            let expectedCash = cashBefore;
            const key = `prop:${run}:${index}`;

            if (step.kind === 'deposit') {
              await inTransaction(async (c) => {
                await transfer(c, {
                  idempotencyKey: `${key}:deposit`,
                  from: { kind: 'house', name: 'cashier' },
                  to: { kind: 'member', memberId },
                  amountCents: step.cents,
                  kind: 'deposit',
                });
                if (step.bonus && !(await activeBonus(memberId, c.db))) {
                  await grantBonus(c, {
                    memberId,
                    source: 'operator',
                    grantKey: key,
                    amountCents: step.bonus.cents,
                    depositCents: step.cents,
                    promotionId: null,
                    depositId: null,
                    wageringRequiredCents: step.bonus.multiple * step.bonus.cents,
                    maxBetCents: step.bonus.maxBetCents,
                    maxConversionCents: step.bonus.capCents,
                    contributions: CONTRIBUTIONS,
                    expiryDays: 3,
                    grantedBy: 'property',
                  });
                }
              });
              expectedCash += step.cents;
            } else if (step.kind === 'stake') {
              const active = await activeBonus(memberId);
              const counts = step.gameType !== 'LOTT';
              const aboveMax = !!active && counts && step.cents > Number(active.max_bet_cents);
              const house = { kind: 'house' as const, name: 'game' as const };
              const outcome = await inTransaction(async (c) => {
                const placed = await placeStake(c, {
                  memberId,
                  amountCents: step.cents,
                  gameType: step.gameType,
                  key,
                  kind: 'bet',
                  to: house,
                  reference: key,
                });
                if (step.winCents > 0) {
                  await payWin(c, {
                    memberId,
                    stakeKey: key,
                    stake: placed,
                    amountCents: step.winCents,
                    key: `${key}:win`,
                    kind: 'win',
                    from: house,
                    reference: key,
                  });
                }
                if (placed.bonusId !== null) await settleBonus(c, memberId);
                return placed;
              }).catch((error: unknown) => {
                if (error instanceof AppError) return error;
                throw error;
              });
              if (outcome instanceof AppError) {
                expect(['bonus.max.bet', 'wallet.insufficient.funds']).toContain(outcome.code);
                if (outcome.code === 'bonus.max.bet') expect(aboveMax).toBe(true);
                expect(await bonusOf()).toBe(bonusBefore);
              } else {
                expect(aboveMax, 'a stake above the max bet went through').toBe(false);
                // Cash first: bonus money only once the cash is all used.
                if (outcome.bonusCents > 0) expect(outcome.cashCents).toBe(cashBefore);
                expectedCash += -outcome.cashCents + splitWin(step.winCents, outcome).cashCents;
              }
            } else if (step.kind === 'withdraw') {
              const amount = Math.floor(cashBefore * step.share);
              await inTransaction(async (c) => {
                await forfeitActiveBonus(c, memberId);
                if (amount > 0) {
                  await transfer(c, {
                    idempotencyKey: `${key}:hold`,
                    from: { kind: 'member', memberId },
                    to: { kind: 'house', name: 'withdrawal-hold' },
                    amountCents: amount,
                    kind: 'withdrawal.hold',
                  });
                }
              });
              expectedCash -= amount;
              expect(await bonusOf()).toBe(0);
            } else if (step.kind === 'vendorBet') {
              const active = await activeBonus(memberId);
              const counts = step.gameCode !== 'VNONE';
              const aboveMax = !!active && counts && step.cents > Number(active.max_bet_cents);
              const answer = await vendorDebit(ctx, vendorCode, {
                token,
                transactionId: `${key}:bet`,
                roundId: key,
                gameId: step.gameCode,
                amountCents: step.cents,
              }).catch((error: unknown) => {
                if (error instanceof AppError) return error;
                throw error;
              });
              if (answer instanceof AppError) {
                expect(['bonus.max.bet', 'wallet.insufficient.funds']).toContain(answer.code);
                if (answer.code === 'bonus.max.bet') expect(aboveMax).toBe(true);
                expect(await bonusOf()).toBe(bonusBefore);
              } else {
                expect(aboveMax, 'a provider bet above the max bet went through').toBe(false);
                // Cash first: bonus money only once the cash is all used.
                const cashCents = Math.min(step.cents, cashBefore);
                open.push({ roundId: key, cashCents, bonusCents: step.cents - cashCents });
                expectedCash -= cashCents;
                expect(answer.balanceCents).toBe((await cashOf()) + (await bonusOf()));
              }
            } else if (step.kind === 'vendorSettle') {
              const round = open.splice(step.pick % Math.max(open.length, 1), 1)[0];
              if (round) {
                const stake = round.cashCents + round.bonusCents;
                if (step.rollback) {
                  await vendorRollback(ctx, vendorCode, {
                    token,
                    transactionId: `${round.roundId}:rollback`,
                    betTransactionId: `${round.roundId}:bet`,
                  });
                  expectedCash += round.cashCents;
                } else {
                  // Within the vendor's maximum multiplier (100) of the round's stake.
                  const winCents = Math.min(step.winCents, stake * 100);
                  await vendorCredit(ctx, vendorCode, {
                    token,
                    transactionId: `${round.roundId}:win`,
                    roundId: round.roundId,
                    amountCents: winCents,
                  });
                  expectedCash += splitWin(winCents, round).cashCents;
                }
              }
            } else {
              now += 4 * DAY_MS;
              await expireBonuses(ctx, inTransaction);
              expect(await activeBonus(memberId)).toBeUndefined();
            }

            const cash = await cashOf();
            const bonus = await bonusOf();
            // Cash moves only by the member's own play, deposits, withdrawals and conversions.
            expect(cash).toBe(expectedCash + (await convertedSoFar(memberId)) - convertedBefore);
            expect(cash).toBe(await ledgerSum(`member:${memberId}`));
            expect(bonus).toBe(await ledgerSum(`member-bonus:${memberId}`));
            expect(cash).toBeGreaterThanOrEqual(0);
            expect(bonus).toBeGreaterThanOrEqual(0);
            // No active bonus, no bonus money.
            if (!(await activeBonus(memberId))) expect(bonus).toBe(0);
          }

          const capped = await ctx.db
            .selectFrom('bonuses')
            .select(['converted_cents', 'max_conversion_cents'])
            .where('member_id', '=', memberId)
            .execute();
          for (const row of capped) {
            expect(Number(row.converted_cents)).toBeLessThanOrEqual(
              Number(row.max_conversion_cents),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
    await expectLedgerBalanced(ctx.db);
  }, 60_000);
});
