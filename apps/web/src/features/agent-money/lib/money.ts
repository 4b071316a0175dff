const pad = (n: number) => String(n).padStart(2, '0');

/** List dates are YYYY/MM/DD (spec section 2), on the member's clock. */
export function listDate(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/** A YYYY-MM-DD day as the list shows it. */
export function listDay(day: string): string {
  return day.replaceAll('-', '/');
}

/** YYYY-MM-DD of a local date. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A fresh idempotency key for one transfer the member confirms (getRandomValues works outside
 * secure contexts too, unlike randomUUID).
 */
export function newRequestId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}
