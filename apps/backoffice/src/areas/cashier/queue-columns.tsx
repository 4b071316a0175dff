import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BoDeposit } from '@app/contracts/backoffice';
import { DateTime, Money } from '../../components/format.tsx';
import styles from './cashier.module.css';
import { StatusBadge } from './queue-filters.tsx';

/** What deposits and withdrawals have in common, so one column definition serves both. */
export type CashierRequest = Pick<
  BoDeposit,
  | 'id'
  | 'memberId'
  | 'userName'
  | 'amountCents'
  | 'createdAt'
  | 'decidedAt'
  | 'decidedBy'
  | 'reason'
> & { status: string };

/** Amounts in the CSV export: plain decimals, no currency sign or grouping. */
export const cents = (value: number) => (value / 100).toFixed(2);

/**
 * The columns the cashier queues and the member's history share. `sortable` is off in the
 * queues for the columns the server cannot sort by (it sorts by created time and amount only).
 */
export function useRequestColumns<R extends CashierRequest>(kind: 'deposit' | 'withdrawal') {
  const { t } = useTranslation('cashier');
  const column = createColumnHelper<R>();
  return {
    link: ({ sortable }: { sortable: boolean }) =>
      column.accessor((row) => row.id, {
        id: 'id',
        header: t('columns.id'),
        enableSorting: sortable,
        cell: (info) => (
          <Link to={`/cashier/${kind}s/${info.getValue()}`}>
            {t(`open.${kind}`, { id: info.getValue() })}
          </Link>
        ),
      }),
    member: () =>
      column.accessor((row) => row.userName, {
        id: 'userName',
        header: t('columns.member'),
        enableSorting: false,
        cell: (info) => (
          <>
            {info.getValue()}
            <span className={`muted ${styles.sub}`}>id {info.row.original.memberId}</span>
          </>
        ),
      }),
    /** `note` adds a line under the amount (the four-eyes badge of a withdrawal). */
    amount: (note?: (row: R) => ReactNode) =>
      column.accessor((row) => row.amountCents, {
        id: 'amountCents',
        header: t('columns.amount'),
        cell: (info) => (
          <>
            <span className={styles.nowrap}>
              <Money cents={info.getValue()} />
            </span>
            {note ? note(info.row.original) : null}
          </>
        ),
        meta: { numeric: true, csv: (row) => cents(row.amountCents) },
      }),
    status: ({ sortable }: { sortable: boolean }) =>
      column.accessor((row) => row.status, {
        id: 'status',
        header: t('columns.status'),
        enableSorting: sortable,
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
    created: () =>
      column.accessor((row) => row.createdAt, {
        id: 'createdAt',
        header: t('columns.created'),
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
    decided: () =>
      column.accessor((row) => row.decidedAt, {
        id: 'decidedAt',
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
    /** The decision buttons, only for a role that may decide. */
    actions: (render: (row: R) => ReactNode) =>
      column.display({
        id: 'actions',
        header: t('columns.actions'),
        cell: (info) => render(info.row.original),
      }),
  };
}
