import type { FastifyInstance } from 'fastify';
import { sendFailure } from '../../errors.ts';
import { bearerTokenMatches } from '../../lib/bearer-token.ts';
import type { AppMetrics } from '../../lib/metrics.ts';

export const METRICS_PATH = '/metrics';

/**
 * Prometheus's scrape (decision 060), in its text format rather than our envelope. Only with
 * METRICS_TOKEN set (unset, the path is unknown: 404), and only for `Authorization: Bearer`
 * with that token: the figures tell the operator's business. Outside the API prefixes, so no
 * session, maintenance or region rule applies; not logged per request.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: AppMetrics,
  token: string,
): void {
  app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerTokenMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendFailure(request, reply, 401, 'auth.required');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
