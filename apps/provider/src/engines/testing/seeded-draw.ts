import type { Draw } from '../draw.ts';

/**
 * Test-only randomness. Product code draws from the round's provably fair stream; tests need a
 * fast, reproducible stream instead (Math.random is forbidden and not seedable).
 */

const TWO_POW_32 = 2 ** 32;

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): 32-bit words from a seed. */
export function seededWords(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs of a fresh state are correlated with the seed; the usual warm-up.
  for (let i = 0; i < 15; i += 1) next();
  return next;
}

function assertRange(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`draw(n) needs an integer 1 <= n <= 2^32, got ${n}`);
  }
}

/**
 * A seeded Draw with the same rejection rule as the provably fair stream: a word is accepted
 * only below the largest multiple of n, so every value in [0, n) is exactly equally likely.
 */
export function seededDraw(seed: number): Draw {
  const next = seededWords(seed);
  return (n) => {
    assertRange(n);
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const word = next();
      if (word < limit) return word % n;
    }
  };
}

/** A Draw that also remembers every value it returned (to replay a round from its draws). */
export function recordingDraw(draw: Draw): { draw: Draw; values: number[] } {
  const values: number[] = [];
  return {
    values,
    draw: (n) => {
      const value = draw(n);
      values.push(value);
      return value;
    },
  };
}

/**
 * A Draw that returns the chosen values in order, to force a specific outcome. A value outside
 * [0, n) is a broken script and throws; once the script is used up the draw falls back to
 * `then`, or throws if none was given (so a test notices an engine drawing more than planned).
 */
export function scriptedDraw(values: readonly number[], then?: Draw): Draw & { used(): number } {
  let index = 0;
  const draw = (n: number): number => {
    assertRange(n);
    if (index >= values.length) {
      if (then) return then(n);
      throw new Error(`scripted draw exhausted after ${values.length} values (asked draw(${n}))`);
    }
    const value = values[index]!;
    if (!Number.isInteger(value) || value < 0 || value >= n) {
      throw new RangeError(`scripted value ${value} at ${index} is outside [0, ${n})`);
    }
    index += 1;
    return value;
  };
  return Object.assign(draw, { used: () => index });
}
