import { TEAM_REPORT_MAX_DAYS } from '@app/contracts';

/**
 * The team reports' period (decision 023): presets counted from the device's today, or custom
 * days; the APIs get the days with the device's UTC offset. Weeks start on Monday (ISO 8601).
 * A custom period is checked here as the server checks it (start <= end, at most 93 days), so
 * a period the server would refuse is never asked for.
 */
export const REPORT_PRESETS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const DEFAULT_REPORT_PRESET: ReportPreset = 'today';

export interface ReportRangeFilter {
  preset: ReportPreset;
  /** Custom days, YYYY-MM-DD or '' (used by the custom preset only). */
  from: string;
  to: string;
}

export interface ReportDays {
  startDate: string;
  endDate: string;
}

export type ResolvedReportRange =
  { ok: true; days: ReportDays } | { ok: false; error: 'missing' | 'order' | 'tooLong' };

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The calendar day of an instant on this device's clock, YYYY-MM-DD. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Minutes east of UTC on this device now (the APIs' utcOffset). */
export function utcOffsetOf(date: Date): number {
  return -date.getTimezoneOffset() || 0;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from start to end, both included. */
export function dayCount(startDate: string, endDate: string): number {
  return (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;
}

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

function isPreset(value: string | null): value is ReportPreset {
  return (REPORT_PRESETS as readonly (string | null)[]).includes(value);
}

/** The filter in the page URL (`range`, `from`, `to`); anything unreadable falls back. */
export function readReportRange(params: URLSearchParams): ReportRangeFilter {
  const preset = params.get('range');
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isIsoDay(value) ? value : '';
  };
  return {
    preset: isPreset(preset) ? preset : DEFAULT_REPORT_PRESET,
    from: day('from'),
    to: day('to'),
  };
}

export function writeReportRange(
  params: URLSearchParams,
  filter: ReportRangeFilter,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['range', 'from', 'to']) next.delete(name);
  if (filter.preset !== DEFAULT_REPORT_PRESET) next.set('range', filter.preset);
  if (filter.preset === 'custom') {
    if (filter.from) next.set('from', filter.from);
    if (filter.to) next.set('to', filter.to);
  }
  return next;
}

/** Switching to custom starts from the days the previous preset showed. */
export function toCustom(filter: ReportRangeFilter, today: string): ReportRangeFilter {
  const days = presetDays(filter.preset, today) ?? { startDate: today, endDate: today };
  return { preset: 'custom', from: days.startDate, to: days.endDate };
}

/** YYYY-MM-DD as list dates show: YYYY/MM/DD (spec section 9). */
export function listDay(day: string): string {
  return day.replaceAll('-', '/');
}

/** A row's time on the member's clock: YYYY/MM/DD HH:mm:ss. */
export function listTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${listDay(localDay(date))} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(
    date.getSeconds(),
  )}`;
}
