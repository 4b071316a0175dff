import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

const notNull = (col: ColumnDefinitionBuilder) => col.notNull();

/**
 * Issue 25 (decision 061): the operator's free-spins grants handed over at launch. A grant is
 * keyed by the operator's id within the brand, so a later launch naming it finds it and the
 * provider's own count (which only goes down) survives the operator's, which lags behind the
 * credits still in the outbox. A round played with one, and its credit, name it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('free_rounds')
    .addColumn('brand', 'varchar(32)', notNull)
    .addColumn('grant_id', 'varchar(32)', notNull)
    .addColumn('player_id', 'varchar(16)', notNull)
    .addColumn('game_code', 'varchar(64)', notNull)
    .addColumn('rounds_total', 'integer', notNull)
    .addColumn('rounds_left', 'integer', notNull)
    .addColumn('bet_cents', 'bigint', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('free_rounds_pk', ['brand', 'grant_id'])
    .execute();
  // The game page asks for the player's grants on its game at every open.
  await db.schema
    .createIndex('free_rounds_player')
    .on('free_rounds')
    .columns(['brand', 'player_id', 'game_code'])
    .execute();
  await db.schema.alterTable('rounds').addColumn('free_rounds_id', 'varchar(32)').execute();
  await db.schema.alterTable('wallet_calls').addColumn('free_rounds_id', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallet_calls').dropColumn('free_rounds_id').execute();
  await db.schema.alterTable('rounds').dropColumn('free_rounds_id').execute();
  await db.schema.dropTable('free_rounds').execute();
}
