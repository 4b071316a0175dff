import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * Identity checks (issue 23, decision 049).
 *
 * - kyc_identities: one row per member who ever submitted: the name and national id they gave,
 *   the overall status (pending | approved | rejected) with the reviewer's reason, and what the
 *   operator confirmed when approving (verified_name, verified_national_id). The national id is
 *   unique per merchant (NULLs, members who gave none, do not collide in either database).
 * - kyc_documents: every uploaded document, re-encoded (never the bytes sent), its image in the
 *   row's `data` blob: outside any web root, shared by every instance, in every backup. Each
 *   has its own status and reason; the member's current document of a kind is the newest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('kyc_identities'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('full_name', 'varchar(120)', notNull)
    .addColumn('national_id', 'varchar(20)')
    // pending | approved | rejected
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('submitted_at', 'varchar(32)', notNull)
    .addColumn('reviewed_at', 'varchar(32)')
    .addColumn('reviewed_by', 'integer')
    .addColumn('verified_name', 'varchar(120)')
    .addColumn('verified_national_id', 'varchar(20)')
    .addUniqueConstraint('kyc_identities_member_uq', ['member_id'])
    .execute();
  await db.schema
    .createIndex('kyc_identities_national_id_uq')
    .on('kyc_identities')
    .columns(['merchant_code', 'national_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('kyc_identities_queue')
    .on('kyc_identities')
    .columns(['merchant_code', 'status', 'submitted_at'])
    .execute();

  await withId(db, db.schema.createTable('kyc_documents'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    // front | back | selfie | address
    .addColumn('kind', 'varchar(16)', notNull)
    // pending | approved | rejected
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content_type', 'varchar(32)', notNull)
    .addColumn('width', 'integer', notNull)
    .addColumn('height', 'integer', notNull)
    .addColumn('byte_size', 'integer', notNull)
    .addColumn('input_bytes', 'integer', notNull)
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', notNull)
    .addColumn('uploaded_at', 'varchar(32)', notNull)
    .addColumn('reviewed_at', 'varchar(32)')
    .addColumn('reviewed_by', 'integer')
    .execute();
  await db.schema
    .createIndex('kyc_documents_member')
    .on('kyc_documents')
    .columns(['member_id', 'kind', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kyc_documents').ifExists().execute();
  await db.schema.dropTable('kyc_identities').ifExists().execute();
}
