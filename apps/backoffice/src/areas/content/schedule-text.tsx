import { useTranslation } from 'react-i18next';
import { dateTime } from '../../lib/format.ts';

/** A publish window in words: "from …", "until …", both, or "always". */
export function ScheduleText({ from, until }: { from: string | null; until: string | null }) {
  const { t, i18n } = useTranslation('content');
  if (!from && !until) return <span className="muted">{t('list.always')}</span>;
  return (
    <span>
      {from ? t('list.from', { at: dateTime(from, i18n.language) }) : null}
      {from && until ? <br /> : null}
      {until ? t('list.until', { at: dateTime(until, i18n.language) }) : null}
    </span>
  );
}
