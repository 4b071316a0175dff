import { useId, type ReactNode } from 'react';
import type { PeriodFilter } from '../../lib/period.ts';
import styles from './period-bar.module.css';

export interface PeriodBarTexts<Preset extends string> {
  /** The section's heading, for screen readers. */
  title: string;
  legend: string;
  preset: (preset: Preset) => string;
  from: string;
  to: string;
}

interface PeriodBarProps<Preset extends string> {
  filter: PeriodFilter<Preset>;
  presets: readonly Preset[];
  /** The member's today (YYYY-MM-DD): presets count from it, dates stop at it. */
  today: string;
  /** The custom filter a tap on the custom preset starts from. */
  customFrom: (filter: PeriodFilter<Preset>, today: string) => PeriodFilter<Preset>;
  onChange: (filter: PeriodFilter<Preset>) => void;
  texts: PeriodBarTexts<Preset>;
  /** Why the custom days cannot be shown (marks both date boxes invalid), or null. */
  error: string | null;
  /** The days shown, when there are some. */
  summary: string | null;
  /** Chips wrap onto more lines, or stay on one row that scrolls sideways. */
  chips: 'wrap' | 'row';
  /** The page's own filters. */
  children?: ReactNode;
}

/** Period presets as radio chips, custom days and the page's own filters; every change applies at once. */
export function PeriodBar<Preset extends string>({
  filter,
  presets,
  today,
  customFrom,
  onChange,
  texts,
  error,
  summary,
  chips,
  children,
}: PeriodBarProps<Preset>) {
  const id = useId();
  const pick = (preset: Preset) =>
    onChange(preset === 'custom' ? customFrom(filter, today) : { preset, from: '', to: '' });
  const invalid = error !== null || undefined;

  return (
    <section className={styles.filters} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        {texts.title}
      </h2>
      <fieldset className={styles.presets}>
        <legend className={styles.legend}>{texts.legend}</legend>
        <div className={`${styles.chips} ${styles[chips]}`}>
          {presets.map((preset) => (
            <label key={preset} className={styles.chip}>
              <input
                type="radio"
                name={`${id}-period`}
                value={preset}
                checked={filter.preset === preset}
                onChange={() => pick(preset)}
              />
              <span>{texts.preset(preset)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {filter.preset === 'custom' && (
        <div className={styles.dates}>
          <DateField
            label={texts.from}
            value={filter.from}
            max={filter.to || today}
            invalid={invalid}
            onChange={(from) => onChange({ ...filter, from })}
          />
          <DateField
            label={texts.to}
            value={filter.to}
            min={filter.from || undefined}
            max={today}
            invalid={invalid}
            onChange={(to) => onChange({ ...filter, to })}
          />
        </div>
      )}
      {error !== null && (
        <p className={styles.filterError} role="alert">
          {error}
        </p>
      )}
      {children && <div className={styles.own}>{children}</div>}
      {summary !== null && <p className={styles.note}>{summary}</p>}
    </section>
  );
}

interface DateFieldProps {
  label: string;
  value: string;
  min?: string;
  max: string;
  invalid: true | undefined;
  onChange: (value: string) => void;
}

function DateField({ label, value, min, max, invalid, onChange }: DateFieldProps) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        aria-invalid={invalid}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
