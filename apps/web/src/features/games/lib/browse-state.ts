import {
  DEFAULT_SLOT_VENDOR,
  PAGE_SIZE,
  type GameClassification,
  type GameType,
} from '@app/contracts';

/**
 * The filter and search state of the game list page and the slot list (spec 4, game list data
 * tab, game class and search), as one pure reducer: the pages only render it. Paging is not
 * held here: the filters are the list's query key, so any change starts again at page 1 with
 * an empty list, and "load more" asks the key's next page.
 */

/** Data tabs (spec 4). "search" is the results view, held as `searching`. */
export const DATA_TABS = ['all', 'hot', 'recent', 'fav'] as const;
export type DataTab = (typeof DATA_TABS)[number];

/** Game classes of the list page: ALL, NEW, FAV, then one per vendor (its code). */
export const CLASS_ALL = 'ALL';
export const CLASS_NEW = 'NEW';
export const CLASS_FAV = 'FAV';

/** Game classifications of the filter panel (spec 5), after "all". */
export const GAME_CLASSIFICATIONS = [
  'JP',
  'SC',
  'VP',
  'TG',
  'AC',
] as const satisfies readonly GameClassification[];

/** What the game list call is asked for (spec 7); absent fields are not sent. */
export interface ListFilters {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: GameClassification;
  /** Currency units as the picker shows them ("0.05"). */
  minBet?: string;
  gameName?: string;
  isNew?: boolean;
}

/** The removable chips of the search view, in the order they show. */
export const CHIP_KEYS = ['vassalage', 'gameClassify', 'minBet', 'gameName'] as const;
export type ChipKey = (typeof CHIP_KEYS)[number];
export type SearchFilters = Partial<Pick<ListFilters, ChipKey>>;

export type BrowseMode = 'list' | 'slot';

export interface BrowseState {
  /** The game list page, or the slot list (vendor BGS unless a filter says otherwise). */
  mode: BrowseMode;
  gameType: GameType;
  tab: DataTab;
  gameClass: string;
  /** The search and filter panel's choices: the chips. */
  search: SearchFilters;
  /** The results view is open (spec 4: a filter result opens it; closing returns to the list). */
  searching: boolean;
}

export type BrowseAction =
  | { type: 'tab'; tab: DataTab }
  | { type: 'class'; gameClass: string }
  /** The filter panel was submitted (or the page opened with ?vassalage=). */
  | { type: 'filter'; filters: Omit<SearchFilters, 'gameName'> }
  /** The name box, after its 500 ms debounce. */
  | { type: 'name'; gameName: string }
  | { type: 'removeChip'; chip: ChipKey }
  | { type: 'closeSearch' };

const slotDefaults = (): SearchFilters => ({ vassalage: DEFAULT_SLOT_VENDOR });

export function initialBrowseState(
  mode: BrowseMode,
  gameType: GameType,
  options: { tab?: DataTab; vassalage?: string } = {},
): BrowseState {
  const base: BrowseState = {
    mode,
    gameType,
    tab: options.tab ?? 'all',
    gameClass: CLASS_ALL,
    search: mode === 'slot' ? slotDefaults() : {},
    searching: false,
  };
  return options.vassalage
    ? browseReducer(base, { type: 'filter', filters: { vassalage: options.vassalage } })
    : base;
}

function without(search: SearchFilters, chip: ChipKey): SearchFilters {
  const next = { ...search };
  delete next[chip];
  return next;
}

