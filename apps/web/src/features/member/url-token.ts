import type { QueryClient } from '@tanstack/react-query';
import { adoptSessionToken } from './api/session-calls.ts';

export const URL_TOKEN_PARAM = 'token';

/**
 * Takes `token` out of the page URL (any /m/ path) and out of the address bar at once, keeping
 * the other parameters, the hash and the history state; returns it, or null.
 */
export function takeUrlToken(
  location: Location = window.location,
  history: History = window.history,
): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get(URL_TOKEN_PARAM);
  if (token === null) return null;
  url.searchParams.delete(URL_TOKEN_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token.trim() || null;
}

/** Boot step (before the first member query): a token in the URL becomes the session. */
export function adoptUrlToken(client: QueryClient): Promise<unknown> | null {
  const token = takeUrlToken();
  return token ? adoptSessionToken(token, client) : null;
}
