import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@app/contracts';
import { customerServiceLink } from '../../lib/system-status.ts';
import { openExternal } from '../../lib/open-external.ts';
import { CloudOffIcon, ShieldIcon, ToolIcon } from '../../components/ui/icons.tsx';
import styles from './status-pages.module.css';

function StatusLayout({
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

function ServiceButton({ status, label }: { status: SystemStatus; label: string }) {
  const link = customerServiceLink(status);
  return (
    <button
      type="button"
      className={styles.button}
      disabled={!link}
      onClick={() => link && openExternal(link)}
    >
      {label}
    </button>
  );
}

export function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <StatusLayout icon={<ToolIcon size={40} />} title={t('status.maintenanceTitle')}>
      <p className={styles.text}>{t('status.maintenanceInfo')}</p>
      {status.maintenanceInfo && <p className={styles.note}>{status.maintenanceInfo}</p>}
      <ServiceButton status={status} label={t('status.customerService')} />
    </StatusLayout>
  );
}

export function RestrictedPage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <StatusLayout icon={<ShieldIcon size={40} />} title={t('status.restrictedTitle')}>
      <p className={styles.ip}>{t('status.restrictedIp', { ip: status.location.ip })}</p>
      <p className={styles.text}>{t('status.restrictedInfo')}</p>
      <ServiceButton status={status} label={t('status.contactCustomerService')} />
    </StatusLayout>
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
