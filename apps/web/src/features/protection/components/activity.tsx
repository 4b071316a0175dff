import { Fragment, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  RG_LIMIT_KINDS,
  RG_PERIODS,
  type RgActivity,
  type RgHistoryItem,
  type RgLimitKind,
  type RgPeriod,
} from '@app/contracts';
import { useFormatMoney } from '../../../lib/money.ts';
import { listTime } from '../../../lib/period.ts';
import { useProtectionHistory } from '../api/protection-queries.ts';
import { minutesText } from '../lib/format.ts';
import { QueryState, useLimitName } from './states.tsx';
import styles from './protection.module.css';

/** Net deposit, play time and the previous sign-in. */
export function ActivityCard({ activity }: { activity: RgActivity }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const headingId = useId();
  const time = (minutes: number) => minutesText(t, 'protection.minutes', minutes);
  const facts: [string, string][] = [
    [t('protection.activity.netMonth'), money(activity.netDepositMonthCents)],
    [t('protection.activity.netTotal'), money(activity.netDepositTotalCents)],
    [t('protection.activity.playToday'), time(activity.playMinutesToday)],
    [t('protection.activity.playWeek'), time(activity.playMinutesWeek)],
    [t('protection.activity.playMonth'), time(activity.playMinutesMonth)],
    [
      t('protection.activity.previousLogin'),
      activity.previousLoginAt
        ? listTime(activity.previousLoginAt)
        : t('protection.activity.never'),
    ],
    [
      t('protection.activity.previousIp'),
      activity.previousLoginIp ?? t('protection.activity.never'),
    ],
  ];
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('protection.activity.heading')}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

const LIMIT_WHAT = /^limit\.([a-z]+)\.([a-z]+)$/;

/** Every change of the member's tools, newest first. */
export function HistoryCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const history = useProtectionHistory();
  const money = useFormatMoney();
  const limitName = useLimitName();

  const describe = (
    item: RgHistoryItem,
  ): { what: string; value: (raw: string) => string; none?: string } => {
    const minutes = (raw: string) => minutesText(t, 'protection.minutes', Number(raw));
    const limit = LIMIT_WHAT.exec(item.what);
    if (
      limit &&
      (RG_LIMIT_KINDS as readonly string[]).includes(limit[1]!) &&
      (RG_PERIODS as readonly string[]).includes(limit[2]!)
    ) {
      return {
        what: limitName(limit[1] as RgLimitKind, limit[2] as RgPeriod),
        value: (raw) => money(Number(raw)),
      };
    }
    const duration = (raw: string) => t(`protection.duration.${raw}`, { defaultValue: raw });
    switch (item.what) {
      case 'session.limit':
        return { what: t('protection.history.sessionLimit'), value: minutes };
      case 'reality.check':
        return {
          what: t('protection.history.realityCheck'),
          value: minutes,
          none: t('protection.time.off'),
        };
      case 'exclusion.timeout':
        return { what: t('protection.history.exclusionTimeout'), value: duration, none: '—' };
      case 'exclusion.self':
        return { what: t('protection.history.exclusionSelf'), value: duration, none: '—' };
      case 'exclusion.end':
      case 'exclusion.end.request':
        return { what: t('protection.history.exclusionEnd'), value: duration, none: '—' };
      default:
        return { what: t('protection.history.other'), value: (raw) => raw, none: '—' };
    }
  };

  const list = [...(history.data?.list ?? [])].sort((a, b) =>
    a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1,
  );
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('protection.history.heading')}
      </h2>
      <QueryState query={history}>
        {list.length === 0 ? (
          <p className={styles.hint}>{t('protection.history.empty')}</p>
        ) : (
          <ul className={styles.history} aria-labelledby={headingId}>
            {list.map((item) => {
              const { what, value, none = t('protection.limits.noLimit') } = describe(item);
              const show = (raw: string | null) => (raw === null ? none : value(raw));
              return (
                <li key={item.id}>
                  <span className={styles.historyWhat}>{what}</span>
                  <span>
                    {t('protection.history.change', { from: show(item.from), to: show(item.to) })}
                  </span>
                  <time className={styles.hint} dateTime={item.at}>
                    {listTime(item.at)}
                  </time>
                  {item.effectiveAt && (
                    <span className={styles.hint}>
                      {t('protection.history.effective', { time: listTime(item.effectiveAt) })}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
