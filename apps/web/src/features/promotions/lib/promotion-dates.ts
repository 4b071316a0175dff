/**
 * Promotion dates (spec 9): the list shows YYYY/MM/DD, the detail DD/MM/YYYY. Days are the
 * phone's calendar days, like every other date the member reads.
 */
const pad = (value: number) => String(value).padStart(2, '0');

function parts(iso: string): { y: string; m: string; d: string } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { y: String(date.getFullYear()), m: pad(date.getMonth() + 1), d: pad(date.getDate()) };
}

/** YYYY/MM/DD; '' for a date that does not parse. */
export function listDate(iso: string): string {
  const p = parts(iso);
  return p ? `${p.y}/${p.m}/${p.d}` : '';
}

/** DD/MM/YYYY; '' for a date that does not parse. */
export function detailDate(iso: string): string {
  const p = parts(iso);
  return p ? `${p.d}/${p.m}/${p.y}` : '';
}
