import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  API,
  DRAW_ARCHIVE_PAGE_SIZE,
  LOTTERY_API,
  TIMING,
  menuRefreshDelay,
  type Language,
  type LotteryMenuValue,
  type PrizeMode,
} from '@app/contracts';
import { apiGet } from '../../lib/api-client.ts';
import { firstScreenParser, isLotteryMenuShape } from '../../lib/first-screen-parsers.ts';
import { toApiLanguage } from '../../i18n/index.ts';
import { noteServerTime } from './use-server-clock.ts';
import { liveMeta, pollWhileLive, useLive } from '../../lib/live-status.ts';

/**
 * The lottery calls (spec 7; decision 015) as TanStack queries. Their schemas load with the
 * first call, not with the screen (the home widget must stay light), and every answer with a
 * `serverTime` moves the server clock the countdowns run on. Each names in its `meta` the live
 * draw events that refresh it (decision 062): `draw` (a lock or a result), `drawn` (results).
 */
let schemasModule: Promise<typeof import('./lottery-schemas.ts')> | undefined;
const schemas = () => (schemasModule ??= import('./lottery-schemas.ts'));
// The lobby's first screen: a shape check in production, the contract in development.
const menuParser = () =>
  firstScreenParser(
    isLotteryMenuShape,
    'lottery menu',
    async () => (await schemas()).LotteryMenuValue,
  );

const STALE_MS = 30_000;
/** Spec 9: the recent Vietnam lottery asks for 100 results in all, on the mobile device. */
export const VIETNAM_RECENT_COUNT = 100;
const DEVICE = 'MOBILE';

export const lotteryKeys = {
  all: ['lottery'] as const,
  menu: (language: Language, prizeMode?: PrizeMode) =>
    ['lottery', 'menu', { language, prizeMode }] as const,
  games: (language: Language, tag?: string) => ['lottery', 'games', { language, tag }] as const,
  popular: (language: Language) => ['lottery', 'popular', { language }] as const,
  vietnamMenu: (language: Language) => ['lottery', 'vietnam-menu', { language }] as const,
  vietnamRecent: (language: Language) => ['lottery', 'vietnam-recent', { language }] as const,
  numero: (gameId: number, prizeMode: PrizeMode | undefined, language: Language) =>
    ['lottery', 'numero', { gameId, prizeMode, language }] as const,
  draws: (gameId: number) => ['lottery', 'draws', { gameId }] as const,
  drawHistoryUrl: () => ['download-links', 'draw-history'] as const,
};

/** The API language of the site's current language (VI when Tiếng Việt is chosen). */
export function useLotteryLanguage(): Language {
  const { i18n } = useTranslation();
  return toApiLanguage(i18n.language);
}

/**
 * An answer with the phone's Date.now() when it arrived: a countdown counts from there. Kept
 * in the data (not the query's dataUpdatedAt) so an answer shown as the placeholder of another
 * language's query still counts from its own arrival.
 */
export type Received<T> = T & { receivedAt: number };

function withClock<T extends { serverTime: number }>(value: T): Received<T> {
  const receivedAt = Date.now();
  noteServerTime(value.serverTime, receivedAt);
  return { ...value, receivedAt };
}

/** Every game of a menu answer, each once (a game may sit in ALL and in its own group). */
export function menuGames(menu: LotteryMenuValue | undefined) {
  const seen = new Set<number>();
  return (menu?.groups ?? [])
    .flatMap((group) => group.gameMenus)
    .filter((game) => (seen.has(game.gameId) ? false : (seen.add(game.gameId), true)));
}

/**
 * Lottery menu (spec 7: prizeMode, device MOBILE): the lobby's groups with their games. `live`:
 * the public live stream is up (decision 062), so draw events say when a game locks or draws.
 */
export function lotteryMenuQuery(language: Language, prizeMode?: PrizeMode, live = false) {
  return queryOptions({
    queryKey: lotteryKeys.menu(language, prizeMode),
    queryFn: async ({ signal }) =>
      withClock(
        await apiGet(LOTTERY_API.menu, await menuParser(), {
          signal,
          query: { device: DEVICE, prizeMode, language },
        }),
      ),
    staleTime: STALE_MS,
    meta: liveMeta('draw'),
    // Spec 4: again when the soonest open game's time is up (at most 30 s, 7 s when none).
    refetchInterval: (query) =>
      pollWhileLive(
        live,
        query.state.data
          ? menuRefreshDelay(menuGames(query.state.data))
          : TIMING.lotteryMenuRefreshIdleMs,
      ),
  });
}

export function useLotteryMenu({ prizeMode }: { prizeMode?: PrizeMode } = {}) {
  const live = useLive('public');
  return useQuery({
    ...lotteryMenuQuery(useLotteryLanguage(), prizeMode, live),
    placeholderData: keepPreviousData,
  });
}

