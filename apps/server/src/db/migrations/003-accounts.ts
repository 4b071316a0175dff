import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { flag, memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * Accounts: members, sessions, login failures, captchas, SMS codes, the message outbox,
 * affiliate codes, registration field rules, wallets with their ledger, announcement reads.
 * Same conventions as 001: flags are 0/1 integers, instants ISO-8601 text, money integer cents.
 */
const text = (value: string) => (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(value);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('merchants')
    .addColumn('register_captcha_enabled', 'integer', flag(1))
    .execute();
  await db.schema
    .alterTable('merchants')
    .addColumn('affiliate_required', 'integer', flag(0))
    .execute();
  await db.schema
    .alterTable('merchants')
    .addColumn('default_dialing_code', 'varchar(8)', text('+55'))
    .execute();
  // 0: passwords never expire.
  await db.schema
    .alterTable('merchants')
    .addColumn('password_max_age_days', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('members'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('user_name', 'varchar(32)', notNull)
    /** Lower-cased user name: unique per merchant, so names differ by more than case. */
    .addColumn('user_name_key', 'varchar(32)', notNull)
    .addColumn('password_hash', 'text', notNull)
    .addColumn('type', 'integer', notNull)
    .addColumn('status', 'varchar(16)', text('active'))
    .addColumn('nickname', 'varchar(32)', text(''))
    .addColumn('country_dialing_code', 'varchar(8)', text(''))
    .addColumn('mobile_num', 'varchar(20)', text(''))
    /** Dialing code + number, unique per merchant; null without a mobile. */
    .addColumn('mobile_key', 'varchar(32)')
    .addColumn('email', 'varchar(128)', text(''))
    .addColumn('payee_name', 'varchar(64)', text(''))
    /** JSON object of the other registration fields (qqNum, line, idNumber...). */
    .addColumn('profile', 'text', text('{}'))
    .addColumn('payment_password_hash', 'text')
    .addColumn('upline_id', 'integer', (col) => col.references('members.id').onDelete('set null'))
    .addColumn('affiliate_code', 'varchar(32)', text(''))
    .addColumn('register_method', 'varchar(16)', text(''))
    .addColumn('register_url', 'text', text(''))
    .addColumn('domain', 'text', text(''))
    .addColumn('first_time_login', 'integer', flag(0))
    .addColumn('password_changed_at', 'varchar(32)', notNull)
    .addColumn('password_expires_at', 'varchar(32)')
    .addColumn('temp_password_hash', 'text')
    .addColumn('temp_password_expires_at', 'varchar(32)')
    .addColumn('avatar', 'text', text('avatar-1'))
    .addColumn('avatar_type', 'varchar(8)', text('STATIC'))
    /** JSON array of member label names (e.g. "nochat"). */
    .addColumn('labels', 'text', text('[]'))
    .addColumn('club_label', 'varchar(64)')
    .addColumn('last_login_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addUniqueConstraint('members_user_name_unique', ['merchant_code', 'user_name_key'])
    .addUniqueConstraint('members_mobile_unique', ['merchant_code', 'mobile_key'])
    .execute();

  await db.schema
    .createTable('sessions')
    /** Random, unique per session; the token itself is only stored as a SHA-256 hash. */
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('merchant_code', 'varchar(32)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('last_seen_at', 'varchar(32)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('ip', 'varchar(64)', text(''))
    .addColumn('user_agent', 'text', text(''))
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

  await withId(db, db.schema.createTable('login_failures'))
    /** 'account:<merchant>:<user name key>' or 'ip:<address>'. */
    .addColumn('key', 'varchar(128)', notNull)
    .addColumn('failed_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('login_failures_key_time')
    .on('login_failures')
    .columns(['key', 'failed_at'])
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('answer', 'varchar(16)', notNull)
    .addColumn('kind', 'varchar(16)', notNull)
    /** The address that fetched it: an answer from elsewhere is refused. */
    .addColumn('ip', 'varchar(64)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();

  await withId(db, db.schema.createTable('verification_codes'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('channel', 'varchar(8)', notNull)
    /** Dialing code + number for SMS. */
    .addColumn('target', 'varchar(160)', notNull)
    .addColumn('purpose', 'varchar(32)', notNull)
    .addColumn('code_hash', 'varchar(64)', notNull)
    .addColumn('checks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('consumed_at', 'varchar(32)')
    .addColumn('ip', 'varchar(64)', text(''))
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('verification_codes_target')
    .on('verification_codes')
    .columns(['merchant_code', 'target', 'purpose', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('channel', 'varchar(8)', notNull)
    .addColumn('to_address', 'varchar(160)', notNull)
    .addColumn('subject', 'text', text(''))
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();

  await db.schema
    .createTable('affiliate_codes')
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('code', 'varchar(32)', notNull)
    .addColumn('member_id', 'integer', memberRef)
    /** A link domain that carries this code (lookup by domain); null for typed codes only. */
    .addColumn('domain', 'varchar(255)')
    .addColumn('enabled', 'integer', flag(1))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('affiliate_codes_pk', ['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('register_fields')
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('field', 'varchar(32)', notNull)
    .addColumn('enabled', 'integer', flag(0))
    .addColumn('required', 'integer', flag(0))
    .addColumn('reg_exp', 'text', notNull)
    .addColumn('message_key', 'varchar(64)', notNull)
    .addPrimaryKeyConstraint('register_fields_pk', ['merchant_code', 'field'])
    .execute();

  await db.schema
    .createTable('wallets')
    .addColumn('member_id', 'integer', (col) =>
      col.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('balance_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', notNull)
    .addCheckConstraint('wallets_balance_not_negative', sql`balance_cents >= 0`)
    .execute();

  await withId(db, db.schema.createTable('ledger_entries'))
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('amount_cents', 'bigint', notNull)
    .addColumn('balance_after_cents', 'bigint', notNull)
    .addColumn('kind', 'varchar(32)', notNull)
    /** A repeated key returns the first result instead of moving money twice. */
    .addColumn('idempotency_key', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('reference', 'text', text(''))
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('ledger_entries_member')
    .on('ledger_entries')
    .columns(['member_id', 'id'])
    .execute();

  await db.schema
    .createTable('announcement_reads')
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('announcement_id', 'integer', (col) =>
      col.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('read_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('announcement_reads_pk', ['member_id', 'announcement_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'announcement_reads',
    'ledger_entries',
    'wallets',
    'register_fields',
    'affiliate_codes',
    'outbox',
    'verification_codes',
    'captchas',
    'login_failures',
    'sessions',
    'members',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of [
    'password_max_age_days',
    'default_dialing_code',
    'affiliate_required',
    'register_captcha_enabled',
  ]) {
    await db.schema.alterTable('merchants').dropColumn(column).execute();
  }
}
