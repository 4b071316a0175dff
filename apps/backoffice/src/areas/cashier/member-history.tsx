import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  BoCashierMember,
  BoDeposit,
  BoLedgerMovement,
  BoWithdrawal,
} from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import styles from './cashier.module.css';
import { StatusBadge } from './queue-filters.tsx';

/** What an operator checks before deciding: the member's balance, payee and recent history. */
const deposit = createColumnHelper<BoDeposit>();
const withdrawal = createColumnHelper<BoWithdrawal>();
const movement = createColumnHelper<BoLedgerMovement>();
const cents = (value: number) => (value / 100).toFixed(2);

export function MemberSummary({ member }: { member: BoCashierMember }) {
  const { t } = useTranslation('cashier');
  const can = useCan();
  return (
    <section className="card stack" aria-labelledby="cashier-member-title">
      <h2 id="cashier-member-title">{t('detail.memberTitle')}</h2>
      <dl className="facts">
        <dt>{t('detail.account_name')}</dt>
        <dd>
          {can('members.read') ? (
            <Link
              to={`/members/${member.id}`}
              aria-label={`${member.userName} — ${t('detail.openProfile')}`}
            >
              {member.userName}
            </Link>
          ) : (
            member.userName
          )}
        </dd>
        <dt>{t('detail.memberId')}</dt>
        <dd>{member.id}</dd>
        <dt>{t('detail.payeeName')}</dt>
        <dd>{member.payeeName || '—'}</dd>
        <dt>{t('detail.memberStatus')}</dt>
        <dd>{member.status}</dd>
        <dt>{t('detail.registered')}</dt>
        <dd>
          <DateTime iso={member.createdAt} />
        </dd>
        <dt>{t('detail.balance')}</dt>
        <dd>
          <strong>
            <Money cents={member.balanceCents} />
          </strong>
        </dd>
        <dt>{t('detail.payee')}</dt>
        <dd>
          {member.payee
            ? `${member.payee.holderName} · ${member.payee.bankName} · ${member.payee.accountNumber}`
            : t('detail.noPayee')}
        </dd>
      </dl>
    </section>
  );
}

export function MemberHistory({ member }: { member: BoCashierMember }) {
  const { t } = useTranslation('cashier');
  const depositColumns: Columns<BoDeposit> = [
    deposit.accessor('id', {
      header: t('columns.id'),
      cell: (info) => (
        <Link to={`/cashier/deposits/${info.getValue()}`}>
          {t('open.deposit', { id: info.getValue() })}
        </Link>
      ),
    }),
    deposit.accessor('amountCents', {
      header: t('columns.amount'),
      cell: (info) => (
        <span className={styles.nowrap}>
          <Money cents={info.getValue()} />
        </span>
      ),
      meta: { numeric: true, csv: (row) => cents(row.amountCents) },
    }),
    deposit.accessor('status', {
      header: t('columns.status'),
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    deposit.accessor('createdAt', {
      header: t('columns.created'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
  ];
  const withdrawalColumns: Columns<BoWithdrawal> = [
    withdrawal.accessor('id', {
      header: t('columns.id'),
      cell: (info) => (
        <Link to={`/cashier/withdrawals/${info.getValue()}`}>
          {t('open.withdrawal', { id: info.getValue() })}
        </Link>
      ),
    }),
    withdrawal.accessor('amountCents', {
      header: t('columns.amount'),
      cell: (info) => (
        <span className={styles.nowrap}>
          <Money cents={info.getValue()} />
        </span>
      ),
      meta: { numeric: true, csv: (row) => cents(row.amountCents) },
    }),
    withdrawal.accessor('status', {
      header: t('columns.status'),
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    withdrawal.accessor('createdAt', {
      header: t('columns.created'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
  ];
  const movementColumns: Columns<BoLedgerMovement> = [
    movement.accessor('at', {
      header: t('columns.created'),
      cell: (info) => <DateTime iso={info.getValue()} seconds />,
    }),
    movement.accessor('kind', { header: t('columns.kind') }),
    movement.accessor('reference', { header: t('columns.reference') }),
    movement.accessor('amountCents', {
      header: t('columns.amount'),
      cell: (info) => (
        <span className={styles.nowrap}>
          <Money cents={info.getValue()} />
        </span>
      ),
      meta: { numeric: true, csv: (row) => cents(row.amountCents) },
    }),
    movement.accessor('balanceAfterCents', {
      header: t('columns.balanceAfter'),
      cell: (info) => (
        <span className={styles.nowrap}>
          <Money cents={info.getValue()} />
        </span>
      ),
      meta: { numeric: true, csv: (row) => cents(row.balanceAfterCents) },
    }),
  ];
  return (
    <section className="stack" aria-labelledby="cashier-history-title">
      <h2 id="cashier-history-title">{t('detail.historyTitle')}</h2>
      <DataTable
        caption={t('detail.lastDeposits')}
        columns={depositColumns}
        data={member.deposits}
        filterable={false}
      />
      <DataTable
        caption={t('detail.lastWithdrawals')}
        columns={withdrawalColumns}
        data={member.withdrawals}
        filterable={false}
      />
      <DataTable
        caption={t('detail.lastMovements')}
        columns={movementColumns}
        data={member.ledger}
        filterable={false}
        csvName={`member-${member.id}-movements`}
      />
    </section>
  );
}
