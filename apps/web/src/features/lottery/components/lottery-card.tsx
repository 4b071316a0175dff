import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { followingDraw, isLockSoon, type LotteryGame } from '@app/contracts';
import { LotteryCountdown } from '../../../components/lottery/lottery-countdown.tsx';
import { serverNow } from '../../../components/lottery/use-server-clock.ts';
import { WinningNumbers } from '../../../components/lottery/winning-numbers.tsx';
import { formatDrawDate, msToLock } from '../lib/lobby-rules.ts';
import { StarIcon } from './star-icon.tsx';
import styles from './lottery-card.module.css';

type Props = {
  game: LotteryGame;
  /** The phone's time when the menu answer arrived. */
  receivedAt: number;
  favourite: boolean;
  onToggleFavourite: () => void;
  onPlay: () => void;
  /** Nothing left on sale in the answer the card has: the countdown's end asks for a new one. */
  onCountdownEnd?: () => void;
};

/**
 * A lobby card (spec 2): name, the previous draw's date and numbers, the countdown to lock and
 * Play Now; highlighted while the time to lock is above 0 and under 24 hours.
 */
export function LotteryCard({
  game,
  receivedAt,
  favourite,
  onToggleFavourite,
  onPlay,
  onCountdownEnd,
}: Props) {
  const { t } = useTranslation();
  const nameId = useId();
  // Read at each render: the menu refreshes at least every 30 s, far inside the 24 h window.
  const highlight = isLockSoon(msToLock(game, serverNow()));
  const previousDate = formatDrawDate(game.previousWinningTime);

  return (
    <article
      className={`${styles.card} ${highlight ? styles.highlight : ''}`}
      aria-labelledby={nameId}
      data-highlight={highlight || undefined}
      data-game-id={game.gameId}
    >
      <div className={styles.head}>
        <span className={styles.badge} aria-hidden="true">
          {game.mobileIconUrl ? (
            <img src={game.mobileIconUrl} alt="" width={36} height={36} loading="lazy" />
          ) : (
            game.remark.slice(0, 1)
          )}
        </span>
        <h3 id={nameId} className={styles.name}>
          {game.remark}
        </h3>
        {highlight && <span className="sr-only">{t('lottery.lobby.lockSoon')}</span>}
        <button
          type="button"
          className={styles.star}
          aria-pressed={favourite}
          aria-label={t('lottery.lobby.favourite', { name: game.remark })}
          onClick={onToggleFavourite}
        >
          <StarIcon filled={favourite} />
        </button>
      </div>
      <div className={styles.previous}>
        <p className={styles.previousLabel}>
          {t('lottery.previousDraw')}
          {previousDate && <time dateTime={game.previousWinningTime ?? ''}> {previousDate}</time>}
        </p>
        <WinningNumbers
          value={game.previousWinningNumber}
          variant="compact"
          label={t('lottery.lobby.previousAt', { date: previousDate })}
        />
      </div>
      <div className={styles.foot}>
        <div className={styles.timer}>
          <span className={styles.timerLabel} aria-hidden="true">
            {t('lottery.countdown')}
          </span>
          <LotteryCountdown
            remainTime={game.remainTime}
            lotteryTime={game.lotteryTime}
            isSale={game.isSale}
            following={followingDraw(game)}
            receivedAt={receivedAt}
            onIdle={onCountdownEnd}
          />
        </div>
        <button
          type="button"
          className={styles.play}
          aria-label={t('lottery.lobby.playNowLabel', { name: game.remark })}
          onClick={onPlay}
        >
          {t('lottery.playNow')}
        </button>
      </div>
    </article>
  );
}

export function LotteryCardSkeleton() {
  return <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" />;
}