export function browseReducer(state: BrowseState, action: BrowseAction): BrowseState {
  switch (action.type) {
    case 'tab':
      // Spec 4: a tab change resets the list and the vendor; the slot list goes back to BGS and
      // clears the name, classification and minimum bet.
      return {
        ...state,
        tab: action.tab,
        gameClass: CLASS_ALL,
        search: state.mode === 'slot' ? slotDefaults() : {},
        searching: false,
      };
    case 'class':
      // ALL clears the vendor, FAV shows the favourites, NEW and a vendor narrow the list.
      return { ...state, gameClass: action.gameClass, search: {}, searching: false };
    case 'filter': {
      const search: SearchFilters = { ...action.filters };
      if (state.search.gameName) search.gameName = state.search.gameName;
      for (const chip of CHIP_KEYS) if (!search[chip]) delete search[chip];
      return { ...state, tab: 'all', gameClass: CLASS_ALL, search, searching: true };
    }
    case 'name': {
      const gameName = action.gameName.trim();
      const search = gameName ? { ...state.search, gameName } : without(state.search, 'gameName');
      return { ...state, search, searching: true };
    }
    case 'removeChip':
      return { ...state, search: without(state.search, action.chip) };
    case 'closeSearch':
      return {
        ...state,
        search: state.mode === 'slot' ? slotDefaults() : {},
        searching: false,
      };
  }
}

/** Where the shown games come from, and how the game list is asked for them. */
export type FeedSource =
  | { kind: 'list'; filters: ListFilters; pageSize: number }
  | { kind: 'hot'; gameType?: GameType; vassalage?: string }
  | { kind: 'recent'; gameType?: GameType; vassalage?: string }
  | { kind: 'fav'; gameType?: GameType; vendor?: string };

export function feedSource(state: BrowseState): FeedSource {
  const { gameType, search } = state;
  if (state.mode === 'slot') {
    // The slot list's own paging: 25 a page with "load more", the BGS vendor by default.
    const vendor = search.vassalage;
    if (state.searching || state.tab === 'all') {
      return { kind: 'list', filters: { gameType, ...search }, pageSize: PAGE_SIZE.slotList };
    }
    if (state.tab === 'hot') return { kind: 'hot', gameType, vassalage: vendor };
    if (state.tab === 'recent') return { kind: 'recent', vassalage: vendor };
    return { kind: 'fav', vendor };
  }
  if (state.searching) {
    const onlyVendor = Object.keys(search).length === 1 && search.vassalage !== undefined;
    // A vendor's own list (H5 vassalage vendors, ?vassalage=) comes 100 a page.
    const pageSize = onlyVendor ? PAGE_SIZE.vendorGameList : PAGE_SIZE.search;
    return { kind: 'list', filters: { gameType, ...search }, pageSize };
  }
  if (state.tab === 'hot') return { kind: 'hot', gameType };
  if (state.tab === 'recent') return { kind: 'recent', gameType };
  if (state.tab === 'fav' || state.gameClass === CLASS_FAV) return { kind: 'fav', gameType };
  const filters: ListFilters = { gameType };
  if (state.gameClass === CLASS_NEW) filters.isNew = true;
  else if (state.gameClass !== CLASS_ALL) filters.vassalage = state.gameClass;
  return { kind: 'list', filters, pageSize: PAGE_SIZE.gameList };
}

/** Favourites and recent games need a session (spec 6): a guest gets the login dialog. */
export function needsSession(source: FeedSource): boolean {
  return source.kind === 'fav' || source.kind === 'recent';
}

/** The chips of the search view: one per chosen filter, each removable. */
export function activeChips(search: SearchFilters): { key: ChipKey; value: string }[] {
  return CHIP_KEYS.flatMap((key) => {
    const value = search[key];
    return value ? [{ key, value }] : [];
  });
}

/** What the filter panel opens with: the chosen filters but the name (the search box has it). */
export function panelFilters(search: SearchFilters): Omit<SearchFilters, 'gameName'> {
  const { gameName: _name, ...filters } = search;
  return filters;
}

/** The game-type and minimum-bet pickers show for RNG only (spec 2). */
export function hasTypePickers(gameType: GameType): boolean {
  return gameType === 'RNG';
}

/** The filter panel's reset clears the manufacturer only (spec 2). */
export function resetPanel<T extends { vassalage?: string }>(draft: T): T {
  return { ...draft, vassalage: undefined };
}
