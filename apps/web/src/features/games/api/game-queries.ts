import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import {
  API,
  HOME_WIDGETS_API,
  PAGE_SIZE,
  type BannerGroup,
  type EsportsMatchCounts,
  type FavouritesPage,
  type GameVendors,
  type RecentGamesValue,
  type VendorGameTypes,
  type Game,
  type GameType,
} from '@app/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import {
  firstScreenParser,
  isGameListPageShape,
  isHotGamesShape,
  isVendorGameTypesShape,
} from '../../../lib/first-screen-parsers.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';
import { favouriteKeys } from '../../favourites/favourite-keys.ts';
import type { FeedSource, ListFilters } from '../lib/browse-state.ts';
import { categoryAnnouncementsQuery } from './category-announcements.ts';

const STALE_MS = 60_000;

type GameSchemas = typeof import('./game-schemas.ts');
let schemasModule: Promise<GameSchemas> | undefined;
/** A game call's contract schema, its module loaded with the first call that needs one. */
const contract = <K extends keyof GameSchemas>(name: K): Promise<GameSchemas[K]> =>
  (schemasModule ??= import('./game-schemas.ts')).then((module) => module[name]);
// A game list's and the hot games' first screen: shape checks in production (decision 053).
const gameListParser = () =>
  firstScreenParser(isGameListPageShape, 'game list', () => contract('GameListPage'));
const hotGamesParser = () =>
  firstScreenParser(isHotGamesShape, 'hot games list', () => contract('HotGames'));

export const gameKeys = {
  list: (filters: ListFilters, pageSize: number, language: string) =>
    ['games', 'list', { ...filters, pageSize, language }] as const,
  hot: (gameType: GameType | undefined, vassalage: string | undefined, language: string) =>
    ['games', 'hot', { gameType, vassalage, language }] as const,
  vendorTypes: (gameType: GameType) => ['games', 'vendor-types', gameType] as const,
  vendors: () => ['games', 'vendors'] as const,
  esportsMatches: () => ['games', 'esports-matches'] as const,
  recent: (
    userName: string,
    filter: { gameType?: GameType; vassalage?: string },
    language: string,
  ) => [...memberKeys.all, userName, 'games', 'recent', { ...filter, language }] as const,
};

/**
 * What every tab of the list pages shows, whatever it is made of: the list, hot games, recent
 * games or favourites, each paged its own way (spec 3: games/pageNum/totalPages,
 * content/pageNum/totalPages, list/totalPages, or one page).
 */
export interface GameFeed {
  games: readonly Game[];
  status: 'pending' | 'error' | 'success';
  /** Another page exists (pageNum below totalPages) and none is loading. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Loading the next page failed; the pages already shown stay. */
  moreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
  /** How many games match in all, where the call says so (the game list). */
  totalCount?: number;
}

interface Paging {
  pageNum: number;
  totalPages: number;
}

const nextPage = (last: Paging) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined);

/** A page may come back twice across a reload; a game shows once. */
function uniqueGames(pages: readonly (readonly Game[])[]): Game[] {
  const seen = new Set<string>();
  const games: Game[] = [];
  for (const page of pages) {
    for (const game of page) {
      if (seen.has(game.nodeId)) continue;
      seen.add(game.nodeId);
      games.push(game);
    }
  }
  return games;
}

type InfiniteResult<P> = {
  data: InfiniteData<P> | undefined;
  status: 'pending' | 'error' | 'success';
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
};

