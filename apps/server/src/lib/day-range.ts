const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The instants a period of whole days covers (record pages): from the start day's midnight,
 * before the midnight after the end day, both at `utcOffset` minutes east of UTC. ISO strings,
 * as the tables store their times, so they compare as text.
 */
export function dayBounds(query: {
  startDate?: string | undefined;
  endDate?: string | undefined;
  utcOffset: number;
}): { from?: string; before?: string } {
  const midnight = (day: string) =>
    Date.parse(`${day}T00:00:00.000Z`) - query.utcOffset * MINUTE_MS;
  const bounds: { from?: string; before?: string } = {};
  if (query.startDate) bounds.from = new Date(midnight(query.startDate)).toISOString();
  if (query.endDate) bounds.before = new Date(midnight(query.endDate) + DAY_MS).toISOString();
  return bounds;
}
