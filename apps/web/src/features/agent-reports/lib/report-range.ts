import { TEAM_REPORT_MAX_DAYS } from '@app/contracts';
import {
  addDays,
  customPeriod,
  dayCount,
  readPeriod,
  writePeriod,
  type PeriodFilter,
} from '../../../lib/period.ts';

/**
 * The team reports' period (decision 023): presets counted from the device's today, or custom
 * days; the APIs get the days with the device's UTC offset. Weeks start on Monday (ISO 8601).
 * A custom period is checked here as the server checks it (start <= end, at most 93 days), so
 * a period the server would refuse is never asked for.
 */
export const REPORT_PRESETS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const DEFAULT_REPORT_PRESET: ReportPreset = 'today';

/** Custom days are both needed: a report's period is never open. */
export type ReportRangeFilter = PeriodFilter<ReportPreset>;

export interface ReportDays {
  startDate: string;
  endDate: string;
}

export type ResolvedReportRange =
  { ok: true; days: ReportDays } | { ok: false; error: 'missing' | 'order' | 'tooLong' };

/** The days a preset covers, counted from `today`; null for custom. */
export function presetDays(preset: ReportPreset, today: string): ReportDays | null {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { startDate: day, endDate: day };
    }
    case 'week': {
      // getUTCDay of a bare date is its weekday; Monday is 1, Sunday 0 (6 days after Monday).
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return { startDate: addDays(today, -((weekday + 6) % 7)), endDate: today };
    }
    case 'month':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
    case 'custom':
      return null;
  }
}

export function resolveReportRange(filter: ReportRangeFilter, today: string): ResolvedReportRange {
  const preset = presetDays(filter.preset, today);
  if (preset) return { ok: true, days: preset };
  if (!filter.from || !filter.to) return { ok: false, error: 'missing' };
  if (filter.from > filter.to) return { ok: false, error: 'order' };
  if (dayCount(filter.from, filter.to) > TEAM_REPORT_MAX_DAYS)
    return { ok: false, error: 'tooLong' };
  return { ok: true, days: { startDate: filter.from, endDate: filter.to } };
}

/** The filter in the page URL (`range`, `from`, `to`); anything unreadable falls back. */
export function readReportRange(params: URLSearchParams): ReportRangeFilter {
  return readPeriod(params, { presets: REPORT_PRESETS, fallback: DEFAULT_REPORT_PRESET });
}

export function writeReportRange(
  params: URLSearchParams,
  filter: ReportRangeFilter,
): URLSearchParams {
  return writePeriod(params, filter, DEFAULT_REPORT_PRESET);
}

/** Switching to custom starts from the days the previous preset showed. */
export function toCustom(filter: ReportRangeFilter, today: string): ReportRangeFilter {
  return customPeriod(presetDays(filter.preset, today) ?? { startDate: today, endDate: today });
}