function feedOf<P>(query: InfiniteResult<P>, gamesOf: (page: P) => readonly Game[]): GameFeed {
  const pages = query.data?.pages ?? [];
  return {
    games: uniqueGames(pages.map(gamesOf)),
    status: query.status,
    hasMore: query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError,
    loadingMore: query.isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
}

/** The game list (spec 7), 50 a page on the list page, 25 in search, 100 for a vendor. */
export function useGameList(
  filters: ListFilters,
  { pageSize, language, enabled = true }: { pageSize: number; language: string; enabled?: boolean },
): GameFeed {
  const query = useInfiniteQuery({
    queryKey: gameKeys.list(filters, pageSize, language),
    queryFn: ({ pageParam, signal }) =>
      apiGet(API.gameList, gameListParser(), {
        signal,
        query: {
          platform: 'html5',
          clientType: '2',
          pageNo: pageParam,
          pageSize,
          gameType: filters.gameType,
          vassalage: filters.vassalage,
          gameClassify: filters.gameClassify,
          minBet: filters.minBet,
          gameName: filters.gameName,
          isNew: filters.isNew ? '1' : undefined,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: STALE_MS,
    enabled,
  });
  return { ...feedOf(query, (page) => page.games), totalCount: query.data?.pages[0]?.totalCount };
}

/** Hot games of one type (spec 7; the slot list keeps vassalage BGS): one page. */
export function useHotGameFeed(
  gameType: GameType | undefined,
  vassalage: string | undefined,
  { language, enabled = true }: { language: string; enabled?: boolean },
): GameFeed {
  const query = useQuery({
    queryKey: gameKeys.hot(gameType, vassalage, language),
    queryFn: ({ signal }) =>
      apiGet(API.hotGames, hotGamesParser(), {
        signal,
        query: { isPlatform: '2', platform: 'html5', gameType, vassalage },
      }),
    staleTime: STALE_MS,
    enabled,
  });
  return {
    games: query.data?.list ?? [],
    status: query.status,
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
    loadMore: () => {},
    retry: () => void query.refetch(),
  };
}

/**
 * The member's favourites (spec 7), 25 a page, newest first; needs a session. Keyed by the
 * language too: the names (lottery games') come in it, so a switch asks again.
 */
export function useFavouriteFeed(
  filter: { gameType?: GameType; vendor?: string },
  { language, enabled = true }: { language: string; enabled?: boolean },
): GameFeed {
  const userName = useSession()?.userName;
  const query = useInfiniteQuery({
    queryKey: favouriteKeys.list(userName ?? '', { ...filter, language }),
    queryFn: ({ pageParam, signal }) =>
      apiGet<FavouritesPage>(API.favourites, contract('FavouritesPage'), {
        signal,
        query: { pageNo: pageParam, pageSize: PAGE_SIZE.favourite, ...filter },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: enabled && userName !== undefined,
  });
  return feedOf(query, (page) => page.content);
}

/** The member's recently launched games (spec 7), 25 a page; needs a session; by language. */
export function useRecentFeed(
  filter: { gameType?: GameType; vassalage?: string },
  { language, enabled = true }: { language: string; enabled?: boolean },
): GameFeed {
  const userName = useSession()?.userName;
  const query = useInfiniteQuery({
    queryKey: gameKeys.recent(userName ?? '', filter, language),
    queryFn: ({ pageParam, signal }) =>
      apiGet<RecentGamesValue>(API.recentGames, contract('RecentGamesValue'), {
        signal,
        query: { page: pageParam, pageSize: PAGE_SIZE.recent, clientType: '2', ...filter },
      }),
    initialPageParam: 1,
    // The answer has no page number: the page asked for is the count of pages held.
    getNextPageParam: (last, pages) =>
      pages.length < last.totalPages ? pages.length + 1 : undefined,
    enabled: enabled && userName !== undefined,
  });
  return feedOf(query, (page) => page.list);
}

/** The vendors of one game type (spec 7, vendor game type): the class and manufacturer lists. */
export function useVendorTypes(gameType: GameType) {
  return useQuery({
    queryKey: gameKeys.vendorTypes(gameType),
    queryFn: ({ signal }) =>
      apiGet<VendorGameTypes>(
        API.vendorGameTypes,
        // The class chips are on a game list's first screen: no zod in production there.
        firstScreenParser(isVendorGameTypesShape, 'vendor game types', () =>
          contract('VendorGameTypes'),
        ),
        {
          signal,
          sendLanguage: false,
          query: { typeId: gameType },
        },
      ),
    staleTime: 5 * STALE_MS,
  });
}

/** Every vendor by category, in the merchant's order (spec 7, game vendors by merchant). */
export function useGameVendors() {
  return useQuery({
    queryKey: gameKeys.vendors(),
    queryFn: ({ signal }) =>
      apiGet<GameVendors>(API.gameVendors, contract('GameVendors'), {
        signal,
        sendLanguage: false,
      }),
    staleTime: 5 * STALE_MS,
  });
}

/** The server keeps the provider's figures a few seconds; matches start and end by the minute. */
export const ESPORTS_MATCHES_REFRESH_MS = 30_000;

/**
 * Live and upcoming matches per e-sports vendor (the e-sports centre's tiles); `vendors` is null
 * while the game provider cannot be reached, and a failed call shows no figures either.
 */
export function useEsportsMatches(enabled: boolean) {
  return useQuery({
    queryKey: gameKeys.esportsMatches(),
    queryFn: ({ signal }) =>
      apiGet<EsportsMatchCounts>(HOME_WIDGETS_API.esportsMatches, contract('EsportsMatchCounts'), {
        signal,
        sendLanguage: false,
      }),
    enabled,
    staleTime: ESPORTS_MATCHES_REFRESH_MS / 2,
    refetchInterval: ESPORTS_MATCHES_REFRESH_MS,
  });
}

/** Banners (B), ticker (PL) and notices (PU) of one category's banner group. */
export function useCategoryAnnouncements(group: BannerGroup, language: string) {
  return useQuery(categoryAnnouncementsQuery(group, language));
}

/** The filter without the source's kind and unset fields: it is a query key and a query. */
function filterOf<S extends { kind: string }>({ kind: _kind, ...filter }: S): Omit<S, 'kind'> {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as Omit<S, 'kind'>;
}

/**
 * The feed a browse state's source names (`feedSource`). Every feed hook is called on every
 * render (hooks cannot be skipped) and only the named one is enabled; `active` false fetches
 * nothing (the list under an open search view keeps what it shows).
 */
export function useSourceFeed(
  source: FeedSource,
  { gameType, language, active = true }: { gameType: GameType; language: string; active?: boolean },
): GameFeed {
  const list = useGameList(source.kind === 'list' ? source.filters : { gameType }, {
    pageSize: source.kind === 'list' ? source.pageSize : PAGE_SIZE.gameList,
    language,
    enabled: active && source.kind === 'list',
  });
  const hot = useHotGameFeed(
    source.kind === 'hot' ? source.gameType : gameType,
    source.kind === 'hot' ? source.vassalage : undefined,
    { language, enabled: active && source.kind === 'hot' },
  );
  const fav = useFavouriteFeed(source.kind === 'fav' ? filterOf(source) : { gameType }, {
    language,
    enabled: active && source.kind === 'fav',
  });
  const recent = useRecentFeed(source.kind === 'recent' ? filterOf(source) : { gameType }, {
    language,
    enabled: active && source.kind === 'recent',
  });
  return { list, hot, fav, recent }[source.kind];
}
