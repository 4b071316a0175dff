import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was last scrolled to, by its location key. */
const positions = new Map<string, number>();
/** The entry on screen: a scroll event belongs to it, even one caused by leaving the last. */
let shownKey: string | null = null;
/** Set while a position is being restored, so the clamped steps on the way are not kept. */
let restoring: (() => void) | null = null;

/** The longest a restore waits for the page to grow tall enough (its parts render later). */
const RESTORE_WAIT_MS = 1_000;

function remember(): void {
  if (shownKey !== null && !restoring) positions.set(shownKey, window.scrollY);
}

/** Scrolls to `y`, again on each frame while the page is still too short, for a second at most. */
function restore(y: number): void {
  restoring?.();
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    restoring = null;
  };
  const step = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1 || performance.now() - started > RESTORE_WAIT_MS) stop();
    else frame = requestAnimationFrame(step);
  };
  restoring = stop;
  step();
}

/**
 * Scroll like a site of separate pages: a new page opens at its top, and going back or forward
 * returns to where that page was left. (React Router's ScrollRestoration belongs to its data
 * router, which the site does not use: decision 054.)
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // The browser's own restoring would jump before the page has rendered.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    shownKey = key;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) restore(saved);
    else if (!hash) {
      restoring?.();
      window.scrollTo(0, 0);
    }
  }, [key, hash, navigationType]);
}
