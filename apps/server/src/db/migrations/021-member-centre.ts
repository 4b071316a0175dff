import type { Kysely } from 'kysely';
import { memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * The member centre (issue 9, decision 026): security-question answers (hashed like
 * passwords), the merchant's VIP levels with their benefits, and rewards granted to members
 * for them to claim into the wallet. Money is integer cents; instants ISO-8601 text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_security_answers')
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('question_code', 'varchar(32)', notNull)
    .addColumn('answer_hash', 'text', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('member_security_answers_pk', ['member_id', 'question_code'])
    .execute();

  await withId(db, db.schema.createTable('vip_levels'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('level', 'integer', notNull)
    // The value members.club_label holds for a member at this level.
    .addColumn('code', 'varchar(64)', notNull)
    .addColumn('name_en', 'varchar(64)', notNull)
    .addColumn('name_pt', 'varchar(64)', notNull)
    .addColumn('deposit_required_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('valid_bet_required_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('daily_withdrawal_limit_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('birthday_bonus_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rebate_boost_bp', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('upgrade_bonus_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('vip_levels_code', ['merchant_code', 'code'])
    .addUniqueConstraint('vip_levels_level', ['merchant_code', 'level'])
    .execute();

  await withId(db, db.schema.createTable('member_rewards'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    // Natural key of a grant (seeded or from a business event): granting twice keeps one.
    .addColumn('code', 'varchar(64)', notNull)
    .addColumn('title_en', 'varchar(200)', notNull)
    .addColumn('title_pt', 'varchar(200)', notNull)
    .addColumn('amount_cents', 'integer', notNull)
    .addColumn('source', 'varchar(32)', notNull)
    // AVAILABLE -> CLAIMED; an AVAILABLE one past expires_at reads as EXPIRED.
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('AVAILABLE'))
    .addColumn('granted_at', 'varchar(32)', notNull)
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('claimed_at', 'varchar(32)')
    .addUniqueConstraint('member_rewards_code', ['member_id', 'code'])
    .execute();
  await db.schema
    .createIndex('member_rewards_member')
    .on('member_rewards')
    .columns(['member_id', 'granted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_rewards').execute();
  await db.schema.dropTable('vip_levels').execute();
  await db.schema.dropTable('member_security_answers').execute();
}
