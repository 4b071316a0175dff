/**
 * A typed rebate percentage ("1,5" or "1.5"): a number from 0 to `max` with at most 2
 * decimals, else null. The server checks the same bounds; this only spares a round trip.
 */
export function parseRebate(text: string, max: number): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalized)) return null;
  const value = Number(normalized);
  return value >= 0 && value <= max ? value : null;
}
