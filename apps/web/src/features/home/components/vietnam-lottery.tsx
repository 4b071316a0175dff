import { WhenNearViewport } from './when-near-viewport.tsx';
import { lazyOptional } from '../../../lib/lazy-optional.ts';

// The widget lives with the lottery: everything under features/home/components is bundled
// into the shell chunk every first visit downloads (vite.config.ts), lazy import or not.
const VietnamLotteryWidget = lazyOptional(() =>
  import('../../lottery/home-widget/vietnam-lottery-widget.tsx').then((module) => module.default),
);

/** Home's Vietnam lottery widget (spec 2 home widgets), kept out of home's chunk. */
export function VietnamLottery() {
  return (
    <WhenNearViewport>
      <VietnamLotteryWidget />
    </WhenNearViewport>
  );
}
