import type { Kysely } from 'kysely';
import { memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * The member inbox (MAILCEN messages, spec accounts-members sections 2 and 7; decision 016).
 * A message goes to one member (member_id) or to every member of the merchant (member_id
 * null): a broadcast is stored once, so members who register later see it too, and a read
 * is one row per member and message. Titles and contents in other languages live in
 * content_translations (entity 'member_message'), like announcements.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('member_messages'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    /** Natural key of seeded or operator-keyed messages (sending twice keeps one); null otherwise. */
    .addColumn('code', 'varchar(64)')
    .addColumn('member_id', 'integer', (col) => col.references('members.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('sent_at', 'varchar(32)', notNull)
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addUniqueConstraint('member_messages_code', ['merchant_code', 'code'])
    .execute();
  // The inbox reads a member's own messages and the broadcasts, newest first.
  await db.schema
    .createIndex('member_messages_inbox')
    .on('member_messages')
    .columns(['merchant_code', 'member_id', 'sent_at'])
    .execute();

  await db.schema
    .createTable('member_message_reads')
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('message_id', 'integer', (col) =>
      col.notNull().references('member_messages.id').onDelete('cascade'),
    )
    .addColumn('read_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('member_message_reads_pk', ['member_id', 'message_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_message_reads').execute();
  await db.schema.dropTable('member_messages').execute();
}
