import type { Envelope } from '@app/contracts';

/** A game open at our provider, as its page's script sees it. */
export interface ProviderPlayer {
  url: string;
  /** The provider's session cookie (`name=value`). */
  cookie: string;
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<Envelope<T>>;
}

/**
 * Opens a launch URL of the provider as the member's browser does: its one-time code is
 * exchanged for the provider's cookie, then the game client's calls carry that cookie.
 */
export async function openGame(url: string): Promise<ProviderPlayer> {
  const opened = await fetch(url, { redirect: 'manual' });
  const cookie = opened.headers
    .getSetCookie()
    .find((line) => line.startsWith('pv_session='))
    ?.split(';')[0];
  if (opened.status !== 303 || !cookie) {
    throw new Error(`the provider did not open the game (${opened.status})`);
  }
  const origin = new URL(url).origin;
  return {
    url,
    cookie,
    async call<T>(method: string, path: string, body?: unknown) {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as Envelope<T>;
    },
  };
}
