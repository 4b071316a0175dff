import { useTranslation } from 'react-i18next';
import type { BoPublicationStatus } from '@app/contracts/backoffice';

const CLASS: Record<BoPublicationStatus, string> = {
  live: 'badge ok',
  scheduled: 'badge warn',
  ended: 'badge',
  off: 'badge danger',
};

/** Where an item stands now: off, scheduled, live or ended. */
export function PublicationBadge({ status }: { status: BoPublicationStatus }) {
  const { t } = useTranslation('messages');
  return <span className={CLASS[status]}>{t(`status.${status}`)}</span>;
}
