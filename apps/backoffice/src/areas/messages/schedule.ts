/**
 * Publish and unpublish times: the API speaks ISO instants, the form's datetime-local inputs the
 * operator's local wall time (to the minute).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the operator's time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant (null for empty or unreadable). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Now, as a datetime-local value. */
export const nowLocal = () => toLocalInput(new Date().toISOString());

/** The schedule's problem, if any: a publish time is needed, the unpublish time after it. */
export function scheduleError(publishAt: string, unpublishAt: string): 'order' | null {
  const from = fromLocalInput(publishAt);
  const to = fromLocalInput(unpublishAt);
  if (from && to && Date.parse(to) <= Date.parse(from)) return 'order';
  return null;
}
