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
  /**
   * Game launch (POST: it records the recent game, so never a GET a link or image could fire;
   * the vendor adapter's URL) and the member's recent games.
   */
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
  /**
   * Session hand-off (decision 029): POST by a signed-in member issues a one-time code for a
   * page URL's `?token=`; POST to the redeem path exchanges that code for a new session.
   */
  sessionHandoff: '/wps/session/handoff',
  sessionHandoffRedeem: '/wps/session/handoff/redeem',
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
  /** Our game provider consumes a launch token (api/provider.ts, decision 039). */
  vendorLaunchVerify: '/lgw/vendor/:vendorCode/launch/verify',

  /** Development only (absent when NODE_ENV=production): sent SMS and e-mail messages. */
  devOutbox: '/dev/outbox',
  /** Development only: the answer of a captcha by key, so tests and the demo can solve it. */
  devCaptcha: '/dev/captcha',
  /**
   * Development only: moves the server's clock (the lottery's lock, draw and settle times)
   * forward, so journeys reach a draw without waiting for it (body DevClockBody).
   */
  devClock: '/dev/clock',
} as const;

/**
 * Game art is cached for a day; bumping this when the drawings change (2: themed BGS slots)
 * gives browsers a new URL instead of yesterday's picture.
 */
export const GAME_ART_VERSION = 2;

/**
 * A game's art URL. Only art that draws a translated name (the lottery tiles) names a language
 * (`&lang=pt|en|vi`); every other game's art is the same in all languages and keeps one URL.
 */
export function gameArtUrl(gameId: number, language?: string): string {
  const path = `${API.gameArt.replace(':gameId', String(gameId))}?v=${GAME_ART_VERSION}`;
  return language === undefined ? path : `${path}&lang=${language.toLowerCase()}`;
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
