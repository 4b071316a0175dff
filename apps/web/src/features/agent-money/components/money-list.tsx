import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-client.ts';
import type { PagedQuery } from '../../../components/paged-list/paged-list-parts.tsx';
import styles from './agent-money.module.css';

/**
 * A paged list of the agent money screens with its states: loading, the first page's failure
 * (the server's message and a retry), empty, the rows, then a "load more" button while the
 * server has more.
 */
export function MoneyList<Row>({
  query,
  rows,
  label,
  empty,
  children,
}: {
  query: PagedQuery;
  rows: readonly Row[];
  /** The list's accessible name. */
  label: string;
  empty: string;
  /** One row as its `<li>`. */
  children: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending ? (
        <p role="status" className={styles.muted}>
          {t('agentMoney.loading')}
        </p>
      ) : query.isError && rows.length === 0 ? (
        <div role="alert" className={styles.error}>
          <p>{isApiError(query.error) ? query.error.message : t('agentMoney.loadFailed')}</p>
          <button type="button" className={styles.secondary} onClick={() => void query.refetch()}>
            {t('agentMoney.retry')}
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list} aria-label={label}>
          {rows.map(children)}
        </ul>
      )}

      {query.hasNextPage && (
        <button
          type="button"
          className={`${styles.secondary} ${styles.more}`}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('agentMoney.loading') : t('agentMoney.loadMore')}
        </button>
      )}
    </>
  );
}
