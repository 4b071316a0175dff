import type { RandomInt } from '@app/contracts';

/** Deterministic RandomInt (mulberry32) for tests and stories: the same seed, the same run. */
export function seededRandomInt(seed: number): RandomInt {
  let state = seed >>> 0;
  return (min, max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    return min + Math.floor(unit * (max - min + 1));
  };
}
