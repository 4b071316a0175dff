import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { HOME_PATH } from '../../../lib/chrome-rules.ts';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.ts';
import {
  ListEnd,
  ListFailure,
  ListSkeleton,
  ListState,
  pagedListTexts,
  type PagedQuery,
} from '../../../components/paged-list/paged-list-parts.tsx';
import { EmptyIllustration } from './empty-illustration.tsx';
import moneyList from '../../../components/money-list/money-list.module.css';
import styles from './records.module.css';

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

  const texts = pagedListTexts(t, 'records');
  if (query.isPending) {
    return (
      <div className={styles.listBox}>
        <ListSkeleton
          listClassName={moneyList.list}
          rowClassName={moneyList.row}
          loading={texts.loading}
          testId="records-skeleton"
        />
      </div>
    );
  }

  if (query.isError && rows.length === 0) return <ListFailure query={query} texts={texts} />;

  if (rows.length === 0) {
    return (
      <ListState title={empty.title} hint={empty.hint} art={<EmptyIllustration />}>
        <Link className={styles.link} to={HOME_PATH}>
          {t('records.browseGames')}
        </Link>
      </ListState>
    );
  }

  return (
    <div className={styles.listBox}>
      {summary}
      <ul className={moneyList.list} aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={moneyList.row}>
            {renderRow(row)}
          </li>
        ))}
      </ul>
      <ListEnd query={query} texts={texts} />
    </div>
  );
}
