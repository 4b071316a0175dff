import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { BO_WITHDRAWAL_FILTERS, type BoWithdrawal } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import type { Columns } from '../../components/data-table.tsx';
import { useWithdrawalQueue } from './api.ts';
import styles from './cashier.module.css';
import { useDecisions, WithdrawalActions } from './decisions.tsx';
import { useRequestColumns } from './queue-columns.tsx';
import { useQueueState } from './queue-filters.tsx';
import { QueuePage } from './queue-page.tsx';

const column = createColumnHelper<BoWithdrawal>();

/** The withdrawal queue; a payment above the four-eyes limit shows it needs two operators. */
export function WithdrawalQueue() {
  const { t } = useTranslation('cashier');
  const can = useCan();
  const queueState = useQueueState(BO_WITHDRAWAL_FILTERS);
  const queue = useWithdrawalQueue(queueState.query);
  const decisions = useDecisions();
  const shared = useRequestColumns<BoWithdrawal>('withdrawal');

  const columns: Columns<BoWithdrawal> = [
    shared.link({ sortable: false }),
    shared.member(),
    shared.amount((row) =>
      row.fourEyes && row.status === 'pending' ? (
        <span className={styles.sub}>
          <span className="badge warn">{row.approvalId ? t('awaiting') : t('fourEyes')}</span>
        </span>
      ) : null,
    ),
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
    shared.status({ sortable: false }),
    shared.created(),
    shared.decided(),
    ...(can('cashier.decide')
      ? [shared.actions((row) => <WithdrawalActions withdrawal={row} onAction={decisions.open} />)]
      : []),
  ];

  return (
    <QueuePage
      statuses={BO_WITHDRAWAL_FILTERS}
      queueState={queueState}
      queue={queue}
      decisions={decisions}
      caption={t('withdrawalsCaption')}
      csvName="withdrawals"
      columns={columns}
    />
  );
}
