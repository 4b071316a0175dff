/**
 * One figure of an instance's Prometheus text (GET /metrics, decision 060): the sum of every
 * series of `name` that carries at least these labels (0 when none has been seen yet). The
 * server tests read their app's registry the same way (apps/server/src/testing/metrics.ts);
 * the cluster reads running processes over HTTP.
 */
export function seriesValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [
        pair[1]!,
        pair[2]!,
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) {
      total += Number(match[3]);
    }
  }
  return total;
}
