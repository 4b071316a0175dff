import type { ProviderLaunchBody } from '@app/contracts';
import { lockingRows, type ProviderDb } from '../db/database.ts';
import type { FreeRoundsTable, GameSessionsTable } from '../db/schema.ts';
import type { GameKind } from './game-kind.ts';
import type { FreeRoundsOffer } from './public-round.ts';

/**
 * Free rounds (issue 25, decision 061): spins the operator gives a player on one slot, handed
 * over with a real-money launch. The provider keeps each grant by the operator's id and counts
 * it down itself, one round at a time in the transaction that writes the round, because the
 * operator's own count only moves when a credit arrives and credits may wait in the outbox.
 */

export type FreeRoundsGrant = NonNullable<ProviderLaunchBody['freeRounds']>;

/** A spin at a set value is a slot's idea: other games ignore a grant. */
export function takesFreeRounds(kind: GameKind | null): boolean {
  return kind?.engine === 'slot' || kind?.engine === 'jackpot';
}

/**
 * Keeps a grant the launch handed over, for the launched player and game. A grant already known
 * keeps its count: a higher one from the operator only means credits it has not seen yet. A
 * lower one is taken (the operator cut the grant), so a round it would refuse is not offered.
 */
export async function keepFreeRoundsGrant(
  db: ProviderDb,
  input: { brand: string; playerId: string; gameCode: string; grant: FreeRoundsGrant; now: Date },
): Promise<void> {
  const { brand, playerId, gameCode, grant, now } = input;
  await db
    .insertInto('free_rounds')
    .values({
      brand,
      grant_id: grant.grantId,
      player_id: playerId,
      game_code: gameCode,
      rounds_total: grant.rounds,
      rounds_left: grant.rounds,
      bet_cents: grant.betCents,
      // One shape for every stored time, so expiry compares as text on both databases.
      expires_at: new Date(grant.expiresAt).toISOString(),
      created_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc
        .columns(['brand', 'grant_id'])
        .doUpdateSet((eb) => ({ rounds_left: eb.ref('excluded.rounds_left') }))
        .where((eb) =>
          eb.and([
            eb('free_rounds.player_id', '=', eb.ref('excluded.player_id')),
            eb('free_rounds.game_code', '=', eb.ref('excluded.game_code')),
            eb('free_rounds.rounds_left', '>', eb.ref('excluded.rounds_left')),
          ]),
        ),
    )
    .execute();
}

const offerOf = (grant: FreeRoundsTable): FreeRoundsOffer => ({
  grantId: grant.grant_id,
  roundsLeft: grant.rounds_left,
  betCents: grant.bet_cents,
  expiresAt: grant.expires_at,
});

/**
 * The free rounds the session's player may play now on its game: of the grants with rounds
 * left and not expired, the one that expires first (then the oldest), so none is lost while
 * another waits.
 */
export async function freeRoundsOffer(
  db: ProviderDb,
  session: GameSessionsTable,
  now: Date,
): Promise<FreeRoundsOffer | null> {
  if (session.mode !== 'real') return null;
  const grant = await db
    .selectFrom('free_rounds')
    .selectAll()
    .where('brand', '=', session.brand)
    .where('player_id', '=', session.player_id)
    .where('game_code', '=', session.game_code)
    .where('rounds_left', '>', 0)
    .where('expires_at', '>', now.toISOString())
    .orderBy('expires_at')
    .orderBy('created_at')
    .orderBy('grant_id')
    .limit(1)
    .executeTakeFirst();
  return grant ? offerOf(grant) : null;
}

/**
 * Takes one round of a grant for the session's player and game, in the caller's transaction;
 * answers the grant as it was, or null when it is not theirs, spent or expired.
 */
export async function takeFreeRound(
  trx: ProviderDb,
  session: GameSessionsTable,
  grantId: string,
  now: Date,
): Promise<FreeRoundsTable | null> {
  const grant = await lockingRows(
    trx,
    trx
      .selectFrom('free_rounds')
      .selectAll()
      .where('brand', '=', session.brand)
      .where('grant_id', '=', grantId),
  ).executeTakeFirst();
  if (
    !grant ||
    grant.player_id !== session.player_id ||
    grant.game_code !== session.game_code ||
    grant.rounds_left <= 0 ||
    grant.expires_at <= now.toISOString()
  ) {
    return null;
  }
  const taken = await trx
    .updateTable('free_rounds')
    .set((eb) => ({ rounds_left: eb('rounds_left', '-', 1) }))
    .where('brand', '=', session.brand)
    .where('grant_id', '=', grantId)
    .where('rounds_left', '>', 0)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? grant : null;
}

/** The operator said the grant has nothing left: it is not offered again. */
export async function closeFreeRounds(db: ProviderDb, brand: string, grantId: string) {
  await db
    .updateTable('free_rounds')
    .set({ rounds_left: 0 })
    .where('brand', '=', brand)
    .where('grant_id', '=', grantId)
    .execute();
}
