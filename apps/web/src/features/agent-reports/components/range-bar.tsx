import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_REPORT_MAX_DAYS } from '@app/contracts';
import {
  listDay,
  REPORT_PRESETS,
  toCustom,
  type ReportPreset,
  type ReportRangeFilter,
  type ResolvedReportRange,
} from '../lib/report-range.ts';
import styles from './agent-reports.module.css';

interface RangeBarProps {
  filter: ReportRangeFilter;
  resolved: ResolvedReportRange;
  /** The member's today (YYYY-MM-DD): presets count from it, dates stop at it. */
  today: string;
  onChange: (filter: ReportRangeFilter) => void;
  /** The page's own filters. */
  children?: ReactNode;
}

/** Period presets (today, yesterday, this week, this month) and custom days. */
export function RangeBar({ filter, resolved, today, onChange, children }: RangeBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const pick = (preset: ReportPreset) =>
    onChange(preset === 'custom' ? toCustom(filter, today) : { preset, from: '', to: '' });
  const invalid = !resolved.ok || undefined;

  return (
    <section className={styles.filters} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        {t('agentReports.filters')}
      </h2>
      <fieldset className={styles.presets}>
        <legend className={styles.legend}>{t('agentReports.period')}</legend>
        <div className={styles.chips}>
          {REPORT_PRESETS.map((preset) => (
            <label key={preset} className={styles.chip}>
              <input
                type="radio"
                name={`${id}-period`}
                value={preset}
                checked={filter.preset === preset}
                onChange={() => pick(preset)}
              />
              <span>{t(`agentReports.presets.${preset}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {filter.preset === 'custom' && (
        <div className={styles.dates}>
          <label className={styles.field}>
            <span>{t('agentReports.from')}</span>
            <input
              type="date"
              value={filter.from}
              max={filter.to || today}
              aria-invalid={invalid}
              onChange={(event) => onChange({ ...filter, from: event.target.value })}
            />
          </label>
          <label className={styles.field}>
            <span>{t('agentReports.to')}</span>
            <input
              type="date"
              value={filter.to}
              min={filter.from || undefined}
              max={today}
              aria-invalid={invalid}
              onChange={(event) => onChange({ ...filter, to: event.target.value })}
            />
          </label>
        </div>
      )}
      {!resolved.ok && (
        <p className={styles.filterError} role="alert">
          {t(`agentReports.rangeErrors.${resolved.error}`, { days: TEAM_REPORT_MAX_DAYS })}
        </p>
      )}
      {children && <div className={styles.own}>{children}</div>}
      {resolved.ok && (
        <p className={styles.note}>
          {resolved.days.startDate === resolved.days.endDate
            ? listDay(resolved.days.startDate)
            : t('agentReports.showing', {
                from: listDay(resolved.days.startDate),
                to: listDay(resolved.days.endDate),
              })}
        </p>
      )}
    </section>
  );
}
