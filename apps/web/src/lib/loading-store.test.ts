import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loading, useLoadingStore } from './loading-store.ts';

describe('loading overlay store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    loading.hide();
    vi.useRealTimers();
  });

  it('hides itself after 10,000 ms by default', () => {
    loading.show();
    vi.advanceTimersByTime(9_999);
    expect(useLoadingStore.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useLoadingStore.getState().visible).toBe(false);
  });

  it('takes a custom timeout and message, and hide() clears it', () => {
    loading.show({ message: 'Wait', timeoutMs: 500 });
    expect(useLoadingStore.getState()).toMatchObject({ visible: true, message: 'Wait' });
    vi.advanceTimersByTime(500);
    expect(useLoadingStore.getState().visible).toBe(false);
    loading.show();
    loading.hide();
    expect(useLoadingStore.getState().visible).toBe(false);
  });

  it('a new show() restarts the timer', () => {
    loading.show({ timeoutMs: 1_000 });
    vi.advanceTimersByTime(800);
    loading.show({ timeoutMs: 1_000 });
    vi.advanceTimersByTime(800);
    expect(useLoadingStore.getState().visible).toBe(true);
  });
});
