import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { HOME_PATH } from '../../../lib/chrome-rules.ts';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.ts';
import { EmptyIllustration } from './empty-illustration.tsx';
import styles from './records.module.css';

/** What the list needs of a TanStack infinite query. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  error: unknown;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

interface RecordListProps<T> {
  query: PagedQuery;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  renderRow: (row: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  empty: { title: string; hint: string };
  /** Shown above the rows once there are some (totals of what is loaded). */
  summary?: ReactNode;
}

const SKELETON_ROWS = 6;

function failureText(error: unknown): string | null {
  return isApiError(error) && error.message ? error.message : null;
}

/**
 * A record list in each of its states: skeleton, failure with retry, empty, rows with the next
 * page loaded by infinite scroll (and by a button, for keyboards and switch access), and the
 * end-of-list marker.
 */
export function RecordList<T>({
  query,
  rows,
  rowKey,
  renderRow,
  label,
  empty,
  summary,
}: RecordListProps<T>) {
  const { t } = useTranslation();
  useInfiniteScroll({
    enabled: query.hasNextPage && !query.isFetching && !query.isError,
    onLoadMore: () => void query.fetchNextPage(),
  });

  if (query.isPending) {
    return (
      <div className={styles.listBox}>
        <p className="sr-only" role="status">
          {t('records.loading')}
        </p>
        <ul className={styles.list} aria-hidden="true" data-testid="records-skeleton">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className={`${styles.row} ${styles.skeleton}`}>
              <span className={styles.bone} />
              <span className={`${styles.bone} ${styles.boneShort}`} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (query.isError && rows.length === 0) {
    const detail = failureText(query.error);
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{t('records.loadFailed')}</p>
        {detail && <p className={styles.stateHint}>{detail}</p>}
        <button type="button" className={styles.button} onClick={() => void query.refetch()}>
          {t('records.retry')}
        </button>
      </div>
    );
  }

  if (rows.length === 0) {
    return (
      <div className={styles.state}>
        <EmptyIllustration />
        <p className={styles.stateTitle}>{empty.title}</p>
        <p className={styles.stateHint}>{empty.hint}</p>
        <Link className={styles.link} to={HOME_PATH}>
          {t('records.browseGames')}
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.listBox}>
      {summary}
      <ul className={styles.list} aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={styles.row}>
            {renderRow(row)}
          </li>
        ))}
      </ul>
      <div className={styles.listEnd}>
        {query.isFetchingNextPage ? (
          <p role="status">{t('records.loadingMore')}</p>
        ) : query.isFetchNextPageError ? (
          <div role="alert" className={styles.moreError}>
            <p>{t('records.loadMoreFailed')}</p>
            {failureText(query.error) && (
              <p className={styles.stateHint}>{failureText(query.error)}</p>
            )}
            <button
              type="button"
              className={styles.button}
              onClick={() => void query.fetchNextPage()}
            >
              {t('records.retry')}
            </button>
          </div>
        ) : query.hasNextPage ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => void query.fetchNextPage()}
          >
            {t('records.loadMore')}
          </button>
        ) : (
          <p className={styles.endMarker}>{t('records.end')}</p>
        )}
      </div>
    </div>
  );
}
