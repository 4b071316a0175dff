import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Selectable } from 'kysely';
import {
  JobRunDetail,
  JobTrigger,
  type JobOutcome,
  type JobRun,
  type JobRunsPage,
  type JobView,
} from '@app/contracts';
import type { JobClaimsTable, JobRunsTable } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import { nowMs, parseJsonColumn, type AppContext } from '../../lib/context.ts';
import { JOBS, jobNamed, type JobDefinition } from './jobs.ts';
import {
  lastEndedPeriod,
  periodOfKey,
  periodContaining,
  shiftPeriod,
  type Period,
} from './periods.ts';

/**
 * The job scheduler (issue 21, decision 042). No leader: every instance ticks, and the unique
 * (merchant, job, period) key of `job_claims` decides which one runs a period. Every run, the
 * scheduler's and an operator's, is a `job_runs` row.
 */

/** A claim still running after this long is taken to be dead (its instance crashed). */
export const STALE_CLAIM_MS = 10 * 60_000;
/**
 * A failed period is retried after 1 minute, then 2, 4, ... up to an hour: soon enough for a
 * passing fault, without a run row every tick while something stays broken.
 */
export const RETRY_BASE_MS = 60_000;
export const RETRY_MAX_MS = 60 * 60_000;
const ERROR_MAX_LENGTH = 2000;
const DAY_MS = 86_400_000;

