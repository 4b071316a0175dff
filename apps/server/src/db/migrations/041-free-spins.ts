import type { Kysely } from 'kysely';
import { memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * Free spins (issue 25, decision 056 second pass). A promotion may carry free-spin terms (the
 * welcome pack: granted when a member finishes registering); each grant is a row of
 * `free_spin_grants` counting its spins down; a round played with one names its grant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotion_free_spin_terms')
    .addColumn('promotion_id', 'integer', (col) =>
      col.primaryKey().references('promotions.id').onDelete('cascade'),
    )
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    /** 'registration': granted once a member has a real name and a confirmed mobile. */
    .addColumn('trigger', 'varchar(16)', notNull)
    .addColumn('spins', 'integer', notNull)
    .addColumn('spin_value_cents', 'bigint', notNull)
    .addColumn('game_id', 'integer', notNull)
    .addColumn('wagering_multiple', 'integer', notNull)
    .addColumn('max_conversion_cents', 'bigint', notNull)
    .addColumn('expiry_days', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('free_spin_grants'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('promotion_id', 'integer', (col) =>
      col.references('promotions.id').onDelete('set null'),
    )
    .addColumn('game_id', 'integer', notNull)
    /** Unique per merchant: once per member and promotion, or per operator request. */
    .addColumn('grant_key', 'varchar(120)', notNull)
    /** 'active', 'used', 'expired' or 'cancelled'. */
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('spins_total', 'integer', notNull)
    .addColumn('spins_left', 'integer', notNull)
    .addColumn('spin_value_cents', 'bigint', notNull)
    .addColumn('wagering_multiple', 'integer', notNull)
    .addColumn('max_conversion_cents', 'bigint', notNull)
    .addColumn('winnings_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('granted_by', 'varchar(64)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('closed_at', 'varchar(32)')
    .addUniqueConstraint('free_spin_grants_key', ['merchant_code', 'grant_key'])
    .execute();
  await db.schema
    .createIndex('free_spin_grants_member_status')
    .on('free_spin_grants')
    .columns(['merchant_code', 'member_id', 'status'])
    .execute();

  // The grant a round's spin came from (null: a staked round).
  await db.schema.alterTable('game_rounds').addColumn('free_spin_grant_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_rounds').dropColumn('free_spin_grant_id').execute();
  await db.schema.dropTable('free_spin_grants').ifExists().execute();
  await db.schema.dropTable('promotion_free_spin_terms').ifExists().execute();
}
