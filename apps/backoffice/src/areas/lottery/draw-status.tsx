import { useTranslation } from 'react-i18next';
import type { BoDrawStatus } from '@app/contracts/backoffice';

const TONES: Record<BoDrawStatus, string> = {
  upcoming: '',
  open: 'ok',
  locked: 'warn',
  drawn: 'warn',
  settled: 'ok',
  voided: 'danger',
};

/** A draw's state as a badge: on sale and settled in green, voided in red. */
export function DrawStatus({ status }: { status: BoDrawStatus }) {
  const { t } = useTranslation('lottery');
  return <span className={`badge ${TONES[status]}`.trim()}>{t(`status.${status}`)}</span>;
}
