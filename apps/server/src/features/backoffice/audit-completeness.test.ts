import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BO_AUTH_API } from '@app/contracts/backoffice';
import { AppError, sendFailure } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { okValue } from '../../testing/api.ts';
import { signedInOperator, type TestOperator } from '../../testing/operators.ts';
import {
  createTestApp,
  createTestDatabase,
  testConfig,
  type TestApp,
  type TestDatabase,
} from '../../testing/test-app.ts';
import { registerBoGuard } from './bo-guard.ts';
import { boWrite } from './bo-route.ts';

/**
 * The audit log records every write (decision 043): every back-office route that is not a GET
 * is declared through boWrite (`audited`), the sign-in steps apart (they write their own rows);
 * and boWrite records exactly one row per success and none for a failure.
 */

/** The sign-in steps: they start from no operator, so they audit themselves where it counts. */
const SIGN_IN_ROUTES = new Set<string>([
  BO_AUTH_API.login,
  BO_AUTH_API.totp,
  BO_AUTH_API.setup,
  BO_AUTH_API.enrol,
  BO_AUTH_API.logout,
]);

describe('every back-office write is audited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.cleanup());

  it('declares every non-GET route under /bo/api audited, except the sign-in steps', () => {
    const routes = t.app.boRoutes;
    expect(routes.length).toBeGreaterThan(0);
    const writes = routes.filter((route) => route.method !== 'GET' && route.method !== 'HEAD');
    const unaudited = writes
      .filter((route) => !SIGN_IN_ROUTES.has(route.url) && !route.audited)
      .map((route) => `${route.method} ${route.url}`);
    expect(
      unaudited,
      'write routes not declared with boWrite (they would change data without an audit row)',
    ).toEqual([]);
    // Every sign-in step is still there (a renamed one would otherwise slip out of the list).
    for (const url of SIGN_IN_ROUTES) {
      expect(
        writes.some((route) => route.url === url),
        url,
      ).toBe(true);
    }
    expect(writes.some((route) => route.audited)).toBe(true);
  });
});

describe('boWrite', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let operator: TestOperator;
  const now = Date.parse('2031-02-03T04:05:06.000Z');

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    const ctx: AppContext = {
      config: testConfig(testDb.env),
      db,
      merchantCode: 'DEMO',
      clock: () => now,
    };
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return sendFailure(request, reply, error.status, error.code, error.detail);
      }
      if (error.validation) return sendFailure(request, reply, 400, 'request.invalid');
      return sendFailure(request, reply, 500, 'server.error');
    });
    registerBoGuard(app, ctx);
    const spec = {
      permission: 'system.write' as const,
      params: z.object({ id: z.coerce.number().int() }),
      body: z.object({ to: z.number().int(), reason: z.string() }),
      response: z.object({ value: z.number().int() }),
    };
    boWrite(
      app,
      ctx,
      { ...spec, url: '/bo/api/test/things/:id', summary: 'changes' },
      async (input) => ({
        value: { value: input.body.to },
        audit: {
          action: 'thing.change',
          targetType: 'thing',
          targetId: input.params.id,
          before: { value: 1 },
          after: { value: input.body.to },
          reason: input.body.reason,
        },
      }),
    );
    boWrite(
      app,
      ctx,
      { ...spec, url: '/bo/api/test/things/:id/fail', summary: 'fails' },
      async () => {
        throw new AppError('bo.not.found', 404);
      },
    );
    boWrite(
      app,
      ctx,
      { ...spec, url: '/bo/api/test/things/:id/same', summary: 'changes nothing' },
      async (input) => ({ value: { value: input.body.to }, audit: null }),
    );
    await app.ready();
    operator = await signedInOperator(db, 'admin', new Date(now));
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  const auditRows = () => testDb.database.db.selectFrom('audit_log').selectAll().execute();
  const call = (url: string, headers: Record<string, string> = operator.headers) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: '203.0.113.77',
      headers,
      payload: { to: 2, reason: 'customer asked' },
    });

  it('declares its route audited with its permission', () => {
    expect(app.boRoutes).toContainEqual({
      method: 'POST',
      url: '/bo/api/test/things/:id',
      access: 'system.write',
      audited: true,
    });
  });

  it('records exactly one row on success: operator, address, action, target, before, after, reason', async () => {
    const before = await auditRows();
    expect(okValue(await call('/bo/api/test/things/42'))).toEqual({ value: 2 });
    const rows = await auditRows();
    expect(rows).toHaveLength(before.length + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({
      at: new Date(now).toISOString(),
      operator_id: operator.id,
      operator_name: operator.username,
      via: 'session',
      ip: '203.0.113.77',
      action: 'thing.change',
      target_type: 'thing',
      target_id: '42',
      reason: 'customer asked',
    });
    expect(JSON.parse(row.before_json!)).toEqual({ value: 1 });
    expect(JSON.parse(row.after_json!)).toEqual({ value: 2 });
  });

  it('records nothing when the handler throws, nothing changed, or the caller is refused', async () => {
    const before = await auditRows();
    const failed = await call('/bo/api/test/things/42/fail');
    expect(failed.statusCode).toBe(404);
    okValue(await call('/bo/api/test/things/42/same'));
    const support = await signedInOperator(testDb.database.db, 'support', new Date(now));
    expect((await call('/bo/api/test/things/42', support.headers)).statusCode).toBe(403);
    expect((await call('/bo/api/test/things/42', {})).statusCode).toBe(401);
    const invalid = await app.inject({
      method: 'POST',
      url: '/bo/api/test/things/42',
      headers: operator.headers,
      payload: { to: 'two' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(await auditRows()).toEqual(before);
  });

  it('refuses to start with a back-office route that declares no access rule', async () => {
    const bare = Fastify();
    registerBoGuard(bare, {
      config: testConfig(testDb.env),
      db: testDb.database.db,
      merchantCode: 'DEMO',
    });
    expect(() => bare.get('/bo/api/test/unguarded', async () => 'open')).toThrow(
      /without access rule/,
    );
    await bare.close();
  });
});
