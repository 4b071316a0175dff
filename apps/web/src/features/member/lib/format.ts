import { formatAmount, HIDDEN_BALANCE } from '@app/contracts';
import { numberLocale } from '../../../lib/number-locale.ts';

/**
 * The balance as the member header shows it: 2 decimals, or ***** when hidden, still loading
 * or refreshing (spec: member header).
 */
export function balanceText(
  cents: number | undefined,
  { hidden, refreshing, language }: { hidden: boolean; refreshing: boolean; language: string },
): string {
  if (hidden || refreshing || cents === undefined) return HIDDEN_BALANCE;
  return formatAmount(cents, numberLocale(language));
}
