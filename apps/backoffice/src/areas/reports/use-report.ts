import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  BO_REPORTS_API,
  BonusReport,
  CashflowReport,
  GGR_DIMENSIONS,
  GgrReport,
  MembersReport,
  ReportPeriod,
  type GgrDimension,
} from '@app/contracts/backoffice';
import { boGet } from '../../lib/api.ts';

export const REPORTS = ['ggr', 'cashflow', 'members', 'bonus'] as const;
export type ReportKey = (typeof REPORTS)[number];

const DAY_MS = 86_400_000;

/** Minutes east of UTC of this browser now: the reports' days are the operator's, as the dashboard's. */
export function browserUtcOffset(): number {
  return -new Date().getTimezoneOffset();
}

/** "-03:00" for -180. */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Today on this browser's clock, YYYY-MM-DD. */
export function localToday(offset = browserUtcOffset()): string {
  return new Date(Date.now() + offset * 60_000).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface PeriodState {
  from: string;
  to: string;
  by: GgrDimension;
  utcOffset: number;
  /** Whether the period passes the server's rule (ReportPeriod). */
  valid: boolean;
  set: (next: { from: string; to: string; by?: GgrDimension }) => void;
}

/**
 * The period and grouping in the address (`?from=&to=&by=`), so a reload, a shared link or the
 * report picker keeps them. The last 30 days when none is given.
 */
export function usePeriod(): PeriodState {
  const [params, setParams] = useSearchParams();
  const utcOffset = useMemo(() => browserUtcOffset(), []);
  const today = localToday(utcOffset);
  const from = params.get('from') ?? addDays(today, -29);
  const to = params.get('to') ?? today;
  const asked = params.get('by') as GgrDimension | null;
  const by = asked && GGR_DIMENSIONS.includes(asked) ? asked : 'day';
  const valid = ReportPeriod.safeParse({ from, to, utcOffset }).success;
  return {
    from,
    to,
    by,
    utcOffset,
    valid,
    set: (next) => {
      const search = new URLSearchParams(params);
      search.set('from', next.from);
      search.set('to', next.to);
      search.set('by', next.by ?? by);
      setParams(search, { replace: true });
    },
  };
}

const SCHEMAS = {
  ggr: GgrReport,
  cashflow: CashflowReport,
  members: MembersReport,
  bonus: BonusReport,
} as const;

export type ReportValue<K extends ReportKey> = z.infer<(typeof SCHEMAS)[K]>;

export function useReport<K extends ReportKey>(report: K, period: PeriodState) {
  const { from, to, by, utcOffset, valid } = period;
  const query = { from, to, utcOffset, ...(report === 'ggr' ? { by } : {}) };
  return useQuery({
    queryKey: ['reports', report, query],
    queryFn: () =>
      boGet(BO_REPORTS_API[report], query, SCHEMAS[report] as unknown as z.ZodType<ReportValue<K>>),
    enabled: valid,
  });
}
