import type { Kysely } from 'kysely';
import { flag, memberRef, notNull, withId } from './columns.ts';

/**
 * The operator's back office (issue 21, decision 043): operator accounts apart from members
 * (Argon2id password, TOTP secret, one-time setup link, recovery codes), their sessions and API
 * keys, the append-only audit log, four-eyes approvals, member notes and tags, and the feedback
 * inbox's assignment and reply. Secrets and tokens are stored only as SHA-256 hashes, except the
 * TOTP secret, which the server must read to check a code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('operators'))
    .addColumn('username', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('display_name', 'text', notNull)
    .addColumn('role', 'varchar(16)', notNull)
    .addColumn('language', 'varchar(8)', (col) => col.notNull().defaultTo('PT'))
    // Null until the setup link is used: there is never a default password.
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled', 'integer', flag(0))
    // The last TOTP time step accepted: a code of that step or earlier is a replay.
    .addColumn('totp_last_step', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('setup_token_hash', 'varchar(64)')
    .addColumn('setup_expires_at', 'varchar(32)')
    .addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('disabled', 'integer', flag(0))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('created_by', 'integer')
    .addColumn('last_login_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('operators_setup_token')
    .on('operators')
    .column('setup_token_hash')
    .execute();

  await withId(db, db.schema.createTable('operator_recovery_codes'))
    .addColumn('operator_id', 'integer', (col) =>
      col.notNull().references('operators.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'varchar(64)', notNull)
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('operator_recovery_codes_operator')
    .on('operator_recovery_codes')
    .columns(['operator_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('operator_id', 'integer', (col) =>
      col.notNull().references('operators.id').onDelete('cascade'),
    )
    // 'totp' (password checked, code awaited), 'enrol' (2FA being set up) or 'full'.
    .addColumn('stage', 'varchar(8)', notNull)
    .addColumn('ip', 'varchar(64)', notNull)
    .addColumn('user_agent', 'text', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('last_seen_at', 'varchar(32)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('ended_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('operator_sessions_operator')
    .on('operator_sessions')
    .column('operator_id')
    .execute();

  await withId(db, db.schema.createTable('operator_api_keys'))
    .addColumn('operator_id', 'integer', (col) =>
      col.notNull().references('operators.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', notNull)
    .addColumn('role', 'varchar(16)', notNull)
    .addColumn('key_hash', 'varchar(64)', (col) => col.notNull().unique())
    // The first characters, shown in lists so an operator can tell keys apart.
    .addColumn('key_prefix', 'varchar(16)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'varchar(32)', notNull)
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', 'text', notNull)
    // 'session', 'api-key' or 'cli'.
    .addColumn('via', 'varchar(16)', notNull)
    .addColumn('ip', 'varchar(64)', notNull)
    .addColumn('action', 'varchar(64)', notNull)
    .addColumn('target_type', 'varchar(32)', notNull)
    .addColumn('target_id', 'text', notNull)
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['target_type', 'target_id'])
    .execute();
  await db.schema
    .createIndex('audit_log_operator')
    .on('audit_log')
    .columns(['operator_id', 'at'])
    .execute();

  await withId(db, db.schema.createTable('approvals'))
    // 'withdrawal.pay' or 'balance.adjust'.
    .addColumn('kind', 'varchar(32)', notNull)
    .addColumn('target_type', 'varchar(32)', notNull)
    .addColumn('target_id', 'text', notNull)
    .addColumn('amount_cents', 'integer', notNull)
    .addColumn('payload_json', 'text', notNull)
    .addColumn('reason', 'text', notNull)
    // pending -> confirmed | rejected
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('requested_by', 'integer', notNull)
    .addColumn('requested_at', 'varchar(32)', notNull)
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('result_json', 'text')
    .execute();
  await db.schema
    .createIndex('approvals_status')
    .on('approvals')
    .columns(['status', 'requested_at'])
    .execute();

  await withId(db, db.schema.createTable('member_notes'))
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('operator_id', 'integer', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('member_notes_member')
    .on('member_notes')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('member_tags')
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('tag', 'varchar(32)', notNull)
    .addColumn('operator_id', 'integer', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('member_tags_pk', ['member_id', 'tag'])
    .execute();

  await db.schema.alterTable('feedback').addColumn('assigned_to', 'integer').execute();
  await db.schema.alterTable('feedback').addColumn('reply', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('replied_at', 'varchar(32)').execute();
  await db.schema.alterTable('feedback').addColumn('replied_by', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['replied_by', 'replied_at', 'reply', 'assigned_to']) {
    await db.schema.alterTable('feedback').dropColumn(column).execute();
  }
  for (const table of [
    'member_tags',
    'member_notes',
    'approvals',
    'audit_log',
    'operator_api_keys',
    'operator_sessions',
    'operator_recovery_codes',
    'operators',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
