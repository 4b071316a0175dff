import { formatAmount } from '@app/contracts';
import { numberLocale } from '../../../lib/number-locale.ts';

/** Amounts with 2 decimals in the site language's number style (spec section 9). */
export function amountText(cents: number, language: string): string {
  return formatAmount(cents, numberLocale(language));
}

/** A rebate boost in basis points as a percentage: 25 -> "0.25%". */
export function basisPointsText(basisPoints: number, language: string): string {
  return `${formatAmount(basisPoints, numberLocale(language))}%`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY/MM/DD HH:mm on the member's clock (the list-date style of the spec). */
export function dateTimeText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** YYYY/MM/DD on the member's clock. */
export function dateText(iso: string): string {
  return dateTimeText(iso).slice(0, 10);
}
