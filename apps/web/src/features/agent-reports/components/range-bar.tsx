import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { TEAM_REPORT_MAX_DAYS } from '@app/contracts';
import { PeriodBar } from '../../../components/period-bar/period-bar.tsx';
import { listDay } from '../../../lib/period.ts';
import {
  REPORT_PRESETS,
  toCustom,
  type ReportRangeFilter,
  type ResolvedReportRange,
} from '../lib/report-range.ts';

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
  return (
    <PeriodBar
      filter={filter}
      presets={REPORT_PRESETS}
      today={today}
      customFrom={toCustom}
      onChange={onChange}
      texts={{
        title: t('agentReports.filters'),
        legend: t('agentReports.period'),
        preset: (preset) => t(`agentReports.presets.${preset}`),
        from: t('agentReports.from'),
        to: t('agentReports.to'),
      }}
      error={
        resolved.ok
          ? null
          : t(`agentReports.rangeErrors.${resolved.error}`, { days: TEAM_REPORT_MAX_DAYS })
      }
      summary={
        !resolved.ok
          ? null
          : resolved.days.startDate === resolved.days.endDate
            ? listDay(resolved.days.startDate)
            : t('agentReports.showing', {
                from: listDay(resolved.days.startDate),
                to: listDay(resolved.days.endDate),
              })
      }
      chips="wrap"
    >
      {children}
    </PeriodBar>
  );
}
