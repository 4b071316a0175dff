import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Does the Origin name the host the request was sent to? Both are read as URLs of the
 * origin's scheme, so a default port written in one and left out of the other still agrees.
 */
function sameHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * onRequest hook of calls another site must not be able to make with the member's cookie
 * (decision 029): a browser's own word first (`Sec-Fetch-Site` cross-site or same-site, a
 * sibling subdomain being another site too), else an `Origin` naming another host (or
 * `null`) is refused with 403 `request.cross.site`. Clients that send neither (the app, other
 * servers with a bearer token) pass: they carry no ambient cookie to abuse.
 */
export async function sameOriginOnly(request: FastifyRequest): Promise<void> {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    throw new AppError('request.cross.site', 403);
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !sameHost(origin, request.host)) {
    throw new AppError('request.cross.site', 403);
  }
}
