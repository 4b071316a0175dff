import { formatAmount } from '@app/contracts';
import { numberLocale } from '../../../lib/number-locale.ts';

/** Basis points as a percentage with 2 decimals (1500 -> 15.00%). */
export function formatRate(basisPoints: number, language: string): string {
  return `${formatAmount(basisPoints, numberLocale(language))}%`;
}

export function formatMoney(cents: number, language: string): string {
  return formatAmount(cents, numberLocale(language));
}

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

/** An amount typed by a person as cents, or null. */
export function parseMoney(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
