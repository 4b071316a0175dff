import { sql, type Kysely } from 'kysely';
import { memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * Agent contracts (issue 8, decision 024): daily salary, dividend and hourly salary contracts
 * an upline agent offers a direct downline agent, the audit trail of every change, and one
 * payout row per contract and period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('agent_contracts'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    /** 'dailySalary' | 'dividend' | 'hourlySalary'. */
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('upline_id', 'integer', memberRef)
    .addColumn('member_id', 'integer', memberRef)
    /** JSON terms, validated by the kind's schema before they are written and when read. */
    .addColumn('terms', 'text', notNull)
    /** pending -> accepted | refused | cancelled; accepted -> cancelled when superseded. */
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decided_by', 'integer', (col) => col.references('members.id').onDelete('set null'))
    /** When an accepted contract stopped being in force. */
    .addColumn('ended_at', 'varchar(32)')
    .execute();
  // One pending offer and one contract in force per downline and kind, whatever races: the
  // database refuses the second row, not a check that two requests could both pass.
  await sql`create unique index agent_contracts_one_pending on agent_contracts (member_id, kind) where status = 'pending'`.execute(
    db,
  );
  await sql`create unique index agent_contracts_one_accepted on agent_contracts (member_id, kind) where status = 'accepted'`.execute(
    db,
  );
  await db.schema
    .createIndex('agent_contracts_upline')
    .on('agent_contracts')
    .columns(['upline_id', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('agent_contract_audit'))
    .addColumn('contract_id', 'integer', (col) =>
      col.notNull().references('agent_contracts.id').onDelete('cascade'),
    )
    /** 'offer' | 'accept' | 'refuse' | 'cancel' | 'supersede'. */
    .addColumn('action', 'varchar(16)', notNull)
    .addColumn('actor_id', 'integer', (col) => col.references('members.id').onDelete('set null'))
    .addColumn('at', 'varchar(32)', notNull)
    .addColumn('from_status', 'varchar(16)')
    .addColumn('to_status', 'varchar(16)', notNull)
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('agent_contract_audit_contract')
    .on('agent_contract_audit')
    .columns(['contract_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('agent_contract_payouts'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('contract_id', 'integer', (col) =>
      col.notNull().references('agent_contracts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('period_start', 'varchar(10)', notNull)
    .addColumn('period_end', 'varchar(10)', notNull)
    .addColumn('valid_bet_cents', 'bigint', notNull)
    .addColumn('net_loss_cents', 'bigint', notNull)
    .addColumn('rate_bp', 'integer', notNull)
    .addColumn('amount_cents', 'bigint', notNull)
    /** The ledger transfer; null when the period earned nothing. */
    .addColumn('transfer_id', 'integer', (col) =>
      col.references('ledger_transfers.id').onDelete('set null'),
    )
    .addColumn('paid_at', 'varchar(32)', notNull)
    // A period is paid once per contract, however often or wherever the payout runs.
    .addUniqueConstraint('agent_contract_payouts_period', ['contract_id', 'period_start'])
    .execute();
  await db.schema
    .createIndex('agent_contract_payouts_member')
    .on('agent_contract_payouts')
    .columns(['member_id', 'kind', 'period_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_contract_payouts').execute();
  await db.schema.dropTable('agent_contract_audit').execute();
  await db.schema.dropTable('agent_contracts').execute();
}
