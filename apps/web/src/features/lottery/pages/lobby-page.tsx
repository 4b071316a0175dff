import '../i18n/texts.ts';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { GameType, LotteryMenuGroup } from '@app/contracts';
import { AnnouncementTicker } from '../../../components/promo/announcement-ticker.tsx';
import {
  useLotteryFavourites,
  useRecentLotteryGames,
} from '../../../components/lottery/lottery-favourites.ts';
import {
  menuGames,
  useLotteryLanguage,
  useLotteryMenu,
} from '../../../components/lottery/lottery-queries.ts';
import { usePlayLottery } from '../../../components/lottery/use-play-lottery.ts';
import { modals } from '../../../lib/modal-store.ts';
import { useIsGuest } from '../../../lib/session-store.ts';
import { CategoryBanners, useCategoryPromos } from '../../games/components/category-banners.tsx';
import { DataTabs } from '../../games/components/data-tabs.tsx';
import { LanguageChoice } from '../components/language-choice.tsx';
import { LotteryCard, LotteryCardSkeleton } from '../components/lottery-card.tsx';
import { LotteryHistoryModal } from '../components/history-modal.tsx';
import {
  ALL_TAB,
  LOBBY_FILTERS,
  filterGames,
  filterNeedsSession,
  gameHasHistory,
  hasHistory,
  isVendorGroup,
  tabGames,
  type LobbyFilter,
} from '../lib/lobby-rules.ts';
import { InChunks } from '../../../lib/render-later.tsx';
import styles from './lobby-page.module.css';

const VendorGames = lazy(() => import('../components/vendor-games.tsx'));

const PANEL_ID = 'lottery-lobby-panel';
const PANEL_TITLE_ID = 'lottery-lobby-panel-title';
const SKELETONS = 4;
// Two cards at once, then one a task (decision 053): all forty-odd in one render blocked a
// slowed phone CPU for most of a second, and a card is ~35 ms of it. Nothing sits below the
// list, so a card arriving moves nothing.
const FIRST_CARDS = 2;
const CARDS_PER_TASK = 1;

/** The game type of a vendor group's list: its games' own, else entertainment lottery. */
function vendorGameType(
  group: LotteryMenuGroup,
  all: readonly { vendorCode: string; gameType: GameType }[],
): GameType {
  return all.find((game) => game.vendorCode === group.vendorCode)?.gameType ?? 'ELOTT';
}

/**
 * The lottery lobby (spec 2, /m/lott): the m_lott banners and ticker, the menu tabs (ALL, then
 * one per menu group; a GPI group shows its vendor's game list), the filter strip all / hot /
 * fav / recent (fav and recent need a session), History Result, and one card per game.
 */
