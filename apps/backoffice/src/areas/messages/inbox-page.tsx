import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { BoInboxQuery, BoInboxRow } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { DateTime } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useInboxPage } from './messages-api.ts';
import { PublicationBadge } from './status-badge.tsx';
import { useSegmentText } from './segment-text.ts';
import styles from './messages.module.css';
import { itemPath } from './paths.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';

const PAGE = 25;
const AUDIENCES = ['member', 'segment', 'everyone'] as const;
const helper = createColumnHelper<BoInboxRow>();

/** Sent inbox messages (the cashier's notices and feedback replies too), server paged. */
export function InboxPage() {
  const { t } = useTranslation('messages');
  const canWrite = useCan()('content.write');
  const segmentText = useSegmentText();
  const [params, update] = useUrlFilters();
  const offset = Number(params.get('offset') ?? 0) || 0;
  const audience = AUDIENCES.find((value) => value === params.get('audience'));
  const query: BoInboxQuery = { limit: PAGE, offset, ...(audience ? { audience } : {}) };
  const page = useInboxPage(query);

  const audienceText = (row: BoInboxRow) =>
    row.audience === 'member'
      ? `${row.memberName ?? ''} #${row.memberId}`
      : row.audience === 'segment'
        ? t('inbox.segmentText', { text: segmentText(row.segment ?? {}) })
        : t('inbox.everyone');
  const columns: Columns<BoInboxRow> = [
    helper.accessor('id', {
      header: t('columns.id'),
      meta: { numeric: true },
      enableSorting: false,
    }),
    helper.accessor((row) => audienceText(row), {
      id: 'audience',
      header: t('columns.audience'),
      enableSorting: false,
    }),
    helper.accessor((row) => row.titlePt, {
      id: 'titlePt',
      header: t('columns.titlePt'),
      enableSorting: false,
    }),
    helper.accessor((row) => row.titleEn, {
      id: 'titleEn',
      header: t('columns.titleEn'),
      enableSorting: false,
    }),
    helper.accessor('status', {
      header: t('columns.status'),
      enableSorting: false,
      cell: (info) => <PublicationBadge status={info.getValue()} />,
    }),
    helper.accessor('publishAt', {
      header: t('columns.publishAt'),
      enableSorting: false,
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    helper.accessor((row) => row.recipients ?? '', {
      id: 'recipients',
      header: t('columns.recipients'),
      enableSorting: false,
      meta: { numeric: true },
      cell: (info) => (info.row.original.recipients === null ? '∞' : info.getValue()),
    }),
    helper.accessor('reads', {
      header: t('columns.reads'),
      enableSorting: false,
      meta: { numeric: true },
    }),
    helper.display({
      id: 'open',
      header: t('columns.open'),
      cell: (info) => (
        <Link
          to={itemPath('inbox', info.row.original.id)}
          aria-label={t('openItem', {
            title: info.row.original.titlePt || info.row.original.titleEn,
          })}
        >
          {t('open')}
        </Link>
      ),
    }),
  ];
  return (
    <div className="stack">
      <PageHeader title={t('inbox.title')}>
        {canWrite ? (
          <Link className={styles.linkButton} to={itemPath('inbox', 'new')}>
            {t('inbox.send')}
          </Link>
        ) : null}
      </PageHeader>
      <div className="row">
        <Field label={t('inbox.filter')}>
          {(props) => (
            <select
              {...props}
              value={audience ?? ''}
              onChange={(event) => update({ audience: event.target.value, offset: '' })}
            >
              <option value="">{t('inbox.any')}</option>
              {AUDIENCES.map((value) => (
                <option key={value} value={value}>
                  {t(`inbox.audiences.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <ErrorText error={page.error} />
      <DataTable
        caption={t('inbox.caption')}
        columns={columns}
        data={page.data?.rows ?? []}
        loading={page.isPending}
        csvName="inbox-messages"
        paging={{
          limit: PAGE,
          offset,
          total: page.data?.total ?? 0,
          onChange: (next) => update({ offset: next ? String(next) : '' }),
        }}
      />
    </div>
  );
}
