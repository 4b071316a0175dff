import { afterEach, describe, expect, it } from 'vitest';
import {
  LIVE_SAFETY_POLL_MS,
  LIVE_STALE_MS,
  liveMeta,
  pollWhileLive,
  setLive,
  staleWhileLive,
  useLiveStore,
} from './live-status.ts';

describe('live status', () => {
  afterEach(() => useLiveStore.setState({ public: false, member: false }));

  it('keeps every interval and stale time while a stream is not live', () => {
    expect(pollWhileLive(false, 5_000)).toBe(5_000);
    expect(pollWhileLive(false, false)).toBe(false);
    expect(staleWhileLive(false, 30_000)).toBe(30_000);
  });

  it('while live, polls no more often than the safety net and trusts answers longer', () => {
    expect(pollWhileLive(true, 2_000)).toBe(LIVE_SAFETY_POLL_MS);
    expect(pollWhileLive(true, 10 * 60_000)).toBe(10 * 60_000);
    // A query that was not polling does not start.
    expect(pollWhileLive(true, false)).toBe(false);
    expect(staleWhileLive(true, 30_000)).toBe(LIVE_STALE_MS);
  });

  it('holds one flag per stream', () => {
    setLive('public', true);
    expect(useLiveStore.getState()).toEqual({ public: true, member: false });
    setLive('public', false);
    setLive('member', true);
    expect(useLiveStore.getState()).toEqual({ public: false, member: true });
  });

  it('tags a query with its topics', () => {
    expect(liveMeta('draw', 'drawn')).toEqual({ live: ['draw', 'drawn'] });
  });
});
