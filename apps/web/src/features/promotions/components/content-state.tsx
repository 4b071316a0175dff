import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Spinner } from '../../../components/ui/loading-overlay.tsx';
import styles from './content-state.module.css';

/** Loading: a spinner with a spoken label. */
export function Loading({ label }: { label: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <Spinner size={28} />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** A message (error, empty, not found) with an optional action. */
export const actionClass = styles.action;

export function Message({
  text,
  onRetry,
  children,
}: {
  text: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role={onRetry ? 'alert' : undefined}>
      <p className={styles.text}>{text}</p>
      {onRetry && (
        <button type="button" className={styles.action} onClick={onRetry}>
          {t('promos.retry')}
        </button>
      )}
      {children}
    </div>
  );
}
