import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';

// The widgets live in their own feature: everything under features/home/components is bundled
// into the shell chunk every first visit downloads (vite.config.ts), lazy import or not.
const HomeWidgetsGroup = lazy(() => import('../../home-widgets/home-widgets.tsx'));

/** Starts loading a little before it scrolls into view. */
const LOAD_MARGIN = '300px';

/**
 * Home's widgets below the fold (hot match, hot news, winner board, help tab, policy): this
 * placeholder holds their place and loads them (code, texts, calls) once it nears the viewport,
 * so none of it weighs on the first visit.
 */
export function HomeWidgets() {
  const shell = useRef<HTMLDivElement>(null);
  const near = useNearViewport(shell, LOAD_MARGIN);
  return (
    <div ref={shell}>
      {near && (
        <Suspense fallback={null}>
          <HomeWidgetsGroup />
        </Suspense>
      )}
    </div>
  );
}
