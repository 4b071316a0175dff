import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * Agent money (issue 8, decision 022): each member's rebate rate per game type, and the
 * rebate payouts of settled days. A payout row is unique per agent, day and game type, and
 * its ledger transfer carries the same key: settling a day again pays nothing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_rebates')
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('game_type', 'text', notNull)
    // Basis points: 100 = 1.00%.
    .addColumn('rate_bp', 'integer', notNull)
    .addColumn('updated_at', 'text', notNull)
    // The agent (or null: the operator or the seed) that set the rate last.
    .addColumn('updated_by', 'integer')
    .addPrimaryKeyConstraint('agent_rebates_pk', ['member_id', 'game_type'])
    .execute();

  await withId(db, db.schema.createTable('agent_rebate_payouts'))
    .addColumn('merchant_code', 'text', merchantRef)
    .addColumn('agent_id', 'integer', memberRef)
    .addColumn('day', 'text', notNull)
    .addColumn('game_type', 'text', notNull)
    .addColumn('valid_bet_cents', 'bigint', notNull)
    .addColumn('rate_bp', 'integer', notNull)
    .addColumn('amount_cents', 'bigint', notNull)
    .addColumn('transfer_id', 'integer')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('agent_rebate_payouts_key')
    .on('agent_rebate_payouts')
    .columns(['merchant_code', 'agent_id', 'day', 'game_type'])
    .unique()
    .execute();

  // Settlement reads one day of settled play across every member.
  await db.schema
    .createIndex('game_rounds_day')
    .on('game_rounds')
    .columns(['merchant_code', 'created_at'])
    .execute();
  await sql`CREATE INDEX lottery_bets_settled_day ON lottery_bets (merchant_code, settled_at) WHERE settled_at IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('lottery_bets_settled_day').execute();
  await db.schema.dropIndex('game_rounds_day').execute();
  await db.schema.dropTable('agent_rebate_payouts').execute();
  await db.schema.dropTable('agent_rebates').execute();
}
