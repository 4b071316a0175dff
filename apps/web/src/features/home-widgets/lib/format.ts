const pad = (value: number) => String(value).padStart(2, '0');

/** DD/MM HH:mm on the device's clock (the match cards). */
export function shortDateTime(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** DD/MM/YYYY on the device's clock (news, like the promotion detail's dates). */
export function longDate(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** DD/MM/YYYY HH:mm on the device's clock (the hot match popup). */
export function longDateTime(iso: string): string {
  const date = new Date(iso);
  return `${longDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Odds arrive in hundredths (185) and show with two decimals (1.85). */
export function formatOdds(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}
