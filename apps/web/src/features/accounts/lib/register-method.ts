import type { RegisterMethod } from '@app/contracts';

/**
 * How the site runs (registration payload registerMethod): WEBCLIP for an iOS home-screen
 * shortcut, PWA for an installed app window, else H5 in the browser.
 */
export function currentRegisterMethod(): RegisterMethod {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  if (nav?.standalone === true) return 'WEBCLIP';
  try {
    if (globalThis.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  } catch {
    // No media queries: a plain browser page.
  }
  return 'H5';
}

/** The affiliate code a link carries: `?affiliateCode=` or `?code=`. */
export function affiliateCodeFromLink(search: string): string | null {
  const params = new URLSearchParams(search);
  const code = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  return code || null;
}
