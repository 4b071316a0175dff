import type { Kysely } from 'kysely';
import { merchantRef, notNull } from './columns.ts';

/**
 * Game limits (security issue 17, decision 030): the merchant's maximum stake and maximum win
 * per round, per game kind (`slot`, `lottery`; game_id 0) or for one game (its game_id). A
 * merchant with no row plays under the defaults in `features/game-limits`. A slot round records
 * the engine's uncapped win beside the paid one, so a capped round still verifies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_limits')
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('game_kind', 'varchar(16)', notNull)
    .addColumn('game_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_stake_cents', 'bigint', notNull)
    .addColumn('max_win_cents', 'bigint', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('game_limits_pk', ['merchant_code', 'game_kind', 'game_id'])
    .execute();
  // Null on rounds recorded before: their paid win is the engine's.
  await db.schema.alterTable('game_rounds').addColumn('outcome_win_cents', 'bigint').execute();
  await db.schema
    .alterTable('game_rounds')
    .addColumn('win_capped', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_rounds').dropColumn('win_capped').execute();
  await db.schema.alterTable('game_rounds').dropColumn('outcome_win_cents').execute();
  await db.schema.dropTable('game_limits').execute();
}
