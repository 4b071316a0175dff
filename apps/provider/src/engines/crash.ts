import type { Draw } from './draw.ts';
import { assertStake } from './stake.ts';

/**
 * Crash: a multiplier climbs from 1.00x along a curve every client shares until the round's
 * crash point; a bet cashed out at m (manually or by an automatic target) at or below the crash
 * point pays floor(bet x m / 100). Multipliers are integers in hundredths (100 = 1.00x).
 *
 * The crash point X satisfies P(X >= m) = 0.97 / (m / 100) for every m from 1.01x to the cap, so
 * a cash-out at any m returns P(X >= m) x m / 100 = 97% of the stake: every strategy (fixed
 * target, or any stopping rule, since a rule only chooses m without seeing X) returns 97%.
 */

export const CRASH_RTP = 0.97;
/** 10000.00x: the crash point never exceeds it; P(X reaches it) = 0.97 / 10000. */
export const CRASH_MAX_MULTIPLIER = 1_000_000;
/**
 * The lowest cash-out, 1.01x. A cash-out at 1.00x would be refunded even on an instant crash
 * (X = 1.00x), i.e. a risk-free 100% return; 1.01x keeps every cash-out at 97%.
 */
export const CRASH_MIN_CASH_OUT = 101;
export const CRASH_BET_STEP_CENTS = 10;
/** The curve: multiplier = e^(CRASH_GROWTH_PER_MS x ms), 2x after ~11.6 s, 10000x after ~153 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;
/** The crash point comes from one draw over 2^32 values. */
export const CRASH_DRAW_RANGE = 2 ** 32;

const N = CRASH_DRAW_RANGE;
/** RTP in hundredths of a multiplier: P(X >= m) = RTP_HUNDREDTHS / m. */
const RTP_HUNDREDTHS = 97;

/**
 * k = N - draw(N) is uniform on 1..N and X = floor(97 N / k) (hundredths): X >= m exactly when
 * k <= floor(97 N / m), so P(X >= m) = floor(97 N / m) / N, which is 0.97 / (m / 100) up to less
 * than 1/N = 2.3e-10. X is then floored at 1.00x and capped at CRASH_MAX_MULTIPLIER. The raw
 * value is below 1.00x (an instant crash) with probability 3%; after flooring to hundredths the
 * round shows 1.00x with probability 1 - 0.97 / 1.01 = 3.96% (points in [1.00x, 1.01x) included).
 * Integer arithmetic only: 97 N < 2^53, and the quotient is corrected, so no rounding can move X.
 */
export function drawCrashPoint(draw: Draw): number {
  const k = N - draw(N);
  const numerator = RTP_HUNDREDTHS * N;
  let x = Math.floor(numerator / k);
  // Float division can round a quotient just below an integer up to it; fix it exactly.
  while (x * k > numerator) x -= 1;
  while ((x + 1) * k <= numerator) x += 1;
  return Math.min(CRASH_MAX_MULTIPLIER, Math.max(100, x));
}

/** Exact P(X >= m) of drawCrashPoint, for the tests and the rules page. */
export function crashProbabilityAtLeast(multiplier: number): number {
  if (multiplier <= 100) return 1;
  if (multiplier > CRASH_MAX_MULTIPLIER) return 0;
  return Math.floor((RTP_HUNDREDTHS * N) / Math.ceil(multiplier)) / N;
}

/**
 * e^x for x >= 0 from IEEE basic operations only (+, -, x, /, floor), so every JavaScript engine
 * gets the same bits (Math.exp may differ in the last bit between browsers, and a floored
 * multiplier could then differ by 0.01x at a boundary). x = k ln 2 + r, Taylor series for e^r.
 */
function exp(x: number): number {
  const LN2 = 0.6931471805599453;
  const k = Math.floor(x / LN2);
  const r = x - k * LN2;
  let term = 1;
  let sum = 1;
  for (let i = 1; i <= 24; i += 1) {
    term = (term * r) / i;
    sum += term;
  }
  for (let i = 0; i < k; i += 1) sum *= 2;
  return sum;
}

/** The shared curve: the multiplier (hundredths, floored) after `elapsedMs` of the round. */
export function multiplierAt(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs <= 0) return 100;
  return Math.max(100, Math.floor(100 * exp(CRASH_GROWTH_PER_MS * elapsedMs)));
}

/** The first whole millisecond at which the curve shows at least `multiplier`. */
export function msToReach(multiplier: number): number {
  if (!Number.isFinite(multiplier)) throw new RangeError('multiplier must be finite');
  if (multiplier <= 100) return 0;
  // Math.log only seeds the search; the answer is defined by multiplierAt alone.
  let ms = Math.max(0, Math.ceil(Math.log(multiplier / 100) / CRASH_GROWTH_PER_MS));
  while (multiplierAt(ms) < multiplier) ms += 1;
  while (ms > 0 && multiplierAt(ms - 1) >= multiplier) ms -= 1;
  return ms;
}

export interface CrashSettlementInput {
  betCents: number;
  crashPoint: number;
  /** The multiplier of the player's manual cash-out (multiplierAt of its time), or null. */
  cashOutAt: number | null;
  /** The automatic cash-out target set with the bet, or null. */
  autoCashOutAt?: number | null;
}

export interface CrashSettlement {
  /** The cash-out that counted (the earlier of manual and automatic), or null. */
  cashOutAt: number | null;
  /** True when that cash-out came at or before the crash. */
  won: boolean;
  winCents: number;
}

function assertCashOut(value: number, what: string): void {
  if (!Number.isInteger(value) || value < CRASH_MIN_CASH_OUT || value > CRASH_MAX_MULTIPLIER) {
    throw new RangeError(
      `${what} must be an integer ${CRASH_MIN_CASH_OUT}..${CRASH_MAX_MULTIPLIER}`,
    );
  }
}

/**
 * Settles one bet. The earlier of the manual and automatic cash-outs counts; it wins when it is
 * at most the crash point and pays floor(bet x m / 100) cents (exact for stakes in whole units
 * of 1.00, otherwise the floor keeps less than a cent), else nothing.
 */
export function settleCrash(input: CrashSettlementInput): CrashSettlement {
  const { betCents, crashPoint, cashOutAt } = input;
  const autoCashOutAt = input.autoCashOutAt ?? null;
  assertStake(betCents, CRASH_BET_STEP_CENTS);
  if (!Number.isInteger(crashPoint) || crashPoint < 100 || crashPoint > CRASH_MAX_MULTIPLIER) {
    throw new RangeError(`crash point must be an integer 100..${CRASH_MAX_MULTIPLIER}`);
  }
  if (cashOutAt !== null) assertCashOut(cashOutAt, 'cash-out');
  if (autoCashOutAt !== null) assertCashOut(autoCashOutAt, 'automatic cash-out');
  const counted =
    cashOutAt === null
      ? autoCashOutAt
      : autoCashOutAt === null
        ? cashOutAt
        : Math.min(cashOutAt, autoCashOutAt);
  if (counted === null || counted > crashPoint) {
    return { cashOutAt: counted, won: false, winCents: 0 };
  }
  return { cashOutAt: counted, won: true, winCents: Math.floor((betCents * counted) / 100) };
}
