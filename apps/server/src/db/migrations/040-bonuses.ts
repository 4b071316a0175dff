import { sql, type Kysely } from 'kysely';
import { flag, memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * Bonuses (issue 25, decision 056). A deposit promotion may carry bonus terms; each grant is a
 * row of `bonuses` whose money is in the member's bonus ledger account; `bonus_stakes` records
 * how each stake was split between cash and bonus, so the round's win is split the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotion_bonus_terms')
    .addColumn('promotion_id', 'integer', (col) =>
      col.primaryKey().references('promotions.id').onDelete('cascade'),
    )
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    /** Basis points of the deposit (10000 = 100%). */
    .addColumn('percent_bp', 'integer', notNull)
    .addColumn('max_bonus_cents', 'bigint', notNull)
    .addColumn('min_deposit_cents', 'bigint', notNull)
    .addColumn('wagering_multiple', 'integer', notNull)
    /** 'bonus' or 'bonusAndDeposit'. */
    .addColumn('wagering_base', 'varchar(16)', notNull)
    .addColumn('max_bet_cents', 'bigint', notNull)
    .addColumn('expiry_days', 'integer', notNull)
    .addColumn('max_conversion_cents', 'bigint', notNull)
    /** JSON: game type -> percent of a stake that counts. */
    .addColumn('contributions', 'varchar(400)', notNull)
    .addColumn('once_per_member', 'integer', flag(1))
    .execute();

  await withId(db, db.schema.createTable('bonuses'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    /** 'deposit' or 'operator'. */
    .addColumn('source', 'varchar(16)', notNull)
    .addColumn('promotion_id', 'integer', (col) =>
      col.references('promotions.id').onDelete('set null'),
    )
    .addColumn('deposit_id', 'integer')
    /** Unique per merchant: one grant per deposit, or per member and promotion. */
    .addColumn('grant_key', 'varchar(120)', notNull)
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('amount_cents', 'bigint', notNull)
    .addColumn('deposit_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('wagering_required_cents', 'bigint', notNull)
    .addColumn('wagered_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('max_bet_cents', 'bigint', notNull)
    .addColumn('max_conversion_cents', 'bigint', notNull)
    .addColumn('contributions', 'varchar(400)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('granted_by', 'varchar(64)', notNull)
    .addColumn('note', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('converted_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('forfeited_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('bonuses_grant_key', ['merchant_code', 'grant_key'])
    .execute();
  // Every stake asks for the member's active bonus; the expiry job for the active ones.
  await db.schema
    .createIndex('bonuses_member_status')
    .on('bonuses')
    .columns(['merchant_code', 'member_id', 'status'])
    .execute();
  // One active bonus per member (decision 056), held by the database: two grants racing (a
  // deposit's and an operator's) cannot both open one.
  await db.schema
    .createIndex('bonuses_one_active')
    .on('bonuses')
    .columns(['merchant_code', 'member_id'])
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema
    .createIndex('bonuses_status_expiry')
    .on('bonuses')
    .columns(['status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('bonus_stakes')
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    /** The stake's ledger idempotency key: the win, rollback and wagering find the split by it. */
    .addColumn('stake_key', 'varchar(160)', notNull)
    .addColumn('bonus_id', 'integer', (col) =>
      col.notNull().references('bonuses.id').onDelete('cascade'),
    )
    .addColumn('cash_cents', 'bigint', notNull)
    .addColumn('bonus_cents', 'bigint', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('bonus_stakes_pk', ['merchant_code', 'stake_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bonus_stakes').ifExists().execute();
  await db.schema.dropTable('bonuses').ifExists().execute();
  await db.schema.dropTable('promotion_bonus_terms').ifExists().execute();
}
