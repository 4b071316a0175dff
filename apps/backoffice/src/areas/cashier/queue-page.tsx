import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { CashierTabs, PAGE_SIZE, QueueFilters, type useQueueState } from './queue-filters.tsx';

/**
 * The frame both cashier queues share: tabs, filters, the decision outcome, the table paged and
 * sorted on the server, and the decision dialogs.
 */
export function QueuePage<R>({
  statuses,
  queueState: { state, update, sorting, onSortingChange },
  queue,
  decisions,
  caption,
  csvName,
  columns,
}: {
  statuses: readonly string[];
  queueState: ReturnType<typeof useQueueState>;
  queue: { data?: { rows: R[]; total: number } | undefined; error: unknown; isFetching: boolean };
  decisions: { announcement: ReactNode; dialogs: ReactNode };
  caption: string;
  csvName: string;
  columns: Columns<R>;
}) {
  const { t } = useTranslation('cashier');
  return (
    <div className="stack">
      <PageHeader title={t('title')} />
      <CashierTabs />
      <QueueFilters
        key={JSON.stringify(state)}
        statuses={statuses}
        state={state}
        onApply={update}
      />
      {decisions.announcement}
      <ErrorText error={queue.error} />
      <DataTable
        caption={caption}
        columns={columns}
        data={queue.data?.rows ?? []}
        loading={queue.isFetching}
        csvName={csvName}
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
