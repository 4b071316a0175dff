import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import {
  BO_API_PREFIX,
  BO_PREFIX,
  roleCan,
  type OperatorRole,
  type Permission,
} from '@app/contracts/backoffice';
import { AppError } from '../../errors.ts';
import { ipInParsedRanges, parseCidr, type CidrRange } from '../../lib/cidr.ts';
import type { AppContext } from '../../lib/context.ts';
import { nowMs } from '../../lib/context.ts';
import { sameOriginOnly } from '../../lib/same-origin.ts';
import { hashToken } from '../../lib/sessions.ts';
import { resolveOperatorSession, type OperatorSession } from './operator-sessions.ts';

/**
 * Who may call a back-office route (decision 043). Every route under /bo/api/ declares its
 * access in `config.bo`; one without it fails at start-up, so no route can be added unguarded.
 * - `public`: anyone (the sign-in steps that start from nothing);
 * - `pending`: a half-finished sign-in (the code step, the 2FA enrolment);
 * - a permission (or `signed-in`): an operator signed in with both factors, or an API key,
 *   whose role has that permission, else 403 `bo.forbidden` before the body is even read.
 */
export type BoAccess = 'public' | 'pending' | 'signed-in' | Permission;

export interface BoRouteConfig {
  access: BoAccess;
  /** Set by boWrite: the route writes one audit row per success (the audit test checks it). */
  audited?: boolean;
}

/** The operator behind a call: a signed-in person or an API key acting with its own role. */
export interface BoPrincipal {
  operatorId: number;
  username: string;
  role: OperatorRole;
  via: 'session' | 'api-key';
}

export interface BoRouteInfo {
  method: string;
  url: string;
  access: BoAccess;
  audited: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: BoPrincipal | null;
    boSession: OperatorSession | null;
  }
  interface FastifyContextConfig {
    bo?: BoRouteConfig;
  }
  interface FastifyInstance {
    boRoutes: BoRouteInfo[];
  }
}

export const API_KEY_PREFIX = 'bok_';

async function principalOfApiKey(ctx: AppContext, key: string): Promise<BoPrincipal | null> {
  if (!key.startsWith(API_KEY_PREFIX)) return null;
  const row = await ctx.db
    .selectFrom('operator_api_keys')
    .innerJoin('operators', 'operators.id', 'operator_api_keys.operator_id')
    .select([
      'operator_api_keys.id',
      'operator_api_keys.role',
      'operator_api_keys.last_used_at',
      'operators.id as operator_id',
      'operators.username',
      'operators.disabled',
    ])
    .where('operator_api_keys.key_hash', '=', hashToken(key))
    .where('operator_api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.disabled === 1) return null;
  const now = nowMs(ctx);
  if (!row.last_used_at || now - Date.parse(row.last_used_at) > 60_000) {
    await ctx.db
      .updateTable('operator_api_keys')
      .set({ last_used_at: new Date(now).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return {
    operatorId: row.operator_id,
    username: row.username,
    role: row.role as OperatorRole,
    via: 'api-key',
  };
}

/**
 * The operator a request carries: `Authorization: Bearer bok_...` (automation) or the back
 * office's session cookie at stage `full`.
 */
export async function resolvePrincipal(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<BoPrincipal | null> {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return principalOfApiKey(ctx, header.slice(7).trim());
  const session = await resolveOperatorSession(ctx, request);
  if (!session || session.stage !== 'full') return null;
  return {
    operatorId: session.operator.id,
    username: session.operator.username,
    role: session.operator.role as OperatorRole,
    via: 'session',
  };
}

/** Throws 401/403 unless the request carries an operator whose role has `permission`. */
export async function requireOperator(
  ctx: AppContext,
  request: FastifyRequest,
  permission: Permission | 'signed-in',
): Promise<BoPrincipal> {
  const principal = await resolvePrincipal(ctx, request);
  if (!principal) throw new AppError('bo.auth.required', 401);
  if (permission !== 'signed-in' && !roleCan(principal.role, permission)) {
    throw new AppError('bo.forbidden', 403);
  }
  // A cookie rides along on any request the browser makes: writes must come from our pages.
  if (principal.via === 'session' && request.method !== 'GET' && request.method !== 'HEAD') {
    await sameOriginOnly(request);
  }
  request.operator = principal;
  return principal;
}

export function parseAllowList(value: string | undefined): CidrRange[] | null {
  if (!value?.trim()) return null;
  return value.split(',').map((entry) => {
    const range = parseCidr(entry.trim());
    if (!range) throw new Error(`BO_ALLOWED_IPS: not an address or range: ${entry.trim()}`);
    return range;
  });
}

/**
 * Is the request for the back office? Judged by the route the router matched, not only by the
 * raw URL: the router decodes the path, so `/%62o/api/...` reaches a /bo/ route too.
 */
function inBackOffice(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && (route === '/bo' || route.startsWith(BO_PREFIX))) return true;
  const path = request.url.split('?')[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judged by the raw path.
  }
  return path.startsWith(BO_PREFIX) || decoded.startsWith(BO_PREFIX) || decoded === '/bo';
}

/** Must be registered before the back-office routes. */
export function registerBoGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('operator', null);
  app.decorateRequest('boSession', null);
  const routes: BoRouteInfo[] = [];
  app.decorate('boRoutes', routes);
  const allowed = parseAllowList(ctx.config.BO_ALLOWED_IPS);
  if (allowed) {
    // The whole back office, pages included, answers only inside the allow-list.
    app.addHook('onRequest', async (request) => {
      if (inBackOffice(request) && !ipInParsedRanges(request.ip, allowed)) {
        throw new AppError('bo.ip.denied', 403);
      }
    });
  }
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(BO_API_PREFIX)) return;
    const config = (route.config as { bo?: BoRouteConfig } | undefined)?.bo;
    if (!config) throw new Error(`back-office route without access rule: ${route.url}`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, access: config.access, audited: !!config.audited });
    }
    const hook = async (request: FastifyRequest) => {
      if (config.access === 'public') return;
      if (config.access === 'pending') {
        const session = await resolveOperatorSession(ctx, request);
        if (!session) throw new AppError('bo.auth.required', 401);
        if (request.method !== 'GET') await sameOriginOnly(request);
        request.boSession = session;
        return;
      }
      await requireOperator(ctx, request, config.access);
    };
    const noStore = async (
      _request: FastifyRequest,
      reply: { header(k: string, v: string): unknown },
    ) => {
      reply.header('cache-control', 'no-store');
    };
    const existing = route.onRequest;
    route.onRequest = [
      noStore,
      hook,
      ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
    ];
  });
}
