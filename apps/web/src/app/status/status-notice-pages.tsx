import { useTranslation } from '../../i18n/use-translation.ts';
import type { SystemStatus } from '@app/contracts';
import { customerServiceLink } from '../../lib/system-status.ts';
import { openExternal } from '../../lib/open-external.ts';
import { ShieldIcon, ToolIcon } from '../../components/ui/icons.tsx';
import { StatusLayout } from './status-pages.tsx';
import styles from './status-pages.module.css';
import './i18n/texts.ts';

/**
 * The maintenance and region-restriction pages: rare, so they load on demand (the first-visit
 * budget is full) while the outage page, which must draw without the network, stays in the
 * shell.
 */

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
