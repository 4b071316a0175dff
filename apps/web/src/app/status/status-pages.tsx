import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CloudOffIcon } from '../../components/ui/icons.tsx';
import styles from './status-pages.module.css';

/** The frame of every status page (the outage page here, the notices in status-notice-pages). */
export function StatusLayout({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.icon}>{icon}</div>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function OutagePage({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusLayout icon={<CloudOffIcon size={40} />} title={t('status.outageTitle')}>
      <p className={styles.text}>{t('status.outageInfo')}</p>
      <button type="button" className={styles.button} onClick={onRetry} disabled={retrying}>
        {t('app.retry')}
      </button>
    </StatusLayout>
  );
}
