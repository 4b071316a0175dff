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
 * (decision 029). A browser's `Sec-Fetch-Site` (which no script can set) decides when sent:
 * cross-site or same-site (a sibling subdomain is another site too) is refused. Browsers too
 * old to send it are judged by `Origin`: one naming another host, or `null`, is refused. Both
 * answer 403 `request.cross.site`. Clients that send neither (the app, other servers with a
 * bearer token) pass: they carry no ambient cookie to abuse. Trusting the browser's label first
 * also keeps a proxy that rewrites Host from refusing the site's own calls.
 */
export async function sameOriginOnly(request: FastifyRequest): Promise<void> {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site === 'cross-site' || site === 'same-site') {
      throw new AppError('request.cross.site', 403);
    }
    return;
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !sameHost(origin, request.host)) {
    throw new AppError('request.cross.site', 403);
  }
}
