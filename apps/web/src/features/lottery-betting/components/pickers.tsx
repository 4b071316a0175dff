import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ENT_POSITIONS, LOTTERY_MAX_PICKS, SIZE_PARITY_PICKS } from '@app/contracts';
import { pickText } from '../lib/bet-text.ts';
import styles from './betting.module.css';

interface PicksProps {
  picks: readonly string[];
  onToggle: (pick: string) => void;
}

function Toggle({
  pressed,
  label,
  children,
  onClick,
  className,
}: {
  pressed: boolean;
  label?: string;
  children: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className ?? ''}`}
      aria-pressed={pressed}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A picker's buttons under a visible label that also names the group. */
function PickerGroup({
  label,
  className,
  children,
}: {
  label: string;
  className: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel} id={id}>
        {label}
      </span>
      <div className={className} role="group" aria-labelledby={id}>
        {children}
      </div>
    </div>
  );
}

const TWO_DIGIT_NUMBERS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const DIGITS = Array.from({ length: 10 }, (_, n) => String(n));

/** De and lô: the numbers 00 to 99, ten a row. */
export function NumberGrid({ picks, onToggle }: PicksProps) {
  const { t } = useTranslation();
  const chosen = new Set(picks);
  return (
    <PickerGroup label={t('lotteryBetting.picker.numbers')} className={styles.grid}>
      {TWO_DIGIT_NUMBERS.map((number) => (
        <Toggle
          key={number}
          pressed={chosen.has(number)}
          label={t('lotteryBetting.picker.number', { number })}
          onClick={() => onToggle(number)}
          className={styles.cell}
        >
          {number}
        </Toggle>
      ))}
    </PickerGroup>
  );
}

/** Digit bets: 0 to 9. */
export function DigitPicker({ picks, onToggle }: PicksProps) {
  const { t } = useTranslation();
  const chosen = new Set(picks);
  return (
    <PickerGroup label={t('lotteryBetting.picker.digits')} className={styles.digits}>
      {DIGITS.map((digit) => (
        <Toggle
          key={digit}
          pressed={chosen.has(digit)}
          label={t('lotteryBetting.picker.digit', { digit })}
          onClick={() => onToggle(digit)}
          className={styles.cell}
        >
          {digit}
        </Toggle>
      ))}
    </PickerGroup>
  );
}

/** Position and sum bets: big, small, odd, even (each its own pick, paid on its own). */
export function SizeParityPicker({ picks, onToggle }: PicksProps) {
  const { t } = useTranslation();
  const chosen = new Set(picks);
  return (
    <PickerGroup label={t('lotteryBetting.picker.sizes')} className={styles.sizes}>
      {SIZE_PARITY_PICKS.map((pick) => (
        <Toggle key={pick} pressed={chosen.has(pick)} onClick={() => onToggle(pick)}>
          {pickText(t, pick)}
        </Toggle>
      ))}
    </PickerGroup>
  );
}

/** The position (1 to 5) a digit or position bet reads; one at a time. */
export function PositionPicker({
  position,
  onChange,
}: {
  position: number;
  onChange: (position: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <PickerGroup label={t('lotteryBetting.picker.position')} className={styles.positions}>
      {Array.from({ length: ENT_POSITIONS }, (_, index) => index + 1).map((value) => (
        <Toggle
          key={value}
          pressed={position === value}
          label={t('lottery.positionN', { position: value })}
          onClick={() => onChange(value)}
          className={styles.positionToggle}
        >
          {String(value)}
        </Toggle>
      ))}
    </PickerGroup>
  );
}

type EntryProblem = 'format' | 'duplicate' | 'full';

/**
 * 3 càng: numbers 000 to 999 typed in (several at once, split by spaces or commas) and added;
 * each added number can be taken out again.
 */
export function ThreeDigitEntry({ picks, onToggle }: PicksProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<EntryProblem | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const numbers = text.split(/[\s,;]+/).filter((part) => part !== '');
    if (numbers.length === 0 || !numbers.every((number) => /^\d{3}$/.test(number))) {
      setProblem('format');
      return;
    }
    const fresh = [...new Set(numbers)].filter((number) => !picks.includes(number));
    if (fresh.length === 0) {
      setProblem('duplicate');
      return;
    }
    if (picks.length + fresh.length > LOTTERY_MAX_PICKS) {
      setProblem('full');
      return;
    }
    for (const number of fresh) onToggle(number);
    setText('');
    setProblem(null);
  };

  return (
    <div className={styles.entry}>
      <form className={styles.entryForm} onSubmit={onSubmit} noValidate>
        <label className={styles.fieldLabel} htmlFor={`${id}-input`}>
          {t('lotteryBetting.picker.threeDigits')}
        </label>
        <div className={styles.entryRow}>
          <input
            id={`${id}-input`}
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            placeholder="000"
            value={text}
            aria-invalid={problem !== null}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
          />
          <button type="submit" className={styles.secondaryButton}>
            {t('lotteryBetting.picker.addNumber')}
          </button>
        </div>
        <p
          id={`${id}-hint`}
          className={problem ? styles.fieldError : styles.fieldHint}
          role={problem ? 'alert' : undefined}
        >
          {problem
            ? t(`lotteryBetting.picker.entryProblem.${problem}`, { max: LOTTERY_MAX_PICKS })
            : t('lotteryBetting.picker.threeDigitsHint')}
        </p>
      </form>
      {picks.length > 0 && (
        <ul className={styles.chosen} aria-label={t('lotteryBetting.picker.chosen')}>
          {picks.map((pick) => (
            <li key={pick}>
              <button
                type="button"
                className={styles.chosenChip}
                aria-label={t('lotteryBetting.picker.removeNumber', { number: pick })}
                onClick={() => onToggle(pick)}
              >
                {pick} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
