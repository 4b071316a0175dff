import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * The back office's own build under /bo/ (issue 21): its shell for any screen path, its hashed
 * assets for a year, a 404 for a stale asset or an unknown API path (never the shell), and a
 * 503 page while it is not built. The member site's files are never served there.
 */
const INDEX = '<!doctype html><html><head><title>Back office</title></head><body></body></html>';

describe('back-office site serving', () => {
  let t: TestApp;
  let missing: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1);');
    t = await createTestApp({ config: { BO_DIST_DIR: dist } });
    missing = await createTestApp({ config: { BO_DIST_DIR: path.join(dist, 'nothing') } });
  });
  afterAll(async () => {
    await t.cleanup();
    await missing.cleanup();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/bo/', '/bo/login', '/bo/members/12', '/bo/cashier/deposits?status=all'])(
    'answers %s with the back office shell',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('redirects /bo to /bo/ and serves hashed assets for a year', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/bo' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/bo/');
    const asset = await t.app.inject({ method: 'GET', url: '/bo/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 in our envelope for a stale asset, an unknown API path or a path outside', async () => {
    for (const url of ['/bo/assets/gone-123.js', '/bo/api/nothing/here', '/bo/../package.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('says the back office is not built yet with a 503 page', async () => {
    const response = await missing.app.inject({ method: 'GET', url: '/bo/login' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('apps/backoffice/dist');
  });
});
