import { useTranslation } from 'react-i18next';
import { dateTime } from '../../lib/format.ts';

/** A stored segment in words: "VIP level: VIP3 · Agent's team: ana · Has deposited". */
export function useSegmentText(): (segment: Record<string, unknown>) => string {
  const { t, i18n } = useTranslation('messages');
  return (segment) => {
    const parts: string[] = [];
    if (typeof segment.vipCode === 'string') parts.push(`${t('inbox.vip')}: ${segment.vipCode}`);
    if (typeof segment.agent === 'string') parts.push(`${t('inbox.agent')}: ${segment.agent}`);
    if (typeof segment.registeredFrom === 'string') {
      parts.push(`${t('inbox.registeredFrom')} ${dateTime(segment.registeredFrom, i18n.language)}`);
    }
    if (typeof segment.registeredTo === 'string') {
      parts.push(`${t('inbox.registeredTo')} ${dateTime(segment.registeredTo, i18n.language)}`);
    }
    if (segment.deposited === true) parts.push(t('inbox.depositedYes'));
    if (segment.deposited === false) parts.push(t('inbox.depositedNo'));
    return parts.join(' · ');
  };
}
