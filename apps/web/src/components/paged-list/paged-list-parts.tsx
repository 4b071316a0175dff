import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import styles from './paged-list.module.css';

/** What a paged list needs of a TanStack infinite query. */
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

/** The texts of a list's states, in the list's own words (each feature's lazy texts). */
export interface PagedListTexts {
  loading: string;
  loadFailed: string;
  loadingMore: string;
  loadMoreFailed: string;
  loadMore: string;
  retry: string;
  end: string;
}

const SKELETON_ROWS = 6;

/** The server's message of a failed call, when it sent one in the member's language. */
function failureText(error: unknown): string | null {
  return isApiError(error) && error.message ? error.message : null;
}

/** Rows of placeholder bars while the first page loads; screen readers hear one status line. */
export function ListSkeleton({
  listClassName,
  rowClassName,
  loading,
  testId,
}: {
  listClassName?: string | undefined;
  rowClassName?: string | undefined;
  loading: string;
  testId: string;
}) {
  return (
    <div>
      <p className="sr-only" role="status">
        {loading}
      </p>
      <ul className={listClassName} aria-hidden="true" data-testid={testId}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className={`${rowClassName ?? ''} ${styles.skeleton}`}>
            <span className={styles.bone} />
            <span className={`${styles.bone} ${styles.boneShort}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A panel in place of the list: an illustration, a title, a hint and an action. */
export function ListState({
  title,
  hint,
  art,
  alert = false,
  children,
}: {
  title: string;
  hint?: string | null;
  art?: ReactNode;
  alert?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={styles.state} role={alert ? 'alert' : undefined}>
      {art}
      <p className={styles.stateTitle}>{title}</p>
      {hint && <p className={styles.stateHint}>{hint}</p>}
      {children}
    </div>
  );
}

/** The first page failed: the server's reason, if any, and a retry. */
export function ListFailure({ query, texts }: { query: PagedQuery; texts: PagedListTexts }) {
  return (
    <ListState title={texts.loadFailed} hint={failureText(query.error)} alert>
      <button type="button" className={styles.button} onClick={() => void query.refetch()}>
        {texts.retry}
      </button>
    </ListState>
  );
}

/**
 * Below the rows: the next page loading, its failure with a retry, a "load more" button (for
 * keyboards and switch access, beside infinite scroll) or the end-of-list marker.
 */
export function ListEnd({ query, texts }: { query: PagedQuery; texts: PagedListTexts }) {
  const fetchNext = () => void query.fetchNextPage();
  const detail = failureText(query.error);
  return (
    <div className={styles.listEnd}>
      {query.isFetchingNextPage ? (
        <p role="status">{texts.loadingMore}</p>
      ) : query.isFetchNextPageError ? (
        <div role="alert" className={styles.moreError}>
          <p>{texts.loadMoreFailed}</p>
          {detail && <p className={styles.stateHint}>{detail}</p>}
          <button type="button" className={styles.button} onClick={fetchNext}>
            {texts.retry}
          </button>
        </div>
      ) : query.hasNextPage ? (
        <button type="button" className={styles.secondary} onClick={fetchNext}>
          {texts.loadMore}
        </button>
      ) : (
        <p className={styles.endMarker}>{texts.end}</p>
      )}
    </div>
  );
}

/** A feature's list texts by its key prefix (`records.loading`, `messages.loading`, ...). */
export function pagedListTexts(t: (key: string) => string, prefix: string): PagedListTexts {
  const keys = [
    'loading',
    'loadFailed',
    'loadingMore',
    'loadMoreFailed',
    'loadMore',
    'retry',
    'end',
  ];
  return Object.fromEntries(
    keys.map((key) => [key, t(`${prefix}.${key}`)]),
  ) as unknown as PagedListTexts;
}
