import { useMoneyFormat, type Money } from '../../../lib/money.ts';
import { usePeriodSearch } from '../../../lib/use-period-search.ts';
import { readReportRange, resolveReportRange, writeReportRange } from './report-range.ts';

/** The report's period (`range`, `from`, `to`) and its own filters, in the URL. */
export function useReportSearch() {
  const search = usePeriodSearch({ read: readReportRange, write: writeReportRange });
  return { ...search, resolved: resolveReportRange(search.range, search.today) };
}

/** Amounts in the merchant's currency symbol. */
export function useMoney(): Money {
  return useMoneyFormat();
}
