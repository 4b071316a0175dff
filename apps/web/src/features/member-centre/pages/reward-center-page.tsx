import '../i18n/texts.ts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Reward } from '@app/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { useClaimReward, useRewards } from '../api/member-centre-queries.ts';
import { QueryState, RealAccountOnly } from '../components/states.tsx';
import { dateText } from '../lib/format.ts';
import { useFormatMoney } from '../../../lib/money.ts';
import styles from '../components/member-centre.module.css';

const SOURCE_KEYS: Record<string, string> = {
  promotion: 'promotion',
  rebate: 'rebate',
  birthday: 'birthday',
  'vip.upgrade': 'vipUpgrade',
};

/** /m/rewardCenter: the member's rewards; an available one is claimed into the wallet. */
export function RewardCenterPage() {
  return (
    <RealAccountOnly>
      <RewardCenter />
    </RealAccountOnly>
  );
}

function RewardCenter() {
  const { t } = useTranslation();
  const rewards = useRewards();
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="rewards-heading">
        <h2 id="rewards-heading" className={styles.cardTitle}>
          {t('memberCentre.rewards.list')}
        </h2>
        {message && (
          <p className={message.failed ? styles.error : styles.success} role="status">
            {message.text}
          </p>
        )}
        <QueryState query={rewards}>
          {rewards.data?.list.length === 0 ? (
            <p className={styles.state}>{t('memberCentre.rewards.empty')}</p>
          ) : (
            <ul className={styles.list} aria-labelledby="rewards-heading">
              {rewards.data?.list.map((reward) => (
                <RewardItem key={reward.id} reward={reward} onMessage={setMessage} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}

function RewardItem({
  reward,
  onMessage,
}: {
  reward: Reward;
  onMessage: (message: { text: string; failed: boolean }) => void;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const claim = useClaimReward();
  const amount = money(reward.amountCents);
  const source = t(`memberCentre.rewards.source.${SOURCE_KEYS[reward.source] ?? 'other'}`);
  return (
    <li className={styles.reward}>
      <div>
        <p className={styles.secLabel}>{reward.title}</p>
        <p className={styles.hint}>
          {source} · {t('memberCentre.rewards.granted')} {dateText(reward.grantedAt)}
          {reward.status === 'AVAILABLE' && reward.expiresAt && (
            <>
              {' '}
              · {t('memberCentre.rewards.expires')} {dateText(reward.expiresAt)}
            </>
          )}
          {reward.status === 'CLAIMED' && reward.claimedAt && (
            <>
              {' '}
              · {t('memberCentre.rewards.claimedAt')} {dateText(reward.claimedAt)}
            </>
          )}
        </p>
        <p className={styles.amount}>{amount}</p>
      </div>
      {reward.status === 'AVAILABLE' ? (
        <button
          type="button"
          className={styles.primary}
          aria-label={t('memberCentre.rewards.claimNamed', { title: reward.title })}
          disabled={claim.isPending}
          aria-busy={claim.isPending || undefined}
          onClick={() =>
            claim.mutate(reward.id, {
              onSuccess: () =>
                onMessage({ text: t('memberCentre.rewards.claimDone', { amount }), failed: false }),
              onError: (error) =>
                onMessage({
                  text: isApiError(error) ? error.message : t('memberCentre.loadFailed'),
                  failed: true,
                }),
            })
          }
        >
          {t('memberCentre.rewards.claim')}
        </button>
      ) : (
        <span className={styles.status}>
          {t(`memberCentre.rewards.${reward.status === 'CLAIMED' ? 'claimed' : 'expired'}`)}
        </span>
      )}
    </li>
  );
}
