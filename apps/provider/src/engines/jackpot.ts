import type { Draw } from './draw.ts';
import { playSlot, SLOT_MODEL_IDS, SLOT_THEORETICAL_RTP } from './slots.ts';
import type { SlotModelId, SlotOutcome } from './slots.ts';
import { assertStake } from './stake.ts';

/**
 * Progressive jackpot on top of a slot model. Each jackpot stake contributes 1.0% to the public
 * pool and 0.5% to a seed reserve; the reserve refills the pool after a win. Both come out of
 * the house's margin (the base game pays its own paytable on the whole stake), and the pool only
 * ever holds contributed money: nothing is created. A spin triggers the jackpot with probability
 * 1 / 50,000, drawn before the reels from the same stream, so it depends on neither the stake
 * nor the pool. A trigger wins pool x min(1, bet / full stake), floored; the rest stays.
 *
 * RTP. In the long run every contributed cent is paid out as jackpot (the pool pays only
 * players, the reserve pays only the pool), so jackpot wins return the contribution share: for
 * a stake b <= full stake F the expected jackpot per spin is p x E[pool] x b / F, the same share
 * of every allowed stake, and the flows balance when it equals (pool + reserve share) = 1.5%.
 * Hence total RTP = base model RTP + 1.5% (given stakes that do not follow the pool level; a
 * player who only bets when the pool is high gets more, as with any progressive). Stakes are
 * capped at the full stake, above which the jackpot share would shrink.
 */
export const JACKPOT_RULES = {
  /** Share of each stake to the public pool, in basis points (1.0%). */
  poolShareBp: 100,
  /** Share of each stake to the seed reserve, in basis points (0.5%). */
  reserveShareBp: 50,
  /** A spin triggers the jackpot iff draw(triggerOneIn) === 0. */
  triggerOneIn: 50_000,
  /** The stake that wins the whole pool; also the maximum jackpot stake. */
  fullStakeCents: 2_000,
  /**
   * Jackpot stakes are multiples of 2.00: both contributions are then whole cents (0.5% of
   * 200 = 1) and the step is a multiple of every slot model's own step.
   */
  betStepCents: 200,
} as const;

const BASIS = 10_000;

export interface JackpotState {
  poolCents: number;
  reserveCents: number;
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer of cents`);
  }
}

/**
 * What a stake adds to the pool and to the reserve, floored to cents. The flooring remainder
 * (only for stakes outside the 2.00 step; never for a valid jackpot stake) stays with the house.
 */
export function jackpotContribution(betCents: number): JackpotState {
  assertStake(betCents, 1);
  return {
    poolCents: Math.floor((betCents * JACKPOT_RULES.poolShareBp) / BASIS),
    reserveCents: Math.floor((betCents * JACKPOT_RULES.reserveShareBp) / BASIS),
  };
}

/** The state after a stake's contribution is added. */
export function stateAfterStake(state: JackpotState, betCents: number): JackpotState {
  assertCents(state.poolCents, 'pool');
  assertCents(state.reserveCents, 'reserve');
  const added = jackpotContribution(betCents);
  return {
    poolCents: state.poolCents + added.poolCents,
    reserveCents: state.reserveCents + added.reserveCents,
  };
}

/** One draw, before the reels: draw(50,000) === 0. */
export function drawJackpotTrigger(draw: Draw): boolean {
  return draw(JACKPOT_RULES.triggerOneIn) === 0;
}

/** A triggered spin wins floor(pool x min(bet, full stake) / full stake) cents. */
export function jackpotWin(poolCents: number, betCents: number): number {
  assertCents(poolCents, 'pool');
  assertStake(betCents, 1);
  const share = Math.min(betCents, JACKPOT_RULES.fullStakeCents);
  // BigInt: pool x share can pass 2^53 for a very large pool.
  return Number((BigInt(poolCents) * BigInt(share)) / BigInt(JACKPOT_RULES.fullStakeCents));
}

/** After a win: the pool keeps what was not won and takes the whole reserve, which empties. */
export function poolAfterWin(state: JackpotState, winCents: number): JackpotState {
  assertCents(state.poolCents, 'pool');
  assertCents(state.reserveCents, 'reserve');
  assertCents(winCents, 'win');
  if (winCents > state.poolCents) throw new RangeError('a win cannot exceed the pool');
  return { poolCents: state.poolCents - winCents + state.reserveCents, reserveCents: 0 };
}

export interface JackpotSpin {
  jackpotTriggered: boolean;
  /** The base game, played on the whole stake with the model's own paytable. */
  slot: SlotOutcome;
}

/**
 * One jackpot-game spin: the trigger draw, then the model's round from the same stream. The
 * service adds the contribution, and on a trigger pays jackpotWin(pool at that moment, bet).
 */
export function playJackpotSlot(modelId: SlotModelId, betCents: number, draw: Draw): JackpotSpin {
  assertJackpotStake(betCents);
  const jackpotTriggered = drawJackpotTrigger(draw);
  return { jackpotTriggered, slot: playSlot(modelId, betCents, draw) };
}

/** A jackpot stake: a positive multiple of 2.00, at most the full stake (RangeError otherwise). */
export function assertJackpotStake(betCents: number): void {
  assertStake(betCents, JACKPOT_RULES.betStepCents);
  if (betCents > JACKPOT_RULES.fullStakeCents) {
    throw new RangeError(`a jackpot stake is at most ${JACKPOT_RULES.fullStakeCents} cents`);
  }
}

/** Base model RTP + (pool + reserve share): see the module comment. */
export function jackpotGameRtp(modelId: SlotModelId): number {
  return (
    SLOT_THEORETICAL_RTP[modelId] +
    (JACKPOT_RULES.poolShareBp + JACKPOT_RULES.reserveShareBp) / BASIS
  );
}

export const JACKPOT_THEORETICAL_RTP: Record<SlotModelId, number> = Object.fromEntries(
  SLOT_MODEL_IDS.map((id) => [id, jackpotGameRtp(id)]),
) as Record<SlotModelId, number>;
