import type { Kysely } from 'kysely';
import { memberRef, merchantRef, notNull } from './columns.ts';

/**
 * Member invites (issue 18, decision 035). A member (not an agent) gets one personal referral
 * code, made the first time the invite screen asks for it; a friend who registers with it is
 * recorded once, with the code and the referrer. Agent affiliate links stay in
 * affiliate_codes: a member's code gives no rebate and makes no downline.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_referral_codes')
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('code', 'varchar(32)', notNull)
    .addColumn('member_id', 'integer', (col) => memberRef(col).unique())
    .addColumn('created_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('member_referral_codes_pk', ['merchant_code', 'code'])
    .execute();
  await db.schema
    .createTable('member_referrals')
    // The friend: a member is referred at most once, at registration.
    .addColumn('member_id', 'integer', (col) => memberRef(col).primaryKey())
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('referrer_id', 'integer', memberRef)
    .addColumn('code', 'varchar(32)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  // The invite screen lists a referrer's friends, newest first.
  await db.schema
    .createIndex('member_referrals_referrer')
    .on('member_referrals')
    .columns(['referrer_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_referrals').execute();
  await db.schema.dropTable('member_referral_codes').execute();
}
