import '../i18n/texts.ts';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { memberKeys } from '../../member/api/member-queries.ts';
import { useCashierSettings, useDeposit } from '../api/cashier-queries.ts';
import { CashierGate } from '../components/cashier-gate.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { money } from '../../../lib/money.ts';
import styles from '../components/cashier.module.css';

/** /m/voucherCenter/result?depositId=: where the payment page returns the member. */
export function DepositResultPage() {
  return (
    <CashierGate>
      <Result />
    </CashierGate>
  );
}

function Result() {
  const { t } = useTranslation();
  // useLocation, not useSearchParams: the latter would add its code to the shared vendor chunk.
  const id = Number(new URLSearchParams(useLocation().search).get('depositId') ?? 0);
  const query = useDeposit(Number.isSafeInteger(id) ? id : 0);
  const { currency } = useCashierSettings();
  const client = useQueryClient();
  const status = query.data?.deposit.status;
  useEffect(() => {
    // The balance shown elsewhere (header, member centre) catches up with the credit.
    if (status === 'approved') void client.invalidateQueries({ queryKey: memberKeys.all });
  }, [status, client]);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="deposit-result">
        {/* The page title already reads "payment result": the card names the deposit. */}
        <h2 id="deposit-result" className={styles.heading}>
          {t('cashier.detail.number')} {id}
        </h2>
        {query.isError && (
          <p role="alert" className={styles.error}>
            {t('cashier.loadFailed')}
          </p>
        )}
        {query.data && (
          <>
            <div className={styles.rowHead}>
              <strong className={styles.big}>
                {money(query.data.deposit.amountCents, currency)}
              </strong>
              <StatusBadge status={query.data.deposit.status} />
            </div>
            <p role="status">{t(`cashier.result.${query.data.deposit.status}`)}</p>
            <p className={styles.balance}>
              <span>{t('cashier.result.newBalance')}</span>
              <strong aria-label={t('cashier.result.newBalance')}>
                {money(query.data.balanceCents, currency)}
              </strong>
            </p>
          </>
        )}
        <Link to="/voucherCenter" className={styles.linkButton}>
          {t('cashier.result.back')}
        </Link>
      </section>
    </div>
  );
}
