import { gameCentrePageType, gameListPageType, type GameType } from '@app/contracts';
import type { ModalFlag } from './modal-store.ts';

/**
 * Page-chrome rules of spec section 2 as plain functions of the router path (without the /m
 * basename, e.g. '/home', '/member/home') and, where it matters, the query string.
 */

/** Paths that show the home screen itself. */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home'] as const;
export const HOME_PATH = '/home';

/** Routes that open a popup over the home screen. */
export const POPUP_ROUTES: Readonly<Record<string, ModalFlag>> = {
  '/login': 'login',
  '/register': 'register',
  '/register.html': 'register',
  '/forget': 'forget',
};

/**
 * Where the invite tab and the referral shortcut lead: the member invite screen (decision 035),
 * which sends agents on to their agent home; guests get the login dialog instead.
 */
export const INVITE_PATH = '/invite';

/** Game-category paths: the game menu's tabs and the shared list and centre pages. */
export const GAME_CATEGORY_PATHS = [
  '/hot',
  '/rng',
  '/live',
  '/pvp',
  '/fish',
  '/sports',
  '/gameList',
  '/inhouse',
  '/esports',
  '/gameCenter',
  '/lott',
] as const;

/**
 * Every route of both specs' route tables with its title key. Screens that later issues build
 * show the home screen until then, but keep their path so these rules apply.
 */
export const ROUTE_TITLES: Readonly<Record<string, string>> = {
  '/hot': 'title.hot',
  '/rng': 'title.gameList.RNG',
  '/live': 'title.gameList.LIVE',
  '/pvp': 'title.gameList.PVP',
  '/fish': 'title.gameList.FISH',
  '/sports': 'title.gameList.SPORTS',
  '/gameList': 'title.gameList.RNG',
  '/inhouse': 'title.inhouse',
  '/esports': 'title.esports',
  '/gameCenter': 'title.gameCenter',
  '/lott': 'title.lott',
  '/lottery': 'title.lottery',
  '/launchGame': 'title.launchGame',
  '/app': 'title.app',
  '/activity': 'title.activity',
  '/activityDetail': 'title.activityDetail',
  '/help': 'title.help',
  '/feedback': 'title.feedback',
  '/message': 'title.message',
  '/messageDetail': 'title.messageDetail',
  '/notice': 'title.notice',
  '/webEmail': 'title.webEmail',
  '/agent': 'title.agent',
  '/agentRegister': 'title.agentRegister',
  '/agent/team/overview': 'title.teamOverview',
  '/agent/team/pnl': 'title.teamPnl',
  '/member/team': 'title.memberTeam',
  '/teamBetting': 'title.teamBetting',
  '/transaction/record': 'title.transactionRecord',
  '/member/agent/agentRebeat': 'title.agentRebate',
  '/member/teamRebate': 'title.teamRebate',
  '/securityCenter': 'title.securityCenter',
  '/member/agent/agentDivident': 'title.agentDividend',
  '/member/notice': 'title.memberNotice',
  '/member/agent/getSalaryContract': 'title.salaryContract',
  '/member/agent/getDevidendContract': 'title.dividendContract',
  '/member/agent/getHourContract': 'title.hourContract',
  // Issue 8, decision 024: the agent home footer's dividend link and the contract offer form.
  '/agent/dividend': 'title.agentDividend',
  '/agent/contract/offer': 'title.contractOffer',
  '/customer': 'title.customer',
  '/member/home': 'title.memberHome',
  '/member/benefits': 'title.memberBenefits',
  '/member/info': 'title.memberInfo',
  '/rewardCenter': 'title.rewardCenter',
  // Issue 25: the member's bonuses.
  '/member/bonuses': 'title.bonuses',
  // Issue 25: tournaments (decision 057), the list and one tournament.
  '/tournaments': 'title.tournaments',
  '/tournament': 'title.tournaments',
  // Issue 18: titled like the shortcut that leads there (no new text in the entry).
  '/invite': 'floating.referral',
  // Issue 23: titled like their member-centre entries.
  '/protection': 'title.protection',
  '/identity': 'title.identity',
  '/gameRecord': 'title.gameRecord',
  '/voucherCenter': 'title.voucherCenter',
  '/withdraw': 'title.withdraw',
  // Cashier (issue 9, decision 025).
  '/voucherCenter/result': 'title.depositResult',
  '/withdraw/payee': 'title.payee',
  '/withdraw/password': 'title.withdrawPassword',
  '/changePsw': 'title.changePsw',
  '/trail': 'title.trail',
  '/set': 'title.set',
  '/other': 'title.other',
  '/vip': 'title.vip',
  '/useragreement': 'title.useragreement',
  '/login': 'title.login',
  '/register': 'title.register',
  '/register.html': 'title.register',
  '/forget': 'title.forget',
};

/** The in-house (BGS) game page: a page header titled after the in-house lobby, back one step. */
export const GAME_PAGE_ROUTE = '/game/bgs/:gameId';
export const GAME_PAGE_PATH = /^\/game\/bgs\/[^/]+$/;

/** Every registered path except the home aliases (the router adds those itself). */
export const REGISTERED_PATHS = Object.keys(ROUTE_TITLES);

/** Header hidden here: the lottery launcher is a full-screen game frame. */
export const HEADER_EXCLUDED_PATHS = ['/launchGame'] as const;
// The agent screens show the agent footer in its place (the layout picks it by route handle).
export const FOOTER_HIDDEN_PATHS = ['/changePsw', '/app', '/help'] as const;
/** The back arrow goes home (not one step back) on these. */
export const BACK_HOME_PATHS = [
  '/login',
  '/register',
  '/register.html',
  '/trail',
  '/notice',
  '/activity',
  '/forget',
  '/message',
] as const;
export const NO_BACK_PATHS = ['/changePsw'] as const;
/** The floating side menu sits lower on these. */
export const FLOATING_LOW_PATHS = ['/login', '/register', '/register.html'] as const;

