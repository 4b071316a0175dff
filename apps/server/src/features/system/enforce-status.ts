import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { STATUS_EXEMPT_ROUTES } from '@app/contracts';
import type { StatusExemption } from '@app/contracts';
import { sendFailure } from '../../errors.ts';
import { ipInParsedRanges, parseCidr } from '../../lib/cidr.ts';
import type { CidrRange } from '../../lib/cidr.ts';
import type { AppContext } from '../../lib/context.ts';
import { isApiRoute } from '../../lib/sessions.ts';
import type { MerchantStatusRow } from './system.repository.ts';
import { findStatus } from './system.repository.ts';

/**
 * The server's side of the system status (issue 18, decision 032): every API route outside
 * STATUS_EXEMPT_ROUTES answers 503 system.maintenance with the merchant in maintenance, or 403
 * system.region.restricted to an address in a blocked range, before its session is checked,
 * its body read or anything moved. Maintenance wins when both hold, as the status route says.
 */

/** The merchant's status as the hook reads it: blocked ranges parsed once. */
export interface EnforcedStatus {
  maintenance: boolean;
  ranges: CidrRange[];
}

export interface StatusCache {
  /** The status, from the cache while fresh; one database read at a time when stale. */
  read(): Promise<EnforcedStatus>;
  /** The cached status while fresh, else null (callers then read()). */
  peek(): EnforcedStatus | null;
  /** Takes a freshly read row (the status route reads one on every call). */
  remember(row: MerchantStatusRow | undefined): void;
  clear(): void;
}

function toEnforced(row: MerchantStatusRow | undefined): EnforcedStatus {
  return {
    maintenance: row?.maintenance ?? false,
    ranges: (row?.blockedRanges ?? []).flatMap((text) => {
      const range = parseCidr(String(text));
      return range ? [range] : [];
    }),
  };
}

/**
 * The merchant's status for `ttlMs` (SYSTEM_STATUS_CACHE_MS; 0 reads every time). The
 * `npm run merchant` command writes the database from another process, which no running server
 * hears of: a short time to live is what bounds how late a switch takes effect. The status
 * route's own fresh read refreshes it, so a site that asks for the status sees the same answer
 * from the calls after it.
 */
export function createStatusCache(
  load: () => Promise<MerchantStatusRow | undefined>,
  ttlMs: number,
  clock: () => number = Date.now,
): StatusCache {
  let value: EnforcedStatus | null = null;
  let expiresAt = 0;
  let pending: Promise<EnforcedStatus> | null = null;
  let generation = 0;
  const store = (status: EnforcedStatus) => {
    if (ttlMs > 0) {
      value = status;
      expiresAt = clock() + ttlMs;
    }
    return status;
  };
  const peek = () => (value !== null && clock() < expiresAt ? value : null);
  return {
    peek,
    read() {
      const fresh = peek();
      if (fresh) return Promise.resolve(fresh);
      if (pending) return pending;
      const started = generation;
      const loading = load().then((row) => {
        const status = toEnforced(row);
        // A clear() while this read was on its way: its answer may predate the change.
        return started === generation ? store(status) : status;
      });
      pending = loading;
      const done = () => {
        if (pending === loading) pending = null;
      };
      loading.then(done, done);
      return loading;
    },
    remember(row) {
      // Newer than any read still on its way: that one must not overwrite it.
      generation += 1;
      pending = null;
      store(toEnforced(row));
    },
    clear() {
      generation += 1;
      value = null;
      expiresAt = 0;
      pending = null;
    },
  };
}

/** What a route is exempt from, or null (HEAD counts as GET). */
export function statusExemption(method: string, url: string): StatusExemption | null {
  const verb = method === 'HEAD' ? 'GET' : method;
  return STATUS_EXEMPT_ROUTES[`${verb} ${url}`] ?? null;
}

/** The refusal a request gets from this status, or null: maintenance first. */
export function refusalOf(
  status: EnforcedStatus,
  ip: string,
  checkRegion: boolean,
):
  | { code: 503; errorCode: 'system.maintenance' }
  | { code: 403; errorCode: 'system.region.restricted' }
  | null {
  if (status.maintenance) return { code: 503, errorCode: 'system.maintenance' };
  if (checkRegion && ipInParsedRanges(ip, status.ranges)) {
    return { code: 403, errorCode: 'system.region.restricted' };
  }
  return null;
}

/**
 * Adds the status check to every API route registered after it, ahead of the session guard
 * (register it after registerSessionGuard: each onRoute hook puts its check first). request.ip
 * follows TRUST_PROXY, as the status route's location does.
 */
export function registerStatusEnforcement(
  app: FastifyInstance,
  ctx: AppContext,
  cache: StatusCache = createStatusCache(
    () => findStatus(ctx.db, ctx.merchantCode),
    ctx.config.SYSTEM_STATUS_CACHE_MS,
  ),
): StatusCache {
  const hookFor = (checkRegion: boolean): onRequestHookHandler =>
    // Callback style, answered from the cache without a promise on the hot path.
    function enforceStatus(request, reply, done) {
      const decide = (status: EnforcedStatus) => {
        const refusal = refusalOf(status, request.ip, checkRegion);
        if (!refusal) return done();
        // Never cached: the status may lift on the next call.
        reply.header('cache-control', 'no-store');
        sendFailure(request, reply, refusal.code, refusal.errorCode);
      };
      const fresh = cache.peek();
      if (fresh) return decide(fresh);
      cache.read().then(decide, done);
    };
  const withRegion = hookFor(true);
  const withoutRegion = hookFor(false);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const exemptions = methods.map((method) => statusExemption(method, route.url));
    if (exemptions.every((exemption) => exemption === 'both')) return;
    const hook = exemptions.some((exemption) => exemption === 'region')
      ? withoutRegion
      : withRegion;
    const existing = route.onRequest;
    route.onRequest = existing
      ? [hook, ...(Array.isArray(existing) ? existing : [existing])]
      : [hook];
  });
  return cache;
}
