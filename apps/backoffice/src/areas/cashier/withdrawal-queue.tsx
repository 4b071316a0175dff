import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BO_WITHDRAWAL_FILTERS, type BoWithdrawal } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useWithdrawalQueue } from './api.ts';
import styles from './cashier.module.css';
import { useDecisions, WithdrawalActions } from './decisions.tsx';
import {
  CashierTabs,
  PAGE_SIZE,
  QueueFilters,
  StatusBadge,
  useQueueState,
} from './queue-filters.tsx';

const column = createColumnHelper<BoWithdrawal>();
const cents = (value: number) => (value / 100).toFixed(2);

/** The withdrawal queue; a payment above the four-eyes limit shows it needs two operators. */
export function WithdrawalQueue() {
  const { t } = useTranslation('cashier');
  const can = useCan();
  const { state, query, update, sorting, onSortingChange } = useQueueState(BO_WITHDRAWAL_FILTERS);
  const queue = useWithdrawalQueue(query);
  const decisions = useDecisions();
  const decide = can('cashier.decide');

  const columns: Columns<BoWithdrawal> = [
    column.accessor('id', {
      header: t('columns.id'),
      enableSorting: false,
      cell: (info) => (
        <Link to={`/cashier/withdrawals/${info.getValue()}`}>
          {t('open.withdrawal', { id: info.getValue() })}
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
        <>
          <span className={styles.nowrap}>
            <Money cents={info.getValue()} />
          </span>
          {info.row.original.fourEyes && info.row.original.status === 'pending' ? (
            <span className={styles.sub}>
              <span className="badge warn">
                {info.row.original.approvalId ? t('awaiting') : t('fourEyes')}
              </span>
            </span>
          ) : null}
        </>
      ),
      meta: { numeric: true, csv: (row) => cents(row.amountCents) },
    }),
    column.accessor('fullAccountNumber', {
      header: t('columns.payee'),
      enableSorting: false,
      cell: (info) => (
        <>
          {info.row.original.holderName}
          <span className={`muted ${styles.sub}`}>{info.row.original.bankName}</span>
          <span className={`muted ${styles.sub}`}>{info.getValue()}</span>
        </>
      ),
    }),
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
              <WithdrawalActions withdrawal={info.row.original} onAction={decisions.open} />
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
        statuses={BO_WITHDRAWAL_FILTERS}
        state={state}
        onApply={update}
      />
      {decisions.announcement}
      <ErrorText error={queue.error} />
      <DataTable
        caption={t('withdrawalsCaption')}
        columns={columns}
        data={queue.data?.rows ?? []}
        loading={queue.isFetching}
        csvName="withdrawals"
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
