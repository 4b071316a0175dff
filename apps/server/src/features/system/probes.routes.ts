import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { checkReadiness, type ReadinessCheck } from './readiness.ts';

/**
 * The orchestrator's probes (decision 060), beside the API's own GET /wps/health. Outside the
 * API prefixes, so no session, maintenance or region rule applies; outside the rate limit, which
 * a load balancer polling every instance would otherwise reach; plain text, as probes read only
 * the status; and not logged per request (warn level), or the polling would fill the log.
 */
export const PROBE_PATHS = { live: '/livez', ready: '/readyz' } as const;

const PROBE: RouteShorthandOptions = {
  schema: { hide: true },
  logLevel: 'warn',
  config: { rateLimit: false },
};

export function registerProbeRoutes(app: FastifyInstance, checks: readonly ReadinessCheck[]): void {
  // The process answers: nothing else is looked at, so a slow database never gets a live
  // instance restarted.
  app.get(PROBE_PATHS.live, PROBE, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('live\n'),
  );

  let wasReady: boolean | null = null;
  app.get(PROBE_PATHS.ready, PROBE, async (_request, reply) => {
    const { ready, results } = await checkReadiness(checks);
    // Logged when it changes, not at every poll; the reasons go to the log only.
    if (ready !== wasReady) {
      const failed = results.filter((result) => result.error !== null);
      if (ready) app.log.info('ready');
      else app.log.warn({ failed }, 'not ready');
      wasReady = ready;
    }
    const lines = results.map(
      (result) => `${result.name} ${result.error === null ? 'ok' : 'failed'}`,
    );
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(`${ready ? 'ready' : 'not ready'}\n${lines.join('\n')}\n`);
  });
}
