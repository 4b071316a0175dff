import { useTranslation } from 'react-i18next';
import { dateTime, money } from '../lib/format.ts';

/** An amount in cents, 2 decimals in the merchant's currency. */
export function Money({ cents }: { cents: number }) {
  const { i18n } = useTranslation();
  return (
    <span className={cents < 0 ? 'money negative' : 'money'}>{money(cents, i18n.language)}</span>
  );
}

/** An instant in the operator's locale and time zone. */
export function DateTime({
  iso,
  seconds = false,
}: {
  iso: string | null | undefined;
  seconds?: boolean;
}) {
  const { i18n } = useTranslation();
  return iso ? <time dateTime={iso}>{dateTime(iso, i18n.language, seconds)}</time> : <span>—</span>;
}
