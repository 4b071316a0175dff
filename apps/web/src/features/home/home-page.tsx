import { Suspense, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Announcement, Game } from '@app/contracts';
import { BannerSlot } from '../../components/layout/banner-slot.tsx';
import { useLaunchGame } from '../launcher/use-launch-game.ts';
import { useFavouriteHearts } from '../favourites/use-favourites.ts';
import { useMerchantSettings } from '../../lib/merchant-settings.ts';
import { useGameMenus, useHomeAnnouncements, useHotGames } from './api/home-queries.ts';
import { BannerCarousel, BannerCarouselSkeleton } from '../../components/promo/banner-carousel.tsx';
import { AnnouncementTicker } from '../../components/promo/announcement-ticker.tsx';
import { GameMenuBar } from './components/game-menu-bar.tsx';
import { JackpotCounter } from '../../components/promo/jackpot-counter.tsx';
import { HotBanners } from './components/hot-banners.tsx';
import { NoticeArea } from '../../components/promo/notice-area.tsx';
import { HotGames } from './components/hot-games.tsx';
import { HomeFooter } from './components/home-footer.tsx';
import { VietnamLottery } from './components/vietnam-lottery.tsx';
import { HomeWidgets } from './components/lazy-widgets.tsx';
import styles from './home-page.module.css';
import { lazyOptional } from '../../lib/lazy-optional.ts';
import { RenderLater } from '../../lib/render-later.tsx';
import { useSession } from '../../lib/session-store.ts';
import { HOME_PATHS } from '../../lib/chrome-rules.ts';

/**
 * The download bar arrives after the page (fixed above the footer, it moves nothing): its
 * rules and markup stay out of the first visit's bundle.
 */
const DownloadBar = lazyOptional(() =>
  import('../downloads/index.ts').then((module) => module.DownloadBar),
);

/**
 * Agent contract prompts (spec 4): their code, texts and status call load only for a signed-in
 * member, after home has rendered; the feature decides which member types it prompts.
 */
const ContractPrompts = lazyOptional(() =>
  import('../agent-contracts/components/contract-prompts.tsx').then(
    (module) => module.ContractPrompts,
  ),
);

/** Home page content (spec 2): the router lazy-loads this module. */
export function HomePage() {
  const navigate = useNavigate();
  const announcements = useHomeAnnouncements();
  const hotGames = useHotGames();
  const menus = useGameMenus();
  const settings = useMerchantSettings();
  const signedIn = useSession() !== null;
  // Home itself, not the routes that show home until their own screens exist.
  const onHome = (HOME_PATHS as readonly string[]).includes(useLocation().pathname);

  const homeBanners = (announcements.data?.banners ?? [])
    .filter((banner) => banner.groupName === 'm_home')
    .sort((a, b) => a.sequence - b.sequence);

  // Spec 2: a ticker title opens the message list (guests read announcements too), at it.
  const openAnnouncement = (announcement: Announcement) => {
    void navigate(`/message?id=${announcement.id}`);
  };

  const launchGame = useLaunchGame();
  // Stable, so the memoised game cards are not rendered again with each home update.
  const selectGame = useCallback((game: Game) => void launchGame(game), [launchGame]);
  const heartOf = useFavouriteHearts();

  return (
    <div className={styles.page}>
      {/* Spec 2: the banner block shows on home and game-category paths only, not on the
          routes that fall back to this page until their own screens exist. */}
      <BannerSlot>
        {announcements.isPending ? (
          <BannerCarouselSkeleton />
        ) : (
          homeBanners.length > 0 && <BannerCarousel banners={homeBanners} />
        )}
      </BannerSlot>
      <AnnouncementTicker
        announcements={announcements.isPending ? undefined : (announcements.data?.player ?? [])}
        onOpen={openAnnouncement}
      />
      {/* The first screen below the banner and the ticker, a part a task (decision 053):
          nothing is rendered under a part when it arrives, so its arrival moves nothing. */}
      <RenderLater>
        <GameMenuBar menus={menus.data?.list} />
      </RenderLater>
      <RenderLater>
        <JackpotCounter currencySymbol={settings.data?.currency.symbol} />
      </RenderLater>
      <RenderLater>
        <HotBanners
          banners={announcements.isPending ? undefined : (announcements.data?.hot ?? [])}
        />
        <NoticeArea
          notices={announcements.isPending ? undefined : (announcements.data?.popup ?? [])}
        />
      </RenderLater>
      <RenderLater>
        <HotGames
          games={hotGames.data?.list}
          status={hotGames.status}
          retrying={hotGames.isFetching}
          onRetry={() => void hotGames.refetch()}
          onSelect={selectGame}
          heartOf={heartOf}
        />
      </RenderLater>
      {/* Below the first screen: each in a task of its own after it (decision 053). */}
      <RenderLater>
        <VietnamLottery />
      </RenderLater>
      <RenderLater>
        <HomeWidgets />
      </RenderLater>
      <RenderLater>
        <HomeFooter settings={settings.data} />
      </RenderLater>
      <Suspense fallback={null}>
        <DownloadBar />
      </Suspense>
      {signedIn && onHome && (
        <Suspense fallback={null}>
          <ContractPrompts />
        </Suspense>
      )}
    </div>
  );
}
