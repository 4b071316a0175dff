import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/tables.ts';

/** The seeded BGS slot with the lowest id: the one tests spin when any real slot will do. */
export async function firstSlotGameId(db: Kysely<Database>): Promise<number> {
  const game = await db
    .selectFrom('games')
    .select('game_id')
    .where('vendor_code', '=', 'BGS')
    .where('slot_model', 'is not', null)
    .orderBy('game_id')
    .executeTakeFirstOrThrow();
  return game.game_id;
}

export interface TestRound {
  memberId: number;
  gameId: number;
  betCents: number;
  winCents?: number;
  /** When it was played (ISO). */
  at: string;
  /** 1 for a free-play round, which never counts as a real bet. */
  playMoney?: number;
}

/**
 * A finished slot round written straight into the tables, for tests that need bets on the books
 * without spinning. Each round gets a seed pair of its own, already revealed, so a member may
 * have any number of rounds (only one unrevealed pair per member and game is allowed).
 */
export async function insertRound(db: Kysely<Database>, round: TestRound): Promise<void> {
  const seed = await db
    .insertInto('player_seeds')
    .values({
      merchant_code: 'DEMO',
      member_id: round.memberId,
      server_seed: 's',
      server_seed_hash: 'h',
      client_seed: 'c',
      created_at: round.at,
      revealed_at: round.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('game_rounds')
    .values({
      merchant_code: 'DEMO',
      member_id: round.memberId,
      game_id: round.gameId,
      model_id: 'm',
      idempotency_key: `test-round:${randomBytes(8).toString('hex')}`,
      bet_cents: round.betCents,
      win_cents: round.winCents ?? 0,
      seed_id: seed.id,
      server_seed_hash: 'h',
      client_seed: 'c',
      nonce: 1,
      stops: '[]',
      play_money: round.playMoney ?? 0,
      created_at: round.at,
    })
    .execute();
}

/** The seeded game of this type (RNG, LIVE…) with the lowest id. */
export async function firstGameIdOfType(db: Kysely<Database>, gameType: string): Promise<number> {
  const game = await db
    .selectFrom('games')
    .select('game_id')
    .where('game_type', '=', gameType)
    .orderBy('game_id')
    .executeTakeFirstOrThrow();
  return game.game_id;
}
