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
import { cents, useRequestColumns, type CashierRequest } from './queue-columns.tsx';

/** What an operator checks before deciding: the member's balance, payee and recent history. */
const movement = createColumnHelper<BoLedgerMovement>();

function moneyColumn(key: 'amountCents' | 'balanceAfterCents', header: string) {
  return movement.accessor(key, {
    header,
    cell: (info) => (
      <span className={styles.nowrap}>
        <Money cents={info.getValue()} />
      </span>
    ),
    meta: { numeric: true, csv: (row) => cents(row[key]) },
  });
}

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

/** The same four columns for deposits and withdrawals: which, how much, status and when. */
function requestColumns<R extends CashierRequest>(
  shared: ReturnType<typeof useRequestColumns<R>>,
): Columns<R> {
  return [
    shared.link({ sortable: true }),
    shared.amount(),
    shared.status({ sortable: true }),
    shared.created(),
  ];
}

export function MemberHistory({ member }: { member: BoCashierMember }) {
  const { t } = useTranslation('cashier');
  const depositColumns = useRequestColumns<BoDeposit>('deposit');
  const withdrawalColumns = useRequestColumns<BoWithdrawal>('withdrawal');
  const movementColumns: Columns<BoLedgerMovement> = [
    movement.accessor('at', {
      header: t('columns.created'),
      cell: (info) => <DateTime iso={info.getValue()} seconds />,
    }),
    movement.accessor('kind', { header: t('columns.kind') }),
    movement.accessor('reference', { header: t('columns.reference') }),
    moneyColumn('amountCents', t('columns.amount')),
    moneyColumn('balanceAfterCents', t('columns.balanceAfter')),
  ];
  return (
    <section className="stack" aria-labelledby="cashier-history-title">
      <h2 id="cashier-history-title">{t('detail.historyTitle')}</h2>
      <DataTable
        caption={t('detail.lastDeposits')}
        columns={requestColumns(depositColumns)}
        data={member.deposits}
        filterable={false}
      />
      <DataTable
        caption={t('detail.lastWithdrawals')}
        columns={requestColumns(withdrawalColumns)}
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
