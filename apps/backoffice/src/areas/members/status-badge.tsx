import { useTranslation } from 'react-i18next';

/** A member's status: active in green, locked in red, anything else as a warning. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('members');
  const tone = status === 'active' ? 'ok' : status === 'locked' ? 'danger' : 'warn';
  return <span className={`badge ${tone}`}>{t(`status.${status}`, { defaultValue: status })}</span>;
}
