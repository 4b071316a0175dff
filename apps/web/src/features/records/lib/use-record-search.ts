import { useMoneyFormat, type Money } from '../../../lib/money.ts';
import { usePeriodSearch } from '../../../lib/use-period-search.ts';
import { readRange, writeRange } from './date-range.ts';

/** The records' filters: the period (`range`, `from`, `to`) and the page's own, in the URL. */
export function useRecordSearch() {
  return usePeriodSearch({ read: readRange, write: writeRange });
}

/** Amounts in the merchant's currency symbol. */
export function useMoney(): Money {
  return useMoneyFormat();
}
