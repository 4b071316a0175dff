import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Deposit } from '@app/contracts';
import { cashierTime } from '../lib/format.ts';
import { money, type Money } from '../../../lib/money.ts';
import { StatusBadge } from './status-badge.tsx';
import styles from './cashier.module.css';

/**
 * The member's deposits. Spec 4: the deposit-function template flag '1' gives the new detail
 * layout (every detail of a deposit as labelled facts), anything else the base one (amount,
 * state and time on one row, and the operator's reason under a rejected one).
 */
export function DepositHistory({
  deposits,
  currency,
  newLayout,
}: {
  deposits: readonly Deposit[];
  currency: Money;
  newLayout: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="deposit-history">
      <h2 id="deposit-history" className={styles.heading}>
        {t('cashier.history')}
      </h2>
      {deposits.length === 0 ? (
        <p className={styles.muted}>{t('cashier.noDeposits')}</p>
      ) : (
        <ul
          className={styles.list}
          aria-label={t('cashier.history')}
          data-layout={newLayout ? 'new' : 'base'}
        >
          {deposits.map((row) => (
            <li key={row.id} className={styles.row}>
              <div className={styles.rowHead}>
                <strong>{money(row.amountCents, currency)}</strong>
                <StatusBadge status={row.status} />
              </div>
              {newLayout ? (
                <dl className={styles.facts}>
                  <dt>{t('cashier.detail.number')}</dt>
                  <dd>{row.id}</dd>
                  <dt>{t('cashier.detail.channel')}</dt>
                  <dd>{row.channelName}</dd>
                  {row.reference && (
                    <>
                      <dt>{t('cashier.detail.reference')}</dt>
                      <dd>{row.reference}</dd>
                    </>
                  )}
                  <dt>{t('cashier.detail.time')}</dt>
                  <dd>
                    <time dateTime={row.createdAt}>{cashierTime(row.createdAt)}</time>
                  </dd>
                  {row.reason && (
                    <>
                      <dt>{t('cashier.detail.reason')}</dt>
                      <dd>{row.reason}</dd>
                    </>
                  )}
                </dl>
              ) : (
                <>
                  <div className={styles.rowMeta}>
                    <span>{row.channelName}</span>
                    <time dateTime={row.createdAt}>{cashierTime(row.createdAt)}</time>
                  </div>
                  {/* A rejection says why, in either layout (as a withdrawal's does). */}
                  {row.status === 'rejected' && row.reason && (
                    <p className={styles.reason}>
                      {t('cashier.withdraw.reason', { reason: row.reason })}
                    </p>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
