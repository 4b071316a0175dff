import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BO_JOBS_API,
  boJobRunPath,
  JobList,
  JobRun,
  JobRunsPage,
  type BoJobRunBody,
  type JobName,
} from '@app/contracts/backoffice';
import { boGet, boPost } from '../../lib/api.ts';

export const JOBS_KEY = ['jobs'] as const;

export function useJobs() {
  return useQuery({
    queryKey: [...JOBS_KEY, 'list'],
    queryFn: () => boGet(BO_JOBS_API.jobs, undefined, JobList),
    refetchInterval: 30_000,
  });
}

export function useJobRuns(query: { job: JobName | undefined; limit: number; offset: number }) {
  return useQuery({
    queryKey: [...JOBS_KEY, 'runs', query],
    queryFn: () => boGet(BO_JOBS_API.runs, query, JobRunsPage),
    placeholderData: (previous) => previous,
    refetchInterval: 30_000,
  });
}

export function useRunJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ job, ...body }: BoJobRunBody & { job: JobName }) =>
      boPost(boJobRunPath(job), body, JobRun),
    onSuccess: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
