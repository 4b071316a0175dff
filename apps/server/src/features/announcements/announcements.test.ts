import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, Announcements, BannerGroup, okEnvelope } from '@app/contracts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

const parse = (body: unknown) => okEnvelope(Announcements).parse(body).value;

describe('announcements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API.announcements}${query}`, headers });

  it('B gives banners of every group but hot, plus the hot group; PL, PU and PR their lists', async () => {
    const response = await get('?types=B,PL,PU,PR&platform=M');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const value = parse(response.json());
    const groups = new Set(value.banners.map((b) => b.groupName));
    expect(groups).toEqual(new Set(BannerGroup.options.filter((g) => g !== 'm_hot')));
    expect(value.hot.length).toBeGreaterThan(0);
    expect(value.hot.every((b) => b.groupName === 'm_hot')).toBe(true);
    expect(value.player.length).toBeGreaterThan(0);
    expect(value.player.every((a) => a.type === 'PL' && a.read === false)).toBe(true);
    expect(value.popup.every((a) => a.type === 'PU')).toBe(true);
    expect(value.popup.length).toBeGreaterThan(0);
    expect(value.promotion.length).toBeGreaterThan(0);
    expect(value.promotion[0]!.announcementImages.map((i) => i.sequence)).toEqual([1, 2]);
    expect(value.footer.unreadCount).toBe(0);
    // Newest first.
    const dates = value.player.map((a) => a.startDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Banner images are the server's own art.
    expect(value.banners[0]!.url).toMatch(/^\/wps\/banners\/art\/\d+\.svg\?lang=(pt|en)$/);
  });

  it('returns only the lists asked for', async () => {
    const value = parse((await get('?types=PL')).json());
    expect(value.player.length).toBeGreaterThan(0);
    expect(value.banners).toEqual([]);
    expect(value.hot).toEqual([]);
    expect(value.popup).toEqual([]);
    expect(value.promotion).toEqual([]);
  });

  it('filters banners by groupName, in sequence order', async () => {
    const value = parse((await get('?types=B&groupName=m_home')).json());
    expect(value.banners.length).toBeGreaterThanOrEqual(3);
    expect(value.banners.every((b) => b.groupName === 'm_home')).toBe(true);
    const sequences = value.banners.map((b) => b.sequence);
    expect([...sequences].sort((a, b) => a - b)).toEqual(sequences);
  });

  it('sends an ETag and answers 304 when it still matches', async () => {
    const first = await get('?types=B,PL,PU');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await get('?types=PU,PL,B', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('compresses the cached body when the client accepts it', async () => {
    const response = await get('?types=B,PL,PU,PR', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('reflects writes after cache invalidation', async () => {
    const before = parse((await get('?types=PL')).json()).player.length;
    await t.database.db
      .insertInto('announcements')
      .values({
        merchant_code: 'DEMO',
        code: 'PL-test-new',
        type: 'PL',
        title: 'Fresh <b>news</b>',
        content: '<p>x</p>',
        start_date: new Date(Date.now() - 1000).toISOString(),
        platform: 'M',
        enabled: 1,
      })
      .execute();
    t.app.caches.invalidate();
    const after = parse((await get('?types=PL')).json());
    expect(after.player.length).toBe(before + 1);
    expect(after.player[0]!.title).toBe('Fresh <b>news</b>');
  });

  it.each([
    ['?types=XYZ', 'types'],
    ['?types=', 'types'],
    ['', 'types'],
    ['?types=B&platform=web', 'platform'],
    ['?types=B&groupName=m_nope', 'groupName'],
  ])('answers 400 request.invalid for %s naming %s', async (query, field) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(body.message).toContain(field);
  });
});
