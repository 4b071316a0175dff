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
