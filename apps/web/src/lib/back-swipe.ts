import { TIMING } from '@app/contracts';

/**
 * Back-swipe detection (spec section 2): a horizontal swipe beyond 100 px, or a touch that
 * starts off-screen (the browser's own edge gesture), turns the next page transition off.
 * The flag resets 500 ms after it was set.
 */
export function isBackSwipe(startX: number, currentX: number, viewportWidth: number): boolean {
  if (startX < 0 || startX > viewportWidth) return true;
  return Math.abs(currentX - startX) > TIMING.swipeThresholdPx;
}

let swiping = false;
let resetTimer: ReturnType<typeof setTimeout> | undefined;

export function isSwiping(): boolean {
  return swiping;
}

export function markSwipe(): void {
  swiping = true;
  clearTimeout(resetTimer);
  resetTimer = setTimeout(() => {
    swiping = false;
  }, TIMING.swipeResetMs);
}

/** Installs the touch listeners; returns a cleanup. */
export function watchBackSwipe(): () => void {
  let startX: number | null = null;
  const onStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    startX = touch ? touch.pageX - window.scrollX : null;
    if (startX !== null && (startX < 0 || startX > window.innerWidth)) markSwipe();
  };
  const onMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (startX === null || !touch) return;
    if (isBackSwipe(startX, touch.pageX - window.scrollX, window.innerWidth)) markSwipe();
  };
  const onEnd = () => {
    startX = null;
    // The browser navigates when the gesture ends: keep the flag for 500 ms from here.
    if (swiping) markSwipe();
  };
  window.addEventListener('touchstart', onStart, { passive: true });
  window.addEventListener('touchmove', onMove, { passive: true });
  window.addEventListener('touchend', onEnd, { passive: true });
  return () => {
    window.removeEventListener('touchstart', onStart);
    window.removeEventListener('touchmove', onMove);
    window.removeEventListener('touchend', onEnd);
  };
}
