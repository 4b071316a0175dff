import {
  addDays,
  customPeriod,
  readPeriod,
  writePeriod,
  type PeriodDays,
  type PeriodFilter,
} from '../../../lib/period.ts';

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

/** Custom bounds may be '' (open); used only by the custom preset. */
export type RangeFilter = PeriodFilter<RangePreset>;

/** What the API is asked for: absent bounds are open. */
export type DayRange = PeriodDays;

/** The filter in the page URL (`range`, `from`, `to`); anything unreadable falls back. */
export function readRange(params: URLSearchParams): RangeFilter {
  return readPeriod(params, { presets: RANGE_PRESETS, fallback: DEFAULT_PRESET });
}

/** Writes the filter into `params`, leaving the defaults out of the URL. */
export function writeRange(params: URLSearchParams, filter: RangeFilter): URLSearchParams {
  return writePeriod(params, filter, DEFAULT_PRESET);
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
  return customPeriod(presetDays(filter.preset, today));
}
