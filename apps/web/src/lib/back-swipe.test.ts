import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBackSwipe, isSwiping, markSwipe } from './back-swipe.ts';

describe('back swipe', () => {
  afterEach(() => vi.useRealTimers());

  it('is a horizontal move beyond 100 px or a start off-screen', () => {
    expect(isBackSwipe(10, 110, 390)).toBe(false);
    expect(isBackSwipe(10, 111, 390)).toBe(true);
    expect(isBackSwipe(300, 150, 390)).toBe(true);
    expect(isBackSwipe(-2, -2, 390)).toBe(true);
    expect(isBackSwipe(391, 391, 390)).toBe(true);
  });

  it('resets the flag 500 ms after it was set', () => {
    vi.useFakeTimers();
    markSwipe();
    expect(isSwiping()).toBe(true);
    vi.advanceTimersByTime(499);
    expect(isSwiping()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isSwiping()).toBe(false);
  });
});
