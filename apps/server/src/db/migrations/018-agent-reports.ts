import type { Kysely } from 'kysely';

/**
 * Team reports (issue 8, decision 023): two indexes, no table. Every report walks an agent's
 * subtree by `members.upline_id` (one recursive query) and sums each member's ledger entries of
 * a period: without them a report reads every member and every entry of each account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('members_team')
    .ifNotExists()
    .on('members')
    .columns(['upline_id', 'merchant_code'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_account_time')
    .ifNotExists()
    .on('ledger_entries')
    .columns(['account_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_account_time').ifExists().execute();
  await db.schema.dropIndex('members_team').ifExists().execute();
}
