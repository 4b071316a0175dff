import '../i18n/texts.ts';
import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Game, GameType } from '@app/contracts';
import { NoticeArea } from '../../../components/promo/notice-area.tsx';
import { toApiLanguage } from '../../../i18n/index.ts';
import { gameListType } from '../../../lib/chrome-rules.ts';
import { modals } from '../../../lib/modal-store.ts';
import { useIsGuest } from '../../../lib/session-store.ts';
import { useFavouriteHearts } from '../../favourites/use-favourites.ts';
import { useLaunchGame } from '../../launcher/use-launch-game.ts';
import { useSourceFeed, useVendorTypes } from '../api/game-queries.ts';
import { ClassFilter, type ClassOption } from '../components/class-filter.tsx';
import { DataTabs, dataTabId } from '../components/data-tabs.tsx';
import { FilterPanel } from '../components/filter-panel.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { FilterIcon, SearchIcon, SearchOverlay } from '../components/search-overlay.tsx';
import {
  CLASS_ALL,
  CLASS_FAV,
  CLASS_NEW,
  DATA_TABS,
  browseReducer,
  feedSource,
  initialBrowseState,
  needsSession,
  panelFilters,
  type BrowseAction,
  type DataTab,
  type FeedSource,
} from '../lib/browse-state.ts';
import { CategoryBanners, useCategoryPromos } from '../components/category-banners.tsx';
import styles from './game-list-page.module.css';

/** The server's vendor-code rule: anything else would only earn a 400. */
const VENDOR_CODE = /^[A-Za-z0-9_]{1,32}$/;

function isDataTab(value: string | null): value is DataTab {
  return (DATA_TABS as readonly (string | null)[]).includes(value);
}

/** The game list page (spec 2): /m/rng, /m/live, /m/pvp, /m/fish, /m/sports, /m/gameList. */
export function GameListPage() {
  const { pathname, search } = useLocation();
  const { i18n } = useTranslation();
  const language = toApiLanguage(i18n.language);
  // Spec 2: the path's type, else a known ?gameType=, else RNG.
  const gameType = gameListType(pathname, search);
  const params = new URLSearchParams(search);
  const typeParam = params.get('type');
  const tab = isDataTab(typeParam) ? typeParam : undefined;
  const vendorParam = params.get('vassalage');
  const vassalage = vendorParam && VENDOR_CODE.test(vendorParam) ? vendorParam : undefined;

  const { announcements, banners } = useCategoryPromos(gameType, language);

  return (
    <div className={styles.page}>
      <CategoryBanners pending={announcements.isPending} banners={banners} />
      <NoticeArea
        notices={announcements.isPending ? undefined : (announcements.data?.popup ?? [])}
      />
      {/* A new URL (type, tab or vendor) starts the browse state afresh; the banners stay. */}
      <GameBrowser
        key={`${gameType}|${tab ?? ''}|${vassalage ?? ''}`}
        gameType={gameType}
        tab={tab}
        vassalage={vassalage}
        language={language}
      />
    </div>
  );
}

type BrowserProps = {
  gameType: GameType;
  tab: DataTab | undefined;
  vassalage: string | undefined;
  language: string;
};

