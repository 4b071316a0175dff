import { formatMoney, HIDDEN_BALANCE, type MoneyFormat } from '@app/contracts';

/**
 * The balance as the member header shows it: the merchant's symbol and 2 decimals
 * ("R$ 1.234,56"), or ***** when hidden, still loading or refreshing (spec: member header).
 */
export function balanceText(
  cents: number | undefined,
  { hidden, refreshing, currency }: { hidden: boolean; refreshing: boolean; currency: MoneyFormat },
): string {
  if (hidden || refreshing || cents === undefined) return HIDDEN_BALANCE;
  return formatMoney(cents, currency);
}
