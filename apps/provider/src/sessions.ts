import { createHash, randomBytes } from 'node:crypto';
import type { ProviderLaunchBody, VendorLaunchVerifyValue } from '@app/contracts';
import type { ProviderDb } from './db/database.ts';
import type { GameSessionsTable } from './db/schema.ts';

/**
 * Game sessions (decision 039). A launch creates one and answers a URL with a one-time code;
 * the member's browser exchanges the code once for an HttpOnly cookie on the provider's
 * origin, so no credential stays in the address bar or history. The session knows the
 * operator's launch token (to name the player in wallet calls), never a member session.
 */

export const SESSION_COOKIE = 'pv_session';
/** How long a game session lasts without a new launch. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** How long the launch URL's code may wait to be opened. */
export const LAUNCH_CODE_TTL_MS = 5 * 60 * 1000;
/** The play money a free-play session starts with (cents). */
export const FREE_PLAY_BALANCE_CENTS = 200_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const token = () => randomBytes(32).toString('base64url');

export async function createGameSession(
  db: ProviderDb,
  launch: ProviderLaunchBody,
  verified: VendorLaunchVerifyValue,
  now: Date = new Date(),
): Promise<{ code: string }> {
  const code = token();
  await db
    .insertInto('game_sessions')
    .values({
      id: randomBytes(12).toString('base64url'),
      // Unusable until the code is exchanged: the cookie's token replaces this hash then.
      token_hash: sha256(token()),
      code_hash: sha256(code),
      code_used_at: null,
      brand: launch.vendorCode,
      player_id: verified.playerId,
      currency: verified.currency,
      language: verified.language,
      game_code: verified.gameCode,
      mode: verified.mode,
      lobby_url: launch.lobbyUrl,
      wallet_token: launch.launchToken,
      play_balance_cents: FREE_PLAY_BALANCE_CENTS,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    })
    .execute();
  return { code };
}

/** Spends a launch URL's code; answers the session's cookie token, or null. */
export async function exchangeLaunchCode(
  db: ProviderDb,
  code: string,
  now: Date = new Date(),
): Promise<string | null> {
  const cookieToken = token();
  const result = await db
    .updateTable('game_sessions')
    .set({ code_used_at: now.toISOString(), token_hash: sha256(cookieToken) })
    .where('code_hash', '=', sha256(code))
    .where('code_used_at', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - LAUNCH_CODE_TTL_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? cookieToken : null;
}

export async function sessionByToken(
  db: ProviderDb,
  cookieToken: string | undefined,
  now: Date = new Date(),
): Promise<GameSessionsTable | null> {
  if (!cookieToken || cookieToken.length > 100) return null;
  const row = await db
    .selectFrom('game_sessions')
    .selectAll()
    .where('token_hash', '=', sha256(cookieToken))
    .where('code_used_at', 'is not', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}
