/**
 * The scheduler's jobs in the back office (issue 21, decision 042): the jobs with their last and
 * next runs, the runs, and an admin's "run again for a period". The shapes are the scheduler's
 * own (`@app/contracts` api/scheduler.ts): JobList, JobRunsQuery, JobRunsPage, JobRun.
 */
import { z } from 'zod';
import { JobName } from '../api/scheduler.ts';
import { BoReason } from './common.ts';

// The scheduler's shapes, for the back office to import from its own subpath.
export {
  JOB_NAMES,
  JOB_PERIOD_KIND,
  JobList,
  JobName,
  JobOutcome,
  JobRun,
  JobRunsPage,
  JobRunsQuery,
  JobView,
  isPeriodKey,
  type JobPeriodKind,
} from '../api/scheduler.ts';

export const BO_JOBS_API = {
  jobs: '/bo/api/jobs',
  runs: '/bo/api/jobs/runs',
  /** POST: runs `:job` again for one ended period. */
  run: '/bo/api/jobs/:job/run',
} as const;

export const boJobRunPath = (job: string) =>
  BO_JOBS_API.run.replace(':job', encodeURIComponent(job));

export const BoJobParams = z.object({ job: JobName });

/**
 * The period to run: `YYYY-MM-DD` for a daily job, `YYYY-MM-DDTHH:mm` for a minute job (UTC);
 * the server checks it is one of the job's and has ended (400 `request.invalid` otherwise).
 */
export const BoJobRunBody = z.object({
  periodKey: z.string().trim().min(10).max(32),
  reason: BoReason.optional(),
});
export type BoJobRunBody = z.infer<typeof BoJobRunBody>;
