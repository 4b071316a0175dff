/**
 * A clock that runs at the pace of another (Date.now by default) but may be moved forward.
 * Outside production the app reads the lottery's time on one of these, so a journey can reach
 * a lock or a draw at once instead of waiting for it on the wall clock.
 */
export interface OffsetClock {
  /** Epoch ms now: the base clock plus every move so far. */
  now(): number;
  /** Moves the clock forward by `ms` (a positive integer) and answers the new now. */
  advance(ms: number): number;
  /** How far ahead of the base clock it runs, in ms. */
  offsetMs(): number;
}

export function createOffsetClock(base: () => number = Date.now): OffsetClock {
  let offset = 0;
  const now = () => base() + offset;
  return {
    now,
    advance(ms) {
      // Only forward: a draw drawn or a bet settled at a later time cannot be undone.
      if (!Number.isSafeInteger(ms) || ms <= 0) {
        throw new RangeError(`the clock only moves forward by whole ms (got ${ms})`);
      }
      offset += ms;
      return now();
    },
    offsetMs: () => offset,
  };
}
