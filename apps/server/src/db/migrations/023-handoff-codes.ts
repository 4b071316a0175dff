import type { Kysely } from 'kysely';
import { memberRef, merchantRef, notNull } from './columns.ts';

/**
 * Session hand-off codes (decision 029): what a page URL's `?token=` carries. A signed-in
 * member's app or agent link asks for one; it is stored only as its SHA-256 hash, lives a
 * minute and is spent by the one redeem that opens a new session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('handoff_codes')
    .addColumn('code_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('handoff_codes_expiry')
    .on('handoff_codes')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('handoff_codes').execute();
}
