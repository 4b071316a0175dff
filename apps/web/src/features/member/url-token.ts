import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../lib/session-store.ts';
import { redeemHandoffCode } from './api/session-calls.ts';
import { useHandoffPrompt } from './lib/handoff-prompt.ts';

/**
 * The spec's page-URL parameter. Its value is a one-time hand-off code (decision 029), never a
 * session token: the server refuses a session token where a code is expected.
 */
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

/**
 * Boot step (before the first member query): a visitor's link code becomes the session; a
 * signed-in member is asked first (the hand-off dialog), and keeps the session unless they
 * choose the link's account.
 */
export function adoptUrlToken(client: QueryClient): Promise<unknown> | null {
  const code = takeUrlToken();
  if (!code) return null;
  if (useSessionStore.getState().session) {
    useHandoffPrompt.setState({ code });
    return null;
  }
  return redeemHandoffCode(code, client).catch((error: unknown) => {
    console.warn('The sign-in link was not accepted', error);
    return null;
  });
}
