import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { showBannerBlock } from '../../lib/chrome-rules.ts';

/**
 * The banner/search block of spec section 2: renders its children only on home and
 * game-category paths. Features put their carousel or search bar inside it; give the content
 * a fixed aspect ratio or min-height so nothing shifts while it loads.
 */
export function BannerSlot({ children, className }: { children: ReactNode; className?: string }) {
  const { pathname } = useLocation();
  if (!showBannerBlock(pathname)) return null;
  return (
    <div className={className} data-slot="banner">
      {children}
    </div>
  );
}
