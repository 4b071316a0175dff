import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { flag, merchantRef, memberRef, notNull, withId } from './columns.ts';

/**
 * Vendor secrets and rounds (issue 17, decision 028).
 *
 * - The demo vendor 005 used to insert had a secret printed in the README: every demo
 *   credential is switched off and its secret replaced by random bytes nobody knows, so an
 *   existing database stops accepting the public secret. Vendors are set up with
 *   `npm run vendor`, which generates the secret and shows it once.
 * - Each vendor declares the highest multiplier a round may pay (`max_multiplier`); rows that
 *   exist already get 100 until an operator sets theirs.
 * - `vendor_rounds`: per vendor, round id and member, the live stakes (debits not rolled back)
 *   and the credits paid, kept in the same transaction as the money. A credit needs its round
 *   and stays within stakes x max_multiplier; the row is also what a credit locks.
 * - `vendor_transactions.refused`: a refused call keeps its body's hash (no answer), so its id
 *   may be retried with the same body only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('vendor_credentials')
    .addColumn('max_multiplier', 'integer', (col) => col.notNull().defaultTo(100))
    .execute();
  const demos = await sql<{
    vendor_code: string;
  }>`SELECT vendor_code FROM vendor_credentials WHERE demo = 1`.execute(db);
  for (const row of demos.rows) {
    const unknowable = randomBytes(32).toString('base64url');
    await sql`UPDATE vendor_credentials SET active = 0, secret = ${unknowable}
      WHERE vendor_code = ${row.vendor_code}`.execute(db);
  }

  await db.schema
    .alterTable('vendor_transactions')
    .addColumn('refused', 'integer', flag(0))
    .execute();

  await withId(db, db.schema.createTable('vendor_rounds'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('vendor_code', 'varchar(32)', notNull)
    .addColumn('round_id', 'varchar(64)', notNull)
    .addColumn('member_id', 'integer', memberRef)
    /** The debits of the round that were not rolled back. */
    .addColumn('stake_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    /** The credits paid in the round. */
    .addColumn('credit_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    /** Credits answered, including those of 0 that close a losing round. */
    .addColumn('credit_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .addUniqueConstraint('vendor_rounds_unique', [
      'merchant_code',
      'vendor_code',
      'round_id',
      'member_id',
    ])
    .execute();

  // Rounds opened before this migration: their bets may still be paid after it. A bet counts
  // unless the ledger holds its reversal (the key vendor-wallet.service.ts gives it).
  await sql`
    INSERT INTO vendor_rounds (merchant_code, vendor_code, round_id, member_id, stake_cents,
      credit_cents, credit_count, created_at, updated_at)
    SELECT t.merchant_code, t.vendor_code, t.round_id, t.member_id,
      SUM(CASE WHEN t.type = 'debit' AND NOT EXISTS (
        SELECT 1 FROM ledger_transfers l
        WHERE l.merchant_code = t.merchant_code
          AND l.idempotency_key = 'vendor:' || t.vendor_code || ':rollback:' || t.transaction_id
      ) THEN t.amount_cents ELSE 0 END),
      SUM(CASE WHEN t.type = 'credit' THEN t.amount_cents ELSE 0 END),
      SUM(CASE WHEN t.type = 'credit' THEN 1 ELSE 0 END),
      MIN(t.created_at), MAX(t.created_at)
    FROM vendor_transactions t
    WHERE t.type IN ('debit', 'credit') AND t.round_id IS NOT NULL AND t.member_id IS NOT NULL
    GROUP BY t.merchant_code, t.vendor_code, t.round_id, t.member_id
    HAVING SUM(CASE WHEN t.type = 'debit' THEN 1 ELSE 0 END) > 0
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vendor_rounds').ifExists().execute();
  await db.schema.alterTable('vendor_transactions').dropColumn('refused').execute();
  await db.schema.alterTable('vendor_credentials').dropColumn('max_multiplier').execute();
}
