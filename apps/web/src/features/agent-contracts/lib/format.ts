import { normalizeTypedAmount } from '@app/contracts';

/** YYYY-MM-DD HH:mm in the phone's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** Percent text typed by a person ("1,5" or "1.5") as basis points, or null. */
export function parseRate(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(value) || text.trim() === '') return null;
  const bp = Math.round(value * 100);
  return Math.abs(value * 100 - bp) < 1e-6 ? bp : null;
}

/**
 * An amount typed by a person as cents, or null: "1234,5", "1.234,50" or "1,234.50"; a lone
 * "1.234" is read in the number locale shown (see normalizeTypedAmount).
 */
export function parseMoney(text: string, locale?: string): number | null {
  const plain = normalizeTypedAmount(text, locale);
  return plain === null ? null : Math.round(Number(plain) * 100);
}
