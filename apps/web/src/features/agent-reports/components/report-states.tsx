import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { ListState } from '../../../components/paged-list/paged-list-parts.tsx';
import listStyles from '../../../components/paged-list/paged-list.module.css';
import styles from './agent-reports.module.css';

/** Placeholder blocks while a report loads; screen readers hear one status line. */
export function ReportLoading({ blocks = 4 }: { blocks?: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="sr-only" role="status">
        {t('agentReports.loading')}
      </p>
      <div className={styles.skeleton} aria-hidden="true" data-testid="report-skeleton">
        {Array.from({ length: blocks }, (_, index) => (
          <span key={index} className={styles.bone} />
        ))}
      </div>
    </div>
  );
}

/** A report that failed: the server's reason (in the member's language) and a retry. */
export function ReportFailure({ error, retry }: { error: unknown; retry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <ListState
      title={t('agentReports.loadFailed')}
      hint={isApiError(error) && error.message ? error.message : null}
      alert
    >
      <button type="button" className={listStyles.button} onClick={() => void retry()}>
        {t('agentReports.retry')}
      </button>
    </ListState>
  );
}
