import type { Kysely } from 'kysely';
import { merchantRef, notNull, withId } from './columns.ts';

/**
 * Real messaging (issue 23, decision 050): every SMS and e-mail delivery, one row per message
 * with its attempts. The recipient is stored masked and the body never is: bodies carry codes
 * and temporary passwords. `last_error` is a short cause (an HTTP or SMTP status, a network
 * code), never a server's full answer or a secret.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('message_deliveries'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    /** 'sms' or 'email'. */
    .addColumn('channel', 'varchar(8)', notNull)
    /** 'outbox', 'smtp' or 'http'. */
    .addColumn('transport', 'varchar(16)', notNull)
    .addColumn('recipient_masked', 'varchar(160)', notNull)
    /** What the message is for (register, login, resetPassword, tempPassword...), '' unknown. */
    .addColumn('purpose', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    /** 'pending' while attempts run, then 'sent' or 'failed'. */
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(200)')
    .addColumn('provider_message_id', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
  // An operator reads the newest deliveries, or the failed ones.
  await db.schema
    .createIndex('message_deliveries_merchant_created')
    .on('message_deliveries')
    .columns(['merchant_code', 'created_at'])
    .execute();
  await db.schema
    .createIndex('message_deliveries_merchant_status')
    .on('message_deliveries')
    .columns(['merchant_code', 'status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_deliveries').ifExists().execute();
}
