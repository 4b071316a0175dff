import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import { numberLocale } from '../../../lib/number-locale.ts';
import { useCurrencySymbol } from '../api/records-queries.ts';
import { localDay, readRange, writeRange, type RangeFilter } from './date-range.ts';
import type { Money } from './format.ts';

/**
 * The filters live in the page URL (`range`, `from`, `to` and the page's own), so a reload,
 * the back button or a shared link shows the same records. Changes replace the history entry:
 * going back leaves the page instead of stepping through filters.
 */
export function useRecordSearch() {
  const [params, setParams] = useUrlQuery();
  // Fixed for the page's life: presets must not move under a list being scrolled.
  const [today] = useState(() => localDay(new Date()));
  const range = readRange(params);

  const setRange = (filter: RangeFilter) => setParams((previous) => writeRange(previous, filter));

  const setParam = (name: string, value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });

  return { params, today, range, setRange, setParam };
}

/** How amounts are written: the merchant's symbol, the UI language's digits. */
export function useMoney(): Money {
  const { i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  return { symbol, locale: numberLocale(i18n.resolvedLanguage ?? i18n.language) };
}
