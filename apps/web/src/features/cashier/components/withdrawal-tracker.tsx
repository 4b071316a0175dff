import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Withdrawal } from '@app/contracts';
import { cashierTime } from '../lib/format.ts';
import { money, type Money } from '../../../lib/money.ts';
import { StatusBadge } from './status-badge.tsx';
import styles from './cashier.module.css';

/** The member's withdrawal requests, newest first, with state, time and rejection reason. */
export function WithdrawalTracker({
  withdrawals,
  currency,
}: {
  withdrawals: readonly Withdrawal[];
  currency: Money;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="withdrawal-tracker">
      <h2 id="withdrawal-tracker" className={styles.heading}>
        {t('cashier.withdraw.tracker')}
      </h2>
      {withdrawals.length === 0 ? (
        <p className={styles.muted}>{t('cashier.withdraw.noWithdrawals')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('cashier.withdraw.tracker')}>
          {withdrawals.map((row) => (
            <li key={row.id} className={styles.row}>
              <div className={styles.rowHead}>
                <strong>{money(row.amountCents, currency)}</strong>
                <StatusBadge status={row.status} />
              </div>
              <div className={styles.rowMeta}>
                <time dateTime={row.createdAt}>{cashierTime(row.createdAt)}</time>
                <span>
                  {t('cashier.withdraw.to', { bank: row.bankName, account: row.accountNumber })}
                </span>
              </div>
              {row.status === 'rejected' && row.reason && (
                <p className={styles.reason}>
                  {t('cashier.withdraw.reason', { reason: row.reason })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
