import { useCallback, useSyncExternalStore } from 'react';
import { TIMING } from '@app/contracts';

/** Whole seconds left until `expiresAt` (ms), never below 0. */
export function secondsLeft(expiresAt: number | null, now: number): number {
  if (expiresAt === null) return 0;
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/**
 * Seconds left until the server's expiry instant, re-evaluated every 500 ms (spec section 4)
 * against the clock, so a throttled background tab still shows the right number. 0 when idle.
 */
export function useCountdown(expiresAt: number | null): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (expiresAt === null) return () => {};
      const timer = setInterval(() => {
        notify();
        if (secondsLeft(expiresAt, Date.now()) <= 0) clearInterval(timer);
      }, TIMING.countdownTickMs);
      return () => clearInterval(timer);
    },
    [expiresAt],
  );
  return useSyncExternalStore(
    subscribe,
    () => secondsLeft(expiresAt, Date.now()),
    () => 0,
  );
}
