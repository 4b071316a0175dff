import { MAX_AMOUNT_CENTS } from '@app/contracts';

/** Minutes as "45 min", "2 h" or "1 h 30 min" (the keys m, h and hm under `prefix`). */
export function minutesText(
  t: (key: string, options: Record<string, number>) => string,
  prefix: string,
  minutes: number,
): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t(`${prefix}.m`, { m });
  if (m === 0) return t(`${prefix}.h`, { h });
  return t(`${prefix}.hm`, { h, m });
}

/**
 * An amount typed by the member in whole units ("100", "100,50", "1.000,50" or "1,000.50")
 * as cents; null when it is not a positive amount with at most 2 decimals.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const whole = Number(match[1]!.replace(/[.,]/g, ''));
  const cents = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents > 0 && cents <= MAX_AMOUNT_CENTS ? cents : null;
}
