import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { LotteryBet } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';
import { WinningNumbers } from '../../../components/lottery/winning-numbers.tsx';
import { useGameBets } from '../api/betting-queries.ts';
import { betTitle, picksText } from '../lib/bet-text.ts';
import styles from './betting.module.css';

interface MyBetsProps {
  gameId: number;
  /** The newest drawn numero: open bets up to it are being settled. */
  latestDrawn: string | null;
  money: (cents: number) => string;
}

/** The member's open bets on this game and the latest settled ones, with result and payout. */
export function MyBets({ gameId, latestDrawn, money }: MyBetsProps) {
  const { t } = useTranslation();
  const open = useGameBets(gameId, 'open', { latestDrawn });
  const settled = useGameBets(gameId, 'settled');

  // Bets that leave the open list were settled: the settled list and the balance (a win was
  // paid) are asked again.
  const client = useQueryClient();
  const userName = useSession()?.userName ?? '';
  const openIds = open.data?.content.map((bet) => bet.betId).join(',');
  const previous = useRef(openIds);
  const refetchSettled = settled.refetch;
  useEffect(() => {
    const before = previous.current?.split(',') ?? [];
    previous.current = openIds;
    const now = new Set(openIds?.split(',') ?? []);
    if (before.some((betId) => betId !== '' && !now.has(betId))) {
      void refetchSettled();
      void client.invalidateQueries({ queryKey: memberKeys.balance(userName) });
    }
  }, [openIds, refetchSettled, client, userName]);

  return (
    <>
      <BetList
        title={t('lotteryBetting.bets.open')}
        empty={t('lotteryBetting.bets.openEmpty')}
        query={open}
        money={money}
      />
      <BetList
        title={t('lotteryBetting.bets.settled')}
        empty={t('lotteryBetting.bets.settledEmpty')}
        query={settled}
        money={money}
      />
    </>
  );
}

interface BetListProps {
  title: string;
  empty: string;
  query: ReturnType<typeof useGameBets>;
  money: (cents: number) => string;
}

function BetList({ title, empty, query, money }: BetListProps) {
  const { t } = useTranslation();
  const id = useId();
  const bets = query.data?.content ?? [];
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {title}
      </h2>
      {query.isPending ? (
        <p className={styles.empty} role="status">
          {t('lotteryBetting.loading')}
        </p>
      ) : query.isError && bets.length === 0 ? (
        <div role="alert" className={styles.inlineError}>
          <p>
            {isApiError(query.error) ? query.error.message : t('lotteryBetting.bets.loadFailed')}
          </p>
          <button type="button" className={styles.linkButton} onClick={() => void query.refetch()}>
            {t('lottery.retry')}
          </button>
        </div>
      ) : bets.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.bets} aria-labelledby={`${id}-title`}>
          {bets.map((bet) => (
            <BetItem key={bet.betId} bet={bet} money={money} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BetItem({ bet, money }: { bet: LotteryBet; money: (cents: number) => string }) {
  const { t } = useTranslation();
  return (
    <li className={styles.bet} data-status={bet.status}>
      <div className={styles.betHead}>
        <span className={styles.lineTitle}>{betTitle(t, bet)}</span>
        <span className={`${styles.status} ${styles[`status_${bet.status}`] ?? ''}`}>
          {t(`lotteryBetting.status.${bet.status}`)}
        </span>
      </div>
      <p className={styles.linePicks}>{picksText(t, bet.picks)}</p>
      <dl className={styles.betFacts}>
        <div>
          <dt>{t('lottery.numeroLabel')}</dt>
          <dd>{bet.numero}</dd>
        </div>
        <div>
          <dt>{t('lotteryBetting.bets.cost')}</dt>
          <dd>{money(bet.costCents)}</dd>
        </div>
        {bet.status !== 'open' && (
          <div>
            <dt>{t('lotteryBetting.bets.payout')}</dt>
            <dd>{money(bet.payoutCents)}</dd>
          </div>
        )}
      </dl>
      {bet.status !== 'open' && bet.winningNumber && (
        <div className={styles.betResult}>
          <span className={styles.muted}>{t('lottery.winningNumbers')}</span>
          <WinningNumbers value={bet.winningNumber} variant="compact" />
        </div>
      )}
    </li>
  );
}
