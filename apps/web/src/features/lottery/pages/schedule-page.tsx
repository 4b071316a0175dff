import '../i18n/texts.ts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { TFunction } from '../../../i18n/translator.ts';
import { followingDraw, type LotteryGame } from '@app/contracts';
import { LotteryCountdown } from '../../../components/lottery/lottery-countdown.tsx';
import { useLotteryFavourites } from '../../../components/lottery/lottery-favourites.ts';
import { useLotteryGames } from '../../../components/lottery/lottery-queries.ts';
import { usePlayLottery } from '../../../components/lottery/use-play-lottery.ts';
import { serverNow } from '../../../components/lottery/use-server-clock.ts';
import { WinningNumbers } from '../../../components/lottery/winning-numbers.tsx';
import { LanguageChoice } from '../components/language-choice.tsx';
import { StarIcon } from '../components/star-icon.tsx';
import { scheduleColumns, todayOf, weekdayName, zoneLabel } from '../lib/schedule.ts';
import styles from './schedule-page.module.css';

function drawWhen(game: LotteryGame, t: TFunction): string {
  if (game.drawTime) {
    return t('lottery.schedule.drawAt', { time: game.drawTime, zone: zoneLabel(game.utcOffset) });
  }
  return game.intervalMinutes
    ? t('lottery.schedule.everyMinutes', { count: game.intervalMinutes })
    : '';
}

/**
 * The lottery page with the weekly schedule (spec 2, /m/lottery): seven day columns from
 * today, each with the games drawing that day (favourites first, most recently favourited
 * first, per user name); a tapped game is selected and highlighted, with Play Now.
 */
export function LotterySchedulePage() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const games = useLotteryGames();
  const favourites = useLotteryFavourites();
  const play = usePlayLottery('lottery');
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const list = games.data?.games ?? [];
  const selected = list.find((game) => game.gameId === selectedId);
  const locale = i18n.language;
  const columns = scheduleColumns(list, todayOf(list, serverNow()), favourites.ids);

  let body;
  if (games.isPending) {
    body = (
      <div
        className={styles.skeleton}
        role="status"
        aria-busy="true"
        aria-label={t('lottery.schedule.weekLabel')}
      />
    );
  } else if (games.isError && !games.data) {
    body = (
      <div className={styles.message} role="alert">
        <p>{t('lottery.loadError')}</p>
        <button type="button" className={styles.retry} onClick={() => void games.refetch()}>
          {t('lottery.retry')}
        </button>
      </div>
    );
  } else if (list.length === 0) {
    body = <p className={styles.message}>{t('lottery.schedule.emptyAll')}</p>;
  } else {
    body = (
      <div className={styles.columns} role="list" aria-labelledby={headingId}>
        {columns.map((column) => {
          const dayId = `${headingId}-day-${column.weekday}`;
          return (
            <div
              key={column.weekday}
              role="listitem"
              className={`${styles.column} ${column.today ? styles.today : ''}`}
              aria-labelledby={dayId}
              aria-current={column.today ? 'date' : undefined}
              data-weekday={column.weekday}
            >
              <h3 id={dayId} className={styles.day}>
                <span>{weekdayName(column.weekday, locale)}</span>
                {column.today && (
                  <span className={styles.todayTag}>{t('lottery.schedule.today')}</span>
                )}
              </h3>
              {column.games.length === 0 ? (
                <p className={styles.empty}>{t('lottery.schedule.empty')}</p>
              ) : (
                <ul className={styles.games}>
                  {column.games.map((game) => (
                    <li key={game.gameId}>
                      <button
                        type="button"
                        className={styles.game}
                        aria-pressed={game.gameId === selectedId}
                        onClick={() => setSelectedId(game.gameId)}
                      >
                        {favourites.isFavourite(game.gameId) && (
                          <span className={styles.favMark}>
                            <StarIcon filled size={12} />
                          </span>
                        )}
                        <span className={styles.gameName}>{game.remark}</span>
                        <span className={styles.gameTime}>{drawWhen(game, t)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className="sr-only">
          {t('lottery.schedule.weekLabel')}
        </h2>
        <LanguageChoice />
      </div>
      {list.length > 0 && (
        <section className={styles.selected} aria-label={t('lottery.schedule.selected')}>
          {selected ? (
            <>
              <div className={styles.selectedHead}>
                <h3 className={styles.selectedName}>{selected.remark}</h3>
                <button
                  type="button"
                  className={styles.star}
                  aria-pressed={favourites.isFavourite(selected.gameId)}
                  aria-label={t('lottery.lobby.favourite', { name: selected.remark })}
                  onClick={() => favourites.toggle(selected.gameId)}
                >
                  <StarIcon filled={favourites.isFavourite(selected.gameId)} />
                </button>
              </div>
              <p className={styles.when}>{drawWhen(selected, t)}</p>
              <WinningNumbers
                value={selected.previousWinningNumber}
                variant="compact"
                label={t('lottery.previousDraw')}
              />
              <div className={styles.selectedFoot}>
                <LotteryCountdown
                  remainTime={selected.remainTime}
                  lotteryTime={selected.lotteryTime}
                  isSale={selected.isSale}
                  following={followingDraw(selected)}
                  receivedAt={games.data?.receivedAt ?? 0}
                  onIdle={() => void games.refetch({ cancelRefetch: false })}
                />
                <button
                  type="button"
                  className={styles.play}
                  aria-label={t('lottery.lobby.playNowLabel', { name: selected.remark })}
                  onClick={() => play(selected)}
                >
                  {t('lottery.playNow')}
                </button>
              </div>
            </>
          ) : (
            <p className={styles.hint}>{t('lottery.schedule.pickGame')}</p>
          )}
        </section>
      )}
      {body}
    </div>
  );
}
