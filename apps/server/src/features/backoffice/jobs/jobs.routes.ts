import type { FastifyInstance } from 'fastify';
import {
  BO_JOBS_API,
  BoJobParams,
  BoJobRunBody,
  JobList,
  JobRun,
  JobRunsPage,
  JobRunsQuery,
} from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import { listJobRuns, listJobs, runJobForPeriod } from '../../scheduler/index.ts';
import { boRead, boWrite } from '../bo-route.ts';

/**
 * The scheduler in the back office (issue 21, decision 042): what runs by itself, when it last
 * ran and runs next, every run, and an admin's "run again for this period". A run again is
 * the job's own idempotent body (a period paid before pays nothing twice), recorded as a run
 * of its own and in the audit log with what it did.
 */
export function registerJobsRoutes(app: FastifyInstance, ctx: AppContext): void {
  boRead(
    app,
    {
      url: BO_JOBS_API.jobs,
      summary: 'The scheduled jobs, each with its last run and when it runs next',
      permission: 'jobs.read',
      response: JobList,
    },
    async () => ({ jobs: await listJobs(ctx) }),
  );

  boRead(
    app,
    {
      url: BO_JOBS_API.runs,
      summary: 'Runs of the jobs (or of one), newest first',
      permission: 'jobs.read',
      querystring: JobRunsQuery,
      response: JobRunsPage,
    },
    async ({ query }) =>
      listJobRuns(ctx, { job: query.job, limit: query.limit, offset: query.offset }),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_JOBS_API.run,
      summary: 'Runs a job again for one ended period (idempotent: nothing is paid twice)',
      permission: 'jobs.run',
      params: BoJobParams,
      body: BoJobRunBody,
      response: JobRun,
    },
    async ({ params, body, operator }) => {
      const run = await runJobForPeriod(
        ctx,
        params.job,
        body.periodKey,
        `operator:${operator.operatorId}`,
      );
      return {
        value: run,
        audit: {
          action: 'job.run',
          targetType: 'job',
          targetId: `${run.job}:${run.periodKey}`,
          before: null,
          after: {
            runId: run.id,
            outcome: run.outcome,
            detail: run.detail,
            error: run.error,
          },
          reason: body.reason ?? null,
        },
      };
    },
  );
}
