import { STORAGE_KEYS } from '@app/contracts';
import { readStorage, writeStorage } from './storage.ts';

/**
 * How the site was opened: in the browser, as an installed PWA, from an iOS home-screen
 * shortcut (web clip) or inside the native app (decision 019). The registration payload's
 * registerMethod and the download bar both read it.
 */

/**
 * The native app's web view adds this token to its user agent, or opens the site with
 * `?inApp=1`: the site then never offers to download the app it already runs in.
 */
export const NATIVE_APP_UA_MARKER = 'ConchaPlayApp';
export const NATIVE_APP_QUERY = 'inApp';
/** The demo web clip (the iOS profile) opens `/m/home?webclip=1`. */
export const WEBCLIP_QUERY = 'webclip';
/** sessionStorage: the native app's query flag outlives in-site navigation. */
const IN_APP_SESSION_KEY = 'IN_APP';

function flagOn(search: string, name: string): boolean {
  const value = new URLSearchParams(search).get(name);
  return value === '1' || value === 'true';
}

/** Inside the native app: its user-agent marker or the query flag it opens the site with. */
export function isNativeApp(userAgent: string, search: string): boolean {
  return userAgent.includes(NATIVE_APP_UA_MARKER) || flagOn(search, NATIVE_APP_QUERY);
}

/** navigator.standalone: only iOS sets it, for a page opened from a home-screen icon. */
export function iosStandalone(): boolean {
  return (
    (globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined)?.standalone ===
    true
  );
}

/** An installed app window: display-mode standalone (any PWA) or iOS home-screen mode. */
export function isStandalone(): boolean {
  if (iosStandalone()) return true;
  try {
    return globalThis.matchMedia?.('(display-mode: standalone)').matches === true;
  } catch {
    return false;
  }
}

/**
 * Remembers, at start-up, what the opening URL says: a web clip's `?webclip=1` (or an iOS
 * home-screen start) sets WEBCLIP in localStorage, which a home-screen app keeps for itself
 * (spec section 3); the native app's `?inApp=1` holds for the visit.
 */
export function rememberLaunchMode(search = globalThis.location?.search ?? ''): void {
  if (flagOn(search, WEBCLIP_QUERY) || iosStandalone()) writeStorage(STORAGE_KEYS.webclip, '1');
  if (flagOn(search, NATIVE_APP_QUERY)) {
    try {
      globalThis.sessionStorage?.setItem(IN_APP_SESSION_KEY, '1');
    } catch {
      // Storage unavailable: the user-agent marker still tells.
    }
  }
}

export function launchedFromWebclip(): boolean {
  return readStorage(STORAGE_KEYS.webclip) === '1';
}

export function runsInNativeApp(): boolean {
  let remembered = false;
  try {
    remembered = globalThis.sessionStorage?.getItem(IN_APP_SESSION_KEY) === '1';
  } catch {
    // ignore
  }
  return (
    remembered ||
    isNativeApp(globalThis.navigator?.userAgent ?? '', globalThis.location?.search ?? '')
  );
}

export interface RegisterMethodInput {
  inApp: boolean;
  webclip: boolean;
  iosStandalone: boolean;
  standalone: boolean;
}

/**
 * registerMethod of the registration payload (accounts spec): APP inside the native app,
 * WEBCLIP from an iOS home-screen shortcut (a web clip or Safari's "Add to Home Screen"),
 * PWA in an installed app window, H5 in the browser.
 */
export function registerMethodFor(input: RegisterMethodInput): 'APP' | 'WEBCLIP' | 'PWA' | 'H5' {
  if (input.inApp) return 'APP';
  if (input.webclip || input.iosStandalone) return 'WEBCLIP';
  if (input.standalone) return 'PWA';
  return 'H5';
}

/** registerMethod for this page, as it runs now. */
export function currentLaunchMethod(): 'APP' | 'WEBCLIP' | 'PWA' | 'H5' {
  return registerMethodFor({
    inApp: runsInNativeApp(),
    webclip: launchedFromWebclip(),
    iosStandalone: iosStandalone(),
    standalone: isStandalone(),
  });
}
