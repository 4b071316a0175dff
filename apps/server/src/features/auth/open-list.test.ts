import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, API, LIVE_API, OPEN_API_ROUTES, VENDOR_SIGNED_ROUTES } from '@app/contracts';
import { hashToken } from '../../lib/sessions.ts';
import { insertMember } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * Default deny, checked over the routes the app itself registered (app.apiRoutes, filled by
 * the session guard as routes are added), never over a list typed into this test.
 */
describe('open list', () => {
  let t: TestApp;
  const tokens: Record<'ended' | 'expired' | 'idle' | 'unknown', string> = {
    ended: '',
    expired: '',
    idle: '',
    unknown: randomBytes(32).toString('base64url'),
  };

  beforeAll(async () => {
    t = await createTestApp();
    const member = await insertMember(t.database.db);
    const now = Date.now();
    const iso = (offset: number) => new Date(now + offset).toISOString();
    const rows = {
      ended: {
        created_at: iso(-60_000),
        last_seen_at: iso(-1000),
        expires_at: iso(ACCOUNT.sessionAbsoluteMs),
        ended_at: iso(-500),
      },
      expired: {
        created_at: iso(-ACCOUNT.sessionAbsoluteMs - 60_000),
        last_seen_at: iso(-1000),
        expires_at: iso(-1000),
        ended_at: null,
      },
      idle: {
        created_at: iso(-ACCOUNT.sessionIdleMs - 60_000),
        last_seen_at: iso(-ACCOUNT.sessionIdleMs - 1000),
        expires_at: iso(ACCOUNT.sessionAbsoluteMs),
        ended_at: null,
      },
    };
    for (const [name, times] of Object.entries(rows)) {
      const token = randomBytes(32).toString('base64url');
      tokens[name as keyof typeof rows] = token;
      await t.database.db
        .insertInto('sessions')
        .values({
          id: randomBytes(16).toString('hex'),
          token_hash: hashToken(token),
          member_id: member.id,
          merchant_code: 'DEMO',
          ...times,
        })
        .execute();
    }
  });
  afterAll(() => t.cleanup());

  const OPEN = new Set(OPEN_API_ROUTES);
  const isListed = (method: string, url: string) =>
    OPEN.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);
  /** A concrete URL for a route pattern: every parameter becomes 1. */
  const concrete = (url: string) => url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');
  const send = (method: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: method as 'GET', url: concrete(url), headers });

  it('sees every API route of the app, under each API prefix, including this issue’s', () => {
    const routes = t.app.apiRoutes;
    const seen = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const expected of [
      `GET ${API.systemStatus}`,
      `GET ${API.hotGames}`,
      `GET ${API.captcha}`,
      `POST ${API.login}`,
      `DELETE ${API.session}`,
      `POST ${API.sessionHandoff}`,
      `POST ${API.sessionHandoffRedeem}`,
      `GET ${API.memberInfo}`,
      `GET ${API.avatar}`,
      `GET ${API.unreadCounts}`,
      `GET ${API.devCaptcha}`,
    ]) {
      expect(seen, expected).toContain(expected);
    }
    expect(routes.every((route) => /^\/(wps|lgw|lotto|dev)\//.test(route.url))).toBe(true);
    // Nothing on the list is stale: every listed call exists (outside production).
    for (const listed of OPEN_API_ROUTES) expect(seen, listed).toContain(listed);
    // The guard's own open/guarded decision agrees with the list.
    for (const route of routes)
      expect(route.open, route.url).toBe(isListed(route.method, route.url));
  });

  it('the OpenAPI document names no API route the guard did not see', () => {
    const document = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    const seen = new Set(t.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      if (!/^\/(wps|lgw|lotto|dev)\//.test(url)) continue;
      for (const method of Object.keys(operations)) {
        expect(seen, `${method} ${url}`).toContain(`${method.toUpperCase()} ${url}`);
      }
    }
  });

  it('every route outside the list answers 401 auth.required without a session', async () => {
    const guarded = t.app.apiRoutes.filter((route) => !isListed(route.method, route.url));
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    for (const route of guarded) {
      const response = await send(route.method, route.url);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') {
        expect(response.json().errorCode, `${route.method} ${route.url}`).toBe('auth.required');
      }
    }
  });

  it('every route outside the list answers 401 session.ended with an ended, expired, idle or unknown token', async () => {
    const guarded = t.app.apiRoutes.filter((route) => !isListed(route.method, route.url));
    for (const route of guarded) {
      for (const [name, token] of Object.entries(tokens)) {
        const label = `${route.method} ${route.url} (${name})`;
        const viaCookie = await send(route.method, route.url, { cookie: `session=${token}` });
        expect(viaCookie.statusCode, label).toBe(401);
        const viaBearer = await send(route.method, route.url, { authorization: `Bearer ${token}` });
        expect(viaBearer.statusCode, label).toBe(401);
        if (route.method !== 'HEAD') {
          expect(viaCookie.json().errorCode, label).toBe('session.ended');
          expect(viaBearer.json().errorCode, label).toBe('session.ended');
        }
      }
    }
  });

  /**
   * Vendor wallet calls are open to the session guard but authenticate by an HMAC signature:
   * without one they answer 401 vendor.signature.invalid (never auth.required), as a vendor's
   * client expects of a refused signature. They are checked here for that instead.
   */
  const SIGNED = new Set(VENDOR_SIGNED_ROUTES);
  const isSigned = (method: string, url: string) => SIGNED.has(`${method} ${url}`);

  it('every signature-authenticated route answers 401 vendor.signature.invalid without a signature, session or not', async () => {
    const signed = t.app.apiRoutes.filter((route) => isSigned(route.method, route.url));
    expect(signed.length).toBe(VENDOR_SIGNED_ROUTES.length);
    for (const route of signed) {
      const label = `${route.method} ${route.url}`;
      for (const headers of [{}, { cookie: `session=${tokens.ended}` }] as Record<
        string,
        string
      >[]) {
        const response = await send(route.method, route.url, headers);
        expect(response.statusCode, label).toBe(401);
        expect(response.json().errorCode, label).toBe('vendor.signature.invalid');
      }
    }
  });

  it('every listed route answers without a session, and with a dead token, other than 401', async () => {
    // The public live stream never ends, so inject would wait for good: live.routes.test.ts
    // opens it over a socket without a session.
    const open = t.app.apiRoutes.filter(
      (route) =>
        isListed(route.method, route.url) &&
        !isSigned(route.method, route.url) &&
        route.url !== LIVE_API.public,
    );
    expect(open.length).toBeGreaterThanOrEqual(10);
    for (const route of open) {
      const label = `${route.method} ${route.url}`;
      expect((await send(route.method, route.url)).statusCode, label).not.toBe(401);
      const dead = await send(route.method, route.url, { cookie: `session=${tokens.ended}` });
      expect(dead.statusCode, label).not.toBe(401);
    }
  });
});
