import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@app/contracts';
import { buildApp } from '../../app.ts';
import { scrapeMetrics, seriesValue } from '../../testing/metrics.ts';
import { createTestApp, createTestDatabase, testConfig } from '../../testing/test-app.ts';
import type { TestApp, TestDatabase } from '../../testing/test-app.ts';
import { updateStatus } from './system.repository.ts';

/**
 * Decision 060: GET /metrics in Prometheus's text format, only with METRICS_TOKEN set and only
 * for that bearer token; per route pattern, method and status class; errors by code; query
 * timings; the process's own figures; one registry per app.
 */
const TOKEN = 'metrics-token-0123456789abcdef0123456789';
const OUTSIDE = '198.51.100.60';

describe('metrics endpoint without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('does not exist, and nothing is measured', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
    expect(t.app.metrics).toBeNull();
  });
});

describe('metrics endpoint', () => {
  let testDb: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    testDb = await createTestDatabase('seeded');
    // No `db` given: the app opens its own, so its queries are timed as server.ts's are.
    app = await buildApp({ config: testConfig({ ...testDb.env, METRICS_TOKEN: TOKEN }) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  const scrape = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: authorization === undefined ? {} : { authorization },
    });

  it('refuses a scrape without the token, or with another, in our envelope', async () => {
    for (const authorization of [
      undefined,
      '',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      'Bearer ',
    ]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ success: false, errorCode: 'auth.required' });
      expect(response.body).not.toContain('http_request');
    }
  });

  it('answers Prometheus text for the bearer token', async () => {
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    // The process's own figures.
    expect(response.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
    expect(response.body).toContain('nodejs_heap_size_used_bytes');
    // The scheme's name is not case-sensitive.
    expect((await scrape(`bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('counts requests by route pattern, method and status class, never by raw URL', async () => {
    const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: OUTSIDE });
    for (let i = 0; i < 3; i += 1) expect((await get(API.whitelabel)).statusCode).toBe(200);
    await get('/lgw/games/art/1001.svg');
    await get('/lgw/games/art/1002.svg');
    await get('/wps/no-such-call?secret=1');
    await get(API.memberInfo);
    const text = await scrapeMetrics(app);
    const count = (labels: Record<string, string>) =>
      seriesValue(text, 'http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: API.whitelabel, status_class: '2xx' })).toBe(3);
    expect(count({ route: '/lgw/games/art/:gameId.svg', status_class: '2xx' })).toBe(2);
    expect(count({ route: '(unmatched)', status_class: '4xx' })).toBe(1);
    expect(count({ route: API.memberInfo, status_class: '4xx' })).toBe(1);
    expect(text).not.toContain('1001.svg');
    expect(text).not.toContain('no-such-call');
    // A duration histogram: buckets and a sum beside the count.
    expect(
      seriesValue(text, 'http_request_duration_seconds_bucket', {
        route: API.whitelabel,
        le: '+Inf',
      }),
    ).toBe(3);
    expect(text).toMatch(/http_request_duration_seconds_sum\{[^}]*route="\/wps\/whitelabel"/);
    // Answers in the error envelope, by their error code.
    const errors = (labels: Record<string, string>) =>
      seriesValue(text, 'http_error_responses_total', labels);
    expect(errors({ route: '(unmatched)', error_code: 'route.not.found' })).toBe(1);
    expect(errors({ route: API.memberInfo, error_code: 'auth.required' })).toBe(1);
  });

  it('counts refusals of maintenance by their code', async () => {
    await updateStatus(testDb.database.db, 'DEMO', { maintenance: true });
    try {
      await app.inject({ method: 'GET', url: API.hotGames, remoteAddress: OUTSIDE });
    } finally {
      await updateStatus(testDb.database.db, 'DEMO', { maintenance: false });
    }
    const text = await scrapeMetrics(app);
    expect(
      seriesValue(text, 'http_error_responses_total', { error_code: 'system.maintenance' }),
    ).toBe(1);
  });

  it('times database statements by kind', async () => {
    const text = await scrapeMetrics(app);
    expect(
      seriesValue(text, 'db_query_duration_seconds_count', { statement: 'select', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(text).not.toMatch(
      /db_query_duration_seconds_count\{[^}]*statement="(?!select|insert|update|delete|with|begin|commit|rollback|savepoint|release|pragma|other)/,
    );
  });

  it('keeps one registry per app: a second app counts only its own requests', async () => {
    const other = await buildApp({
      config: testConfig({ ...testDb.env, METRICS_TOKEN: TOKEN }),
      db: testDb.database.db,
    });
    try {
      await other.inject({ method: 'GET', url: API.whitelabel });
      const text = await scrapeMetrics(other);
      expect(
        seriesValue(text, 'http_request_duration_seconds_count', { route: API.whitelabel }),
      ).toBe(1);
      expect(other.metrics!.registry).not.toBe(app.metrics!.registry);
      // Given an open database, it times no query of it: that handle was opened untimed.
      expect(seriesValue(text, 'db_query_duration_seconds_count')).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('stays out of the OpenAPI document', () => {
    const document = app.swagger() as { paths: Record<string, unknown> };
    expect(document.paths['/metrics']).toBeUndefined();
  });
});
