import { API, type Game, type GameListPage } from '@app/contracts';
import type { ApiMember } from './api-member.ts';
import { openGame, type ProviderPlayer } from './provider-game.ts';

export { openGame, type ProviderPlayer };

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

/**
 * A member's game opened at our provider over plain HTTP: the operator's launch answers the
 * provider's URL, opened as the browser would (provider-game.ts).
 */
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
  return openGame(launched.value.url);
}
