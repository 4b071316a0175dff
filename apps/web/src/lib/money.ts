import { formatMoney, formatPercent, type MoneyFormat } from '@app/contracts';
import { useCurrencySymbol, useNumberLocale } from './money-locale.ts';

/**
 * Amounts on the lazy screens (decision 034): the rule itself lives in contracts
 * (rules/money.ts), the member's language and the merchant's currency in ./money-locale.ts.
 */

export { useCurrencySymbol, useNumberLocale } from './money-locale.ts';

export type Money = MoneyFormat;

/** "R$ 1.234,56", negatives with a real minus sign. */
export const money = formatMoney;

/** Movements (net, ledger movements, results): + for money in, − for money out, none for zero. */
export function signedMoney(cents: number, currency: Money): string {
  return cents > 0 ? `+${money(cents, currency)}` : money(cents, currency);
}

export type Tone = 'positive' | 'negative' | 'neutral';

export function toneOf(cents: number): Tone {
  return cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'neutral';
}

/** How amounts are written here: the merchant's symbol, the UI language's digits. */
export function useMoneyFormat(): Money {
  return { symbol: useCurrencySymbol(), locale: useNumberLocale() };
}

/** money() bound to this screen's format: (cents) => "R$ 1.234,56". */
export function useFormatMoney(): (cents: number) => string {
  const currency = useMoneyFormat();
  return (cents) => money(cents, currency);
}

/** Percentages from basis points in the UI language's digits: 100 -> "1,00%" / "1.00%". */
export function useFormatPercent(): (basisPoints: number) => string {
  const locale = useNumberLocale();
  return (basisPoints) => formatPercent(basisPoints, locale);
}
