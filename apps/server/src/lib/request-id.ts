import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Every request's id (decision 060): on each of its log lines (`reqId`) and in its answer's
 * `x-request-id`, so a member's or a partner's report finds its lines. A balancer or client may
 * pass one in; taken only when it is plainly an id, so no one writes what they like into our
 * logs (newlines, markup, kilobytes).
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Fastify's genReqId (with requestIdHeader off, so an unsafe id is never taken as it is). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
