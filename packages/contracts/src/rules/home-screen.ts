import type { BannerGroup, GameType } from '../enums.ts';

/**
 * Paths that show the home screen at first paint: the home aliases, the hot tab and the popup
 * routes that open over home (spec section 2). The server uses it to put the first home banner
 * into the page it sends; the site's inline boot script uses it to start the home calls early,
 * so it is a pattern string an ES5 script can embed.
 */
export const HOME_SCREEN_PATH_PATTERN =
  '^/m(/|/index|/index\\.html|/home|/hot|/login|/register|/register\\.html|/forget)?/?$';

const homeScreenPath = new RegExp(HOME_SCREEN_PATH_PATTERN);

export function isHomeScreenPath(pathname: string): boolean {
  return homeScreenPath.test(pathname);
}

/**
 * Each game type's banner group (spec 3 names the groups, not the mapping). In-house games are
 * BGS slots and have no group of their own, so they show the slots' banners. Doubles as the
 * list of the game types a page accepts from its URL.
 */
export const GAME_TYPE_BANNER_GROUPS = {
  RNG: 'm_rng',
  LIVE: 'm_live',
  PVP: 'm_pvp',
  FISH: 'm_fish',
  SPORTS: 'm_sports',
  ESPORTS: 'm_esports',
  LOTT: 'm_lott',
  ELOTT: 'm_elott',
  INHOUSE: 'm_rng',
} as const satisfies Record<GameType, BannerGroup>;

export function isGameType(value: string): value is GameType {
  return Object.hasOwn(GAME_TYPE_BANNER_GROUPS, value);
}

/** Spec 2: the game list takes its type from these paths, else from ?gameType=, else RNG. */
export const GAME_LIST_PATH_TYPES: Readonly<Record<string, GameType>> = {
  '/rng': 'RNG',
  '/live': 'LIVE',
  '/pvp': 'PVP',
  '/fish': 'FISH',
  '/sports': 'SPORTS',
};
/** Spec 2: the game centre's path types, else ?gameType=, else SPORTS. */
export const GAME_CENTRE_PATH_TYPES: Readonly<Record<string, GameType>> = {
  '/sports': 'SPORTS',
  '/inhouse': 'RNG',
  '/esports': 'ESPORTS',
  '/live': 'LIVE',
};

function queriedType(search: string): GameType | undefined {
  const queried = new URLSearchParams(search).get('gameType')?.toUpperCase() ?? '';
  return isGameType(queried) ? queried : undefined;
}

/**
 * The game type of the game list page at a site path ('/rng', '/gameList'; without /m): the
 * path's type, else a known ?gameType=, else RNG (spec 2).
 */
export function gameListPageType(path: string, search = ''): GameType {
  return GAME_LIST_PATH_TYPES[path] ?? queriedType(search) ?? 'RNG';
}

/** The game type of the game centre at a site path: the path's, else ?gameType=, else SPORTS. */
export function gameCentrePageType(path: string, search = ''): GameType {
  return GAME_CENTRE_PATH_TYPES[path] ?? queriedType(search) ?? 'SPORTS';
}

/**
 * The banner group whose first banner leads the page at this URL (the page's largest paint):
 * m_home on home-screen paths, the game type's group on the game list and game centre pages,
 * m_lott on the lottery lobby.
 * None for a vendor's own list (?vassalage=), which opens over its page, nor elsewhere.
 */
export function heroBannerGroup(pathname: string, search: string): BannerGroup | null {
  if (isHomeScreenPath(pathname)) return 'm_home';
  const path = /^\/m(\/[^/]+)\/?$/.exec(pathname)?.[1];
  if (!path) return null;
  if (path === '/gameList' || path in GAME_LIST_PATH_TYPES) {
    if (new URLSearchParams(search).has('vassalage')) return null;
    return GAME_TYPE_BANNER_GROUPS[gameListPageType(path, search)];
  }
  if (path === '/esports' || path === '/gameCenter') {
    return GAME_TYPE_BANNER_GROUPS[gameCentrePageType(path, search)];
  }
  // The lottery lobby leads with the lottery's banners, like a game list.
  if (path === '/lott') return GAME_TYPE_BANNER_GROUPS.LOTT;
  return null;
}
