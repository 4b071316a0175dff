import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API } from '@app/contracts';
import { buildApp } from '../app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../testing/test-app.ts';
import { requestIdOf } from './request-id.ts';

/**
 * Decision 060: every answer carries `x-request-id` and every log line of its request the same
 * `reqId`; one line per request at info, without body, cookies, Authorization or query string.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

async function appLogging(
  testDb: TestDatabase,
  level: string,
): Promise<{ app: FastifyInstance; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const app = await buildApp({
    config: testConfig({ ...testDb.env, LOG_LEVEL: level }),
    db: testDb.database.db,
    logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
  });
  // Outside the API prefixes, so no session is needed: a route that logs on its own.
  app.get('/test/log-inside', async (request) => {
    request.log.warn({ step: 'inside' }, 'working');
    return { ok: true };
  });
  app.post('/test/echo', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('request ids and request logs', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let lines: LogLine[];
  beforeAll(async () => {
    testDb = await createTestDatabase('seeded');
    ({ app, lines } = await appLogging(testDb, 'info'));
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  it('answers every request with an x-request-id: API, site, unknown paths and errors', async () => {
    const ids = new Set<string>();
    for (const url of [API.whitelabel, '/m/', '/wps/nothing-here', API.memberInfo, '/livez']) {
      const response = await app.inject({ method: 'GET', url });
      const id = response.headers['x-request-id'];
      expect(id, url).toMatch(UUID);
      ids.add(String(id));
    }
    expect(ids.size).toBe(5);
  });

  it('takes an incoming id that is plainly an id, and replaces any other', async () => {
    const send = (id: string) =>
      app.inject({ method: 'GET', url: API.whitelabel, headers: { 'x-request-id': id } });
    for (const id of ['abc-123', '0f5c2b1e-7d1a-4a51-9a9e-3b2f4c5d6e7f', 'lb:10.0.0.1_42.7']) {
      expect((await send(id)).headers['x-request-id']).toBe(id);
    }
    for (const id of ['', 'has space', '<script>', '"quoted"', 'x'.repeat(129), '-leading']) {
      expect((await send(id)).headers['x-request-id'], id).toMatch(UUID);
    }
    // As Fastify calls it, before any hook.
    const raw = (id?: string) =>
      requestIdOf({ headers: id === undefined ? {} : { 'x-request-id': id } } as never);
    expect(raw('trace-1')).toBe('trace-1');
    expect(raw('a\nb')).toMatch(UUID);
    expect(raw()).toMatch(UUID);
  });

  it('writes one line per request, with the same id as the answer on every line', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: '/test/log-inside?code=from-the-page',
      headers: { 'x-request-id': 'trace-inside-1' },
    });
    expect(response.headers['x-request-id']).toBe('trace-inside-1');
    const mine = lines.filter((line) => line.reqId === 'trace-inside-1');
    expect(mine.map((line) => line.msg)).toEqual(['working', 'request completed']);
    expect(mine[1]).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/test/log-inside',
      path: '/test/log-inside',
      statusCode: 200,
      responseTimeMs: expect.any(Number),
      remoteAddress: '127.0.0.1',
    });
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
  });

  it('logs no body, cookie, Authorization header or query string', async () => {
    lines.length = 0;
    const secrets = ['s3ss10n-cookie-value', 'b3arer-token-value', 'p4ssw0rd-in-body', 'h4ndoff'];
    await app.inject({
      method: 'POST',
      url: `/test/echo?token=${secrets[3]}`,
      headers: {
        cookie: `session=${secrets[0]}`,
        authorization: `Bearer ${secrets[1]}`,
        'content-type': 'application/json',
      },
      payload: { password: secrets[2] },
    });
    // A call that fails logs its error too: still none of them.
    await app.inject({
      method: 'POST',
      url: `${API.login}?token=${secrets[3]}`,
      headers: { cookie: `session=${secrets[0]}`, authorization: `Bearer ${secrets[1]}` },
      payload: { userName: 'nobody', password: secrets[2] },
    });
    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(2);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('does not log the probes at every poll', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/livez' });
    await app.inject({ method: 'GET', url: '/readyz' });
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([]);
  });

  it('writes no request line above info, where it would cost the hot calls for nothing', async () => {
    const quiet = await appLogging(testDb, 'warn');
    try {
      const response = await quiet.app.inject({ method: 'GET', url: '/test/log-inside' });
      expect(response.headers['x-request-id']).toMatch(UUID);
      expect(quiet.lines.map((line) => line.msg)).toEqual(['working']);
      expect(quiet.lines[0]!.reqId).toBe(response.headers['x-request-id']);
    } finally {
      await quiet.app.close();
    }
  });
});
