/**
 * The records' period filter, in the member's own days: presets count back from the device's
 * today, the APIs get the days with the device's UTC offset (`utcOffset`), and the rows show
 * local times, so what the filter says and what the rows say never disagree
 * (docs/decisions/010-record-pages.md).
 */
export const RANGE_PRESETS = ['today', '7d', '30d', 'all', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 'all';

/** How many days back (today included) each relative preset reaches. */
const PRESET_DAYS: Readonly<Partial<Record<RangePreset, number>>> = {
  today: 1,
  '7d': 7,
  '30d': 30,
};

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface RangeFilter {
  preset: RangePreset;
  /** Custom bounds (YYYY-MM-DD, or '' for open); used only by the custom preset. */
  from: string;
  to: string;
}

/** What the API is asked for: absent bounds are open. */
export interface DayRange {
  startDate?: string;
  endDate?: string;
}

export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of an instant on this device's clock, YYYY-MM-DD. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Minutes east of UTC on this device at that instant (what the record APIs call utcOffset). */
export function utcOffsetOf(date: Date): number {
  // getTimezoneOffset is minutes *west* of UTC; `|| 0` turns -0 into 0.
  return -date.getTimezoneOffset() || 0;
}

/** Calendar arithmetic on YYYY-MM-DD (no clock involved, so no zone either). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function isPreset(value: string | null): value is RangePreset {
  return (RANGE_PRESETS as readonly (string | null)[]).includes(value);
}

/** The filter in the page URL (`range`, `from`, `to`); anything unreadable falls back. */
export function readRange(params: URLSearchParams): RangeFilter {
  const preset = params.get('range');
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isIsoDay(value) ? value : '';
  };
  return { preset: isPreset(preset) ? preset : DEFAULT_PRESET, from: day('from'), to: day('to') };
}

/** Writes the filter into `params`, leaving the defaults out of the URL. */
export function writeRange(params: URLSearchParams, filter: RangeFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['range', 'from', 'to']) next.delete(name);
  if (filter.preset !== DEFAULT_PRESET) next.set('range', filter.preset);
  if (filter.preset === 'custom') {
    if (filter.from) next.set('from', filter.from);
    if (filter.to) next.set('to', filter.to);
  }
  return next;
}

/** The days a preset covers, counted back from `today` (the member's day). */
export function presetDays(preset: RangePreset, today: string): DayRange {
  const days = PRESET_DAYS[preset];
  if (days === undefined) return {};
  return { startDate: addDays(today, 1 - days), endDate: today };
}

export type ResolvedRange = { ok: true; range: DayRange } | { ok: false; error: 'order' };

/** The API's range for a filter, or why there is none (a custom start after its end). */
export function resolveRange(filter: RangeFilter, today: string): ResolvedRange {
  if (filter.preset !== 'custom') return { ok: true, range: presetDays(filter.preset, today) };
  if (filter.from && filter.to && filter.from > filter.to) return { ok: false, error: 'order' };
  const range: DayRange = {};
  if (filter.from) range.startDate = filter.from;
  if (filter.to) range.endDate = filter.to;
  return { ok: true, range };
}

/** Switching to custom starts from the days the previous preset showed. */
export function customFrom(filter: RangeFilter, today: string): RangeFilter {
  const { startDate = '', endDate = '' } = presetDays(filter.preset, today);
  return { preset: 'custom', from: startDate, to: endDate };
}
