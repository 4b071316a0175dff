import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberLocale } from '../../../lib/number-locale.ts';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import { useCurrencySymbol } from '../api/agent-reports-queries.ts';
import type { Money } from './money.ts';
import {
  localDay,
  readReportRange,
  resolveReportRange,
  writeReportRange,
  type ReportRangeFilter,
} from './report-range.ts';

/**
 * The period and the page's own filters live in the URL, replaced rather than pushed: a reload
 * or a shared link shows the same report, and Back leaves the page.
 */
export function useReportSearch() {
  const [params, setParams] = useUrlQuery();
  // Fixed for the page's life: presets must not move under a report being read at midnight.
  const [today] = useState(() => localDay(new Date()));
  const range = readReportRange(params);
  const resolved = resolveReportRange(range, today);
  const setRange = (filter: ReportRangeFilter) =>
    setParams((previous) => writeReportRange(previous, filter));
  const setParam = (name: string, value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null || value === '') next.delete(name);
      else next.set(name, value);
      return next;
    });
  return { params, today, range, resolved, setRange, setParam };
}

export function useMoney(): Money {
  const { i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  return { symbol, locale: numberLocale(i18n.resolvedLanguage ?? i18n.language) };
}
