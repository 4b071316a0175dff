import { OPEN_LOTTERY_ROUTES } from './lottery-paths.ts';
import { OPEN_MESSAGE_ROUTES } from './messages-paths.ts';
import { OPEN_HOME_WIDGET_ROUTES } from './home-widgets-paths.ts';

/** Every API path of the product, one place for server routes and site calls alike. */
export const API = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/whitelabel',
  consolidatedSettings: '/wps/system/setting/consolidated',
  announcements: '/wps/announcements',
  downloadLinks: '/wps/system/download-links',
  customerService: '/wps/system/customer-service',
  hotGames: '/lgw/games/hot',
  gameMenus: '/lgw/games/menus',
  gameArt: '/lgw/games/art/:gameId.svg',
  /** Game launch (the vendor adapter's URL) and the member's recent games. */
  gameLaunch: '/lgw/games/launch',
  recentGames: '/lgw/games/recent',
  /** Game browsing (issue 5): the paged list with its filters, the vendors and their types. */
  gameList: '/lgw/games/list',
  gameVendors: '/lgw/games/vendors',
  vendorGameTypes: '/lgw/games/vendor-types',
  /** The member's favourite games: GET the page, POST adds, DELETE removes (by node id). */
  favourites: '/lgw/games/favourites',
  favouriteIds: '/lgw/games/favourites/ids',
  bannerArt: '/wps/banners/art/:bannerId.svg',
  /** Generated app icon (download resource AppDownloadIcon). */
  appIcon: '/wps/art/app-icon.svg',
  /** Issue 7 downloads: the demo iOS profile (a web clip) when the merchant configured none. */
  appProfile: '/wps/system/app-profile.mobileconfig',
  openApi: '/wps/openapi.json',
  health: '/wps/health',

  captcha: '/wps/captcha',
  login: '/wps/session/login',
  /** DELETE ends the session (logout). */
  session: '/wps/session',
  /** POST with a bearer token (a token from the page URL) turns it into the session cookie. */
  sessionFromToken: '/wps/session/token',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  registerRules: '/wps/member/register/rules',
  registerSettings: '/wps/system/setting/register',
  usernameCheck: '/wps/check/username',
  affiliateCheck: '/wps/agent/affiliate/check',
  affiliateLookup: '/wps/agent/affiliate',
  smsSend: '/wps/sms/verification',
  trialUser: '/wps/member/trialuser',
  forgotByEmail: '/wps/member/password/email',
  setPasswordByPhone: '/wps/member/password/mobile',
  changePassword: '/wps/member/passWordChangeV2',
  memberInfo: '/wps/member/info',
  avatar: '/wps/member/avatar',
  walletBalance: '/wps/wallet/balance',
  /** Account record: the signed-in member's ledger entries, newest first. */
  walletTransactions: '/wps/wallet/transactions',
  unreadCounts: '/wps/member/unread',

  /** Seamless wallet calls of external game vendors (signed, see api/vendor-wallet.ts). */
  vendorWalletBalance: '/lgw/vendor/:vendorCode/wallet/balance',
  vendorWalletDebit: '/lgw/vendor/:vendorCode/wallet/debit',
  vendorWalletCredit: '/lgw/vendor/:vendorCode/wallet/credit',
  vendorWalletRollback: '/lgw/vendor/:vendorCode/wallet/rollback',

  /** Development only (absent when NODE_ENV=production): sent SMS and e-mail messages. */
  devOutbox: '/dev/outbox',
  /** Development only: the answer of a captcha by key, so tests and the demo can solve it. */
  devCaptcha: '/dev/captcha',
} as const;

/**
 * Route lists are built inside a function handed to a pure call: the site's bundle, which never
 * reads them, drops them whole (top-level array literals of templates or spreads stay in the
 * entry chunk as dead statements).
 */
function routeList(lists: () => ReadonlyArray<readonly string[]>): readonly string[] {
  return lists().flat();
}

