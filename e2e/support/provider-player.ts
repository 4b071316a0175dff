import { API, type Game, type GameListPage } from '@app/contracts';
import type { ApiMember, Envelope } from './api-member.ts';

/**
 * A member's game opened at our provider over plain HTTP: the operator's launch answers the
 * provider's URL, whose one-time code is exchanged for the provider's cookie; then the game
 * client's calls (`/api/...` on the provider's origin).
 */
export interface ProviderPlayer {
  url: string;
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<Envelope<T>>;
}

/** The operator's catalogue entries of a vendor and type (first page, 100 a page). */
export async function catalogueGames(
  member: ApiMember,
  query: { vendor: string; gameType: string; classify?: string },
): Promise<Game[]> {
  const params = new URLSearchParams({
    vassalage: query.vendor,
    gameType: query.gameType,
    pageSize: '100',
    ...(query.classify ? { gameClassify: query.classify } : {}),
  });
  const page = await member.call<GameListPage>('GET', `${API.gameList}?${params}`);
  if (!page.success) throw new Error(`game list failed: ${JSON.stringify(page)}`);
  return page.value.games;
}

export async function launchAtProvider(
  member: ApiMember,
  game: Game,
  freePlay = false,
): Promise<ProviderPlayer> {
  const launched = await member.call<{ url: string }>('POST', API.gameLaunch, {
    gameCategory: game.gameType,
    vendor: game.vendorCode,
    gameId: game.gameId,
    nodeId: game.nodeId,
    freePlay,
  });
  if (!launched.success) throw new Error(`launch failed: ${JSON.stringify(launched)}`);
  const url = launched.value.url;
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
