import { useTranslation } from 'react-i18next';
import type { BoFeedbackStatus } from '@app/contracts/backoffice';

const TONE: Record<BoFeedbackStatus, string> = {
  new: 'badge warn',
  read: 'badge',
  answered: 'badge ok',
};

export function StatusBadge({ status }: { status: BoFeedbackStatus }) {
  const { t } = useTranslation('feedback');
  return <span className={TONE[status]}>{t(`statuses.${status}`)}</span>;
}
