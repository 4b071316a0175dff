import { lockingRows, type ProviderDb } from '../db/database.ts';
import { ProviderError } from '../http.ts';

/**
 * Free play's money: the game session's play balance, which never touches the operator's
 * wallet. Every game takes a stake and pays a win through these, in the caller's transaction.
 */

/** Takes a stake from the session's play money (row locked); answers the balance left. */
export async function takePlayMoney(
  t: ProviderDb,
  sessionId: string,
  cents: number,
): Promise<number> {
  const fresh = await lockingRows(
    t,
    t.selectFrom('game_sessions').select('play_balance_cents').where('id', '=', sessionId),
  ).executeTakeFirstOrThrow();
  if (fresh.play_balance_cents < cents) throw new ProviderError('play.balance.low', 409);
  const left = fresh.play_balance_cents - cents;
  await t
    .updateTable('game_sessions')
    .set({ play_balance_cents: left })
    .where('id', '=', sessionId)
    .execute();
  return left;
}

/** Pays play money into the session (a win, chips back from a table). */
export async function addPlayMoney(t: ProviderDb, sessionId: string, cents: number): Promise<void> {
  await t
    .updateTable('game_sessions')
    .set((eb) => ({ play_balance_cents: eb('play_balance_cents', '+', cents) }))
    .where('id', '=', sessionId)
    .execute();
}

/** The session's play money now, or null when the session is gone. */
export async function playMoney(db: ProviderDb, sessionId: string): Promise<number | null> {
  const row = await db
    .selectFrom('game_sessions')
    .select('play_balance_cents')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.play_balance_cents ?? null;
}
