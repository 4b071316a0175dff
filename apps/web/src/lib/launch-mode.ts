import { STORAGE_KEYS } from '@app/contracts';
import { writeStorage } from './storage.ts';

/**
 * What the opening URL says about how the site was opened (web clip, native app), remembered
 * at start-up before the router rewrites the address (decision 019). Only this part runs in
 * the entry bundle; launch-mode-read.ts reads it back in the lazy screens.
 */

/** The native app opens the site with `?inApp=1` (or marks its user agent). */
export const NATIVE_APP_QUERY = 'inApp';
/** The demo web clip (the iOS profile) opens `/m/home?webclip=1`. */
export const WEBCLIP_QUERY = 'webclip';
/** sessionStorage: the native app's query flag outlives in-site navigation. */
export const IN_APP_SESSION_KEY = 'IN_APP';

export function flagOn(search: string, name: string): boolean {
  const value = new URLSearchParams(search).get(name);
  return value === '1' || value === 'true';
}

/** navigator.standalone: only iOS sets it, for a page opened from a home-screen icon. */
export function iosStandalone(): boolean {
  return (
    (globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined)?.standalone ===
    true
  );
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