/** Lottery list: every game with its open draw, or one tag's. */
export function lotteryGamesQuery(language: Language, tag?: string) {
  return queryOptions({
    queryKey: lotteryKeys.games(language, tag),
    queryFn: async ({ signal }) =>
      withClock(
        await apiGet(LOTTERY_API.games, (await schemas()).LotteryListValue, {
          signal,
          query: { tag, language },
        }),
      ),
    staleTime: STALE_MS,
    meta: liveMeta('draw'),
  });
}

export function useLotteryGames({ tag }: { tag?: string } = {}) {
  return useQuery({
    ...lotteryGamesQuery(useLotteryLanguage(), tag),
    placeholderData: keepPreviousData,
  });
}

/** Popular lottery list: the games tagged vietnam_rb_hot. */
export function usePopularLottery() {
  const language = useLotteryLanguage();
  return useQuery({
    queryKey: lotteryKeys.popular(language),
    queryFn: async ({ signal }) =>
      withClock(
        await apiGet(LOTTERY_API.popular, (await schemas()).LotteryListValue, {
          signal,
          query: { language },
        }),
      ),
    staleTime: STALE_MS,
    meta: liveMeta('draw'),
    placeholderData: keepPreviousData,
  });
}

/** Vietnam lottery menu: the regional groups only. */
export function useVietnamMenu() {
  const language = useLotteryLanguage();
  return useQuery({
    queryKey: lotteryKeys.vietnamMenu(language),
    queryFn: async ({ signal }) =>
      withClock(
        await apiGet(LOTTERY_API.vietnamMenu, (await schemas()).LotteryMenuValue, {
          signal,
          query: { device: DEVICE, language },
        }),
      ),
    staleTime: STALE_MS,
    meta: liveMeta('draw'),
    placeholderData: keepPreviousData,
  });
}

/** Recent Vietnam lottery (spec 7: device MOBILE, recentCount 100, prizeMode Lott, language). */
export function vietnamRecentQuery(language: Language) {
  return queryOptions({
    queryKey: lotteryKeys.vietnamRecent(language),
    queryFn: async ({ signal }) =>
      withClock(
        await apiGet(LOTTERY_API.vietnamRecent, (await schemas()).VietnamRecentValue, {
          signal,
          query: {
            device: DEVICE,
            recentCount: VIETNAM_RECENT_COUNT,
            prizeMode: 'Lott',
            language,
          },
        }),
      ),
    staleTime: 60_000,
    meta: liveMeta('drawn'),
  });
}

export function useVietnamRecent() {
  return useQuery({
    ...vietnamRecentQuery(useLotteryLanguage()),
    placeholderData: keepPreviousData,
  });
}

/** One game's open draw (numero) with its odds and seed hash, and its latest results. */
export function lotteryNumeroQuery(
  gameId: number,
  prizeMode: PrizeMode | undefined,
  language: Language,
) {
  return queryOptions({
    queryKey: lotteryKeys.numero(gameId, prizeMode, language),
    queryFn: async ({ signal }) =>
      withClock(
        await apiGet(LOTTERY_API.numero, (await schemas()).NumeroValue, {
          signal,
          query: { gameId, prizeMode, language },
        }),
      ),
    staleTime: 5_000,
    meta: liveMeta('draw'),
  });
}

export function useLotteryNumero(
  gameId: number | undefined,
  { prizeMode, enabled = true }: { prizeMode?: PrizeMode; enabled?: boolean } = {},
) {
  const language = useLotteryLanguage();
  return useQuery({
    ...lotteryNumeroQuery(gameId ?? 0, prizeMode, language),
    enabled: enabled && gameId !== undefined && gameId > 0,
  });
}

/** The public draw archive of one game (seed, hash and result of every drawn draw), paged. */
export function lotteryDrawsQuery(gameId: number, pageSize = DRAW_ARCHIVE_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [...lotteryKeys.draws(gameId), pageSize],
    queryFn: async ({ pageParam, signal }) =>
      apiGet(LOTTERY_API.draws, (await schemas()).DrawsValue, {
        signal,
        sendLanguage: false,
        query: { gameId, pageNo: pageParam, pageSize },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: STALE_MS,
    meta: liveMeta('drawn'),
  });
}

export function useLotteryDraws(
  gameId: number | undefined,
  { enabled = true, pageSize }: { enabled?: boolean; pageSize?: number } = {},
) {
  return useInfiniteQuery({
    ...lotteryDrawsQuery(gameId ?? 0, pageSize),
    enabled: enabled && gameId !== undefined && gameId > 0,
  });
}

/**
 * The external draw-history address of the download-links configuration (the history modal's
 * "More History"); empty when the operator set none.
 */
export function useDrawHistoryUrl({ enabled = true }: { enabled?: boolean } = {}) {
  const language = useLotteryLanguage();
  return useQuery({
    queryKey: [...lotteryKeys.drawHistoryUrl(), language],
    queryFn: async ({ signal }) =>
      (
        await apiGet(API.downloadLinks, (await schemas()).DownloadLinks, {
          signal,
          query: { language },
        })
      ).drawHistoryUrl,
    staleTime: 5 * 60_000,
    enabled,
  });
}
