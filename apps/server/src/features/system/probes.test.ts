import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { API } from '@app/contracts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import { createTestApp, createTestDatabase, testConfig } from '../../testing/test-app.ts';
import type { TestApp, TestDatabase } from '../../testing/test-app.ts';
import { checkReadiness } from './readiness.ts';
import { updateStatus } from './system.repository.ts';

/**
 * Decision 060: GET /livez answers while the process runs; GET /readyz only while the database
 * answers, its schema is this code's and every configured dependency answers. Both outside the
 * session guard, the maintenance and region rules and the rate limit.
 */
const OUTSIDE = '198.51.100.40';

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A limit of 2 a minute: the probes must not count against it.
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '2' } });
  });
  afterAll(() => t.cleanup());

  const probe = (url: string, remoteAddress = OUTSIDE) =>
    t.app.inject({ method: 'GET', url, remoteAddress });

  it('answers live and ready in plain text, never cached', async () => {
    const live = await probe('/livez');
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toMatch(/^text\/plain/);
    expect(live.headers['cache-control']).toBe('no-store');
    expect(live.body).toBe('live\n');
    const ready = await probe('/readyz');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.headers['content-type']).toMatch(/^text\/plain/);
    expect(ready.body).toBe('ready\ndatabase ok\nmigrations ok\n');
    expect((await t.app.inject({ method: 'HEAD', url: '/livez' })).statusCode).toBe(200);
  });

  it('is never rate limited, while the API is', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await probe('/livez')).statusCode).toBe(200);
      expect((await probe('/readyz')).statusCode).toBe(200);
    }
    const calls = [];
    for (let i = 0; i < 3; i += 1) calls.push(await probe(API.whitelabel));
    expect(calls.map((call) => call.statusCode)).toEqual([200, 200, 429]);
  });

  it('answers in maintenance and to a blocked address, without a session', async () => {
    await updateStatus(t.database.db, 'DEMO', {
      maintenance: true,
      blockedRanges: ['203.0.113.0/24'],
    });
    try {
      expect((await probe(API.memberInfo, '203.0.113.9')).statusCode).toBe(503);
      for (const url of ['/livez', '/readyz']) {
        expect((await probe(url, '203.0.113.9')).statusCode, url).toBe(200);
      }
    } finally {
      await updateStatus(t.database.db, 'DEMO', { maintenance: false, blockedRanges: [] });
    }
  });

  it('stays out of the OpenAPI document', () => {
    const document = t.app.swagger() as { paths: Record<string, unknown> };
    expect(document.paths['/livez']).toBeUndefined();
    expect(document.paths['/readyz']).toBeUndefined();
  });
});

describe('readiness failures', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.cleanup());

  it('is not ready while a migration of this code is not recorded, and ready once it is', async () => {
    const handle = await openDatabase(testDb.env);
    const [last] = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`
      .execute(handle.db)
      .then((result) => result.rows);
    await sql`delete from kysely_migration where name = ${last!.name}`.execute(handle.db);
    const app = await buildApp({ config: testConfig(testDb.env), db: handle.db });
    try {
      const unready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(unready.statusCode).toBe(503);
      expect(unready.body).toBe('not ready\ndatabase ok\nmigrations failed\n');
      // Still alive: an orchestrator must not restart an instance for waiting on a migration.
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
      await sql`insert into kysely_migration (name, timestamp) values (${last!.name}, ${last!.timestamp})`.execute(
        handle.db,
      );
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.destroy();
    }
  });

  it('is not ready when the database does not answer, and says so in the log only', async () => {
    const handle = await openDatabase(testDb.env);
    const logged: string[] = [];
    const app = await buildApp({
      config: testConfig({ ...testDb.env, LOG_LEVEL: 'warn' }),
      db: handle.db,
      logStream: { write: (line) => void logged.push(line) },
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await handle.destroy();
      const unready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(unready.statusCode).toBe(503);
      expect(unready.body).toMatch(/^not ready\ndatabase failed\n/);
      const notReady = logged.map((line) => JSON.parse(line)).filter((l) => l.msg === 'not ready');
      expect(notReady).toHaveLength(1);
      expect(notReady[0].failed[0]).toMatchObject({ name: 'database', error: expect.any(String) });
      // Logged when it changes, not at every poll.
      await app.inject({ method: 'GET', url: '/readyz' });
      expect(logged.filter((line) => line.includes('"not ready"'))).toHaveLength(1);
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('checks what buildApp is given, such as a Redis ping, by name', async () => {
    let redisUp = false;
    const app = await buildApp({
      config: testConfig(testDb.env),
      db: testDb.database.db,
      readinessChecks: [
        {
          name: 'redis',
          check: async () => {
            if (!redisUp) throw new Error('connect ECONNREFUSED');
          },
        },
      ],
    });
    try {
      const unready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(unready.statusCode).toBe(503);
      expect(unready.body).toBe('not ready\ndatabase ok\nmigrations ok\nredis failed\n');
      // The reason is for the log, not for whoever asks.
      expect(unready.body).not.toContain('ECONNREFUSED');
      redisUp = true;
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts a check that hangs as failed, within its time limit', async () => {
    const started = Date.now();
    const result = await checkReadiness(
      [
        { name: 'fast', check: async () => undefined },
        { name: 'stuck', check: () => new Promise<void>(() => undefined) },
        {
          name: 'throws',
          check: () => {
            throw new Error('at once');
          },
        },
      ],
      50,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toEqual({
      ready: false,
      results: [
        { name: 'fast', error: null },
        { name: 'stuck', error: 'no answer in 50 ms' },
        { name: 'throws', error: 'at once' },
      ],
    });
  });
});