const GAME_LIST_TITLE_TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS'] as const;
/** The game list of a type without a title of its own borrows its category page's. */
const GAME_LIST_OTHER_TITLES: Partial<Record<GameType, string>> = {
  ESPORTS: 'title.esports',
  LOTT: 'title.lott',
  ELOTT: 'title.lott',
  INHOUSE: 'title.inhouse',
};
/** The routes of the one shared game list page and of the one game centre page (spec 2). */
export const GAME_LIST_PATHS = ['/rng', '/live', '/pvp', '/fish', '/sports', '/gameList'] as const;
export const GAME_CENTRE_PATHS = ['/esports', '/gameCenter'] as const;

/** '/m/home/' -> '/home'; tolerant of the basename and trailing slashes. */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, '/');
  if (path === '/m' || path.startsWith('/m/')) path = path.slice(2) || '/';
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path || '/';
}

function includes(list: readonly string[], path: string): boolean {
  return list.includes(path);
}

/** Game type of the shared game list page: from the path, else `gameType`, default RNG. */
export function gameListType(pathname: string, search = ''): GameType {
  return gameListPageType(normalizePath(pathname), search);
}

/** Game type of the game centre page: from the path, else `gameType`, default SPORTS. */
export function gameCentreType(pathname: string, search = ''): GameType {
  return gameCentrePageType(normalizePath(pathname), search);
}

export function isHomePath(pathname: string): boolean {
  return includes(HOME_PATHS, normalizePath(pathname));
}

/** The popup a route opens over home, if any. */
export function popupForPath(pathname: string): ModalFlag | null {
  return POPUP_ROUTES[normalizePath(pathname)] ?? null;
}

/** Known route (home alias or registered); anything else falls back to home. */
export function isKnownPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return isHomePath(path) || path in ROUTE_TITLES;
}

export function showBannerBlock(pathname: string): boolean {
  const path = normalizePath(pathname);
  return isHomePath(path) || path in POPUP_ROUTES || includes(GAME_CATEGORY_PATHS, path);
}

export type HeaderVariant = 'home' | 'page' | 'none';

/** Home screen paths carry the home header (logo, menu, login/register); others a title bar. */
export function headerVariant(pathname: string): HeaderVariant {
  const path = normalizePath(pathname);
  if (includes(HEADER_EXCLUDED_PATHS, path)) return 'none';
  if (isHomePath(path) || path === '/hot') return 'home';
  return 'page';
}

export function showHeader(pathname: string): boolean {
  return headerVariant(pathname) !== 'none';
}

export function showFooter(pathname: string): boolean {
  return !includes(FOOTER_HIDDEN_PATHS, normalizePath(pathname));
}

export type BackTarget = 'home' | 'back' | 'none';

export function backTarget(pathname: string): BackTarget {
  const path = normalizePath(pathname);
  if (headerVariant(path) !== 'page') return 'none';
  if (includes(NO_BACK_PATHS, path)) return 'none';
  if (includes(BACK_HOME_PATHS, path)) return 'home';
  return 'back';
}

/** i18n key of the header title. */
export function titleKey(pathname: string, search = ''): string {
  const path = normalizePath(pathname);
  if (isHomePath(path)) return 'title.home';
  if (GAME_PAGE_PATH.test(path)) return 'title.inhouse';
  if (path === '/gameList') {
    const type = gameListType(path, search);
    if (includes(GAME_LIST_TITLE_TYPES, type)) return `title.gameList.${type}`;
    // Every other type is titled after its own page, never "Slots".
    return GAME_LIST_OTHER_TITLES[type] ?? 'title.gameList.RNG';
  }
  return ROUTE_TITLES[path] ?? 'title.home';
}

export function floatingMenuLow(pathname: string): boolean {
  return includes(FLOATING_LOW_PATHS, normalizePath(pathname));
}

export type FooterTab = 'memberCentre' | 'promotions' | 'home' | 'deposit' | 'invite';

/** The footer tab shown as current for a path, if any. */
export function activeFooterTab(pathname: string): FooterTab | null {
  const path = normalizePath(pathname);
  if (isHomePath(path) || path === '/hot' || path in POPUP_ROUTES) return 'home';
  if (path === '/activity' || path === '/activityDetail') return 'promotions';
  if (path === '/voucherCenter') return 'deposit';
  if (path === INVITE_PATH) return 'invite';
  if (path.startsWith('/member/')) return 'memberCentre';
  return null;
}

export interface ChromeState {
  path: string;
  headerVariant: HeaderVariant;
  showHeader: boolean;
  showFooter: boolean;
  showBannerBlock: boolean;
  backTarget: BackTarget;
  titleKey: string;
  floatingMenuLow: boolean;
  /** The floating side menu would cover the full-screen lottery game's pickers. */
  showFloatingMenu: boolean;
  activeFooterTab: FooterTab | null;
  popup: ModalFlag | null;
}

export function chromeFor(pathname: string, search = ''): ChromeState {
  const path = normalizePath(pathname);
  return {
    path,
    headerVariant: headerVariant(path),
    showHeader: showHeader(path),
    showFooter: showFooter(path),
    showBannerBlock: showBannerBlock(path),
    backTarget: backTarget(path),
    titleKey: titleKey(path, search),
    floatingMenuLow: floatingMenuLow(path),
    showFloatingMenu: !includes(HEADER_EXCLUDED_PATHS, path),
    activeFooterTab: activeFooterTab(path),
    popup: popupForPath(path),
  };
}
