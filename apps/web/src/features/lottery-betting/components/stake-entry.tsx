import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { LOTTERY_MAX_UNIT_STAKE_CENTS, LOTTERY_MIN_UNIT_STAKE_CENTS } from '@app/contracts';
import { problemText } from '../lib/problems.ts';
import { readStake, STAKE_CHIPS_CENTS, stakeText } from '../lib/stake.ts';
import styles from './betting.module.css';

interface StakeEntryProps {
  value: string;
  onChange: (value: string) => void;
  /** Show what is wrong with the stake (after the member tried to add a line). */
  showProblem: boolean;
  money: (cents: number) => string;
  locale: string;
}

/** The stake of one unit (one number; for lô one number on one prize), typed or chosen. */
export function StakeEntry({ value, onChange, showProblem, money, locale }: StakeEntryProps) {
  const { t } = useTranslation();
  const id = useId();
  const reading = readStake(value);
  const problem = showProblem ? reading.problem : null;
  return (
    <div className={styles.field}>
      <label className={styles.fieldLabel} htmlFor={`${id}-stake`}>
        {t('lotteryBetting.stake.label')}
      </label>
      <input
        id={`${id}-stake`}
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-stake-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        id={`${id}-stake-hint`}
        className={problem ? styles.fieldError : styles.fieldHint}
        role={problem ? 'alert' : undefined}
      >
        {problem
          ? problemText(t, problem, money)
          : t('lotteryBetting.stake.limits', {
              min: money(LOTTERY_MIN_UNIT_STAKE_CENTS),
              max: money(LOTTERY_MAX_UNIT_STAKE_CENTS),
            })}
      </p>
      <div className={styles.chips} role="group" aria-label={t('lotteryBetting.stake.quick')}>
        {STAKE_CHIPS_CENTS.map((cents) => (
          <button
            key={cents}
            type="button"
            className={styles.chip}
            aria-pressed={reading.cents === cents}
            aria-label={t('lotteryBetting.stake.chip', { amount: money(cents) })}
            onClick={() => onChange(stakeText(cents, locale))}
          >
            {stakeText(cents, locale)}
          </button>
        ))}
      </div>
    </div>
  );
}
