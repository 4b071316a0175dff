import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const notNull = (col: ColumnDefinitionBuilder) => col.notNull();

/**
 * The provider's own schema (decision 039). Money is integer cents (bigint); times are ISO
 * strings, as on the operator's side, so both dialects compare them the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brands')
    .addColumn('code', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('secret', 'varchar(256)', notNull)
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();

  await db.schema
    .createTable('game_sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('code_used_at', 'varchar(32)')
    .addColumn('brand', 'varchar(32)', notNull)
    .addColumn('player_id', 'varchar(16)', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('language', 'varchar(8)', notNull)
    .addColumn('game_code', 'varchar(64)', notNull)
    .addColumn('mode', 'varchar(8)', notNull)
    .addColumn('lobby_url', 'varchar(500)', notNull)
    .addColumn('wallet_token', 'varchar(64)', notNull)
    .addColumn('play_balance_cents', 'bigint', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .execute();

  await db.schema
    .createTable('seed_pairs')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('brand', 'varchar(32)', notNull)
    .addColumn('player_id', 'varchar(16)', notNull)
    .addColumn('server_seed', 'varchar(128)', notNull)
    .addColumn('server_seed_hash', 'varchar(64)', notNull)
    .addColumn('client_seed', 'varchar(64)', notNull)
    .addColumn('next_nonce', 'integer', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('revealed_at', 'varchar(32)')
    .execute();
  // One active (unrevealed) pair a player and brand: two first rounds at once cannot make two.
  await db.schema
    .createIndex('seed_pairs_active')
    .on('seed_pairs')
    .columns(['brand', 'player_id'])
    .unique()
    .where(sql.ref('revealed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('rounds')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('brand', 'varchar(32)', notNull)
    .addColumn('player_id', 'varchar(16)', notNull)
    .addColumn('session_id', 'varchar(64)', notNull)
    .addColumn('game_code', 'varchar(64)', notNull)
    .addColumn('engine', 'varchar(16)', notNull)
    .addColumn('mode', 'varchar(8)', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('bet_cents', 'bigint', notNull)
    .addColumn('win_cents', 'bigint', notNull)
    .addColumn('jackpot_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('outcome', 'text', notNull)
    .addColumn('seed_pair_id', 'varchar(64)', notNull)
    .addColumn('server_seed_hash', 'varchar(64)', notNull)
    .addColumn('client_seed', 'varchar(64)', notNull)
    .addColumn('nonce', 'integer', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('rounds_player')
    .on('rounds')
    .columns(['brand', 'player_id', 'game_code', 'created_at'])
    .execute();
  await db.schema.createIndex('rounds_status').on('rounds').columns(['status']).execute();
  await db.schema
    .createIndex('rounds_game')
    .on('rounds')
    .columns(['game_code', 'mode', 'status'])
    .execute();

  await db.schema
    .createTable('wallet_calls')
    .addColumn('transaction_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('brand', 'varchar(32)', notNull)
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('round_id', 'varchar(64)', notNull)
    .addColumn('player_id', 'varchar(16)', notNull)
    .addColumn('amount_cents', 'bigint', notNull)
    .addColumn('bet_transaction_id', 'varchar(64)')
    .addColumn('body', 'text', notNull)
    .addColumn('state', 'varchar(16)', notNull)
    .addColumn('attempts', 'integer', notNull)
    .addColumn('next_attempt_at', 'varchar(32)', notNull)
    .addColumn('last_error', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('done_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('wallet_calls_due')
    .on('wallet_calls')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('wallet_calls_period')
    .on('wallet_calls')
    .columns(['brand', 'created_at'])
    .execute();

  await db.schema
    .createTable('jackpot_pools')
    .addColumn('brand', 'varchar(32)', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('pool_cents', 'bigint', notNull)
    .addColumn('reserve_cents', 'bigint', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('jackpot_pools_pk', ['brand', 'currency'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'jackpot_pools',
    'wallet_calls',
    'rounds',
    'seed_pairs',
    'game_sessions',
    'brands',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
