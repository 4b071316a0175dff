import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import {
  JOB_NAMES,
  JobName,
  type JobOutcome,
  type JobRun,
  type JobView,
} from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime } from '../../components/format.tsx';
import { Field } from '../../components/field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useJobRuns, useJobs } from './jobs-api.ts';
import { detailText, RunDetail } from './run-detail.tsx';
import { RunDialog } from './run-dialog.tsx';
import styles from './jobs.module.css';

/**
 * The scheduler's screen (issue 21, decision 042): each job with its last and next runs, every
 * run newest first, and for admins "run again for a period".
 */
/**
 * A period is due when it ends and runs at the next tick (at most a minute apart): only one
 * left waiting longer than this is shown as overdue (no scheduler running, or failing).
 */
const OVERDUE_AFTER_MS = 2 * 60_000;

const OUTCOME_BADGE: Record<JobOutcome, string> = { ok: 'ok', running: 'warn', failed: 'danger' };

function Outcome({ outcome }: { outcome: JobOutcome }) {
  const { t } = useTranslation('jobs');
  return <span className={`badge ${OUTCOME_BADGE[outcome]}`}>{t(`outcomes.${outcome}`)}</span>;
}

function useTriggeredBy(): (value: string) => string {
  const { t } = useTranslation('jobs');
  return useCallback(
    (value: string) => {
      if (value === 'scheduler') return t('scheduler');
      const operator = /^operator:(.+)$/.exec(value);
      return operator ? t('operator', { id: operator[1] }) : value;
    },
    [t],
  );
}

