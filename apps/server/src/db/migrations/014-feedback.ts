import type { Kysely } from 'kysely';
import { memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * Feedback sent by members for the operator (spec accounts-members sections 2, 3 and 7;
 * decision 018) and the merchant's live-chat address. Content is plain text as the member
 * typed it (cleaned of control characters), never HTML: whoever shows it escapes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('feedback'))
    .addColumn('merchant_code', 'text', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('type', 'integer', notNull)
    .addColumn('content', 'text', notNull)
    // new -> read -> answered, moved by the operator.
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', notNull)
    .execute();
  // The per-member hourly cap counts a member's newest rows; the operator reads by merchant.
  await db.schema
    .createIndex('feedback_member_latest')
    .on('feedback')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('feedback_merchant_status')
    .on('feedback')
    .columns(['merchant_code', 'status', 'created_at'])
    .execute();
  // null: never configured (the seed may fill it); '': the operator turned live chat off.
  await db.schema.alterTable('merchants').addColumn('chat_url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('merchants').dropColumn('chat_url').execute();
  await db.schema.dropTable('feedback').execute();
}
