import type { Kysely } from 'kysely';
import { merchantRef, notNull, withId } from './columns.ts';

/**
 * The job scheduler (issue 21, decision 042). Two tables, because "once per period" and "every
 * run recorded" are different promises:
 * - `job_claims`: the scheduler's exactly-once. One row per merchant, job and period, unique:
 *   the instance whose insert lands runs the period; a failed or stale claim is taken over by
 *   a conditional update that bumps `attempt`, so two instances cannot both win it either.
 * - `job_runs`: one row per run, the scheduler's and every operator re-run alike, with what it
 *   did. An operator re-run adds a run and never touches the claim, so a period may have any
 *   number of runs while the scheduler still runs it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('job_claims'))
    .addColumn('merchant_code', 'text', merchantRef)
    .addColumn('job', 'text', notNull)
    .addColumn('period_key', 'text', notNull)
    // running | ok | failed
    .addColumn('status', 'text', notNull)
    // 1 for the first claim, bumped by each take-over: the compare-and-set token.
    .addColumn('attempt', 'integer', notNull)
    .addColumn('claimed_at', 'text', notNull)
    .addColumn('claimed_by', 'text', notNull)
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('job_claims_key')
    .on('job_claims')
    .columns(['merchant_code', 'job', 'period_key'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('job_runs'))
    .addColumn('merchant_code', 'text', merchantRef)
    .addColumn('job', 'text', notNull)
    .addColumn('period_key', 'text', notNull)
    // 'scheduler' or 'operator:<id>'
    .addColumn('triggered_by', 'text', notNull)
    .addColumn('instance_id', 'text', notNull)
    .addColumn('started_at', 'text', notNull)
    .addColumn('finished_at', 'text')
    // running | ok | failed
    .addColumn('outcome', 'text', notNull)
    // JSON object of what the run did (counts, cents paid).
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('error', 'text')
    .execute();
  // Runs page newest first, per job or all; the minute job's old runs are pruned by time; a
  // take-over finds a period's runs.
  await db.schema
    .createIndex('job_runs_job')
    .on('job_runs')
    .columns(['merchant_code', 'job', 'started_at'])
    .execute();
  await db.schema
    .createIndex('job_runs_started')
    .on('job_runs')
    .columns(['merchant_code', 'started_at'])
    .execute();
  await db.schema
    .createIndex('job_runs_period')
    .on('job_runs')
    .columns(['merchant_code', 'job', 'period_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('job_claims').execute();
}
