/** Business constants of spec section 9 (shell-games-lottery.md) shared by server and site. */
export const PAGE_SIZE = {
  search: 25,
  slotList: 25,
  recent: 25,
  favourite: 25,
  gameList: 50,
  vendorGameList: 100,
  favouriteIds: 100,
} as const;

export const RECENT_VIETNAM_LOTTERY_COUNT = 100;

export const TIMING = {
  bannerAutoplayMs: 5_000,
  loadingOverlayTimeoutMs: 10_000,
  countdownTickMs: 500,
  countdownNearSeconds: 5,
  lotteryHighlightWindowMs: 86_400_000,
  lotteryMenuRefreshMaxMs: 30_000,
  lotteryMenuRefreshIdleMs: 7_000,
  toastDefaultMs: 3_000,
  toastLongMs: 8_000,
  toastSuccessMs: 1_000,
  /** The favourite toggle's loading toast (section 9: favourite 3 s). */
  favouriteToastMs: 3_000,
  dialogMaskGuardMs: 300,
  noticeAutoCloseMs: 1_500,
  popupFadeMs: 200,
  popupSlideMs: 300,
  languageDebounceLoginMs: 200,
  languageDebounceSlotListMs: 250,
  swipeThresholdPx: 100,
  swipeResetMs: 500,
  infiniteScrollThresholdPx: 300,
  infiniteScrollThrottleMs: 500,
  /** A scroll is looked at this long after it happens (spec 4 "scroll handling delayed"). */
  infiniteScrollDelayMs: 150,
  searchDebounceMs: 500,
} as const;

export const DEFAULT_SLOT_VENDOR = 'BGS';
export const CLIENT_TYPE_GAME_LIST = 2;
export const GATEWAY_CODES = { WEB: 1, MOBILE: 3 } as const;
export const DOWNLOAD_BAR_RATING = '5.0';
export const HIDDEN_BALANCE = '*****';
export const COPYRIGHT_YEARS = '2019-2025';
export const MIN_AGE = 18;
export const GAME_COUNT_CLAIM = 600;
export const MIN_IOS_VERSION = '12.4';

/** Local storage keys the site uses (spec section 3). */
export const STORAGE_KEYS = {
  hideDownloadBar: 'hideDownloadBar',
  webclip: 'WEBCLIP',
  lotteryFavourites: 'LOTTFAV',
  session: 'MC_SESSION_INFO',
  systemStatus: 'SYSTEM_STATUS',
  theme: 'theme',
  language: 'language',
} as const;

/**
 * Customer types (spec section 9): 0 member, 4 trial; 0, 4 and 40 are not agents. Kept here,
 * not in enums.ts, because the site's entry needs them and enums.ts carries zod.
 */
export const NON_AGENT_TYPES = [0, 4, 40] as const;
export const TRIAL_TYPE = 4;

export const CUSTOMER_TYPE = { member: 0, trial: 4 } as const;

/**
 * Account limits. The spec leaves session lifetime and code lifetimes open; these are our
 * choices (docs/decisions/008-accounts-and-sessions.md).
 */
export const ACCOUNT = {
  /** A session unused this long ends. */
  sessionIdleMs: 2 * 60 * 60_000,
  /** A session ends this long after login, used or not. */
  sessionAbsoluteMs: 7 * 24 * 60 * 60_000,
  captchaTtlMs: 5 * 60_000,
  captchaLength: 4,
  smsCodeTtlMs: 2 * 60_000,
  /** A new code for the same number (and purpose) is refused within this time of the last. */
  smsResendMs: 60_000,
  smsMaxSendsPerHour: 5,
  smsMaxChecks: 5,
  /** The "get code" button shows this before the first send (spec section 4). */
  smsCountdownDefaultSeconds: 60,
  tempPasswordTtlMs: 30 * 60_000,
  /** Failed logins counted per account, per address and per pair within one hour. */
  loginFailureWindowMs: 60 * 60_000,
  /** Failures of one account from one address in the hour that refuse that pair until the oldest leaves. */
  loginMaxFailuresPerHour: 100,
  /** From this many failures of one account from one address, each further try waits (doubling, capped). */
  loginDelayAfterFailures: 3,
  loginDelayBaseMs: 1_000,
  loginDelayMaxMs: 60_000,
  /** A session hand-off code (a page URL's `?token=`, decision 029) lives this long. */
  handoffCodeTtlMs: 60_000,
  trialBalanceCents: 200_000,
  passwordChangeLoadingMs: 10_000,
  smsSendingToastMs: 10_000,
  smsSentToastMs: 1_500,
  logoutMessageMs: 9_999_000,
} as const;

/** Session storage keys: the trial account name and a forced change's password in memory. */
export const SESSION_STORAGE_KEYS = {
  trialUser: 'TRIAL_USER',
} as const;

/** Local storage key of the remembered login (name and mode only, never the password). */
export const REMEMBERED_LOGIN_KEY = 'REMEMBERED_LOGIN';

/**
 * The spec's e-mail rule (word characters, @, a domain, a 2-3 letter ending), written without
 * nested quantifiers so a long hostile input cannot make it backtrack for seconds.
 */
export const EMAIL_PATTERN = /^[\w.+-]+@\w+(?:[.-]\w+)*\.[A-Za-z]{2,3}$/;

/** Recent list page size (spec section 9). */
export const RECENT_GAMES_PAGE_SIZE = 25;
/** How many recent games a member keeps; older ones drop off as new ones are played. */
export const RECENT_GAMES_KEPT = 100;
