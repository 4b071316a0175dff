import { GAME_TYPE_BANNER_GROUPS } from '@app/contracts';
import type { Banner, GameType } from '@app/contracts';
import { BannerSlot } from '../../../components/layout/banner-slot.tsx';
import {
  BannerCarousel,
  BannerCarouselSkeleton,
} from '../../../components/promo/banner-carousel.tsx';
import { useCategoryAnnouncements } from '../api/game-queries.ts';

/** A game type's announcements (banners, ticker, notices) and its carousel's banners in order. */
export function useCategoryPromos(gameType: GameType, language: string) {
  const group = GAME_TYPE_BANNER_GROUPS[gameType];
  const announcements = useCategoryAnnouncements(group, language);
  const banners = (announcements.data?.banners ?? [])
    .filter((banner) => banner.groupName === group)
    .sort((a, b) => a.sequence - b.sequence);
  return { announcements, banners };
}

/** The banner area of a game page: a skeleton while loading, nothing when there are none. */
export function CategoryBanners({ pending, banners }: { pending: boolean; banners: Banner[] }) {
  return (
    <BannerSlot>
      {pending ? (
        <BannerCarouselSkeleton />
      ) : (
        banners.length > 0 && <BannerCarousel banners={banners} />
      )}
    </BannerSlot>
  );
}
