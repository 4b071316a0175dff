import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './cashier.module.css';

/** "Load more" under a paged list, while the server says there is more. */
export function MoreButton({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className={styles.more}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t('cashier.loadMore')}
    </button>
  );
}
