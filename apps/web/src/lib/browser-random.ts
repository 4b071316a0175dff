import type { RandomInt } from '@app/contracts';

/**
 * Uniform integer in [min, max] from the browser's CSPRNG. The jackpot is decorative, so any
 * source would do; this one avoids the `Math.random` lint rule without an exception.
 */
export const browserRandomInt: RandomInt = (min, max) => {
  const span = max - min + 1;
  const [sample = 0] = crypto.getRandomValues(new Uint32Array(1));
  return min + Math.floor((sample / 2 ** 32) * span);
};
