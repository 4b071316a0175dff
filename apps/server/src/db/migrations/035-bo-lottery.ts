import type { Kysely } from 'kysely';

/**
 * The back office's lottery area (issue 22): voiding a draw. A voided draw never gets a result
 * (the sweep's draw step and bets skip it) and every open bet of it is refunded once, with
 * status 'voided' (bets' status column already fits it: varchar(8)).
 *
 * - voided_at: when an operator voided the draw (null: not voided). Claimed by a conditional
 *   update `WHERE result IS NULL AND voided_at IS NULL`, so a void and the draw step racing
 *   leave exactly one of them done.
 * - void_reason: the operator's reason, also in the audit log; shown on the draw's screen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lottery_draws').addColumn('voided_at', 'varchar(32)').execute();
  await db.schema.alterTable('lottery_draws').addColumn('void_reason', 'varchar(500)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lottery_draws').dropColumn('void_reason').execute();
  await db.schema.alterTable('lottery_draws').dropColumn('voided_at').execute();
}
