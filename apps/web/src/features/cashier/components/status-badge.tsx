import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './cashier.module.css';

/** A deposit or withdrawal state as a coloured word (the word carries the meaning). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-status={status}>
      {t(`cashier.status.${status}`)}
    </span>
  );
}
