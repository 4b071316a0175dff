import { JACKPOT } from '../constants.ts';

/** A source of integers in [min, max], inclusive; the caller decides where randomness comes from. */
export type RandomInt = (min: number, max: number) => number;

/** Decorative jackpot start value in cents: 30,000,000.00 to 40,000,000.00. */
export function jackpotStart(random: RandomInt): number {
  return random(JACKPOT.min, JACKPOT.max) * 100;
}

/** One growth step: +100 to +500 (in cents) and the wait before the next one (3, 4 or 5 s). */
export function jackpotStep(random: RandomInt): { increment: number; nextDelayMs: number } {
  const increment = random(JACKPOT.stepMin, JACKPOT.stepMax) * 100;
  const nextDelayMs = JACKPOT.intervalsMs[random(0, JACKPOT.intervalsMs.length - 1)]!;
  return { increment, nextDelayMs };
}
