import { useId, type CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatMoney, type Winner, type Winners } from '@app/contracts';
import { useNumberLocale } from '../../../lib/money.ts';
import { useWinners } from '../api/widget-queries.ts';
import { shortDateTime } from '../lib/format.ts';
import frame from './widget.module.css';
import styles from './winner-board-widget.module.css';

/** Fewer rows than this fit the box: they stand still. */
const SCROLL_FROM = 6;
/** Seconds per row of the ticker's loop. */
const SECONDS_PER_ROW = 3;

function Rows({ list, currency }: { list: readonly Winner[]; currency: Winners['currency'] }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  return list.map((winner) => {
    const amount = formatMoney(winner.amountCents, { symbol: currency.symbol, locale });
    return (
      <li
        key={winner.id}
        className={styles.row}
        aria-label={t('homeWidgets.winners.won', {
          account: winner.account,
          amount,
          game: winner.gameName,
        })}
      >
        <span className={styles.account}>
          {winner.account}{' '}
          <time dateTime={winner.wonAt} className={styles.time}>
            {shortDateTime(winner.wonAt)}
          </time>
        </span>
        <span className={styles.amount}>{amount}</span>
        <span className={styles.game}>{winner.gameName}</span>
      </li>
    );
  });
}

/**
 * Home's winner board (spec 2 and 7, winner board rank list): the week's biggest real wins,
 * account names masked by the server. A longer list scrolls like a ticker: a second copy of
 * the rows, hidden from assistive technology, makes the loop seamless; the motion stops under
 * a finger, pointer or keyboard focus and never runs with prefers-reduced-motion (the whole
 * list then stands still). Screen readers always get one plain list. Hidden when the call fails.
 */
export function WinnerBoardWidget() {
  const { t } = useTranslation();
  const headingId = useId();
  const winners = useWinners();
  if (winners.isError && !winners.data) return null;
  const list = winners.data?.list ?? [];
  const scrolls = list.length >= SCROLL_FROM;
  return (
    <section className={frame.widget} aria-labelledby={headingId}>
      <h2 id={headingId} className={frame.title}>
        {t('homeWidgets.winners.title')}
      </h2>
      {winners.isPending ? (
        <div className={frame.skeleton} aria-hidden="true" />
      ) : list.length === 0 || !winners.data ? (
        <p className={frame.empty}>{t('homeWidgets.winners.empty')}</p>
      ) : (
        <div className={`${styles.viewport} ${scrolls ? styles.scrolling : ''}`}>
          <div
            className={styles.track}
            style={
              scrolls
                ? ({ '--ticker-duration': `${list.length * SECONDS_PER_ROW}s` } as CSSProperties)
                : undefined
            }
          >
            <ul className={styles.rows} aria-label={t('homeWidgets.winners.list')}>
              <Rows list={list} currency={winners.data.currency} />
            </ul>
            {scrolls && (
              <ul className={`${styles.rows} ${styles.copy}`} aria-hidden="true">
                <Rows list={list} currency={winners.data.currency} />
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
