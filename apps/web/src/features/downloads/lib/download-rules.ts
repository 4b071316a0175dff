/**
 * Where the site runs and what the download bar may offer there (shell spec section 4,
 * decision 019). Pure functions of the user agent and a few browser facts, so the rules are
 * tested without a browser; `readEnvironment` (environment.ts) gathers the facts.
 */

export type Platform = 'android' | 'ios' | 'other';

/** Browsers inside other apps (social, messaging): iOS offers them no "Add to Home Screen". */
const IN_APP_BROWSER = /FBAN|FBAV|Instagram|Line\/|MicroMessenger|GSA\/|TikTok|Snapchat/;
/** iOS browsers that are not Safari; before iOS 16.4 only Safari could add a home-screen app. */
const OTHER_IOS_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|DuckDuckGo/;

/**
 * Android, iOS (iPhone, iPod, iPad; iPadOS 13+ says "Macintosh" but has a touch screen) or
 * anything else (a desktop looking at the phone site).
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/** The iOS version in the user agent ("OS 16_4 like Mac OS X"), or null when it names none. */
export function iosVersion(userAgent: string): { major: number; minor: number } | null {
  const match = /OS (\d+)[_.](\d+)/.exec(userAgent);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]) };
}

function atLeast(version: { major: number; minor: number } | null, major: number, minor: number) {
  if (!version) return true; // iPadOS desktop-mode agents name no version: a recent iPad.
  return version.major > major || (version.major === major && version.minor >= minor);
}

/** Safari itself on iOS: the browser whose share sheet has "Add to Home Screen". */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  return (
    detectPlatform(userAgent, maxTouchPoints) === 'ios' &&
    /Safari\//.test(userAgent) &&
    !OTHER_IOS_BROWSER.test(userAgent) &&
    !IN_APP_BROWSER.test(userAgent)
  );
}

/**
 * Whether this iOS browser can install the site as a home-screen web app: Safari from iOS 11.3
 * (web app manifest and service workers), other browsers from iOS 16.4, never an in-app
 * browser. Not iOS: true (the question does not arise).
 */
export function iosPwaSupported(userAgent: string, maxTouchPoints = 0): boolean {
  if (detectPlatform(userAgent, maxTouchPoints) !== 'ios') return true;
  if (IN_APP_BROWSER.test(userAgent)) return false;
  const version = iosVersion(userAgent);
  if (isIosSafari(userAgent, maxTouchPoints)) return atLeast(version, 11, 3);
  return atLeast(version, 16, 4);
}

export interface DownloadEnvironment {
  platform: Platform;
  /** Safari on iOS (the pop-up then shows the home-screen step). */
  iosSafari: boolean;
  iosPwaSupported: boolean;
  /** An installed PWA window: display-mode standalone, or iOS navigator.standalone. */
  standalone: boolean;
  /** Opened from a home-screen shortcut (WEBCLIP remembered, see launch-mode.ts). */
  webclip: boolean;
  /** Inside the native app. */
  inApp: boolean;
}

export interface DownloadLinkSet {
  android: string | null;
  ios: string | null;
  /** The iOS provisioning profile (MOBILECONFIG). */
  profile: string | null;
}

export interface DownloadBarInput {
  env: DownloadEnvironment;
  /** The merchant's app-window flag and whether the bar needs a session. */
  flags: { appWindowEnabled: boolean; downloadBarNeedsLogin: boolean };
  links: DownloadLinkSet;
  signedIn: boolean;
  /** hideDownloadBar is set. */
  dismissed: boolean;
}

export type DownloadBarDecision =
  | { visible: true }
  | {
      visible: false;
      reason:
        | 'in-app'
        | 'app-window-off'
        | 'no-link'
        | 'standalone'
        | 'webclip-without-ios-link'
        | 'ios-pwa-unsupported'
        | 'needs-login'
        | 'dismissed';
    };

/** The download link that serves this platform: a desktop can scan any of them. */
export function linkForPlatform(platform: Platform, links: DownloadLinkSet): string | null {
  if (platform === 'android') return links.android;
  if (platform === 'ios') return links.ios ?? links.profile;
  return links.android ?? links.ios ?? links.profile;
}

/**
 * Shell spec section 4, in the spec's order: not rendered inside the native app, with the app
 * window flag off or with no link for the platform; forced hidden in an installed PWA, for a
 * home-screen shortcut when no iOS link exists and when an iOS PWA is unsupported; with login
 * required only for a session; and shown until dismissed.
 */
export function downloadBarDecision(input: DownloadBarInput): DownloadBarDecision {
  const { env, flags, links } = input;
  if (env.inApp) return { visible: false, reason: 'in-app' };
  if (!flags.appWindowEnabled) return { visible: false, reason: 'app-window-off' };
  if (!linkForPlatform(env.platform, links)) return { visible: false, reason: 'no-link' };
  if (env.standalone) return { visible: false, reason: 'standalone' };
  if (env.webclip && !links.ios) return { visible: false, reason: 'webclip-without-ios-link' };
  if (env.platform === 'ios' && !env.iosPwaSupported) {
    return { visible: false, reason: 'ios-pwa-unsupported' };
  }
  if (flags.downloadBarNeedsLogin && !input.signedIn) {
    return { visible: false, reason: 'needs-login' };
  }
  if (input.dismissed) return { visible: false, reason: 'dismissed' };
  return { visible: true };
}

export type DownloadAction = 'open-android-link' | 'show-popup';

/**
 * The bar's button (spec section 4, download pop-up): an Android device with an Android link
 * gets the file at once; everyone else gets the pop-up (on iOS Safari with its home-screen
 * step, elsewhere the links and their QR codes).
 */
export function downloadAction(platform: Platform, links: DownloadLinkSet): DownloadAction {
  return platform === 'android' && links.android ? 'open-android-link' : 'show-popup';
}
