import { useEffect, useRef, type RefObject } from 'react';
import { TIMING } from '@app/contracts';

/**
 * The spec's infinite-scroll rule (shell-games-lottery.md section 4, accounts-members.md
 * section 9): a page is asked for within 300 px of the bottom, at most once per 500 ms, and a
 * scroll is looked at 150 ms after it happens.
 */
export const INFINITE_SCROLL_DELAY_MS = TIMING.infiniteScrollDelayMs;

export interface InfiniteScrollOptions {
  /** Another page may be asked for now: there is one, and none is loading or failed. */
  enabled: boolean;
  onLoadMore: () => void;
  /** The element that scrolls; the window when omitted. */
  container?: RefObject<HTMLElement | null>;
  thresholdPx?: number;
  throttleMs?: number;
  delayMs?: number;
}

/** Pixels between the bottom of what is visible and the bottom of the content. */
export function distanceToBottom(container: HTMLElement | null): number {
  if (container) return container.scrollHeight - container.scrollTop - container.clientHeight;
  const root = document.documentElement;
  return root.scrollHeight - (window.scrollY + window.innerHeight);
}

/**
 * Calls `onLoadMore` when the visitor nears the bottom. Besides scroll events it looks once
 * whenever it becomes enabled (a page arrived, or the list started), because content shorter
 * than the viewport never scrolls and would otherwise stall; and when the throttle holds a
 * call back it looks again once the 500 ms are over instead of waiting for the next scroll.
 */
export function useInfiniteScroll({
  enabled,
  onLoadMore,
  container,
  thresholdPx = TIMING.infiniteScrollThresholdPx,
  throttleMs = TIMING.infiniteScrollThrottleMs,
  delayMs = INFINITE_SCROLL_DELAY_MS,
}: InfiniteScrollOptions): void {
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });
  // Survives re-enabling: the throttle counts from the last call, whatever happened since.
  const lastCall = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (!enabled) return;
    const element = container?.current ?? null;
    const target: HTMLElement | Window = element ?? window;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = () => {
      timer = undefined;
      if (distanceToBottom(element) > thresholdPx) return;
      const wait = lastCall.current + throttleMs - Date.now();
      if (wait > 0) {
        timer = setTimeout(check, wait);
        return;
      }
      lastCall.current = Date.now();
      loadMore.current();
    };
    // One look per delay window: scroll events arrive by the dozen.
    const schedule = () => {
      if (timer === undefined) timer = setTimeout(check, delayMs);
    };

    target.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      clearTimeout(timer);
      target.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled, container, thresholdPx, throttleMs, delayMs]);
}