function GameBrowser({ gameType, tab, vassalage, language }: BrowserProps) {
  const { t } = useTranslation();
  const isGuest = useIsGuest();
  const [state, dispatch] = useReducer(browseReducer, undefined, () =>
    initialBrowseState('list', gameType, { tab, vassalage }),
  );
  const [filterOpen, setFilterOpen] = useState(false);
  const vendors = useVendorTypes(gameType);
  const launchGame = useLaunchGame();
  // Stable, so the memoised game cards are not rendered again with each list update.
  const onSelect = useCallback((game: Game) => void launchGame(game), [launchGame]);
  const heartOf = useFavouriteHearts();
  const section = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;

  // Favourites and recent games are a member's: a guest (one who came with ?type=fav, or
  // whose session ended) sees the full list, and the member's choice returns after login.
  const locked = isGuest && needsSession(feedSource(state));
  const shown = locked ? browseReducer(state, { type: 'tab', tab: 'all' }) : state;
  const openedLocked = useRef(locked);
  useEffect(() => {
    if (openedLocked.current) modals.openLogin();
  }, []);

  // The search view has its own results; under it the list stays as it was, scroll included,
  // and fetches nothing meanwhile.
  const source = feedSource({ ...shown, searching: false });
  const feed = useSourceFeed(source, { gameType, language, active: !shown.searching });

  const vendorList = (vendors.data?.list ?? []).filter((vendor) => vendor.gameCount > 0);
  const vendorName = (code: string) =>
    vendorList.find((vendor) => vendor.vassalage === code)?.displayName ?? code;
  const classes: ClassOption[] = [
    { value: CLASS_ALL, label: t('games.list.classes.all') },
    { value: CLASS_NEW, label: t('games.list.classes.new') },
    { value: CLASS_FAV, label: t('games.list.classes.fav') },
    ...vendorList.map((vendor) => ({ value: vendor.vassalage, label: vendor.displayName })),
  ];

  const tabs = DATA_TABS.map((id) => ({ id, label: t(`games.list.tabs.${id}`) }));
  const { label, emptyText } = describe(source, vendorName, t);

  /** A guest asking for favourites or recent games gets the login dialog and stays put. */
  const attempt = (action: BrowseAction) => {
    if (isGuest && needsSession(feedSource(browseReducer(state, action)))) {
      modals.openLogin();
      return;
    }
    dispatch(action);
    // From far down the list, a new list starts at its top, under the sticky tab bar.
    const top = section.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) section.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div ref={section} className={styles.browser}>
      <div className={styles.tabBar}>
        <DataTabs
          tabs={tabs}
          value={shown.tab}
          onChange={(next) => attempt({ type: 'tab', tab: next })}
          label={t('games.list.tabs.label')}
          idPrefix={idPrefix}
          panelId={panelId}
        />
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={dataTabId(idPrefix, shown.tab)}
        className={styles.panel}
      >
        {shown.tab === 'all' && (
          <ClassFilter
            className={styles.classes}
            options={classes}
            value={shown.gameClass}
            onChange={(gameClass) => attempt({ type: 'class', gameClass })}
            label={t('games.list.classes.label')}
          />
        )}
        <div className={styles.toolbar}>
          <h2 className={styles.heading}>
            {label}
            {feed.totalCount !== undefined && feed.status === 'success' && (
              <span className={styles.count}>
                {t('games.list.count', { count: feed.totalCount })}
              </span>
            )}
          </h2>
          <button
            type="button"
            className={styles.tool}
            aria-label={t('games.list.search')}
            onClick={() => dispatch({ type: 'name', gameName: '' })}
          >
            <SearchIcon size={20} />
          </button>
          <button
            type="button"
            className={styles.tool}
            aria-label={t('games.list.filter')}
            aria-haspopup="dialog"
            onClick={() => setFilterOpen(true)}
          >
            <FilterIcon size={20} />
          </button>
        </div>
        <div className={styles.grid}>
          <GameGrid
            feed={feed}
            label={label}
            onSelect={onSelect}
            heartOf={heartOf}
            paging="scroll"
            emptyText={emptyText}
          />
        </div>
      </div>
      <SearchOverlay
        state={state}
        dispatch={dispatch}
        onSelect={onSelect}
        heartOf={heartOf}
        onOpenFilter={() => setFilterOpen(true)}
      />
      <FilterPanel
        open={filterOpen}
        gameType={gameType}
        initial={panelFilters(state.search)}
        onSubmit={(filters) => {
          dispatch({ type: 'filter', filters });
          setFilterOpen(false);
        }}
        onClose={() => setFilterOpen(false)}
      />
    </div>
  );
}

/**
 * The four feeds, every one called on every render (rules of hooks); only the chosen one may
 * fetch, and only while the list is what shows.
 */

type Translate = ReturnType<typeof useTranslation>['t'];

/** The grid's name and its empty view's words, after what it shows. */
function describe(
  source: FeedSource,
  vendorName: (code: string) => string,
  t: Translate,
): { label: string; emptyText?: string } {
  switch (source.kind) {
    case 'hot':
      return { label: t('games.list.grid.hot'), emptyText: t('games.list.empty.hot') };
    case 'recent':
      return { label: t('games.list.grid.recent'), emptyText: t('games.list.empty.recent') };
    case 'fav':
      return { label: t('games.list.grid.fav'), emptyText: t('games.list.empty.fav') };
    case 'list':
      if (source.filters.isNew) {
        return { label: t('games.list.grid.new'), emptyText: t('games.list.empty.new') };
      }
      if (source.filters.vassalage) {
        return {
          label: t('games.list.grid.vendor', { vendor: vendorName(source.filters.vassalage) }),
        };
      }
      return { label: t('games.list.grid.all') };
  }
}