export function JobsPage() {
  const { t } = useTranslation('jobs');
  const can = useCan();
  const mayRun = can('jobs.run');
  const jobs = useJobs();
  const [dialog, setDialog] = useState<{ job: JobName; serial: number } | null>(null);
  const open = (job: JobName) =>
    setDialog((current) => ({ job, serial: (current?.serial ?? 0) + 1 }));

  return (
    <>
      <PageHeader title={t('title')}>
        {mayRun ? (
          <button type="button" onClick={() => open(JOB_NAMES[0])}>
            {t('runAgain')}
          </button>
        ) : null}
      </PageHeader>
      <p className="muted">{t('intro')}</p>
      <ErrorText error={jobs.error} />
      <JobsTable
        jobs={jobs.data?.jobs ?? []}
        loading={jobs.isPending}
        readAt={jobs.dataUpdatedAt}
        onRun={mayRun ? open : null}
      />
      <RunsTable />
      {dialog && mayRun ? (
        <RunDialog
          key={dialog.serial}
          open
          initialJob={dialog.job}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

const jobColumn = createColumnHelper<JobView>();

function JobsTable({
  jobs,
  loading,
  readAt,
  onRun,
}: {
  jobs: JobView[];
  loading: boolean;
  /** When the list was read: a job due before then is overdue. */
  readAt: number;
  onRun: ((job: JobName) => void) | null;
}) {
  const { t } = useTranslation('jobs');
  const triggeredBy = useTriggeredBy();
  const columns = useMemo<Columns<JobView>>(() => {
    const list: Columns<JobView> = [
      jobColumn.accessor((job) => t(`names.${job.name}`, { defaultValue: job.name }), {
        id: 'job',
        header: t('columns.job'),
        cell: (info) => (
          <div>
            <strong>{info.getValue()}</strong>
            <div className="muted">{t(info.row.original.descriptionKey, { defaultValue: '' })}</div>
          </div>
        ),
      }),
      jobColumn.accessor((job) => t(`periodKinds.${job.periodKind}`), {
        id: 'period',
        header: t('columns.period'),
      }),
      jobColumn.accessor((job) => job.lastRun?.startedAt ?? '', {
        id: 'lastRun',
        header: t('columns.lastRun'),
        cell: (info) => {
          const run = info.row.original.lastRun;
          if (!run) return <span className="muted">{t('never')}</span>;
          return (
            <div className="stack" style={{ gap: '0.2rem' }}>
              <span className={styles.nowrap}>
                <Outcome outcome={run.outcome} /> {run.periodKey}
              </span>
              <span className="muted">
                <DateTime iso={run.startedAt} /> · {triggeredBy(run.triggeredBy)}
              </span>
            </div>
          );
        },
        meta: {
          csv: (job) =>
            job.lastRun
              ? `${job.lastRun.outcome} ${job.lastRun.periodKey} ${job.lastRun.startedAt}`
              : '',
        },
      }),
      jobColumn.accessor('nextDueAt', {
        header: t('columns.nextRun'),
        cell: (info) => (
          <span>
            <DateTime iso={info.getValue()} />
            {Date.parse(info.getValue()) < readAt - OVERDUE_AFTER_MS ? (
              <>
                {' '}
                <span className="badge warn">{t('overdue')}</span>
              </>
            ) : null}
          </span>
        ),
      }),
    ];
    if (onRun) {
      list.push(
        jobColumn.display({
          id: 'actions',
          header: t('columns.actions'),
          cell: (info) => {
            const name = t(`names.${info.row.original.name}`);
            return (
              <button
                type="button"
                className={`secondary ${styles.nowrap}`}
                aria-label={t('runAgainFor', { job: name })}
                onClick={() => onRun(info.row.original.name)}
              >
                {t('runAgain')}
              </button>
            );
          },
        }),
      );
    }
    return list;
  }, [t, onRun, triggeredBy, readAt]);
  return (
    <DataTable
      caption={t('jobsCaption')}
      columns={columns}
      data={jobs}
      loading={loading}
      filterable={false}
      csvName="jobs"
    />
  );
}

const runColumn = createColumnHelper<JobRun>();
const PAGE = 25;

function RunsTable() {
  const { t } = useTranslation('jobs');
  const triggeredBy = useTriggeredBy();
  const [job, setJob] = useState<JobName | undefined>(undefined);
  const [offset, setOffset] = useState(0);
  const runs = useJobRuns({ job, limit: PAGE, offset });
  const columns = useMemo<Columns<JobRun>>(
    () => [
      runColumn.accessor((run) => t(`names.${run.job}`, { defaultValue: run.job }), {
        id: 'job',
        header: t('columns.job'),
        enableSorting: false,
      }),
      runColumn.accessor('periodKey', {
        header: t('columns.periodKey'),
        enableSorting: false,
        cell: (info) => <span className={styles.nowrap}>{info.getValue()}</span>,
      }),
      runColumn.accessor('outcome', {
        header: t('columns.outcome'),
        enableSorting: false,
        cell: (info) => <Outcome outcome={info.getValue()} />,
      }),
      runColumn.accessor('startedAt', {
        header: t('columns.startedAt'),
        enableSorting: false,
        cell: (info) => (
          <span className={styles.nowrap}>
            <DateTime iso={info.getValue()} seconds />
          </span>
        ),
      }),
      runColumn.accessor('finishedAt', {
        header: t('columns.finishedAt'),
        enableSorting: false,
        cell: (info) => (
          <span className={styles.nowrap}>
            <DateTime iso={info.getValue()} seconds />
          </span>
        ),
      }),
      runColumn.accessor((run) => triggeredBy(run.triggeredBy), {
        id: 'triggeredBy',
        header: t('columns.triggeredBy'),
        enableSorting: false,
      }),
      runColumn.accessor('detail', {
        header: t('columns.detail'),
        enableSorting: false,
        cell: (info) => (
          <>
            <RunDetail detail={info.getValue()} />
            {info.row.original.error ? (
              <p className="error-text">{info.row.original.error}</p>
            ) : null}
          </>
        ),
        meta: { csv: (run) => detailText(run.detail) + (run.error ? ` error=${run.error}` : '') },
      }),
    ],
    [t, triggeredBy],
  );
  return (
    <section className="stack" aria-labelledby="job-runs">
      <h2 id="job-runs">{t('runsTitle')}</h2>
      <div className="row">
        <Field label={t('filterJob')}>
          {(props) => (
            <select
              {...props}
              value={job ?? ''}
              onChange={(event) => {
                const parsed = JobName.safeParse(event.target.value);
                setJob(parsed.success ? parsed.data : undefined);
                setOffset(0);
              }}
            >
              <option value="">{t('allJobs')}</option>
              {JOB_NAMES.map((name) => (
                <option key={name} value={name}>
                  {t(`names.${name}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <ErrorText error={runs.error} />
      <DataTable
        caption={t('runsCaption')}
        columns={columns}
        data={runs.data?.rows ?? []}
        loading={runs.isPending}
        csvName="job-runs"
        paging={{
          limit: PAGE,
          offset,
          total: runs.data?.total ?? 0,
          onChange: (next) => setOffset(next),
        }}
      />
    </section>
  );
}
