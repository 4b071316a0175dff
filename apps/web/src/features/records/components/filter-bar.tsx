import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  customFrom,
  RANGE_PRESETS,
  resolveRange,
  type RangeFilter,
  type RangePreset,
} from '../lib/date-range.ts';
import { listDay } from '../lib/format.ts';
import styles from './records.module.css';

interface FilterBarProps {
  filter: RangeFilter;
  /** The member's today (YYYY-MM-DD): presets count back from it, dates stop at it. */
  today: string;
  onChange: (filter: RangeFilter) => void;
  /** The page's own filters (game type, record type). */
  children?: ReactNode;
}

/** Period presets, custom days and the page's own filters; every change applies at once. */
export function FilterBar({ filter, today, onChange, children }: FilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const resolved = resolveRange(filter, today);

  const pick = (preset: RangePreset) =>
    onChange(preset === 'custom' ? customFrom(filter, today) : { preset, from: '', to: '' });

  return (
    <section className={styles.filters} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        {t('records.filters')}
      </h2>
      <fieldset className={styles.presets}>
        <legend className={styles.legend}>{t('records.period')}</legend>
        <div className={styles.chips}>
          {RANGE_PRESETS.map((preset) => (
            <label key={preset} className={styles.chip}>
              <input
                type="radio"
                name={`${id}-period`}
                value={preset}
                checked={filter.preset === preset}
                onChange={() => pick(preset)}
              />
              <span>{t(`records.presets.${preset}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {filter.preset === 'custom' && (
        <div className={styles.dates}>
          <label className={styles.field}>
            <span>{t('records.from')}</span>
            <input
              type="date"
              value={filter.from}
              max={filter.to || today}
              aria-invalid={!resolved.ok || undefined}
              onChange={(event) => onChange({ ...filter, from: event.target.value })}
            />
          </label>
          <label className={styles.field}>
            <span>{t('records.to')}</span>
            <input
              type="date"
              value={filter.to}
              min={filter.from || undefined}
              max={today}
              aria-invalid={!resolved.ok || undefined}
              onChange={(event) => onChange({ ...filter, to: event.target.value })}
            />
          </label>
        </div>
      )}
      {!resolved.ok && (
        <p className={styles.filterError} role="alert">
          {t('records.orderError')}
        </p>
      )}
      {children && <div className={styles.own}>{children}</div>}
      {resolved.ok && (
        <p className={styles.note}>
          <RangeSummary startDate={resolved.range.startDate} endDate={resolved.range.endDate} />
        </p>
      )}
    </section>
  );
}

function RangeSummary({ startDate, endDate }: { startDate?: string; endDate?: string }) {
  const { t } = useTranslation();
  if (startDate && endDate) {
    return startDate === endDate
      ? listDay(startDate)
      : t('records.showing', { from: listDay(startDate), to: listDay(endDate) });
  }
  if (startDate) return t('records.showingFrom', { from: listDay(startDate) });
  if (endDate) return t('records.showingTo', { to: listDay(endDate) });
  return t('records.showingAll');
}

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: SelectFieldProps<T>) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
