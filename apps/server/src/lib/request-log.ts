import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What the log says of a request (decision 060): one line per request at info, with its
 * method, route pattern, path, status, time and client address, and never its body, cookies,
 * Authorization header or query string (a page's hand-off code travels there; decision 029).
 */

/** The path without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The logger's `req` serializer, for any line that logs a request object: Fastify's own would
 * print the whole URL, query string included.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: pathOf(request.url), remoteAddress: request.ip };
}

const WRITES_INFO = new Set(['info', 'debug', 'trace']);

/** The per-request line, added only at a level that writes it: above info nothing is paid. */
export function registerRequestLog(app: FastifyInstance, level: string): void {
  if (!WRITES_INFO.has(level)) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: pathOf(request.url),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
        remoteAddress: request.ip,
      },
      'request completed',
    );
    done();
  });
}
