import { WhenNearViewport } from './when-near-viewport.tsx';
import { lazyOptional } from '../../../lib/lazy-optional.ts';

// The widgets live in their own feature: everything under features/home/components is bundled
// into the shell chunk every first visit downloads (vite.config.ts), lazy import or not.
const HomeWidgetsGroup = lazyOptional(() =>
  import('../../home-widgets/home-widgets.tsx').then((module) => module.default),
);

/** Home's widgets below the fold: hot match, hot news, winner board, help tab, policy. */
export function HomeWidgets() {
  return (
    <WhenNearViewport>
      <HomeWidgetsGroup />
    </WhenNearViewport>
  );
}
