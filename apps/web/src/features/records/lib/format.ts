import { formatAmount } from '@app/contracts';

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

/** Signed amounts (net, ledger movements): + for money in, − for money out, none for zero. */
export function signedMoney(cents: number, currency: Money): string {
  return cents > 0 ? `+${money(cents, currency)}` : money(cents, currency);
}

export type Tone = 'positive' | 'negative' | 'neutral';

export function toneOf(cents: number): Tone {
  return cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'neutral';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** List dates are YYYY/MM/DD (spec); the time beside them, both on the member's clock. */
export function recordTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day} ${time}`;
}

/** YYYY-MM-DD (the filter's days) as the list shows dates: YYYY/MM/DD. */
export function listDay(day: string): string {
  return day.replaceAll('-', '/');
}
