import type { ReactNode } from 'react';
import type { RgLimitKind, RgPeriod } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import styles from './protection.module.css';

/** Loading and failure of a query, with a retry. */
export function QueryState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('protection.loadFailed')}</p>
        <button type="button" className={styles.smallButton} onClick={() => void query.refetch()}>
          {t('protection.retry')}
        </button>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <p className={styles.state} role="status">
        {t('protection.loading')}
      </p>
    );
  }
  return children;
}

/** The server's message for a refused change, else a general one. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/** The accessible name of one limit: "Limite diário de depósito". */
export function useLimitName() {
  const { t } = useTranslation();
  return (kind: RgLimitKind, period: RgPeriod) =>
    t('protection.limits.field', {
      kind: t(`protection.kind.${kind}`),
      period: t(`protection.period.${period}`),
    });
}
