import { STORAGE_KEYS } from '@app/contracts';
import { readStorage } from './storage.ts';
import { flagOn, IN_APP_SESSION_KEY, iosStandalone, NATIVE_APP_QUERY } from './launch-mode.ts';

/**
 * How the site runs: in the browser, as an installed PWA, from an iOS home-screen shortcut
 * (web clip) or inside the native app (decision 019). The registration payload's registerMethod
 * and the download bar read it; kept out of the entry (launch-mode.ts is the part that is not).
 */

/**
 * The native app's web view adds this token to its user agent (or opens the site with
 * `?inApp=1`): the site then never offers to download the app it already runs in.
 */
export const NATIVE_APP_UA_MARKER = 'ConchaPlayApp';

/** Inside the native app: its user-agent marker or the query flag it opens the site with. */
export function isNativeApp(userAgent: string, search: string): boolean {
  return userAgent.includes(NATIVE_APP_UA_MARKER) || flagOn(search, NATIVE_APP_QUERY);
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
