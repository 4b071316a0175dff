import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';

// The widget lives with the lottery: everything under features/home/components is bundled
// into the shell chunk every first visit downloads (vite.config.ts), lazy import or not.
const VietnamLotteryWidget = lazy(
  () => import('../../lottery/home-widget/vietnam-lottery-widget.tsx'),
);

/** Starts loading a little before it scrolls into view. */
const LOAD_MARGIN = '300px';

/**
 * Home's Vietnam lottery widget (spec 2 home widgets), kept out of home's chunk: this shell
 * holds its place and loads the widget (its code, texts and call) once it nears the viewport.
 */
export function VietnamLottery() {
  const shell = useRef<HTMLDivElement>(null);
  const near = useNearViewport(shell, LOAD_MARGIN);
  return (
    <div ref={shell}>
      {near && (
        <Suspense fallback={null}>
          <VietnamLotteryWidget />
        </Suspense>
      )}
    </div>
  );
}
