/**
 * The job scheduler's public entry (issue 21, decision 042): the jobs, the in-process
 * scheduler, and what the back office and `npm run jobs` call.
 */
export { JOBS, jobNamed, type JobDefinition } from './jobs.ts';
export { registerScheduler } from './register.ts';
export {
  createInstanceId,
  listJobRuns,
  listJobs,
  runJobForPeriod,
  runSchedulerTick,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  STALE_CLAIM_MS,
  type SchedulerOptions,
} from './scheduler.service.ts';
export { runJobsCommand } from './jobs.command.ts';
export { periodContaining, periodOfKey, lastEndedPeriod, type Period } from './periods.ts';
