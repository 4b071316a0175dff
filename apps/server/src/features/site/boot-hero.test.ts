import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, bannerArtUrl } from '@app/contracts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { listBanners } from '../announcements/announcements.repository.ts';
import { updateStatus } from '../system/system.repository.ts';

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><!-- boot-hero-preload --></head>' +
  '<body><div id="root"><div class="boot"><div class="boot-bar">Concha Play</div>' +
  `<!-- boot-hero --></div></div>${'<!-- padding -->'.repeat(40)}</body></html>`;

describe('boot hero in index.html', () => {
  let t: TestApp;
  let dist: string;
  let firstBanner: string;
  let firstBannerEn: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    t = await createTestApp({ config: { WEB_DIST_DIR: dist } });
    const banners = await listBanners(t.database.db, 'DEMO', 'M', { only: 'm_home' });
    // No cookie: the merchant's default language, which is also the site's default (PT).
    firstBanner = bannerArtUrl(banners[0]!.id, 'pt');
    firstBannerEn = bannerArtUrl(banners[0]!.id, 'en');
  });
  afterEach(() => updateStatus(t.database.db, 'DEMO', { maintenance: false, blockedRanges: [] }));
  afterAll(async () => {
    await t.cleanup();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, remoteAddress = '203.0.113.9', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it.each(['/m/', '/m/home', '/m/login', '/m/hot?x=1'])(
    'puts the first home banner into the boot screen of %s, preloaded from the head',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      expect(head).toContain(
        `<link rel="preload" as="image" href="${firstBanner}" fetchpriority="high">`,
      );
      expect(response.body).toContain(
        `<div class="boot-hero" id="boot-hero"><img src="${firstBanner}"`,
      );
      expect(response.body).not.toContain('<!-- boot-hero');
    },
  );

  it.each([
    ['/m/rng', 'm_rng'],
    ['/m/live', 'm_live'],
    ['/m/gameList?gameType=fish', 'm_fish'],
    ['/m/esports', 'm_esports'],
    ['/m/gameCenter', 'm_sports'],
    ['/m/lott', 'm_lott'],
  ])('puts the first banner of its type into the boot screen of %s (%s)', async (url, group) => {
    const [first] = await listBanners(t.database.db, 'DEMO', 'M', { only: group });
    const src = bannerArtUrl(first!.id, 'pt');
    const response = await page(url);
    expect(response.body).toContain(`<link rel="preload" as="image" href="${src}"`);
    expect(response.body).toContain(`<div class="boot-hero" id="boot-hero"><img src="${src}"`);
  });

  it.each(['/m/activity', '/m/gameList?vassalage=SLX', '/m/member/home', '/m/unknown'])(
    'sends %s without a hero: that screen does not open on a banner',
    async (url) => {
      expect((await page(url)).body).toBe(INDEX);
    },
  );

  it('sends no hero during maintenance or to a blocked address', async () => {
    await updateStatus(t.database.db, 'DEMO', { maintenance: true });
    expect((await page('/m/')).body).toBe(INDEX);
    await updateStatus(t.database.db, 'DEMO', {
      maintenance: false,
      blockedRanges: ['203.0.113.0/24'],
    });
    expect((await page('/m/')).body).toBe(INDEX);
    expect((await page('/m/', '198.51.100.7')).body).toContain('id="boot-hero"');
  });

  it('gives each variant its own ETag and revalidates it, with the CSP on the 304 too', async () => {
    const withHero = await page('/m/');
    const without = await page('/m/activity');
    expect(withHero.headers.etag).not.toBe(without.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/m/',
      remoteAddress: '203.0.113.9',
      headers: { 'if-none-match': withHero.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(
      withHero.headers['content-security-policy'],
    );
  });

  it('compresses the filled-in page, not index.html as built', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/m/',
      remoteAddress: '203.0.113.9',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(response.rawPayload).toString()).toContain('id="boot-hero"');
  });

  it('names the banner art in the language the site will ask for: its cookie, else the default', async () => {
    expect(firstBanner).toMatch(/\?lang=pt$/);
    const en = await page('/m/', '203.0.113.9', { cookie: 'theme=dark; language=en' });
    expect(en.body).toContain(`<img src="${firstBannerEn}"`);
    expect(en.body).toContain(`<link rel="preload" as="image" href="${firstBannerEn}"`);
    expect(en.body).not.toContain(firstBanner);
    const pt = await page('/m/', '203.0.113.9', { cookie: 'language=pt' });
    expect(pt.body).toContain(`<img src="${firstBanner}"`);
    // Accept-Language does not decide: the site does not follow it either.
    const header = await page('/m/', '203.0.113.9', { 'accept-language': 'en' });
    expect(header.body).toContain(`<img src="${firstBanner}"`);
    const junk = await page('/m/', '203.0.113.9', { cookie: 'language=xx' });
    expect(junk.body).toContain(`<img src="${firstBanner}"`);
    // Each language is its own page variant.
    expect(en.headers.etag).not.toBe(pt.headers.etag);
    expect(pt.headers.etag).toBe(header.headers.etag);
    // The carousel's banner URL for the same language is the identical string.
    const carousel = await t.app.inject({
      method: 'GET',
      url: `${API.announcements}?types=B%2CPL%2CPU&platform=M&groupName=m_home&language=EN`,
    });
    expect(carousel.json().value.banners[0].url).toBe(firstBannerEn);
    const carouselPt = await t.app.inject({
      method: 'GET',
      url: `${API.announcements}?types=B%2CPL%2CPU&platform=M&groupName=m_home&language=PT`,
    });
    expect(carouselPt.json().value.banners[0].url).toBe(firstBanner);
  });
});
