/**
 * The player of the bench's provider-round scenario: a funded member (spin-member.ts) opens a
 * slot of our game provider through the operator's launch, as the site would; the load
 * generator then plays rounds on the provider's page API, each a signed debit and a signed
 * credit on the operator's seamless wallet.
 */
import { API, type Game, type GameListPage } from '@app/contracts';
import { openGame } from '../e2e/support/provider-game.ts';
import type { DatabaseEnv } from '../e2e/support/server.ts';
import { spinPlayer } from './spin-member.ts';

export interface ProviderPlayer {
  roundUrl: string;
  cookie: string;
  betCents: number;
}

/** A member's launch of a catalogue game, as the site sends it: the provider URL it answers. */
export async function launchUrl(
  baseUrl: string,
  cookie: string,
  game: Pick<Game, 'gameType' | 'vendorCode' | 'gameId' | 'nodeId'>,
): Promise<string> {
  const launched = (await (
    await fetch(`${baseUrl}${API.gameLaunch}`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({
        gameCategory: game.gameType,
        vendor: game.vendorCode,
        gameId: game.gameId,
        nodeId: game.nodeId,
      }),
    })
  ).json()) as { success: boolean; value: { url: string } };
  if (!launched.success) throw new Error(`launch failed: ${JSON.stringify(launched)}`);
  return launched.value.url;
}

export async function providerPlayer(
  baseUrl: string,
  database: DatabaseEnv,
): Promise<ProviderPlayer> {
  const { cookie } = await spinPlayer(baseUrl, database);
  const list = (await (
    await fetch(`${baseUrl}${API.gameList}?vassalage=SLX&gameType=RNG&gameName=sapphire%20reels`)
  ).json()) as { value: GameListPage };
  // A title of the provider's own list (the bench adds games to the catalogue it does not play).
  const game = list.value.games.find((entry) => entry.gameCode === 'SLX_SAPPHIRE_REELS')!;
  const url = await launchUrl(baseUrl, cookie, game);
  const opened = await openGame(url);
  const session = await opened.call<{ game: { limits: { minBetCents: number } } }>(
    'GET',
    '/api/session',
  );
  if (!session.success) throw new Error(`no game session: ${JSON.stringify(session)}`);
  return {
    roundUrl: new URL('/api/rounds', url).toString(),
    cookie: opened.cookie,
    betCents: session.value.game.limits.minBetCents,
  };
}
