import { formatAmount } from '@app/contracts';

const pad = (value: number) => String(value).padStart(2, '0');

/** DD/MM HH:mm on the device's clock (the match cards). */
export function shortDateTime(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** DD/MM/YYYY on the device's clock (news, like the promotion detail's dates). */
export function longDate(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** DD/MM/YYYY HH:mm on the device's clock (the hot match popup). */
export function longDateTime(iso: string): string {
  const date = new Date(iso);
  return `${longDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Odds arrive in hundredths (185) and show with two decimals in the member's digits, by the
 * money rule (decision 034): 1,85 in pt-BR and vi-VN, 1.85 in en-US.
 */
export function formatOdds(hundredths: number, locale: string): string {
  return formatAmount(hundredths, locale);
}
