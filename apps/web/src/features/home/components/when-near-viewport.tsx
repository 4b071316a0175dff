import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';

/** Starts loading a little before it scrolls into view. */
const LOAD_MARGIN = '300px';

/**
 * Holds the place of a lazy home widget below the fold and renders it (so its code, texts and
 * calls load) only once the place nears the viewport: none of it weighs on the first visit.
 */
export function WhenNearViewport({ children }: { children: ReactNode }) {
  const shell = useRef<HTMLDivElement>(null);
  const near = useNearViewport(shell, LOAD_MARGIN);
  return <div ref={shell}>{near && <Suspense fallback={null}>{children}</Suspense>}</div>;
}
