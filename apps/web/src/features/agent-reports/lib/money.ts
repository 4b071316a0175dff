import { formatAmount } from '@app/contracts';

/** U+2212: read as "minus" by screen readers. */
const MINUS = '\u2212';

export interface Money {
  symbol: string;
  locale: string;
}

/** Two decimals in the UI language's digits, the merchant's symbol before. */
export function money(cents: number, { symbol, locale }: Money): string {
  const amount = formatAmount(Math.abs(cents), locale);
  const text = symbol ? `${symbol} ${amount}` : amount;
  return cents < 0 ? `${MINUS}${text}` : text;
}

/** A result: + when the team won, − when it lost. */
export function signedMoney(cents: number, currency: Money): string {
  return cents > 0 ? `+${money(cents, currency)}` : money(cents, currency);
}

export type Tone = 'positive' | 'negative' | 'neutral';

export function toneOf(cents: number): Tone {
  return cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'neutral';
}
