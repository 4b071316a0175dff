import { useTranslation } from 'react-i18next';
import type { JobRun } from '@app/contracts/backoffice';
import { Money } from '../../components/format.tsx';
import styles from './jobs.module.css';

/** What a run did, e.g. "3 lines · paid R$ 20,80": amounts (keys ending in Cents) as money. */
export function RunDetail({ detail }: { detail: JobRun['detail'] }) {
  const { t } = useTranslation('jobs');
  const entries = Object.entries(detail);
  if (entries.length === 0) return <span className="muted">—</span>;
  return (
    <ul className={styles.detail}>
      {entries.map(([key, value]) => (
        <li key={key}>
          {t(`detail.${key}`, { defaultValue: key })}:{' '}
          {typeof value === 'number' && key.endsWith('Cents') ? (
            <Money cents={value} />
          ) : (
            <strong>{String(value)}</strong>
          )}
        </li>
      ))}
    </ul>
  );
}

export function detailText(detail: JobRun['detail']): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('; ');
}
