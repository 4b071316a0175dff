import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * In-house (BGS) slot play: the slot model of each BGS slot, the member's provably fair seed
 * pairs, every round played and the per-session play-money balance of free play.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').addColumn('slot_model', 'text').execute();
  // Same rule as the seed's catalogue: every BGS slot by game id modulo 3.
  await sql`
    UPDATE games SET slot_model = CASE game_id % 3 WHEN 0 THEN 'low' WHEN 1 THEN 'medium' ELSE 'high' END
    WHERE vendor_code = 'BGS' AND game_type = 'RNG'`.execute(db);

  await withId(db, db.schema.createTable('player_seeds'))
    .addColumn('merchant_code', 'text', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    // 0 = one seed pair for every game of the member.
    .addColumn('game_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('server_seed', 'text', notNull)
    .addColumn('server_seed_hash', 'text', notNull)
    .addColumn('client_seed', 'text', notNull)
    .addColumn('nonce', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .addColumn('revealed_at', 'text')
    .execute();
  // At most one seed pair in use per member and game.
  await sql`CREATE UNIQUE INDEX player_seeds_active ON player_seeds (member_id, game_id) WHERE revealed_at IS NULL`.execute(
    db,
  );
  await db.schema
    .createIndex('player_seeds_hash')
    .on('player_seeds')
    .column('server_seed_hash')
    .execute();

  await withId(db, db.schema.createTable('game_rounds'))
    .addColumn('merchant_code', 'text', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('game_id', 'integer', notNull)
    .addColumn('model_id', 'text', notNull)
    .addColumn('idempotency_key', 'text', notNull)
    .addColumn('bet_cents', 'bigint', notNull)
    .addColumn('win_cents', 'bigint', notNull)
    .addColumn('seed_id', 'integer', (col) => col.notNull().references('player_seeds.id'))
    .addColumn('server_seed_hash', 'text', notNull)
    .addColumn('client_seed', 'text', notNull)
    .addColumn('nonce', 'integer', notNull)
    .addColumn('stops', 'text', notNull)
    .addColumn('free_spins', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('bet_transfer_id', 'integer')
    .addColumn('win_transfer_id', 'integer')
    .addColumn('play_money', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('game_rounds_key')
    .on('game_rounds')
    .columns(['merchant_code', 'member_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('game_rounds_history')
    .on('game_rounds')
    .columns(['member_id', 'game_id', 'id'])
    .execute();
  await db.schema
    .createIndex('game_rounds_record')
    .on('game_rounds')
    .columns(['member_id', 'play_money', 'created_at'])
    .execute();
  await db.schema
    .createIndex('game_rounds_game')
    .on('game_rounds')
    .columns(['merchant_code', 'game_id', 'play_money'])
    .execute();

  await db.schema
    .createTable('play_wallets')
    .addColumn('session_id', 'varchar(36)', (col) =>
      col.primaryKey().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('balance_cents', 'bigint', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('play_wallets').execute();
  await db.schema.dropTable('game_rounds').execute();
  await db.schema.dropTable('player_seeds').execute();
  await db.schema.alterTable('games').dropColumn('slot_model').execute();
}
