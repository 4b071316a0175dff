import type { JobRun } from '@app/contracts';
import { AppError } from '../../errors.ts';
import type { CommandIo } from '../../lib/cli.ts';
import type { AppContext } from '../../lib/context.ts';
import { JOBS } from './jobs.ts';
import { listJobRuns, listJobs, runJobForPeriod, runSchedulerTick } from './scheduler.service.ts';

const USAGE = [
  'usage: npm run jobs -- list                            the jobs, their last and next runs',
  '       npm run jobs -- runs [--job <job>] [--limit N]  recent runs, newest first',
  '       npm run jobs -- run <job> <periodKey>           run a job again for an ended period',
  '       npm run jobs -- tick                            run what is due now, as the scheduler',
  `  jobs: ${JOBS.map((job) => `${job.name} (${job.periodKind})`).join(', ')}`,
  '  periods (UTC): daily YYYY-MM-DD, minute YYYY-MM-DDTHH:mm. Re-running pays nothing twice.',
].join('\n');

/** Who an operator at a terminal is, in the runs' `triggered_by`. */
export const CLI_TRIGGER = 'operator:cli';

function runLine(run: JobRun): string {
  const detail = Object.keys(run.detail).length > 0 ? ` ${JSON.stringify(run.detail)}` : '';
  const error = run.error ? ` error: ${run.error}` : '';
  return (
    `#${run.id} ${run.job} ${run.periodKey} ${run.outcome} by ${run.triggeredBy} ` +
    `at ${run.startedAt}${detail}${error}`
  );
}

/**
 * `npm run jobs`: the scheduler's jobs from a terminal, through the same functions the back
 * office calls (decision 042). Returns the exit code: 1 when a run failed, 2 on bad usage.
 */
export async function runJobsCommand(
  args: readonly string[],
  ctx: AppContext,
  io: CommandIo,
): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === 'list' && rest.length === 0) {
      for (const job of await listJobs(ctx)) {
        const last = job.lastRun ? runLine(job.lastRun) : 'never run';
        io.out(`${job.name} (${job.periodKind}): next due ${job.nextDueAt}; last: ${last}`);
      }
      return 0;
    }
    if (command === 'runs') {
      let job: string | undefined;
      let limit = 20;
      for (let i = 0; i < rest.length; i++) {
        const arg = rest[i];
        const value = rest[i + 1];
        if (arg === '--job' && value && JOBS.some((j) => j.name === value)) job = value;
        else if (arg === '--limit' && value && /^\d{1,3}$/.test(value) && Number(value) > 0) {
          limit = Number(value);
        } else {
          io.err(USAGE);
          return 2;
        }
        i += 1;
      }
      const page = await listJobRuns(ctx, { job, limit, offset: 0 });
      for (const run of page.rows) io.out(runLine(run));
      io.out(`${page.rows.length} of ${page.total} run(s)`);
      return 0;
    }
    if (command === 'run' && rest.length === 2) {
      const run = await runJobForPeriod(ctx, rest[0]!, rest[1]!, CLI_TRIGGER);
      io.out(runLine(run));
      return run.outcome === 'ok' ? 0 : 1;
    }
    if (command === 'tick' && rest.length === 0) {
      const runs = await runSchedulerTick(ctx);
      for (const run of runs) io.out(runLine(run));
      io.out(`${runs.length} run(s)`);
      return runs.some((run) => run.outcome === 'failed') ? 1 : 0;
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    io.err(`${error.detail || error.code}\n${USAGE}`);
    return 2;
  }
  io.err(USAGE);
  return command === '--help' || command === '-h' ? 0 : 2;
}
