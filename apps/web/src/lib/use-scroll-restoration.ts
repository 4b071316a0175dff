import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was last scrolled to, by its location key. */
const positions = new Map<string, number>();

/**
 * Scroll like a site of separate pages: a new page opens at its top, and going back or forward
 * returns to where that page was left. (React Router's ScrollRestoration belongs to its data
 * router, which the site does not use: decision 053.)
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // The browser's own restoring would jump before the page has rendered.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Kept up to date while the member scrolls: when the page changes, the old one is gone.
  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (!hash) window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
