import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PeriodBar } from '../../../components/period-bar/period-bar.tsx';
import { listDay } from '../../../lib/period.ts';
import {
  customFrom,
  RANGE_PRESETS,
  resolveRange,
  type DayRange,
  type RangeFilter,
} from '../lib/date-range.ts';
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
  const resolved = resolveRange(filter, today);
  return (
    <PeriodBar
      filter={filter}
      presets={RANGE_PRESETS}
      today={today}
      customFrom={customFrom}
      onChange={onChange}
      texts={{
        title: t('records.filters'),
        legend: t('records.period'),
        preset: (preset) => t(`records.presets.${preset}`),
        from: t('records.from'),
        to: t('records.to'),
      }}
      error={resolved.ok ? null : t('records.orderError')}
      summary={resolved.ok ? rangeSummary(t, resolved.range) : null}
      chips="row"
    >
      {children}
    </PeriodBar>
  );
}

function rangeSummary(
  t: ReturnType<typeof useTranslation>['t'],
  { startDate, endDate }: DayRange,
): string {
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
