import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BO_DEPOSIT_FILTERS, type BoDeposit } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDepositQueue } from './api.ts';
import styles from './cashier.module.css';
import { DepositActions, useDecisions } from './decisions.tsx';
import {
  CashierTabs,
  PAGE_SIZE,
  QueueFilters,
  StatusBadge,
  useQueueState,
} from './queue-filters.tsx';

const column = createColumnHelper<BoDeposit>();
const cents = (value: number) => (value / 100).toFixed(2);

/** The deposit queue: pending ones, oldest first, unless the filters say otherwise. */
export function DepositQueue() {
  const { t } = useTranslation('cashier');
  const can = useCan();
  const { state, query, update, sorting, onSortingChange } = useQueueState(BO_DEPOSIT_FILTERS);
  const queue = useDepositQueue(query);
  const decisions = useDecisions();
  const decide = can('cashier.decide');

  const columns: Columns<BoDeposit> = [
    column.accessor('id', {
      header: t('columns.id'),
      enableSorting: false,
      cell: (info) => (
        <Link to={`/cashier/deposits/${info.getValue()}`}>
          {t('open.deposit', { id: info.getValue() })}
        </Link>
      ),
    }),
    column.accessor('userName', {
      header: t('columns.member'),
      enableSorting: false,
      cell: (info) => (
        <>
          {info.getValue()}
          <span className={`muted ${styles.sub}`}>id {info.row.original.memberId}</span>
        </>
      ),
    }),
    column.accessor('amountCents', {
      header: t('columns.amount'),
      cell: (info) => (
        <span className={styles.nowrap}>
          <Money cents={info.getValue()} />
        </span>
      ),
      meta: { numeric: true, csv: (row) => cents(row.amountCents) },
    }),
    column.accessor('channelName', { header: t('columns.channel'), enableSorting: false }),
    column.accessor('reference', { header: t('columns.reference'), enableSorting: false }),
    column.accessor('status', {
      header: t('columns.status'),
      enableSorting: false,
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    column.accessor('createdAt', {
      header: t('columns.created'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    column.accessor('decidedAt', {
      header: t('columns.decided'),
      enableSorting: false,
      cell: (info) => (
        <>
          <DateTime iso={info.getValue()} />
          {info.row.original.decidedBy ? (
            <span className={`muted ${styles.sub}`}>{info.row.original.decidedBy}</span>
          ) : null}
          {info.row.original.reason ? (
            <span className={styles.sub}>{info.row.original.reason}</span>
          ) : null}
        </>
      ),
      meta: { csv: (row) => row.decidedAt },
    }),
    ...(decide
      ? [
          column.display({
            id: 'actions',
            header: t('columns.actions'),
            cell: (info) => (
              <DepositActions deposit={info.row.original} onAction={decisions.open} />
            ),
          }),
        ]
      : []),
  ];

  return (
    <div className="stack">
      <PageHeader title={t('title')} />
      <CashierTabs />
      <QueueFilters
        key={JSON.stringify(state)}
        statuses={BO_DEPOSIT_FILTERS}
        state={state}
        onApply={update}
      />
      {decisions.announcement}
      <ErrorText error={queue.error} />
      <DataTable
        caption={t('depositsCaption')}
        columns={columns}
        data={queue.data?.rows ?? []}
        loading={queue.isFetching}
        csvName="deposits"
        sorting={{ state: sorting, onChange: onSortingChange }}
        paging={{
          limit: PAGE_SIZE,
          offset: state.offset,
          total: queue.data?.total ?? 0,
          onChange: (offset) => update({ offset }),
        }}
      />
      {decisions.dialogs}
    </div>
  );
}
