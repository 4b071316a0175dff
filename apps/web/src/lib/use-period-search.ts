import { useState } from 'react';
import { localDay, type PeriodFilter } from './period.ts';
import { useUrlQuery } from './use-url-query.ts';

interface PeriodInUrl<Preset extends string> {
  read: (params: URLSearchParams) => PeriodFilter<Preset>;
  write: (params: URLSearchParams, filter: PeriodFilter<Preset>) => URLSearchParams;
}

/**
 * The period and the page's own filters live in the page URL, replaced rather than pushed: a
 * reload or a shared link shows the same list or report, and Back leaves the page instead of
 * stepping through filters. A filter set to null or '' leaves the URL.
 */
export function usePeriodSearch<Preset extends string>({ read, write }: PeriodInUrl<Preset>) {
  const [params, setParams] = useUrlQuery();
  // Fixed for the page's life: presets must not move under a list being read at midnight.
  const [today] = useState(() => localDay(new Date()));
  const range = read(params);
  const setRange = (filter: PeriodFilter<Preset>) =>
    setParams((previous) => write(previous, filter));
  const setParam = (name: string, value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null || value === '') next.delete(name);
      else next.set(name, value);
      return next;
    });
  return { params, today, range, setRange, setParam };
}
