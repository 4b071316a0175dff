import { isPeriodKey, type JobPeriodKind } from '@app/contracts';

/**
 * The periods jobs run per (decision 042). Both kinds are fixed-length UTC spans aligned to the
 * epoch (a UTC day is exactly 86,400,000 ms in JavaScript time), so a period is plain
 * arithmetic and its key the leading characters of its start instant.
 */
export interface Period {
  kind: JobPeriodKind;
  /** `YYYY-MM-DD` (daily) or `YYYY-MM-DDTHH:mm` (minute), UTC. */
  key: string;
  /** [startMs, endMs), epoch milliseconds. */
  startMs: number;
  endMs: number;
}

export const PERIOD_MS: Record<JobPeriodKind, number> = { daily: 86_400_000, minute: 60_000 };
const KEY_LENGTH: Record<JobPeriodKind, number> = { daily: 10, minute: 16 };

/** The period of `kind` that contains the instant `ms`. */
export function periodContaining(kind: JobPeriodKind, ms: number): Period {
  const step = PERIOD_MS[kind];
  const startMs = Math.floor(ms / step) * step;
  return {
    kind,
    key: new Date(startMs).toISOString().slice(0, KEY_LENGTH[kind]),
    startMs,
    endMs: startMs + step,
  };
}

/** The period a key names, or null when the key is not one of `kind`. */
export function periodOfKey(kind: JobPeriodKind, key: string): Period | null {
  if (!isPeriodKey(kind, key)) return null;
  return periodContaining(kind, Date.parse(kind === 'daily' ? `${key}T00:00:00Z` : `${key}:00Z`));
}

/** The newest period that has ended by `now`: the latest one a job may run for. */
export function lastEndedPeriod(kind: JobPeriodKind, now: number): Period {
  return periodContaining(kind, now - PERIOD_MS[kind]);
}

/** The period `count` periods after (or, negative, before) `period`. */
export function shiftPeriod(period: Period, count: number): Period {
  return periodContaining(period.kind, period.startMs + count * PERIOD_MS[period.kind]);
}
