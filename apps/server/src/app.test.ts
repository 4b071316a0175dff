import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ErrorEnvelope, errorMessage } from '@app/contracts';
import { buildApp } from './app.ts';
import { AppError } from './errors.ts';
import { languageFromAcceptLanguage } from './lib/request-language.ts';
import { createTestDatabase, testConfig } from './testing/test-app.ts';
import type { TestDatabase } from './testing/test-app.ts';
import { seedDatabase } from './db/seed/seed.ts';
import type { FastifyInstance } from 'fastify';

describe('app', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedDatabase(testDb.database.db, 'DEMO');
    app = await buildApp({
      config: testConfig({ ...testDb.env, LOG_LEVEL: 'error' }),
      db: testDb.database.db,
      logStream: { write: (line: string) => void logged.push(line) },
    });
    // Routes that fail on purpose, to see what a client gets (outside the API prefixes, so
    // the session guard leaves them alone).
    app.get('/test/boom', async () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
    app.get('/test/app-error', async () => {
      throw new AppError('system.maintenance', 503);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  it('wraps successes in { success: true, value }', async () => {
    const response = await app.inject({ method: 'GET', url: API.whitelabel });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body).sort()).toEqual(['success', 'value']);
  });

  it.each([
    '/wps/unknown',
    '/lgw/games/nothing',
    '/lotto/lgw/unknown',
    '/api/x',
    '/favicon.ico',
    '/wps',
  ])('answers unknown API path %s with a 404 envelope', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    const body = ErrorEnvelope.parse(response.json());
    expect(body.errorCode).toBe('route.not.found');
    expect(body.message).toBe(errorMessage('route.not.found', 'PT'));
  });

  it('answers an unknown method on a known path with a 404 envelope', async () => {
    const response = await app.inject({ method: 'DELETE', url: API.systemStatus });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('route.not.found');
  });

  it('hides internals of a 5xx but logs them', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'server.error',
      message: errorMessage('server.error', 'PT'),
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/stack|at .*\.ts/);
    expect(logged.some((message) => message.includes('hunter2'))).toBe(true);
  });

  it('answers an AppError with its own code and status', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/app-error?language=EN' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'system.maintenance',
      message: 'System upgrading, please try again later',
    });
  });

  describe('message language', () => {
    const invalid = (query: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `${API.announcements}?types=XYZ${query}`, headers });

    it('defaults to Portuguese', async () => {
      expect((await invalid('')).json().message).toMatch(/^A solicitação não é válida: /);
    });

    it('follows the language query parameter', async () => {
      expect((await invalid('&language=en')).json().message).toMatch(/^The request is not valid: /);
      expect((await invalid('&language=PT')).json().message).toMatch(/^A solicitação não é válida/);
    });

    it('falls back to Accept-Language', async () => {
      const en = await invalid('', { 'accept-language': 'en-GB,en;q=0.9,pt;q=0.5' });
      expect(en.json().message).toMatch(/^The request is not valid/);
      const pt = await invalid('', { 'accept-language': 'fr-FR, pt-BR;q=0.8, en;q=0.5' });
      expect(pt.json().message).toMatch(/^A solicitação/);
    });

    it('parses Accept-Language by weight', () => {
      expect(languageFromAcceptLanguage('pt;q=0.4, en;q=0.8')).toBe('EN');
      expect(languageFromAcceptLanguage('de, fr')).toBeNull();
      expect(languageFromAcceptLanguage(undefined)).toBeNull();
      expect(languageFromAcceptLanguage('en;q=0')).toBeNull();
    });

    it('translates not-found too', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/wps/nothing',
        headers: { 'accept-language': 'en' },
      });
      expect(response.json().message).toBe(errorMessage('route.not.found', 'EN'));
    });
  });

  it('answers a malformed JSON body with a 400 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/boom',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    // No POST route exists there: the router answers first, still in the envelope.
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json().success).toBe(false);
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: API.openApi });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      API.systemStatus,
      API.announcements,
      API.hotGames,
      API.gameMenus,
      API.customerService,
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const params = doc.paths[API.announcements].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['types', 'platform', 'groupName']));
  });

  it('gives JSON answers the short API security headers', async () => {
    for (const url of [API.systemStatus, '/wps/no-such-call']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it('gives the site and the SVG art the document set with a self-only CSP', async () => {
    for (const url of ['/m/', '/lgw/games/art/1001.svg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});

describe('rate limit', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedDatabase(testDb.database.db, 'DEMO');
    app = await buildApp({
      config: testConfig({ ...testDb.env, RATE_LIMIT_MAX: '3' }),
      db: testDb.database.db,
    });
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  it('answers 429 in the envelope past the limit, and never limits loopback clients', async () => {
    const call = (remoteAddress: string) =>
      app.inject({ method: 'GET', url: API.whitelabel, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await call('198.51.100.77')).statusCode).toBe(200);
    const limited = await call('198.51.100.77');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'rate.limited' });
    for (let i = 0; i < 6; i += 1) expect((await call('127.0.0.1')).statusCode).toBe(200);
  });
});
