import { lazy } from 'react';
import { WhenNearViewport } from './when-near-viewport.tsx';

// The widgets live in their own feature: everything under features/home/components is bundled
// into the shell chunk every first visit downloads (vite.config.ts), lazy import or not.
const HomeWidgetsGroup = lazy(() => import('../../home-widgets/home-widgets.tsx'));

/** Home's widgets below the fold: hot match, hot news, winner board, help tab, policy. */
export function HomeWidgets() {
  return (
    <WhenNearViewport>
      <HomeWidgetsGroup />
    </WhenNearViewport>
  );
}
