import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { BoKycQueueQuery, BoKycQueueRow } from '@app/contracts/backoffice';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { DateTime } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useKycQueue } from './kyc-api.ts';
import { KycStatusBadge } from './status-badge.tsx';
import { useUrlFilters } from '../../lib/use-url-filters.ts';

const PAGE_SIZE = 25;
const STATUSES = ['pending', 'rejected', 'approved', 'all'] as const;
type QueueStatus = (typeof STATUSES)[number];

const helper = createColumnHelper<BoKycQueueRow>();

/** The review queue: pending submissions oldest first; other statuses newest first. */
export function KycQueue() {
  const { t } = useTranslation('kyc');
  const [params, update] = useUrlFilters();
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as QueueStatus)
    : 'pending';
  const offset = Number(params.get('offset') ?? 0) || 0;
  const query: BoKycQueueQuery = { status, limit: PAGE_SIZE, offset };
  const queue = useKycQueue(query);

  const columns: Columns<BoKycQueueRow> = [
    helper.accessor('userName', {
      header: t('columns.member'),
      cell: (info) => (
        <span>
          {info.getValue()} <small className="muted">#{info.row.original.memberId}</small>
        </span>
      ),
    }),
    helper.accessor('fullName', { header: t('columns.fullName') }),
    helper.accessor('nationalId', { header: t('columns.nationalId') }),
    helper.accessor('status', {
      header: t('columns.status'),
      cell: (info) => <KycStatusBadge status={info.getValue()} />,
    }),
    helper.accessor('submittedAt', {
      header: t('columns.submittedAt'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    helper.accessor('reviewedAt', {
      header: t('columns.reviewedAt'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    helper.accessor('documentCount', {
      header: t('columns.documents'),
      meta: { numeric: true },
    }),
    helper.display({
      id: 'open',
      header: t('columns.open'),
      cell: (info) => (
        <Link
          to={`/kyc/${info.row.original.memberId}`}
          aria-label={t('openMember', { name: info.row.original.userName })}
        >
          {t('columns.open')}
        </Link>
      ),
    }),
  ];

  return (
    <div className="stack">
      <PageHeader title={t('title')} />
      <div className="card row" role="search" aria-label={t('filters')}>
        <Field label={t('status')}>
          {(props) => (
            <select
              {...props}
              value={status}
              onChange={(event) => update({ status: event.target.value, offset: '' })}
            >
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`statuses.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {queue.isError ? <ErrorText error={queue.error} /> : null}
      <DataTable
        caption={t('queue')}
        columns={columns}
        data={queue.data?.rows ?? []}
        loading={queue.isFetching}
        csvName="identity-checks"
        emptyText={t('empty')}
        paging={{
          limit: PAGE_SIZE,
          offset,
          total: queue.data?.total ?? 0,
          onChange: (next) => update({ offset: next ? String(next) : '' }),
        }}
      />
    </div>
  );
}
