import type { Kysely } from 'kysely';
import { memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * Player protection (issue 23, decision 048): limits, breaks, self-exclusion, reality checks.
 *
 * - rg_settings: one row per member who ever set a tool (none for everyone else, so the stake
 *   check of a member without tools is one primary-key lookup that finds nothing). It holds
 *   the session limit (and its pending change), the reality-check interval and the exclusion.
 * - rg_limits: one row per limit in force (kind, period), with its pending change: a pending
 *   value (null = removal) and when it applies (pending_at; null = nothing pending).
 * - rg_history: every change, old and new value and when it takes effect.
 * - sessions: when the session began on the app clock (rg_started_at, the session limit) and
 *   when its next reality check falls due (rg_reality_due_at).
 * Sums of a member's stakes over a period use ledger_entries (account_id, created_at), made by
 * migration 018.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rg_settings')
    .addColumn('member_id', 'integer', (col) =>
      col.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('session_limit_minutes', 'integer')
    .addColumn('session_limit_pending', 'integer')
    .addColumn('session_limit_pending_at', 'varchar(32)')
    .addColumn('reality_check_minutes', 'integer')
    .addColumn('exclusion_kind', 'varchar(16)')
    .addColumn('exclusion_duration', 'varchar(16)')
    .addColumn('exclusion_started_at', 'varchar(32)')
    .addColumn('exclusion_until', 'varchar(32)')
    .addColumn('exclusion_end_requested_at', 'varchar(32)')
    .addColumn('exclusion_ends_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();

  await withId(db, db.schema.createTable('rg_limits'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('period', 'varchar(16)', notNull)
    .addColumn('amount_cents', 'bigint', notNull)
    .addColumn('pending_amount_cents', 'bigint')
    .addColumn('pending_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', notNull)
    .addUniqueConstraint('rg_limits_member_kind_period', ['member_id', 'kind', 'period'])
    .execute();

  await withId(db, db.schema.createTable('rg_history'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('at', 'varchar(32)', notNull)
    .addColumn('what', 'varchar(64)', notNull)
    .addColumn('from_value', 'varchar(64)')
    .addColumn('to_value', 'varchar(64)')
    .addColumn('effective_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('rg_history_member')
    .on('rg_history')
    .columns(['member_id', 'id'])
    .execute();

  await db.schema.alterTable('sessions').addColumn('rg_started_at', 'varchar(32)').execute();
  await db.schema.alterTable('sessions').addColumn('rg_reality_due_at', 'varchar(32)').execute();
  await db.schema
    .createIndex('sessions_member_created')
    .on('sessions')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_member_created').execute();
  await db.schema.alterTable('sessions').dropColumn('rg_reality_due_at').execute();
  await db.schema.alterTable('sessions').dropColumn('rg_started_at').execute();
  await db.schema.dropTable('rg_history').execute();
  await db.schema.dropTable('rg_limits').execute();
  await db.schema.dropTable('rg_settings').execute();
}