/**
 * Calls made by game vendors' servers, not by members: they need no member session and
 * authenticate by an HMAC signature of the body instead (401 vendor.signature.invalid without a
 * valid one). They are on the open list so the session guard lets them through.
 */
export const VENDOR_SIGNED_ROUTES: readonly string[] = /* @__PURE__ */ routeList(() => [
  [
    `POST ${API.vendorWalletBalance}`,
    `POST ${API.vendorWalletDebit}`,
    `POST ${API.vendorWalletCredit}`,
    `POST ${API.vendorWalletRollback}`,
  ],
]);

/**
 * The spec's open list (section 6 of both documents): the only calls that answer without a
 * session, as `METHOD path`. Art and the API description are assets, listed so the server's
 * default-deny hook and its test read one list. Every other API route answers 401.
 */
export const OPEN_API_ROUTES: readonly string[] = /* @__PURE__ */ routeList(() => [
  [
    `GET ${API.systemStatus}`,
    `GET ${API.whitelabel}`,
    `GET ${API.consolidatedSettings}`,
    `GET ${API.announcements}`,
    `GET ${API.downloadLinks}`,
    `GET ${API.customerService}`,
    `GET ${API.hotGames}`,
    `GET ${API.gameMenus}`,
    `GET ${API.gameList}`,
    `GET ${API.gameVendors}`,
    `GET ${API.vendorGameTypes}`,
    `GET ${API.gameArt}`,
    `GET ${API.bannerArt}`,
    `GET ${API.appIcon}`,
    `GET ${API.appProfile}`,
    `GET ${API.openApi}`,
    `GET ${API.health}`,
    `GET ${API.captcha}`,
    `POST ${API.login}`,
    `PUT ${API.register}`,
    `PUT ${API.registerMobile}`,
    `GET ${API.registerRules}`,
    `GET ${API.registerSettings}`,
    `GET ${API.usernameCheck}`,
    `POST ${API.affiliateCheck}`,
    `GET ${API.affiliateLookup}`,
    `POST ${API.smsSend}`,
    `POST ${API.trialUser}`,
    `POST ${API.forgotByEmail}`,
    `POST ${API.setPasswordByPhone}`,
    `GET ${API.devOutbox}`,
    `GET ${API.devCaptcha}`,
  ],
  // Announcement lists (issue 7, decision 016).
  OPEN_MESSAGE_ROUTES,
  // The lottery's lists, numeros and public draw archive (decision 015).
  OPEN_LOTTERY_ROUTES,
  // Home widgets (issue 7, decision 020): winner board, hot matches, hot news and its art.
  OPEN_HOME_WIDGET_ROUTES,
  // Promotions, their art, the help centre and the user agreement (decision 017): plain
  // strings, so the site's entry chunk does not take in PROMOTIONS_API (promotions-paths.test).
  [
    'GET /wps/promotions',
    'GET /wps/promotions/:id',
    'GET /wps/promotions/art/:promotionId.svg',
    'GET /wps/help/center',
    'GET /wps/help/useragreement',
  ],
  // Not member calls: authenticated by the vendor's signature (VENDOR_SIGNED_ROUTES).
  VENDOR_SIGNED_ROUTES,
]);

/**
 * Game art is cached for a day; bumping this when the drawings change (2: themed BGS slots)
 * gives browsers a new URL instead of yesterday's picture.
 */
export const GAME_ART_VERSION = 2;

export function gameArtUrl(gameId: number): string {
  return `${API.gameArt.replace(':gameId', String(gameId))}?v=${GAME_ART_VERSION}`;
}

/**
 * Banner art draws the banner's title, so its URL names the language (`?lang=pt|en`, lower
 * case; VI reads English). Without a language the server draws the merchant's default one.
 */
export function bannerArtUrl(bannerId: number, language?: string): string {
  const path = API.bannerArt.replace(':bannerId', String(bannerId));
  if (language === undefined) return path;
  const lang = language.toLowerCase() === 'pt' ? 'pt' : 'en';
  return `${path}?lang=${lang}`;
}
