import { useTranslation } from 'react-i18next';
import type { KycDocumentStatus, KycStatus } from '@app/contracts';

const TONE: Record<KycStatus, string> = {
  none: 'badge',
  pending: 'badge warn',
  approved: 'badge ok',
  rejected: 'badge danger',
};

export function KycStatusBadge({ status }: { status: KycStatus }) {
  const { t } = useTranslation('kyc');
  return <span className={TONE[status]}>{t(`statuses.${status}`)}</span>;
}

export function DocumentStatusBadge({ status }: { status: KycDocumentStatus }) {
  const { t } = useTranslation('kyc');
  return <span className={TONE[status]}>{t(`docStatuses.${status}`)}</span>;
}
