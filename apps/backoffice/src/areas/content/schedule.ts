/** datetime-local values (the operator's own clock) to and from the instants the API keeps. */
const pad = (value: number) => String(value).padStart(2, '0');

export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The site's promotion dates: YYYY/MM/DD in the list, DD/MM/YYYY in the detail (spec 2). */
export function siteDate(iso: string | null, style: 'list' | 'detail'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [y, m, d] = [date.getFullYear(), pad(date.getMonth() + 1), pad(date.getDate())];
  return style === 'list' ? `${y}/${m}/${d}` : `${d}/${m}/${y}`;
}