export function LotteryLobbyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLotteryLanguage();
  const isGuest = useIsGuest();
  const { announcements, banners } = useCategoryPromos('LOTT', language);
  const menu = useLotteryMenu();
  const favourites = useLotteryFavourites();
  const recent = useRecentLotteryGames();
  const play = usePlayLottery('lott');
  const [tab, setTab] = useState<string>(ALL_TAB);
  const [chosenFilter, setFilter] = useState<LobbyFilter>('all');

  const groups = menu.data?.groups ?? [];
  const group = groups.find((entry) => entry.tag === tab);
  // A group the server no longer lists falls back to ALL; a signed-out member's fav to all.
  const currentTab = group ? tab : ALL_TAB;
  const filter = isGuest && filterNeedsSession(chosenFilter) ? 'all' : chosenFilter;
  const vendorGroup = group && isVendorGroup(group) ? group : undefined;
  const allGames = menuGames(menu.data);
  const games = filterGames(tabGames(groups, currentTab), filter, {
    favourites: favourites.ids,
    recent,
  });
  const showHistory = !vendorGroup && (currentTab === ALL_TAB || hasHistory(currentTab));
  const historyGame = tabGames(groups, currentTab).find(gameHasHistory);

  const menuTabs = [
    { id: ALL_TAB, label: t('lottery.lobby.allTab') },
    ...groups.map((entry) => ({ id: entry.tag, label: entry.label })),
  ];
  const filterTabs = LOBBY_FILTERS.map((id) => ({ id, label: t(`lottery.${id}`) }));

  const chooseFilter = (next: LobbyFilter) => {
    // Spec 4 and 6: a guest asking for fav or recent gets the login dialog, nothing else.
    if (isGuest && filterNeedsSession(next)) {
      modals.openLogin();
      return;
    }
    setFilter(next);
  };

  let body;
  if (vendorGroup) {
    body = (
      <Suspense fallback={<p role="status" className={styles.message} />}>
        <VendorGames
          vendorCode={vendorGroup.vendorCode!}
          gameType={vendorGameType(vendorGroup, allGames)}
          label={t('lottery.lobby.vendorGames', { name: vendorGroup.label })}
          language={language}
        />
      </Suspense>
    );
  } else if (menu.isPending) {
    body = (
      <div className={styles.cards} role="status" aria-busy="true" aria-label={t('lottery.title')}>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <LotteryCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (menu.isError && !menu.data) {
    body = (
      <div className={styles.message} role="alert">
        <p>{t('lottery.loadError')}</p>
        <button type="button" className={styles.retry} onClick={() => void menu.refetch()}>
          {t('lottery.retry')}
        </button>
      </div>
    );
  } else if (games.length === 0) {
    const empty = {
      all: 'lottery.lobby.emptyAll',
      hot: 'lottery.lobby.emptyHot',
      fav: 'lottery.lobby.emptyFav',
      recent: 'lottery.lobby.emptyRecent',
    } as const;
    body = <p className={styles.message}>{t(empty[filter])}</p>;
  } else {
    body = (
      <ul className={styles.cards} aria-label={t('lottery.lobby.gamesLabel')}>
        <InChunks
          items={games}
          first={FIRST_CARDS}
          step={CARDS_PER_TASK}
          render={(game) => (
            <li key={game.gameId}>
              <LotteryCard
                game={game}
                receivedAt={menu.data?.receivedAt ?? 0}
                favourite={favourites.isFavourite(game.gameId)}
                onToggleFavourite={() => favourites.toggle(game.gameId)}
                onPlay={() => play(game)}
                // The card counts on to the following draw by itself; it ends only when the
                // answer has nothing more on sale. A call in flight may predate the lock: ask
                // again.
                onCountdownEnd={() => void menu.refetch()}
              />
            </li>
          )}
        />
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <CategoryBanners pending={announcements.isPending} banners={banners} />
      <AnnouncementTicker
        announcements={announcements.isPending ? undefined : (announcements.data?.player ?? [])}
        onOpen={() => (isGuest ? modals.openLogin() : void navigate('/message'))}
      />
      <div className={styles.toolbar}>
        {showHistory && (
          <button
            type="button"
            className={styles.history}
            onClick={() => modals.open('lotteryHistory')}
          >
            {t('lottery.historyResult')}
          </button>
        )}
        <LanguageChoice />
      </div>
      <div className={styles.bars}>
        <DataTabs
          tabs={menuTabs}
          value={currentTab}
          onChange={setTab}
          label={t('lottery.lobby.menuLabel')}
          idPrefix="lottery-menu"
          panelId={PANEL_ID}
          className={styles.menuTabs}
        />
        {!vendorGroup && (
          <DataTabs
            tabs={filterTabs}
            value={filter}
            onChange={chooseFilter}
            label={t('lottery.lobby.filterLabel')}
            idPrefix="lottery-filter"
            panelId={PANEL_ID}
            className={styles.filters}
          />
        )}
      </div>
      {/* A heading, not only a label: the cards' h3 names then follow an h2 (heading order). */}
      <section id={PANEL_ID} className={styles.panel} aria-labelledby={PANEL_TITLE_ID}>
        <h2 id={PANEL_TITLE_ID} className="sr-only">
          {menuTabs.find((entry) => entry.id === currentTab)?.label}
        </h2>
        {body}
      </section>
      <LotteryHistoryModal games={allGames} initialGameId={historyGame?.gameId} />
    </div>
  );
}
