import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { notNull } from './columns.ts';

/**
 * The seamless wallet API for external game vendors: per-vendor HMAC secrets and the record of
 * every vendor transaction with the answer it got (a repeated call answers it again).
 * Same conventions as 001: flags are 0/1 integers, instants ISO-8601 text, money integer cents.
 * It used to insert a demo vendor whose secret was public; migration 022 switches such rows off
 * and vendors are now set up with `npm run vendor` (decision 028).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);

  await db.schema
    .createTable('vendor_credentials')
    .addColumn('vendor_code', 'varchar(32)', (col) => col.primaryKey())
    /** The shared HMAC secret (needed in clear to verify signatures). */
    .addColumn('secret', 'text', notNull)
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    /** 1: a publicly known development secret, refused in production. */
    .addColumn('demo', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();

  await (
    postgres
      ? db.schema
          .createTable('vendor_transactions')
          .addColumn('id', 'serial', (col) => col.primaryKey())
      : db.schema
          .createTable('vendor_transactions')
          .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('merchant_code', 'varchar(32)', (col) =>
      col.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('vendor_code', 'varchar(32)', notNull)
    /** debit, credit or rollback (balance calls are not stored). */
    .addColumn('type', 'varchar(16)', notNull)
    .addColumn('transaction_id', 'varchar(64)', notNull)
    .addColumn('round_id', 'varchar(64)')
    /** For a rollback (and a win that names it): the bet's transaction id. */
    .addColumn('related_transaction_id', 'varchar(64)')
    .addColumn('member_id', 'integer', (col) => col.references('members.id').onDelete('set null'))
    .addColumn('amount_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    /** SHA-256 of the canonical request body: the same id with another body is a conflict. */
    .addColumn('request_hash', 'varchar(64)', notNull)
    /** The JSON value answered the first time. */
    .addColumn('response', 'text', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addUniqueConstraint('vendor_transactions_unique', [
      'merchant_code',
      'vendor_code',
      'type',
      'transaction_id',
    ])
    .execute();
  await db.schema
    .createIndex('vendor_transactions_related')
    .on('vendor_transactions')
    .columns(['merchant_code', 'vendor_code', 'related_transaction_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vendor_transactions').ifExists().execute();
  await db.schema.dropTable('vendor_credentials').ifExists().execute();
}
