import type { ProviderDb } from '../db/database.ts';
import type { GameSessionsTable } from '../db/schema.ts';

/**
 * Test-only: a launched game session written straight into the provider's database, as the
 * launch would leave it (code spent, an hour to live), for the services' own tests.
 */
export async function insertGameSession(
  db: ProviderDb,
  options: {
    brand: string;
    gameCode: string;
    mode: 'real' | 'free';
    at: Date;
    playerId?: string;
    playBalanceCents?: number;
    lobbyUrl?: string;
  },
): Promise<GameSessionsTable> {
  const unique = `${options.gameCode}-${options.mode}-${Math.floor(performance.now() * 1000)}`;
  const row: GameSessionsTable = {
    id: `s-${unique}`,
    token_hash: `t-${unique}`,
    code_hash: `c-${unique}`,
    code_used_at: options.at.toISOString(),
    brand: options.brand,
    player_id: options.playerId ?? '7',
    currency: 'BRL',
    language: 'PT',
    game_code: options.gameCode,
    mode: options.mode,
    lobby_url: options.lobbyUrl ?? 'http://127.0.0.1:3000/m/rng',
    wallet_token: 'launch-token',
    play_balance_cents: options.playBalanceCents ?? 10_000,
    created_at: options.at.toISOString(),
    expires_at: new Date(options.at.getTime() + 3_600_000).toISOString(),
  };
  await db.insertInto('game_sessions').values(row).execute();
  return row;
}
