import type { Kysely } from 'kysely';
import { flag, memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * The cashier (issue 9, decision 025): payment channels per merchant, deposits, payee
 * accounts, withdrawals and the operator audit trail. Money itself moves only through the
 * ledger; these rows hold the business state whose conditional updates decide "exactly once".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('payment_channels'))
    .addColumn('merchant_code', 'text', merchantRef)
    .addColumn('code', 'text', notNull)
    // deposit | withdrawal
    .addColumn('direction', 'text', notNull)
    // manual | gateway
    .addColumn('kind', 'text', notNull)
    .addColumn('provider', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('display_name', 'text', notNull)
    .addColumn('instructions', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('min_cents', 'bigint', notNull)
    .addColumn('max_cents', 'bigint', notNull)
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', flag(1))
    .addUniqueConstraint('payment_channels_code', ['merchant_code', 'code'])
    .execute();

  await withId(db, db.schema.createTable('deposits'))
    .addColumn('merchant_code', 'text', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('channel_code', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('provider', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('amount_cents', 'bigint', notNull)
    // pending -> approved | rejected | expired (expired may still be approved: money arrived late)
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('reference', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('provider_tx_id', 'text')
    .addColumn('promotion_id', 'integer')
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('decided_by', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', notNull)
    .addColumn('decided_at', 'text')
    // One provider transaction credits one deposit, whatever number of callbacks carry it.
    .addUniqueConstraint('deposits_provider_tx', ['merchant_code', 'provider', 'provider_tx_id'])
    .execute();
  await db.schema
    .createIndex('deposits_member_latest')
    .on('deposits')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('deposits_status')
    .on('deposits')
    .columns(['merchant_code', 'status', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('payee_accounts'))
    .addColumn('merchant_code', 'text', merchantRef)
    .addColumn('member_id', 'integer', (col) => memberRef(col).unique())
    .addColumn('bank_name', 'text', notNull)
    .addColumn('account_number', 'text', notNull)
    .addColumn('holder_name', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('withdrawals'))
    .addColumn('merchant_code', 'text', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('request_id', 'text', notNull)
    .addColumn('amount_cents', 'bigint', notNull)
    // pending -> paid | rejected
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('bank_name', 'text', notNull)
    .addColumn('account_number', 'text', notNull)
    .addColumn('holder_name', 'text', notNull)
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('decided_by', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', notNull)
    .addColumn('decided_at', 'text')
    .addUniqueConstraint('withdrawals_request', ['member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('withdrawals_status')
    .on('withdrawals')
    .columns(['merchant_code', 'status', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('cashier_audit'))
    .addColumn('merchant_code', 'text', merchantRef)
    .addColumn('actor', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('target', 'text', notNull)
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('at', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cashier_audit').execute();
  await db.schema.dropTable('withdrawals').execute();
  await db.schema.dropTable('payee_accounts').execute();
  await db.schema.dropTable('deposits').execute();
  await db.schema.dropTable('payment_channels').execute();
}
