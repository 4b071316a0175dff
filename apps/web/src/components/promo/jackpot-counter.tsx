import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatAmount } from '@app/contracts';
import { useNumberLocale } from '../../lib/money-locale.ts';
import { useJackpot } from './use-jackpot.ts';
import styles from './jackpot-counter.module.css';

type Props = {
  /** Currency symbol of the merchant; empty while settings load (the box keeps its size). */
  currencySymbol: string | undefined;
};

/**
 * The progressive jackpot (spec 4; the real pool of decision 039). It changes every few
 * seconds, so it is not a live region: a screen reader reads the current figure when it gets
 * there, and is not interrupted. Until the pool is known it shows a dash, never a made-up sum.
 */
export function JackpotCounter({ currencySymbol }: Props) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const cents = useJackpot();
  const labelId = useId();
  // The shared money rule (decision 034) split in two boxes: the symbol arriving later, or a
  // figure growing, moves nothing.
  const amount = cents === null ? '—' : formatAmount(cents, locale);

  return (
    <section className={styles.jackpot} aria-labelledby={labelId}>
      <h2 id={labelId} className={styles.label}>
        {t('home.jackpot.label')}
      </h2>
      <p className={styles.figure} aria-live="off">
        <span className={styles.symbol}>{currencySymbol ?? ''}</span>
        <span className={styles.amount} data-testid="jackpot-amount">
          {amount}
        </span>
      </p>
    </section>
  );
}
