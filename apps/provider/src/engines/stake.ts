/**
 * The largest stake any engine accepts: 10,000,000.00 in cents. Far above any table limit, it
 * only guarantees that a stake times the largest multiplier an engine pays (or a jackpot pool
 * times a stake) stays an exact integer in a double.
 */
export const MAX_STAKE_CENTS = 1_000_000_000;

/**
 * Throws a RangeError unless `cents` is a positive integer multiple of `stepCents` and at most
 * MAX_STAKE_CENTS. Engines pay in whole multiples of the step, so a valid stake always gives
 * integer wins; a stake that breaks the rule is a caller bug, never something to round.
 */
export function assertStake(cents: number, stepCents: number, what = 'bet'): void {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > MAX_STAKE_CENTS) {
    throw new RangeError(`${what} must be a positive integer of cents up to ${MAX_STAKE_CENTS}`);
  }
  if (cents % stepCents !== 0) {
    throw new RangeError(`${what} must be a multiple of ${stepCents} cents`);
  }
}
