import { randomBytes } from 'node:crypto';
import type { ProviderDb } from '../db/database.ts';
import type { SeedPairsTable } from '../db/schema.ts';
import { newClientSeed, newServerSeed } from './new-seeds.ts';

/**
 * A player's seed pair per brand: the server seed's SHA-256 is shown before any round uses it,
 * the client seed is the player's to change, and the nonce counts rounds. Rotating reveals the
 * old server seed, after which every round played under it can be recomputed by the player.
 */
export async function activeSeedPair(
  db: ProviderDb,
  brand: string,
  playerId: string,
  now: Date = new Date(),
): Promise<SeedPairsTable> {
  const existing = await db
    .selectFrom('seed_pairs')
    .selectAll()
    .where('brand', '=', brand)
    .where('player_id', '=', playerId)
    .where('revealed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (existing) return existing;
  // Another round may have made it meanwhile (the unique index keeps one): use that one then.
  return (
    (await insertPair(db, brand, playerId, newClientSeed(), now)) ??
    activeSeedPair(db, brand, playerId, now)
  );
}

async function insertPair(
  db: ProviderDb,
  brand: string,
  playerId: string,
  clientSeed: string,
  now: Date,
): Promise<SeedPairsTable | null> {
  const { seed, hash } = newServerSeed();
  const row: SeedPairsTable = {
    id: randomBytes(12).toString('base64url'),
    brand,
    player_id: playerId,
    server_seed: seed,
    server_seed_hash: hash,
    client_seed: clientSeed,
    next_nonce: 0,
    created_at: now.toISOString(),
    revealed_at: null,
  };
  const inserted = await db
    .insertInto('seed_pairs')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['brand', 'player_id']).where('revealed_at', 'is', null).doNothing(),
    )
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1 ? row : null;
}

/**
 * Takes the pair's next nonce inside the round's transaction; null when the pair was rotated
 * meanwhile (its seed is public now: the round must take the new pair).
 */
export async function takeNonce(trx: ProviderDb, pair: SeedPairsTable): Promise<number | null> {
  const row = await trx
    .updateTable('seed_pairs')
    .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
    .where('id', '=', pair.id)
    .where('revealed_at', 'is', null)
    .returning('next_nonce')
    .executeTakeFirst();
  return row ? row.next_nonce - 1 : null;
}

/** Reveals the active server seed and starts a new pair (with the player's client seed). */
export async function rotateSeedPair(
  db: ProviderDb,
  brand: string,
  playerId: string,
  clientSeed: string = newClientSeed(),
  now: Date = new Date(),
): Promise<{ revealed: SeedPairsTable | null; next: SeedPairsTable }> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('seed_pairs')
      .selectAll()
      .where('brand', '=', brand)
      .where('player_id', '=', playerId)
      .where('revealed_at', 'is', null)
      .executeTakeFirst();
    if (current) {
      await trx
        .updateTable('seed_pairs')
        .set({ revealed_at: now.toISOString() })
        .where('id', '=', current.id)
        .execute();
    }
    const next = await insertPair(trx as unknown as ProviderDb, brand, playerId, clientSeed, now);
    // The old pair is revealed in this transaction, so the slot is free.
    if (!next) throw new Error('a new seed pair could not be made');
    return { revealed: current ? { ...current, revealed_at: now.toISOString() } : null, next };
  });
}
