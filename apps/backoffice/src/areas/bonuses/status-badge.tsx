import { useTranslation } from 'react-i18next';
import type { BonusStatus } from '@app/contracts';

const TONE: Record<BonusStatus, string> = {
  active: 'badge ok',
  converted: 'badge ok',
  spent: 'badge',
  forfeited: 'badge warn',
  expired: 'badge warn',
  cancelled: 'badge danger',
};

export function BonusStatusBadge({ status }: { status: BonusStatus }) {
  const { t } = useTranslation('bonuses');
  return <span className={TONE[status]}>{t(`statuses.${status}`)}</span>;
}
