import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isSlow,
  SLOW_REQUEST_MS,
  trackRequestEnd,
  trackRequestStart,
  useNetworkStore,
} from './network-store.ts';

describe('network store', () => {
  afterEach(() => vi.useRealTimers());

  it('marks the connection slow while a request runs past 5 s', () => {
    vi.useFakeTimers();
    const ticket = trackRequestStart();
    vi.advanceTimersByTime(SLOW_REQUEST_MS - 1);
    expect(isSlow(useNetworkStore.getState())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isSlow(useNetworkStore.getState())).toBe(true);
    trackRequestEnd(ticket);
    expect(isSlow(useNetworkStore.getState())).toBe(false);
  });

  it('a fast request never marks it slow', () => {
    vi.useFakeTimers();
    trackRequestEnd(trackRequestStart());
    vi.advanceTimersByTime(SLOW_REQUEST_MS * 2);
    expect(isSlow(useNetworkStore.getState())).toBe(false);
  });
});
