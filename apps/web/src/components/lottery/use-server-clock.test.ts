import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  noteServerTime,
  resetServerClock,
  serverClockOffset,
  serverNow,
  useServerClock,
} from './use-server-clock.ts';

describe('server clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    resetServerClock();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetServerClock();
  });

  it('is the phone clock until an answer arrives', () => {
    expect(serverClockOffset()).toBe(0);
    expect(serverNow()).toBe(1_000_000);
  });

  it('keeps the offset of the last serverTime and moves with the phone clock', () => {
    noteServerTime(1_090_000); // the server is 90 s ahead
    expect(serverClockOffset()).toBe(90_000);
    vi.advanceTimersByTime(5_000);
    expect(serverNow()).toBe(1_095_000);
    // A later answer that arrived 2 s ago, from a server 30 s behind.
    noteServerTime(1_005_000 - 30_000 - 2_000, 1_005_000 - 2_000);
    expect(serverClockOffset()).toBe(-30_000);
    expect(serverNow()).toBe(975_000);
  });

  it('ignores a serverTime that is not a number', () => {
    noteServerTime(2_000_000);
    noteServerTime(Number.NaN);
    expect(serverClockOffset()).toBe(1_000_000);
  });

  it('re-renders its users when the offset moves', () => {
    const { result } = renderHook(() => useServerClock());
    expect(result.current.offsetMs).toBe(0);
    act(() => noteServerTime(1_000_500));
    expect(result.current.offsetMs).toBe(500);
    expect(result.current.serverNow()).toBe(1_000_500);
  });
});
