import type { Kysely } from 'kysely';

/**
 * The agent home (issue 8, decision 021): a rebate per member and a default rebate plus a
 * soft-delete instant per affiliate link. Rebates are integer basis points (150 = 1.50 %).
 * `members.rebate_bps` is, for an agent, the ceiling it may hand to new members; for a member
 * who registered through a link, the rebate the link gave. Deleted links keep their row, so a
 * code is never handed out twice and members who came through it still name it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('rebate_bps', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('affiliate_codes')
    .addColumn('default_rebate_bps', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('affiliate_codes').addColumn('deleted_at', 'varchar(32)').execute();
  await db.schema
    .createIndex('affiliate_codes_member')
    .on('affiliate_codes')
    .columns(['member_id', 'created_at'])
    .execute();
  // The team counters read members by registration time and activity by member.
  await db.schema
    .createIndex('members_upline')
    .on('members')
    .columns(['merchant_code', 'upline_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_upline').execute();
  await db.schema.dropIndex('affiliate_codes_member').execute();
  await db.schema.alterTable('affiliate_codes').dropColumn('deleted_at').execute();
  await db.schema.alterTable('affiliate_codes').dropColumn('default_rebate_bps').execute();
  await db.schema.alterTable('members').dropColumn('rebate_bps').execute();
}
