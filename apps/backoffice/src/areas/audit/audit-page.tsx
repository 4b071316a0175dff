import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  AuditPage as AuditPageSchema,
  BO_AUDIT_API,
  type AuditRow,
} from '@app/contracts/backoffice';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { DateTime } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { boGet } from '../../lib/api.ts';
import styles from './audit.module.css';
import { ChangesButton } from './changes-view.tsx';

/**
 * The audit log (issue 21, decision 043): a search form whose values live in the address (so a
 * search can be shared, and other screens link here with a target filled in), and the results
 * newest first, each with its values before and after.
 */
const FILTERS = [
  'operator',
  'action',
  'targetType',
  'targetId',
  'startDate',
  'endDate',
  'q',
] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Record<Filter, string>;
const PAGE = 50;

const empty = (): Filters => Object.fromEntries(FILTERS.map((key) => [key, ''])) as Filters;

function filtersOf(params: URLSearchParams): Filters {
  const filters = empty();
  for (const key of FILTERS) filters[key] = params.get(key) ?? '';
  return filters;
}

export function AuditPage() {
  const { t } = useTranslation('audit');
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => filtersOf(params), [params]);
  const offset = Math.max(0, Number(params.get('offset') ?? 0) || 0);
  const [draft, setDraft] = useState<Filters>(applied);
  const utcOffset = useMemo(() => -new Date().getTimezoneOffset(), []);

  const search = useQuery({
    queryKey: ['audit', applied, offset, utcOffset],
    queryFn: () =>
      boGet(BO_AUDIT_API.search, { ...applied, utcOffset, limit: PAGE, offset }, AuditPageSchema),
    placeholderData: (previous) => previous,
  });

  const apply = (filters: Filters, nextOffset = 0) => {
    const next = new URLSearchParams();
    for (const key of FILTERS) if (filters[key].trim()) next.set(key, filters[key].trim());
    if (nextOffset > 0) next.set('offset', String(nextOffset));
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const clear = () => {
    setDraft(empty());
    apply(empty());
  };
  const input =
    (key: Filter, type: 'text' | 'date' = 'text') =>
    (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => (
      <input
        {...props}
        type={type}
        value={draft[key]}
        autoComplete="off"
        onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
      />
    );

  return (
    <>
      <PageHeader title={t('title')} />
      <p className="muted">{t('intro')}</p>
      <form
        className={`card ${styles.form}`}
        role="search"
        aria-label={t('form.label')}
        onSubmit={submit}
      >
        <Field label={t('form.operator')}>{input('operator')}</Field>
        <Field label={t('form.action')} hint={t('form.actionHint')}>
          {input('action')}
        </Field>
        <Field label={t('form.targetType')} hint={t('form.targetTypeHint')}>
          {input('targetType')}
        </Field>
        <Field label={t('form.targetId')}>{input('targetId')}</Field>
        <Field label={t('form.startDate')}>{input('startDate', 'date')}</Field>
        <Field label={t('form.endDate')}>{input('endDate', 'date')}</Field>
        <Field label={t('form.q')}>{input('q')}</Field>
        <div className={styles.actions}>
          <button type="button" className="secondary" onClick={clear}>
            {t('form.clear')}
          </button>
          <button type="submit">{t('form.search')}</button>
        </div>
      </form>
      <ErrorText error={search.error} />
      <Results
        rows={search.data?.rows ?? []}
        total={search.data?.total ?? 0}
        offset={offset}
        loading={search.isFetching}
        onPage={(next) => apply(applied, next)}
      />
    </>
  );
}

const column = createColumnHelper<AuditRow>();

function Results({
  rows,
  total,
  offset,
  loading,
  onPage,
}: {
  rows: AuditRow[];
  total: number;
  offset: number;
  loading: boolean;
  onPage: (offset: number) => void;
}) {
  const { t } = useTranslation('audit');
  const columns = useMemo<Columns<AuditRow>>(
    () => [
      column.accessor('at', {
        header: t('columns.at'),
        enableSorting: false,
        cell: (info) => (
          <span className={styles.nowrap}>
            <DateTime iso={info.getValue()} seconds />
          </span>
        ),
      }),
      column.accessor('operatorName', {
        header: t('columns.operator'),
        enableSorting: false,
        cell: (info) => {
          const row = info.row.original;
          return (
            <>
              <div>
                {info.getValue()}
                {row.operatorId !== null ? <span className="muted"> #{row.operatorId}</span> : null}
              </div>
              <div className="muted">
                {t(`via.${row.via}`, { defaultValue: row.via })} · {row.ip}
              </div>
            </>
          );
        },
        meta: { csv: (row) => `${row.operatorName} #${row.operatorId ?? ''} ${row.via} ${row.ip}` },
      }),
      column.accessor('action', {
        header: t('columns.action'),
        enableSorting: false,
        cell: (info) => <code>{info.getValue()}</code>,
      }),
      column.accessor((row) => `${row.targetType}:${row.targetId}`, {
        id: 'target',
        header: t('columns.target'),
        enableSorting: false,
      }),
      column.accessor('reason', {
        header: t('columns.reason'),
        enableSorting: false,
        cell: (info) => <div className={styles.reason}>{info.getValue() ?? '—'}</div>,
      }),
      column.display({
        id: 'changes',
        header: t('columns.changes'),
        cell: (info) => <ChangesButton row={info.row.original} />,
        meta: {
          csv: (row) => JSON.stringify({ before: row.before, after: row.after }),
        },
      }),
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('results')}
      columns={columns}
      data={rows}
      loading={loading}
      csvName="audit-log"
      paging={{ limit: PAGE, offset, total, onChange: (next) => onPage(next) }}
    />
  );
}
