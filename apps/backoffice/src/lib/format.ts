import { formatMoney } from '@app/contracts';

/**
 * The back office's one formatter for amounts and instants: amounts with 2 decimals in the
 * merchant's currency (the contracts' formatMoney, as the member site), instants in the
 * operator's locale and time zone, to the minute (or second where the screen needs it).
 */
let symbol = 'R$';
export function setCurrencySymbol(value: string): void {
  symbol = value;
}

export function localeOf(language: string): string {
  return language.startsWith('en') ? 'en-GB' : 'pt-BR';
}

export function money(cents: number, language: string): string {
  return formatMoney(cents, { symbol, locale: localeOf(language) });
}

export function dateTime(
  iso: string | null | undefined,
  language: string,
  seconds = false,
): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'short',
    timeStyle: seconds ? 'medium' : 'short',
  }).format(date);
}

export function day(iso: string, language: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return new Intl.DateTimeFormat(localeOf(language), { day: '2-digit', month: '2-digit' }).format(
    date,
  );
}

/** "12,50" / "12.50" typed by an operator, in cents; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/\s/g, '')
    .replace(/\.(?=\d{3}(\D|$))/g, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
