import { z } from 'zod';

/**
 * The job scheduler (issue 21, decision 042): the server's recurring work, run once per period
 * across every instance, each run recorded; the back office lists the jobs and their runs and
 * lets an admin run a job again for a period.
 */

/** Every scheduled job, in the order a tick runs them. */
export const JOB_NAMES = [
  'rebate-settlement',
  'contract-payouts',
  'deposit-expiry',
  'bonus-expiry',
  'tournament-payout',
  'referral-rewards',
  'vip-levels',
  'weekly-rebate',
] as const;
export const JobName = z.enum(JOB_NAMES);
export type JobName = z.infer<typeof JobName>;

/**
 * The period a job runs once per, in UTC (the days of rebates and contract payouts are UTC days,
 * decisions 022 and 024). Keys: `YYYY-MM-DD` for a day, `YYYY-MM-DDTHH:mm` for a minute.
 */
export const JOB_PERIOD_KINDS = ['daily', 'minute'] as const;
export const JobPeriodKind = z.enum(JOB_PERIOD_KINDS);
export type JobPeriodKind = z.infer<typeof JobPeriodKind>;

export const JOB_PERIOD_KIND = {
  'rebate-settlement': 'daily',
  'contract-payouts': 'daily',
  'deposit-expiry': 'minute',
  'bonus-expiry': 'minute',
  'tournament-payout': 'minute',
  'referral-rewards': 'minute',
  'vip-levels': 'daily',
  'weekly-rebate': 'daily',
} as const satisfies Record<JobName, JobPeriodKind>;

const KEY_PATTERN: Record<JobPeriodKind, RegExp> = {
  daily: /^\d{4}-\d{2}-\d{2}$/,
  minute: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
};

/**
 * Whether `key` names a period of `kind`. Round-tripped through Date, because Date.parse alone
 * takes 2026-02-30 for 2 March and the same period must never have two keys.
 */
export function isPeriodKey(kind: JobPeriodKind, key: string): boolean {
  if (!KEY_PATTERN[kind].test(key)) return false;
  const ms = Date.parse(kind === 'daily' ? `${key}T00:00:00.000Z` : `${key}:00.000Z`);
  if (Number.isNaN(ms)) return false;
  return new Date(ms).toISOString().slice(0, key.length) === key;
}

export const DailyPeriodKey = z
  .string()
  .refine((key) => isPeriodKey('daily', key), 'a day, YYYY-MM-DD (UTC)');
export const MinutePeriodKey = z
  .string()
  .refine((key) => isPeriodKey('minute', key), 'a minute, YYYY-MM-DDTHH:mm (UTC)');

/** Who started a run: the scheduler itself, or an operator (by id, or `cli` from a terminal). */
export const JobTrigger = z
  .string()
  .regex(/^(scheduler|operator:[A-Za-z0-9_.@-]{1,64})$/, "'scheduler' or 'operator:<id>'");
export type JobTrigger = z.infer<typeof JobTrigger>;

export const JOB_OUTCOMES = ['running', 'ok', 'failed'] as const;
export const JobOutcome = z.enum(JOB_OUTCOMES);
export type JobOutcome = z.infer<typeof JobOutcome>;

/** What a run did, e.g. `{ lines: 3, paidCents: 2080 }`: flat, amounts in cents. */
export const JobRunDetail = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type JobRunDetail = z.infer<typeof JobRunDetail>;

/** One run of a job for a period (the scheduler's or an operator's). */
export const JobRun = z.object({
  id: z.number().int(),
  // Text rather than JobName: the runs of a job retired later still list.
  job: z.string(),
  periodKey: z.string(),
  triggeredBy: z.string(),
  instanceId: z.string().describe('The server instance (host:pid:random) that ran it'),
  startedAt: z.string().describe('ISO-8601 instant'),
  finishedAt: z.string().nullable().describe('ISO-8601 instant; null while running'),
  outcome: JobOutcome,
  detail: JobRunDetail,
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof JobRun>;

/** A job as the back office lists it. */
export const JobView = z.object({
  name: JobName,
  /** The back office's text key of the job's description. */
  descriptionKey: z.string(),
  periodKind: JobPeriodKind,
  /** The newest run, whoever started it; null before the first. */
  lastRun: JobRun.nullable(),
  nextDueAt: z
    .string()
    .describe(
      'ISO-8601 instant the scheduler next runs the job: in the past while a period is overdue',
    ),
});
export type JobView = z.infer<typeof JobView>;

export const JobList = z.object({ jobs: z.array(JobView) });
export type JobList = z.infer<typeof JobList>;

export const JobRunsQuery = z.object({
  job: JobName.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type JobRunsQuery = z.infer<typeof JobRunsQuery>;

/** Runs, newest first, and how many match in all. */
export const JobRunsPage = z.object({ rows: z.array(JobRun), total: z.number().int() });
export type JobRunsPage = z.infer<typeof JobRunsPage>;

/** An admin's "run again for this period": the key must be of the job's period kind. */
export const JobRunRequest = z
  .object({ job: JobName, periodKey: z.string().max(32) })
  .refine((body) => isPeriodKey(JOB_PERIOD_KIND[body.job], body.periodKey), {
    path: ['periodKey'],
    message:
      'not a period of this job: YYYY-MM-DD for a daily job, YYYY-MM-DDTHH:mm (UTC) for a minute job',
  });
export type JobRunRequest = z.infer<typeof JobRunRequest>;
