import type { Kysely } from 'kysely';

/**
 * Bonus money on provider games (issue 25, decision 061). A provider's round keeps the bonus
 * share of its live stakes, so its credits are split as its stakes were and the bonus waits for
 * open rounds before it converts; a stake keeps what it counted towards wagering, so a
 * rollback takes exactly that back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vendor_rounds').addColumn('bonus_id', 'integer').execute();
  await db.schema
    .alterTable('vendor_rounds')
    .addColumn('bonus_stake_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('bonus_stakes')
    .addColumn('counted_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  // The open rounds holding a bonus's money: looked up before it converts.
  await db.schema
    .createIndex('vendor_rounds_bonus_open')
    .on('vendor_rounds')
    .columns(['bonus_id', 'credit_count'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('vendor_rounds_bonus_open').ifExists().execute();
  await db.schema.alterTable('bonus_stakes').dropColumn('counted_cents').execute();
  await db.schema.alterTable('vendor_rounds').dropColumn('bonus_stake_cents').execute();
  await db.schema.alterTable('vendor_rounds').dropColumn('bonus_id').execute();
}
