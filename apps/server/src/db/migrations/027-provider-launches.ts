import type { Kysely } from 'kysely';
import { memberRef, merchantRef, notNull } from './columns.ts';

/**
 * Launch tokens of the game provider (issue 19, decision 039): one per launch, stored only as
 * its SHA-256 hash. The provider consumes it once (`verified_at`) and then names the player
 * with it in that vendor's wallet calls; a debit needs the member session that launched it
 * (`session_id`) to be live, so logging out stops the game's bets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('launch_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('session_id', 'varchar(64)', notNull)
    .addColumn('vendor_code', 'varchar(32)', notNull)
    .addColumn('game_code', 'varchar(64)', notNull)
    .addColumn('language', 'varchar(8)', notNull)
    .addColumn('free_play', 'integer', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('verified_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('launch_tokens_member')
    .on('launch_tokens')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('launch_tokens').execute();
}
