const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY/MM/DD HH:mm:ss on the member's clock (as the record pages show times). */
export function cashierTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
