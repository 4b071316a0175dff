import type { RegisterMethod } from '@app/contracts';
import { currentLaunchMethod } from '../../../lib/launch-mode-read.ts';

/**
 * How the site runs (registration payload registerMethod): APP inside the native app, WEBCLIP
 * from an iOS home-screen shortcut, PWA in an installed app window, else H5 in the browser
 * (lib/launch-mode.ts, decision 019).
 */
export function currentRegisterMethod(): RegisterMethod {
  return currentLaunchMethod();
}

/** The affiliate code a link carries: `?affiliateCode=` or `?code=`. */
export function affiliateCodeFromLink(search: string): string | null {
  const params = new URLSearchParams(search);
  const code = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  return code || null;
}
