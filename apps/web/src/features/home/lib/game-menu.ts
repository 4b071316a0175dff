import type { GameMenu } from '@app/contracts';

/**
 * The tab bar of spec 2: hot, rng, inhouse, pvp, fish, live, sports, esports, lott.
 *
 * Our reading of "LOTT and ELOTT are left out of the tab bar": the spec lists `lott` among the
 * tabs, so the lottery lobby (/m/lott) keeps its tab, and what is left out is every other
 * lottery menu entry the game-menus call returns (the ELOTT type, and any LOTT-typed entry
 * that is not the `lott` lobby key). Unknown keys are dropped too: each tab needs a route.
 */
export const MENU_KEYS = [
  'hot',
  'rng',
  'inhouse',
  'pvp',
  'fish',
  'live',
  'sports',
  'esports',
  'lott',
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

function isMenuKey(key: string): key is MenuKey {
  return (MENU_KEYS as readonly string[]).includes(key);
}

/** Tabs to show from the game-menus call, in the server's order (sequence). */
export function menuTabs(menus: readonly GameMenu[] | undefined): MenuKey[] {
  if (!menus) return [...MENU_KEYS];
  const keys = [...menus]
    .sort((a, b) => a.sequence - b.sequence)
    .filter(
      (menu) => menu.gameType !== 'ELOTT' && (menu.gameType !== 'LOTT' || menu.key === 'lott'),
    )
    .map((menu) => menu.key.toLowerCase())
    .filter(isMenuKey);
  return [...new Set(keys)];
}

/** The hot tab is the home tab: highlighted on /m/home and /m/hot (and the home aliases). */
export function activeMenuKey(pathname: string): MenuKey | null {
  const path = pathname.replace(/^\/m(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  if (['/', '/home', '/hot', '/index', '/index.html'].includes(path)) return 'hot';
  const key = path.slice(1);
  return isMenuKey(key) ? key : null;
}
