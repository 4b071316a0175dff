import type { RgPeriod } from '@app/contracts';

/**
 * Calendar periods of the limits in the merchant's time zone (decision 048): a day from local
 * midnight, a week from Monday, a month from the 1st. Plain Intl: the zone's offset is read at
 * the instant itself, so a change of offset (summer time) moves midnight with it.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Monday ... 6 = Sunday. */
  weekday: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function localTime(ms: number, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Mon'),
  };
}

/** Local wall time minus UTC at this instant, ms. */
function offsetAt(ms: number, timeZone: string): number {
  const t = localTime(ms, timeZone);
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant of local midnight starting this date (month and day may overflow). */
function localMidnight(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

export interface PeriodBounds {
  start: number;
  /** The start of the next period: when the limit resets. */
  end: number;
}

export function periodBounds(nowMs: number, timeZone: string, period: RgPeriod): PeriodBounds {
  const t = localTime(nowMs, timeZone);
  if (period === 'day') {
    return {
      start: localMidnight(t.year, t.month, t.day, timeZone),
      end: localMidnight(t.year, t.month, t.day + 1, timeZone),
    };
  }
  if (period === 'week') {
    return {
      start: localMidnight(t.year, t.month, t.day - t.weekday, timeZone),
      end: localMidnight(t.year, t.month, t.day - t.weekday + 7, timeZone),
    };
  }
  return {
    start: localMidnight(t.year, t.month, 1, timeZone),
    end: localMidnight(t.year, t.month + 1, 1, timeZone),
  };
}

export function allBounds(nowMs: number, timeZone: string): Record<RgPeriod, PeriodBounds> {
  return {
    day: periodBounds(nowMs, timeZone, 'day'),
    week: periodBounds(nowMs, timeZone, 'week'),
    month: periodBounds(nowMs, timeZone, 'month'),
  };
}
