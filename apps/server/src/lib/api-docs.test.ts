import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@app/contracts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { inlineScriptHashes } from './csp.ts';

/**
 * Decision 060: /docs is Swagger UI over the generated OpenAPI document, served from this
 * server's own files under the site's Content-Security-Policy, unchanged.
 */
describe('API documentation at /docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves a page whose scripts and styles are all this server’s own files', async () => {
    const page = await get('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // No inline script for a CSP to allow, nothing from another origin.
    expect(inlineScriptHashes(page.body)).toEqual([]);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      expect(asset, asset).toMatch(/^\/docs\/static\//);
      const response = await get(asset);
      expect(response.statusCode, asset).toBe(200);
    }
    const initializer = await get('/docs/static/swagger-initializer.js');
    expect(initializer.headers['content-type']).toMatch(/javascript/);
    // The public validator badge would send the document to another site.
    expect(initializer.body).toContain('validatorUrl: null');
  });

  it('runs under the site’s own Content-Security-Policy, not a looser one', async () => {
    const site = (await get('/lgw/games/art/1001.svg')).headers['content-security-policy'];
    for (const url of ['/docs', '/docs/static/swagger-ui-bundle.js', '/docs/json']) {
      const csp = String((await get(url)).headers['content-security-policy']);
      expect(csp, url).toBe(site);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    }
  });

  it('shows the same document as GET /wps/openapi.json', async () => {
    const shown = (await get('/docs/json')).json();
    const served = (await get(API.openApi)).json();
    expect(shown).toEqual(served);
    expect(Object.keys(shown.paths).length).toBeGreaterThan(100);
  });

  it('stays out of the document it shows', async () => {
    const document = (await get(API.openApi)).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/docs'))).toEqual([]);
  });
});
