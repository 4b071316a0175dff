import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { HIDDEN_BALANCE, type LotteryGame } from '@app/contracts';
import { BackIcon } from '../../../components/ui/icons.tsx';
import { LotteryCountdown } from '../../../components/lottery/lottery-countdown.tsx';
import { useWalletBalance } from '../../member/api/member-queries.ts';
import { useBalanceVisibility } from '../../member/lib/balance-visibility.ts';
import styles from './betting.module.css';

/**
 * The page's own top bar (the site header is hidden here): back, the title, the balance. Not a
 * <header>: the page sits in the site's main, and the site's banner is the one it hides.
 */
export function HeaderBar({
  backTo,
  title,
  money,
  children,
}: {
  backTo: string;
  title: string;
  money: (cents: number) => string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <div className={styles.headerRow}>
        <Link to={backTo} className={styles.back} aria-label={t('lotteryBetting.back')}>
          <BackIcon size={22} />
        </Link>
        <h1 className={styles.title}>{title}</h1>
        <Balance money={money} />
      </div>
      {children}
    </div>
  );
}

/** The member's balance, from the wallet query the site header uses (hidden if they chose). */
function Balance({ money }: { money: (cents: number) => string }) {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  const hidden = useBalanceVisibility((state) => state.hidden);
  const cents = balance.data?.sumBalance;
  if (cents === undefined && !hidden) return null;
  return (
    <p className={styles.balance}>
      <span className={styles.balanceLabel}>{t('lotteryBetting.balance')}</span>
      <strong data-testid="lottery-balance" aria-live="polite">
        {hidden || cents === undefined ? HIDDEN_BALANCE : money(cents)}
      </strong>
    </p>
  );
}

/** The open draw: its numero and the countdown to lock, on the server's clock. */
export function DrawStrip({
  game,
  receivedAt,
  onIdle,
}: {
  game: LotteryGame;
  receivedAt: number;
  onIdle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.drawStrip}>
      <p className={styles.numero}>
        <span className={styles.muted}>{t('lottery.numeroLabel')}</span>{' '}
        <strong data-testid="lottery-numero">{game.numero ?? '—'}</strong>
      </p>
      <p className={styles.lock}>
        <span className={styles.muted}>{t('lotteryBetting.closesIn')}</span>{' '}
        <LotteryCountdown
          remainTime={game.remainTime}
          lotteryTime={game.lotteryTime}
          isSale={game.isSale}
          receivedAt={receivedAt}
          label={t('lotteryBetting.closesIn')}
          onIdle={onIdle}
        />
      </p>
    </div>
  );
}
