import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useCountdown } from './use-countdown.ts';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is 0 while idle', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBe(0);
  });

  it('counts down to the server expiry every 500 ms and stops at 0', () => {
    const expiresAt = Date.now() + 3_000;
    const { result } = renderHook(() => useCountdown(expiresAt));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the clock, not the number of ticks (a throttled tab catches up)', () => {
    const expiresAt = Date.now() + 60_000;
    const { result } = renderHook(() => useCountdown(expiresAt));
    act(() => {
      vi.setSystemTime(Date.now() + 45_000);
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe(15);
  });

  it('restarts when a new expiry arrives', () => {
    const { result, rerender } = renderHook(({ at }) => useCountdown(at), {
      initialProps: { at: null as number | null },
    });
    expect(result.current).toBe(0);
    rerender({ at: Date.now() + 10_000 });
    expect(result.current).toBe(10);
  });

  it('secondsLeft rounds up and never goes below 0', () => {
    expect(secondsLeft(1_500, 0)).toBe(2);
    expect(secondsLeft(0, 1_000)).toBe(0);
  });
});
