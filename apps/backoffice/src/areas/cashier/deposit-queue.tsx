import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { BO_DEPOSIT_FILTERS, type BoDeposit } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import type { Columns } from '../../components/data-table.tsx';
import { useDepositQueue } from './api.ts';
import { DepositActions, useDecisions } from './decisions.tsx';
import { useRequestColumns } from './queue-columns.tsx';
import { useQueueState } from './queue-filters.tsx';
import { QueuePage } from './queue-page.tsx';

const column = createColumnHelper<BoDeposit>();

/** The deposit queue: pending ones, oldest first, unless the filters say otherwise. */
export function DepositQueue() {
  const { t } = useTranslation('cashier');
  const can = useCan();
  const queueState = useQueueState(BO_DEPOSIT_FILTERS);
  const queue = useDepositQueue(queueState.query);
  const decisions = useDecisions();
  const shared = useRequestColumns<BoDeposit>('deposit');

  const columns: Columns<BoDeposit> = [
    shared.link({ sortable: false }),
    shared.member(),
    shared.amount(),
    column.accessor('channelName', { header: t('columns.channel'), enableSorting: false }),
    column.accessor('reference', { header: t('columns.reference'), enableSorting: false }),
    shared.status({ sortable: false }),
    shared.created(),
    shared.decided(),
    ...(can('cashier.decide')
      ? [shared.actions((row) => <DepositActions deposit={row} onAction={decisions.open} />)]
      : []),
  ];

  return (
    <QueuePage
      statuses={BO_DEPOSIT_FILTERS}
      queueState={queueState}
      queue={queue}
      decisions={decisions}
      caption={t('depositsCaption')}
      csvName="deposits"
      columns={columns}
    />
  );
}
