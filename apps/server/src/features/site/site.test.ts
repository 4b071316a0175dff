import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

const INLINE = "document.documentElement.dataset.theme='light';";
const INDEX = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/m/assets/app-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('site serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"x"}');
    t = await createTestApp({ config: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.cleanup();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('redirects / and /m to /m/, keeping the query', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/?token=abc' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/m/?token=abc');
    const m = await t.app.inject({ method: 'GET', url: '/m' });
    expect(m.headers.location).toBe('/m/');
  });

  it.each(['/m/', '/m/home', '/m/rng?gameType=RNG', '/m/some/unknown/path', '/m/index.html'])(
    'answers %s with index.html, never cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('allows exactly the inline script of index.html by hash in the CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/m/' });
    const hash = createHash('sha256').update(INLINE).digest('base64');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  it('serves hashed assets for a year, immutable, compressed with br or gzip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/m/assets/app-abc123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);

    const br = await t.app.inject({
      method: 'GET',
      url: '/m/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/m/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const again = await t.app.inject({
      method: 'GET',
      url: '/m/assets/app-abc123.js',
      headers: { 'if-none-match': plain.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves other files with revalidation, and a missing asset as 404', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/m/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/m/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('never serves files outside the dist directory', async () => {
    for (const url of [
      '/m/../package.json',
      '/m/%2e%2e/%2e%2e/etc/passwd',
      '/m/..%2f..%2fetc%2fpasswd',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      if (response.statusCode === 200) expect(response.body).toBe(INDEX);
      else expect([400, 404]).toContain(response.statusCode);
    }
  });

  it('answers 503 with instructions when the site is not built', async () => {
    const unbuilt = await createTestApp({ seed: false });
    try {
      const response = await unbuilt.app.inject({ method: 'GET', url: '/m/' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('npm run build');
    } finally {
      await unbuilt.cleanup();
    }
  });
});
