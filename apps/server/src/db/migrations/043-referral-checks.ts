import { sql, type Kysely } from 'kysely';

/**
 * Referral checks (issue 25, decision 058): a referral's state — pending until the friend has
 * deposited and wagered enough, then rewarded, or held for a risk review when the friend looks
 * like the inviter (same device, same address, same payee), then approved or refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('member_referrals')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .execute();
  // Comma-separated: sameDevice, sameAddress, samePayee.
  await db.schema
    .alterTable('member_referrals')
    .addColumn('signals', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('member_referrals').addColumn('decided_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('member_referrals')
    .addColumn('decided_by', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .execute();
  // Rewards granted before this migration came with the first deposit: those referrals are done.
  await sql`
    UPDATE member_referrals SET status = 'rewarded'
    WHERE EXISTS (
      SELECT 1 FROM member_rewards w
      WHERE w.member_id = member_referrals.referrer_id
        AND w.code = 'referral:' || member_referrals.member_id
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['decided_by', 'decided_at', 'signals', 'status']) {
    await db.schema.alterTable('member_referrals').dropColumn(column).execute();
  }
}
