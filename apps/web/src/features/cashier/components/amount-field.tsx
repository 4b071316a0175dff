import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatAmount } from '@app/contracts';
import styles from './cashier.module.css';

/** The amount input with its limits as hint, the error under it and optional quick picks. */
export function AmountField({
  value,
  onChange,
  minCents,
  maxCents,
  error,
  quickAmounts = [],
  locale,
}: {
  value: string;
  onChange: (value: string) => void;
  minCents: number;
  maxCents: number;
  error: string | null;
  quickAmounts?: readonly number[];
  locale: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const picks = quickAmounts.filter((cents) => cents >= minCents && cents <= maxCents);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('cashier.amount')}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        placeholder={formatAmount(0, locale)}
      />
      <small id={`${id}-hint`} className={styles.muted}>
        {t('cashier.amountHint', {
          min: formatAmount(minCents, locale),
          max: formatAmount(maxCents, locale),
        })}
      </small>
      <p id={`${id}-error`} className={styles.error} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
      {picks.length > 0 && (
        <div role="group" aria-label={t('cashier.quickAmounts')} className={styles.quick}>
          {picks.map((cents) => (
            <button
              key={cents}
              type="button"
              className={styles.chip}
              aria-pressed={value === (cents / 100).toFixed(2)}
              onClick={() => onChange((cents / 100).toFixed(2))}
            >
              {formatAmount(cents, locale)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
