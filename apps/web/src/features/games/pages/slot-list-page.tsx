import {
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Game } from '@app/contracts';
import { modals } from '../../../lib/modal-store.ts';
import { useIsGuest } from '../../../lib/session-store.ts';
import { useFavouriteHearts } from '../../favourites/use-favourites.ts';
import { useLaunchGame } from '../../launcher/use-launch-game.ts';
import { useSourceFeed } from '../api/game-queries.ts';
import {
  DATA_TABS,
  browseReducer,
  feedSource,
  initialBrowseState,
  needsSession,
  panelFilters,
  type DataTab,
} from '../lib/browse-state.ts';
import { GameGrid } from '../components/game-grid.tsx';
import { FilterPanel } from '../components/filter-panel.tsx';
import {
  FilterIcon,
  SearchIcon,
  SearchOverlay,
  useQueryLanguage,
} from '../components/search-overlay.tsx';
import '../i18n/texts.ts';
import styles from './slot-list-page.module.css';
import { rovingIndex } from '../../../lib/roving-index.ts';

/** The tab bar: the data tabs, then "filter", which opens the filter panel instead of a list. */
const TABS = [...DATA_TABS, 'filter'] as const;
type TabKey = (typeof TABS)[number];

/** The in-house slot list (spec 2, /m/inhouse): BGS games 25 a page, tabs, search and filter. */
export function SlotListPage() {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(browseReducer, undefined, () =>
    initialBrowseState('slot', 'RNG'),
  );
  const [filterOpen, setFilterOpen] = useState(false);
  const isGuest = useIsGuest();
  const launchGame = useLaunchGame();
  const heartOf = useFavouriteHearts();
  // The list behind an open search shows the tab (the search view has its own results).
  const feed = useSourceFeed(feedSource({ ...state, searching: false }), {
    gameType: state.gameType,
    language: useQueryLanguage('slot'),
  });
  const baseId = useId();
  const tabRefs = useRef(new Map<TabKey, HTMLButtonElement>());
  const tabId = (tab: TabKey) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  // A member who signs out on the recent or favourites tab goes back to all games.
  const guestOnMemberTab = isGuest && needsSession(feedSource({ ...state, searching: false }));
  useEffect(() => {
    if (guestOnMemberTab) dispatch({ type: 'tab', tab: 'all' });
  }, [guestOnMemberTab]);

  // Stable, so the memoised game cards are not rendered again with each list update.
  const onSelect = useCallback((game: Game) => void launchGame(game), [launchGame]);
  const openSearch = () => dispatch({ type: 'name', gameName: '' });
  const openFilter = () => setFilterOpen(true);

  const chooseTab = (tab: TabKey) => {
    if (tab === 'filter') {
      openFilter();
      return;
    }
    if ((tab === 'recent' || tab === 'fav') && isGuest) {
      modals.openLogin();
      return;
    }
    dispatch({ type: 'tab', tab });
  };

  // Arrows move between the tabs; Enter or Space chooses one (a tab may open a dialog).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, tab: TabKey) => {
    const next = rovingIndex(event.key, TABS.indexOf(tab), TABS.length);
    if (next === null) return;
    const target = TABS[next]!;
    event.preventDefault();
    tabRefs.current.get(target)?.focus();
  };

  const emptyText: Partial<Record<DataTab, string>> = {
    recent: t('games.slot.emptyRecent'),
    fav: t('games.slot.emptyFav'),
  };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div className={styles.toolbar}>
          <button
            type="button"
            className={styles.searchField}
            onClick={openSearch}
            aria-haspopup="dialog"
          >
            <SearchIcon size={18} />
            <span>{t('games.slot.search')}</span>
          </button>
          <button
            type="button"
            className={styles.filterButton}
            onClick={openFilter}
            aria-haspopup="dialog"
          >
            <FilterIcon size={18} />
            <span>{t('games.slot.filterButton')}</span>
          </button>
        </div>
        <div role="tablist" aria-label={t('games.slot.tabs')} className={styles.tabs}>
          {TABS.map((tab) => {
            const selected = tab === state.tab;
            return (
              <button
                key={tab}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab, element);
                  else tabRefs.current.delete(tab);
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                className={styles.tab}
                aria-selected={selected}
                aria-controls={tab === 'filter' ? undefined : panelId}
                aria-haspopup={tab === 'filter' ? 'dialog' : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => chooseTab(tab)}
                onKeyDown={(event) => onTabKey(event, tab)}
              >
                {t(`games.slot.${tab}`)}
              </button>
            );
          })}
        </div>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(state.tab)} className={styles.list}>
        <GameGrid
          feed={feed}
          label={t(`games.slot.${state.tab}`)}
          onSelect={onSelect}
          heartOf={heartOf}
          paging="button"
          emptyText={emptyText[state.tab]}
        />
      </div>
      <SearchOverlay
        state={state}
        dispatch={dispatch}
        onSelect={onSelect}
        heartOf={heartOf}
        onOpenFilter={openFilter}
      />
      <FilterPanel
        open={filterOpen}
        gameType={state.gameType}
        initial={panelFilters(state.search)}
        onSubmit={(filters) => {
          setFilterOpen(false);
          dispatch({ type: 'filter', filters });
        }}
        onClose={() => setFilterOpen(false)}
      />
    </div>
  );
}
