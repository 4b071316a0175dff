/**
 * A period filter in the member's own days, shared by the record pages and the team reports:
 * presets count from the device's today, custom days are YYYY-MM-DD, the APIs get the days with
 * the device's UTC offset, and the filter lives in the page URL (`range`, `from`, `to`). Which
 * presets there are, and what they cover, is each page's own.
 */
export interface PeriodFilter<Preset extends string> {
  preset: Preset;
  /** Custom days, YYYY-MM-DD or '' (used by the custom preset only). */
  from: string;
  to: string;
}

/** The days a period covers: absent bounds are open. */
export interface PeriodDays {
  startDate?: string;
  endDate?: string;
}

export interface PeriodPresets<Preset extends string> {
  presets: readonly Preset[];
  /** Left out of the URL, and read when the URL says nothing readable. */
  fallback: Preset;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');
const PERIOD_PARAMS = ['range', 'from', 'to'];

export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The calendar day of an instant on this device's clock, YYYY-MM-DD. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Minutes east of UTC on this device at that instant (what the APIs call utcOffset). */
export function utcOffsetOf(date: Date): number {
  // getTimezoneOffset is minutes *west* of UTC; `|| 0` turns -0 into 0.
  return -date.getTimezoneOffset() || 0;
}

/** Calendar arithmetic on YYYY-MM-DD (no clock involved, so no zone either). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from start to end, both included. */
export function dayCount(startDate: string, endDate: string): number {
  return (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;
}

/** YYYY-MM-DD (the filter's days) as lists show dates: YYYY/MM/DD (spec section 9). */
export function listDay(day: string): string {
  return day.replaceAll('-', '/');
}

/** An instant as list rows show it, on the member's clock: YYYY/MM/DD HH:mm:ss. */
export function listTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${listDay(localDay(date))} ${time}`;
}

/** The filter in the page URL; anything unreadable falls back. */
export function readPeriod<Preset extends string>(
  params: URLSearchParams,
  { presets, fallback }: PeriodPresets<Preset>,
): PeriodFilter<Preset> {
  const range = params.get('range');
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isIsoDay(value) ? value : '';
  };
  const preset = presets.find((known) => known === range) ?? fallback;
  return { preset, from: day('from'), to: day('to') };
}

/** Writes the filter into a copy of `params`, leaving the default preset out of the URL. */
export function writePeriod<Preset extends string>(
  params: URLSearchParams,
  filter: PeriodFilter<Preset>,
  fallback: Preset,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of PERIOD_PARAMS) next.delete(name);
  if (filter.preset !== fallback) next.set('range', filter.preset);
  if (filter.preset === 'custom') {
    if (filter.from) next.set('from', filter.from);
    if (filter.to) next.set('to', filter.to);
  }
  return next;
}

/** Switching to custom starts from the days the previous preset showed. */
export function customPeriod({ startDate = '', endDate = '' }: PeriodDays): PeriodFilter<'custom'> {
  return { preset: 'custom', from: startDate, to: endDate };
}
