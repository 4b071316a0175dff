import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JACKPOT } from '../constants.ts';
import { jackpotStart, jackpotStep, type RandomInt } from './jackpot.ts';

/** A RandomInt that answers a fixed fraction of its range, so properties cover the bounds. */
function randomAt(fraction: number): RandomInt {
  return (min, max) => min + Math.floor(fraction * (max - min + 1 - Number.EPSILON));
}

const fractionArb = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });

describe('jackpotStart', () => {
  it('stays within 30,000,000.00 and 40,000,000.00 (in cents)', () => {
    fc.assert(
      fc.property(fractionArb, (fraction) => {
        const cents = jackpotStart(randomAt(fraction));
        expect(Number.isInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(JACKPOT.min * 100);
        expect(cents).toBeLessThanOrEqual(JACKPOT.max * 100);
      }),
    );
  });

  it('reaches both ends of the range', () => {
    expect(jackpotStart((min) => min)).toBe(3_000_000_000);
    expect(jackpotStart((_min, max) => max)).toBe(4_000_000_000);
  });
});

describe('jackpotStep', () => {
  it('grows by 100 to 500 and waits 3, 4 or 5 seconds', () => {
    fc.assert(
      fc.property(fractionArb, fractionArb, (a, b) => {
        let call = 0;
        const random: RandomInt = (min, max) => randomAt(call++ === 0 ? a : b)(min, max);
        const { increment, nextDelayMs } = jackpotStep(random);
        expect(increment).toBeGreaterThanOrEqual(JACKPOT.stepMin * 100);
        expect(increment).toBeLessThanOrEqual(JACKPOT.stepMax * 100);
        expect(increment % 100).toBe(0);
        expect([3_000, 4_000, 5_000]).toContain(nextDelayMs);
      }),
    );
  });

  it('reaches both ends of the step and of the delay', () => {
    expect(jackpotStep((min) => min)).toEqual({ increment: 10_000, nextDelayMs: 3_000 });
    expect(jackpotStep((_min, max) => max)).toEqual({ increment: 50_000, nextDelayMs: 5_000 });
  });
});
