import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { countdownView, TIMING, type CountdownInput } from '@app/contracts';
import './lottery-texts.ts';
import styles from './lottery-countdown.module.css';

export interface LotteryCountdownProps {
  /** Milliseconds until the draw when the server answered (its clock). */
  remainTime: number;
  /** [lock, reopen] epoch ms of the answer: half the window is taken off (spec 4). */
  lotteryTime?: readonly [number, number];
  isSale: boolean;
  /** The draw on sale after this one locks (contracts' followingDraw): counted on at the lock. */
  following?: CountdownInput['following'];
  /** The phone's Date.now() when the answer arrived (a query's dataUpdatedAt). */
  receivedAt: number;
  /** Accessible name; defaults to "Next draw in". */
  label?: string;
  className?: string;
  /** Called once when the count reaches zero (nothing left on sale): time to ask again. */
  onIdle?: () => void;
}

/**
 * The lottery countdown of spec 4: --:--:-- when not on sale, else the time to lock (remaining
 * time minus half the lottery window) as hours:minutes:seconds (after whole days, when a day or
 * more is left), ticking every 500 ms, marked near at 5 s or less; at zero it counts on to the
 * following draw when the answer named one (a quick game sells it at once), else --:--:--.
 * Elapsed time is measured on the phone's clock from `receivedAt`, so a phone whose clock is
 * off still counts the server's remaining time.
 */
export function LotteryCountdown({
  remainTime,
  lotteryTime,
  isSale,
  following,
  receivedAt,
  label,
  className,
  onIdle,
}: LotteryCountdownProps) {
  const { t } = useTranslation();
  const lockTime = lotteryTime?.[0];
  const reopenTime = lotteryTime?.[1];
  const nextRemain = following?.remainTime;
  const nextLock = following?.lotteryTime[0];
  const nextReopen = following?.lotteryTime[1];
  // The view as a string snapshot: the store only re-renders when what shows changes.
  const read = useCallback(() => {
    const span = lockTime === undefined ? undefined : ([lockTime, reopenTime!] as const);
    const next =
      nextRemain === undefined
        ? undefined
        : { remainTime: nextRemain, lotteryTime: [nextLock!, nextReopen!] as const };
    const view = countdownView(
      { remainTime, lotteryTime: span, isSale, following: next },
      Math.max(0, Date.now() - receivedAt),
    );
    return `${view.text}|${view.near ? 1 : 0}|${view.idle ? 1 : 0}|${view.days}`;
  }, [remainTime, lockTime, reopenTime, isSale, nextRemain, nextLock, nextReopen, receivedAt]);
  const subscribe = useCallback(
    (notify: () => void) => {
      // Nothing to count: no timer at all (a lobby holds dozens of countdowns).
      if (read().split('|')[2] === '1') return () => {};
      const timer = setInterval(() => {
        notify();
        if (read().split('|')[2] === '1') clearInterval(timer);
      }, TIMING.countdownTickMs);
      return () => clearInterval(timer);
    },
    [read],
  );
  const [text, nearFlag, idleFlag, days] = useSyncExternalStore(subscribe, read, read).split('|');
  const view = { text: text!, near: nearFlag === '1', idle: idleFlag === '1', days: Number(days) };

  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });
  const wasCounting = useRef(!view.idle);
  useEffect(() => {
    if (!view.idle) wasCounting.current = true;
    else if (wasCounting.current) {
      wasCounting.current = false;
      onIdleRef.current?.();
    }
  }, [view.idle]);

  const name = label ?? t('lottery.countdown');
  return (
    <span
      role="timer"
      aria-label={
        view.idle
          ? `${name}: ${t('lottery.notOnSale')}`
          : view.near
            ? t('lottery.countdownNear', { label: name })
            : name
      }
      data-near={view.near || undefined}
      data-idle={view.idle || undefined}
      className={`${styles.countdown} ${view.near ? styles.near : ''} ${view.idle ? styles.idle : ''} ${className ?? ''}`}
    >
      {view.days > 0
        ? `${t('lottery.countdownDays', { count: view.days })} ${view.text}`
        : view.text}
    </span>
  );
}
