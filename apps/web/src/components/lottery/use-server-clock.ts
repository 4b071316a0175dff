import { useSyncExternalStore } from 'react';

/**
 * The server's clock as the phone sees it (decision 015, "Time"): every lottery answer carries
 * `serverTime`, and the countdowns and lock checks run on the server's clock, because a phone's
 * clock may be minutes off. The offset is the last answer's serverTime minus the phone's time
 * when it arrived; the latency of that answer is small next to the seconds that matter here.
 */
let offsetMs = 0;
let known = false;
const listeners = new Set<() => void>();

/** Records a `serverTime` that arrived at `receivedAt` (the phone's Date.now(), default now). */
export function noteServerTime(serverTime: number, receivedAt: number = Date.now()): void {
  if (!Number.isFinite(serverTime)) return;
  const next = serverTime - receivedAt;
  if (known && next === offsetMs) return;
  offsetMs = next;
  known = true;
  for (const listener of listeners) listener();
}

/** Milliseconds the server's clock is ahead of the phone's (negative when behind). */
export function serverClockOffset(): number {
  return offsetMs;
}

/** Epoch milliseconds on the server's clock (the phone's clock until an answer arrived). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Forgets the offset (tests; a new session on another network would relearn it anyway). */
export function resetServerClock(): void {
  offsetMs = 0;
  known = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offset, re-rendering when a new answer moves it; `serverNow` reads the clock. */
export function useServerClock(): { offsetMs: number; serverNow: () => number } {
  const offset = useSyncExternalStore(subscribe, serverClockOffset, serverClockOffset);
  return { offsetMs: offset, serverNow };
}