/** host:pid:random, so two apps in one process (tests) are two instances too. */
export function createInstanceId(): string {
  return `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** The instance id of runs started outside a scheduler (operator re-runs) in this process. */
const PROCESS_INSTANCE_ID = createInstanceId();

export interface SchedulerOptions {
  /** Who runs: recorded on claims and runs (default: this process's id). */
  instanceId?: string;
  /** The jobs (default JOBS); tests substitute bodies that fail on purpose. */
  jobs?: readonly JobDefinition[];
  /** Once aborted, the tick claims nothing more (the app is closing). */
  signal?: AbortSignal;
}

type ClaimRow = Selectable<JobClaimsTable>;
type RunRow = Selectable<JobRunsTable>;

const iso = (ms: number) => new Date(ms).toISOString();

function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_MS);
}

/** When the scheduler may (next) run a period with this claim; null: never again (done). */
function dueAt(period: Period, claim: ClaimRow | undefined): number | null {
  if (!claim) return period.endMs;
  if (claim.status === 'ok') return null;
  if (claim.status === 'failed') {
    return Date.parse(claim.finished_at ?? claim.claimed_at) + retryDelay(claim.attempt);
  }
  return Date.parse(claim.claimed_at) + STALE_CLAIM_MS;
}

interface Planned {
  period: Period;
  claim: ClaimRow | undefined;
  dueAt: number;
}

/**
 * The periods of `job` the scheduler still owes at `now`, oldest first: every ended period of
 * the catch-up window without a successful claim. The window reaches back catchUpPeriods
 * from the latest ended period, but not before the job's first claimed period (the first
 * start), so a new server begins with the latest period only.
 */
async function plan(ctx: AppContext, job: JobDefinition, now: number): Promise<Planned[]> {
  const latest = lastEndedPeriod(job.periodKind, now);
  const first = await ctx.db
    .selectFrom('job_claims')
    .select((eb) => eb.fn.min<string>('period_key').as('key'))
    .where('merchant_code', '=', ctx.merchantCode)
    .where('job', '=', job.name)
    .executeTakeFirst();
  const firstClaimed = first?.key ? periodOfKey(job.periodKind, first.key) : null;
  let start = firstClaimed ? shiftPeriod(latest, 1 - job.catchUpPeriods) : latest;
  if (firstClaimed && firstClaimed.startMs > start.startMs) start = firstClaimed;
  if (start.startMs > latest.startMs) return [];

  const claims = await ctx.db
    .selectFrom('job_claims')
    .selectAll()
    .where('merchant_code', '=', ctx.merchantCode)
    .where('job', '=', job.name)
    .where('period_key', '>=', start.key)
    .where('period_key', '<=', latest.key)
    .execute();
  const byKey = new Map(claims.map((claim) => [claim.period_key, claim]));
  const planned: Planned[] = [];
  for (let period = start; period.startMs <= latest.startMs; period = shiftPeriod(period, 1)) {
    const claim = byKey.get(period.key);
    const due = dueAt(period, claim);
    if (due !== null) planned.push({ period, claim, dueAt: due });
  }
  return planned;
}

/**
 * Claims a period for this instance; the claim's attempt number, or null when another
 * instance has it. A new period is claimed by inserting its row (the unique key lets one
 * insert land); a failed or stale one by an update conditional on the attempt and status
 * read, so of two instances taking it over only one changes the row.
 */
async function claim(
  ctx: AppContext,
  job: JobDefinition,
  planned: Planned,
  instanceId: string,
): Promise<number | null> {
  const now = nowMs(ctx);
  let current = planned.claim;
  if (!current) {
    const inserted = await ctx.db
      .insertInto('job_claims')
      .values({
        merchant_code: ctx.merchantCode,
        job: job.name,
        period_key: planned.period.key,
        status: 'running',
        attempt: 1,
        claimed_at: iso(now),
        claimed_by: instanceId,
        finished_at: null,
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'job', 'period_key']).doNothing())
      .returning('attempt')
      .executeTakeFirst();
    if (inserted) return inserted.attempt;
    // Another instance inserted it first: it may have failed already, but most likely it runs.
    current = await ctx.db
      .selectFrom('job_claims')
      .selectAll()
      .where('merchant_code', '=', ctx.merchantCode)
      .where('job', '=', job.name)
      .where('period_key', '=', planned.period.key)
      .executeTakeFirst();
    const due = current ? dueAt(planned.period, current) : null;
    if (!current || due === null || due > now) return null;
  }
  const taken = await ctx.db
    .updateTable('job_claims')
    .set({
      status: 'running',
      attempt: current.attempt + 1,
      claimed_at: iso(now),
      claimed_by: instanceId,
      finished_at: null,
    })
    .where('id', '=', current.id)
    .where('attempt', '=', current.attempt)
    .where('status', '=', current.status)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return null;
  if (current.status === 'running') {
    // The dead instance's run never finishes: say so instead of leaving it running forever.
    await ctx.db
      .updateTable('job_runs')
      .set({
        outcome: 'failed',
        error: `abandoned: no finish within ${STALE_CLAIM_MS / 60_000} minutes; taken over by ${instanceId}`,
      })
      .where('merchant_code', '=', ctx.merchantCode)
      .where('job', '=', job.name)
      .where('period_key', '=', planned.period.key)
      .where('outcome', '=', 'running')
      .where('started_at', '<=', iso(now - STALE_CLAIM_MS))
      .execute();
  }
  return current.attempt + 1;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > ERROR_MAX_LENGTH ? `${text.slice(0, ERROR_MAX_LENGTH - 1)}…` : text;
}

/**
 * Runs a job's body for a period and records it. A failing body is a failed run (returned,
 * not thrown); with a claim attempt, the claim's status follows unless the claim was taken
 * over meanwhile (then the newer attempt owns it).
 */
async function execute(
  ctx: AppContext,
  job: JobDefinition,
  period: Period,
  by: { triggeredBy: string; instanceId: string; attempt: number | null },
): Promise<JobRun> {
  const startedAt = iso(nowMs(ctx));
  const began = performance.now();
  const row = await ctx.db
    .insertInto('job_runs')
    .values({
      merchant_code: ctx.merchantCode,
      job: job.name,
      period_key: period.key,
      triggered_by: by.triggeredBy,
      instance_id: by.instanceId,
      started_at: startedAt,
      finished_at: null,
      outcome: 'running',
      error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let outcome: JobOutcome = 'ok';
  let detail: JobRunDetail = {};
  let error: string | null = null;
  try {
    detail = JobRunDetail.parse(await job.run(ctx, period));
  } catch (failure) {
    outcome = 'failed';
    error = errorText(failure);
  }
  const finishedAt = iso(nowMs(ctx));
  // Timed on the monotonic clock: the context's may be moved forward (POST /dev/clock).
  ctx.metrics?.schedulerJobRuns.observe(
    { job: job.name, outcome },
    (performance.now() - began) / 1000,
  );
  await ctx.db
    .updateTable('job_runs')
    .set({ outcome, finished_at: finishedAt, detail: JSON.stringify(detail), error })
    .where('id', '=', row.id)
    .execute();
  if (by.attempt !== null) {
    await ctx.db
      .updateTable('job_claims')
      .set({ status: outcome, finished_at: finishedAt })
      .where('merchant_code', '=', ctx.merchantCode)
      .where('job', '=', job.name)
      .where('period_key', '=', period.key)
      .where('attempt', '=', by.attempt)
      .execute();
  }
  return {
    id: Number(row.id),
    job: job.name,
    periodKey: period.key,
    triggeredBy: by.triggeredBy,
    instanceId: by.instanceId,
    startedAt,
    finishedAt,
    outcome,
    detail,
    error,
  };
}

/** Drops a job's runs and claims older than it keeps them (the minute job's). */
async function prune(ctx: AppContext, job: JobDefinition, now: number): Promise<void> {
  if (job.keepRunsDays === null) return;
  const cutoff = now - job.keepRunsDays * DAY_MS;
  await ctx.db
    .deleteFrom('job_runs')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('job', '=', job.name)
    .where('started_at', '<', iso(cutoff))
    .execute();
  await ctx.db
    .deleteFrom('job_claims')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('job', '=', job.name)
    .where('period_key', '<', periodContaining(job.periodKind, cutoff).key)
    .execute();
}

/**
 * One scheduler tick: for each job, runs every owed period that is due, oldest first, that
 * this instance manages to claim. Returns the runs it made. A job whose bookkeeping fails (the
 * database is away) does not stop the others; the first such error is thrown at the end.
 */
export async function runSchedulerTick(
  ctx: AppContext,
  options: SchedulerOptions = {},
): Promise<JobRun[]> {
  const instanceId = options.instanceId ?? PROCESS_INSTANCE_ID;
  const runs: JobRun[] = [];
  let failure: unknown = null;
  for (const job of options.jobs ?? JOBS) {
    try {
      const now = nowMs(ctx);
      let claimed = 0;
      for (const planned of await plan(ctx, job, now)) {
        if (options.signal?.aborted) break;
        if (planned.dueAt > now) continue;
        const attempt = await claim(ctx, job, planned, instanceId);
        if (attempt === null) continue;
        claimed += 1;
        runs.push(
          await execute(ctx, job, planned.period, {
            triggeredBy: 'scheduler',
            instanceId,
            attempt,
          }),
        );
      }
      // Only an instance that just ran the job prunes it: not every instance every tick.
      if (claimed > 0) await prune(ctx, job, now);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return runs;
}

function toRun(row: RunRow): JobRun {
  return {
    id: Number(row.id),
    job: row.job,
    periodKey: row.period_key,
    triggeredBy: row.triggered_by,
    instanceId: row.instance_id,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    outcome: row.outcome as JobOutcome,
    detail: parseJsonColumn<JobRunDetail>(row.detail, {}),
    error: row.error,
  };
}

/** Every job with its newest run and when the scheduler next runs it. */
export async function listJobs(
  ctx: AppContext,
  options: Pick<SchedulerOptions, 'jobs'> = {},
): Promise<JobView[]> {
  const now = nowMs(ctx);
  const views: JobView[] = [];
  for (const job of options.jobs ?? JOBS) {
    const last = await ctx.db
      .selectFrom('job_runs')
      .selectAll()
      .where('merchant_code', '=', ctx.merchantCode)
      .where('job', '=', job.name)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    // A period another instance is running now is not due; the next one is.
    const owed = (await plan(ctx, job, now))
      .filter((planned) => !(planned.claim?.status === 'running' && planned.dueAt > now))
      .map((planned) => planned.dueAt);
    const currentEnd = periodContaining(job.periodKind, now).endMs;
    views.push({
      name: job.name,
      descriptionKey: job.descriptionKey,
      periodKind: job.periodKind,
      lastRun: last ? toRun(last) : null,
      nextDueAt: iso(owed.length > 0 ? Math.min(...owed) : currentEnd),
    });
  }
  return views;
}

/** Runs newest first, of one job or all. */
export async function listJobRuns(
  ctx: AppContext,
  query: { job?: string | undefined; limit: number; offset: number },
): Promise<JobRunsPage> {
  let base = ctx.db.selectFrom('job_runs').where('merchant_code', '=', ctx.merchantCode);
  if (query.job !== undefined) base = base.where('job', '=', query.job);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRun), total: Number(count.n) };
}

/**
 * Runs `job` for one ended period again, at an operator's request, and records it as a run of
 * its own (the scheduler's claim is left alone: the period stays done, or owed, for the
 * scheduler as it was). The bodies are idempotent, so a period paid before pays nothing again.
 * A failing body answers a failed run; a bad job, key or unfinished period throws 400.
 */
export async function runJobForPeriod(
  ctx: AppContext,
  job: string,
  periodKey: string,
  triggeredBy: string,
  options: Pick<SchedulerOptions, 'instanceId' | 'jobs'> = {},
): Promise<JobRun> {
  const definition = jobNamed(job, options.jobs);
  if (!definition) throw new AppError('request.invalid', 400, `no such job: ${job}`);
  const period = periodOfKey(definition.periodKind, periodKey);
  if (!period) {
    const shape = definition.periodKind === 'daily' ? 'YYYY-MM-DD' : 'YYYY-MM-DDTHH:mm';
    throw new AppError('request.invalid', 400, `not a period of ${job}: ${periodKey} (${shape})`);
  }
  if (period.endMs > nowMs(ctx)) {
    throw new AppError('request.invalid', 400, `${job} ${periodKey} has not ended yet`);
  }
  if (!JobTrigger.safeParse(triggeredBy).success) {
    throw new AppError('request.invalid', 400, `not a trigger: ${triggeredBy}`);
  }
  return execute(ctx, definition, period, {
    triggeredBy,
    instanceId: options.instanceId ?? PROCESS_INSTANCE_ID,
    attempt: null,
  });
}
