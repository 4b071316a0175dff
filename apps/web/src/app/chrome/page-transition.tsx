import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TIMING } from '@app/contracts';
import { isSwiping } from '../../lib/back-swipe.ts';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Fades the page in on every route change, except the first paint (it would only delay the
 * largest contentful paint) and back-swipe navigations (the browser already animated them).
 */
export function PageTransition({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const firstPath = useRef(pathname);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || pathname === firstPath.current) return;
    firstPath.current = '';
    if (isSwiping() || prefersReducedMotion() || typeof element.animate !== 'function') return;
    element.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: TIMING.popupFadeMs,
      easing: 'ease-out',
    });
  }, [pathname]);

  return (
    <div ref={ref} className={className} data-transition-path={pathname}>
      {children}
    </div>
  );
}
