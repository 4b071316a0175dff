import { create } from 'zustand';

/**
 * Whether each live-event stream (decision 062) is live: subscribed on the server, so nothing
 * it carries is missed. True from its `ready` frame until it errors or closes. Polling defers
 * to a live stream and takes over again the moment it drops. This module is on the first
 * screen (the header's balance, the home's jackpot read it); the client that opens the streams
 * (app/live-events.ts) loads after the first render.
 */
export type LiveStream = 'public' | 'member';

/**
 * What a query is refreshed by, named in its `meta` (liveMeta): `draw` by every lock or result
 * of a draw, `drawn` by results only (an archive, a results list); the rest by the event of
 * that name. Tags keep the client free of the features' query keys.
 */
export type LiveTopic = 'balance' | 'inbox' | 'draw' | 'drawn' | 'jackpot';

/**
 * While a stream is live, polling what it carries stays as a slow safety net rather than
 * stopping: a browser never shows the server's `: ping` comments to script, so a connection a
 * phone dropped without a close (a network handover) can look open for a long while, and a
 * draw opened by the back office has no event of its own.
 */
export const LIVE_SAFETY_POLL_MS = 60_000;
/** Likewise the longest a live-refreshed answer is trusted without an event. */
export const LIVE_STALE_MS = 5 * 60_000;

export const useLiveStore = create<Record<LiveStream, boolean>>(() => ({
  public: false,
  member: false,
}));

export function setLive(stream: LiveStream, live: boolean): void {
  if (useLiveStore.getState()[stream] !== live) useLiveStore.setState({ [stream]: live });
}

/**
 * The stream's flag, re-rendering on change: a query's interval or stale time built from it
 * must be handed to TanStack again, which recomputes its timers only when options change.
 */
export function useLive(stream: LiveStream): boolean {
  return useLiveStore((state) => state[stream]);
}

/** A refetch interval while the stream is live: never shorter than the safety net. */
export function pollWhileLive(live: boolean, interval: number | false): number | false {
  return live && interval !== false ? Math.max(interval, LIVE_SAFETY_POLL_MS) : interval;
}

/** A stale time while the stream is live: events, not age, say when the answer changed. */
export function staleWhileLive(live: boolean, staleTime: number): number {
  return live ? Math.max(staleTime, LIVE_STALE_MS) : staleTime;
}

/** A query's `meta` naming the live topics that refresh it. */
export function liveMeta(...topics: LiveTopic[]): { live: readonly LiveTopic[] } {
  return { live: topics };
}
