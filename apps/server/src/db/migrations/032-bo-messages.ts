import type { Kysely } from 'kysely';
import { memberRef } from './columns.ts';

/**
 * The back office's messages area (issue 22): scheduling and segment targeting.
 *
 * - Unpublish times (all nullable: null means "until switched off"): announcements.end_date,
 *   news.unpublish_at, help_topics.publish_at / unpublish_at, member_messages.expires_at.
 *   The publish time is the row's existing start_date / published_at / sent_at; help topics had
 *   none, so null there means "published".
 * - member_messages.segment: the JSON of the segment a message went to (for the list), null for a
 *   message to one member (member_id) or to everyone (member_id null).
 * - member_message_recipients: the members a segment message reached, written by one
 *   INSERT ... SELECT when it is sent (a snapshot: who was in the segment then). A message to
 *   everyone stays one broadcast row with no recipients (members who register later see it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('announcements').addColumn('end_date', 'varchar(32)').execute();
  await db.schema.alterTable('news').addColumn('unpublish_at', 'varchar(32)').execute();
  await db.schema.alterTable('help_topics').addColumn('publish_at', 'varchar(32)').execute();
  await db.schema.alterTable('help_topics').addColumn('unpublish_at', 'varchar(32)').execute();
  await db.schema.alterTable('member_messages').addColumn('expires_at', 'varchar(32)').execute();
  await db.schema.alterTable('member_messages').addColumn('segment', 'varchar(400)').execute();

  await db.schema
    .createTable('member_message_recipients')
    .addColumn('message_id', 'integer', (col) =>
      col.notNull().references('member_messages.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', memberRef)
    .addPrimaryKeyConstraint('member_message_recipients_pk', ['message_id', 'member_id'])
    .execute();
  // The inbox asks "is this member among the message's recipients" per member.
  await db.schema
    .createIndex('member_message_recipients_member')
    .on('member_message_recipients')
    .columns(['member_id', 'message_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_message_recipients').ifExists().execute();
  await db.schema.alterTable('member_messages').dropColumn('segment').execute();
  await db.schema.alterTable('member_messages').dropColumn('expires_at').execute();
  await db.schema.alterTable('help_topics').dropColumn('unpublish_at').execute();
  await db.schema.alterTable('help_topics').dropColumn('publish_at').execute();
  await db.schema.alterTable('news').dropColumn('unpublish_at').execute();
  await db.schema.alterTable('announcements').dropColumn('end_date').execute();
}
