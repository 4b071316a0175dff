import type { FastifyInstance } from 'fastify';

/** Helpers for tests that read an app's metrics (decision 060). Not a test file itself. */

/**
 * The value of one series in the Prometheus text of `GET /metrics`: `name` with at least these
 * labels (`name_count`, `name_bucket` for a histogram's parts); 0 when it has not been seen.
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
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [
        pair[1],
        pair[2],
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      total += Number(match[3]);
    }
  }
  return total;
}

/** The app's metrics as Prometheus reads them (the app must have been built with a token). */
export async function scrapeMetrics(app: FastifyInstance): Promise<string> {
  if (!app.metrics) throw new Error('the app measures nothing: set METRICS_TOKEN');
  return app.metrics.registry.metrics();
}
