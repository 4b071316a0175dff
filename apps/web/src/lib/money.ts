import { useTranslation } from 'react-i18next';
import { formatAmount } from '@app/contracts';
import { numberLocale } from './number-locale.ts';

/**
 * Amounts as the record pages and the team reports write them: two decimals in the UI
 * language's digits, the merchant's symbol before, and a sign that the colour only repeats.
 */

/** U+2212: a real minus sign, read as "minus" by screen readers (a hyphen often is not). */
const MINUS = '\u2212';

export interface Money {
  symbol: string;
  locale: string;
}

export function money(cents: number, { symbol, locale }: Money): string {
  const amount = formatAmount(Math.abs(cents), locale);
  const text = symbol ? `${symbol} ${amount}` : amount;
  return cents < 0 ? `${MINUS}${text}` : text;
}

/** Signed amounts (net, ledger movements, results): + for money in, − for money out, none for zero. */
export function signedMoney(cents: number, currency: Money): string {
  return cents > 0 ? `+${money(cents, currency)}` : money(cents, currency);
}

export type Tone = 'positive' | 'negative' | 'neutral';

export function toneOf(cents: number): Tone {
  return cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'neutral';
}

/** How amounts are written: the merchant's symbol, the UI language's digits. */
export function useMoneyFormat(symbol: string): Money {
  const { i18n } = useTranslation();
  return { symbol, locale: numberLocale(i18n.resolvedLanguage ?? i18n.language) };
}
