import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  PROMOTIONS_API,
  type Announcements,
  type Promotion,
  type PromotionList,
} from '@app/contracts';
import {
  BO_CONTENT_API,
  BO_IMAGE_MAX_BYTES,
  BO_IMAGE_MAX_EDGE,
  type BoBanner,
  type BoBannerBody,
  type BoImage,
  type BoPromotion,
  type BoPromotionBody,
} from '@app/contracts/backoffice';
import { okValue } from '../../../testing/api.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { MEDIA_CACHE_CONTROL } from '../../media/index.ts';

/**
 * The content area (issue 22, decision 044): content.read/write only; every write audited with
 * before and after; operator HTML cleaned when stored; uploads judged by their bytes, capped in
 * size and pixels, stored resized and served immutable; the member site's banner and promotion
 * calls respect the schedule and the language.
 */
let t: TestApp;
let content: TestOperator;
let cashier: TestOperator;
let admin: TestOperator;

let dist: string;

beforeAll(async () => {
  // A built site of one page, so the boot hero (the first home banner in index.html) shows.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'content-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!-- boot-hero-preload --></head><body><!-- boot-hero --></body></html>',
  );
  t = await createTestApp({ config: { WEB_DIST_DIR: dist } });
  content = await signedInOperator(t.database.db, 'content');
  cashier = await signedInOperator(t.database.db, 'cashier');
  admin = await signedInOperator(t.database.db, 'admin');
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dist, { recursive: true, force: true });
});

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function send(
  operator: TestOperator,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: operator.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function upload(operator: TestOperator, bytes: Buffer, contentType = 'image/png', name = 'a.png') {
  return t.app.inject({
    method: 'POST',
    url: BO_CONTENT_API.images,
    headers: { ...operator.headers, 'content-type': contentType, 'x-file-name': name },
    payload: bytes,
  });
}

const solid = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 20, b: 60, alpha: 0.5 } : '#1e6fd9',
    },
  });

/** A tiny PNG whose header claims `width` x `height` pixels: an image bomb. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  // One row of zeros, compressed: decoding it all would take width x height bytes.
  const idat = deflateSync(Buffer.alloc(width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function auditRows(action: string) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

function site<T>(url: string, language: 'pt' | 'en' | 'vi') {
  return t.app
    .inject({ method: 'GET', url, headers: { cookie: `language=${language}` } })
    .then((response) => okValue<T>(response));
}
const homeBanners = (language: 'pt' | 'en') =>
  site<Announcements>(`${API.announcements}?types=B&platform=M&groupName=m_home`, language).then(
    (value) => value.banners,
  );
const sitePromotions = (language: 'pt' | 'en' | 'vi') =>
  site<PromotionList>(PROMOTIONS_API.promotions, language).then((value) => value.content);
const announcedPromotions = (language: 'pt' | 'en') =>
  site<Announcements>(`${API.announcements}?types=PR&platform=M`, language).then(
    (value) => value.promotion,
  );

function bannerBody(overrides: Partial<BoBannerBody> = {}): BoBannerBody {
  return {
    groupName: 'm_home',
    title: { PT: 'Banner de teste', EN: 'Test banner' },
    image: { PT: null, EN: null },
    link: '/m/activity',
    sequence: 0,
    enabled: true,
    publishAt: null,
    unpublishAt: null,
    ...overrides,
  };
}

function promotionBody(overrides: Partial<BoPromotionBody> = {}): BoPromotionBody {
  return {
    category: 'deposit_promo',
    title: { PT: 'Promoção de teste', EN: 'Test promotion', VI: '' },
    content: { PT: '<p>Olá</p>', EN: '<p>Hello</p>', VI: '' },
    startDate: at(-24 * HOUR),
    endDate: at(30 * 24 * HOUR),
    noExpiry: false,
    images: { cover: { PT: null, EN: null }, banner: { PT: null, EN: null } },
    sequence: 0,
    enabled: true,
    publishAt: null,
    unpublishAt: null,
    ...overrides,
  };
}

describe('permissions', () => {
  it('lets the content role read and write, refuses the cashier', async () => {
    expect((await send(content, 'GET', BO_CONTENT_API.banners)).statusCode).toBe(200);
    expect((await send(content, 'GET', BO_CONTENT_API.promotions)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', BO_CONTENT_API.banners, undefined],
      ['POST', BO_CONTENT_API.banners, bannerBody()],
      ['GET', BO_CONTENT_API.promotions, undefined],
      ['POST', BO_CONTENT_API.promotions, promotionBody()],
    ] as const) {
      const response = await send(cashier, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'bo.forbidden' });
    }
    const refusedUpload = await upload(cashier, await solid(10, 10).png().toBuffer());
    expect(refusedUpload.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('media_images').selectAll().execute()).toEqual([]);
  });
});

describe('image upload', () => {
  it('accepts a PNG and a JPEG, resizes them to fit, serves them immutable', async () => {
    const wide = await upload(content, await solid(3000, 1200).png().toBuffer());
    const stored = okValue<BoImage>(wide);
    expect(stored).toMatchObject({
      contentType: 'image/jpeg',
      width: BO_IMAGE_MAX_EDGE,
      height: 600,
      originalName: 'a.png',
    });
    expect(stored.url).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);

    const served = await t.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1500, 600]);
    // Not modified: the ETag is the content hash.
    const again = await t.app.inject({
      method: 'GET',
      url: stored.url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    // A JPEG, sent as "image/png": the bytes decide. Small images are not enlarged.
    const jpeg = okValue<BoImage>(
      await upload(content, await solid(400, 300).jpeg().toBuffer(), 'image/png', 'photo.jpg'),
    );
    expect(jpeg).toMatchObject({ contentType: 'image/jpeg', width: 400, height: 300 });

    // Transparency is kept (PNG out).
    const clear = okValue<BoImage>(
      await upload(content, await solid(64, 64, true).png().toBuffer()),
    );
    expect(clear).toMatchObject({ contentType: 'image/png', width: 64, height: 64 });
    expect(clear.url).toMatch(/\.png$/);

    // The same picture twice is one image.
    const twice = okValue<BoImage>(await upload(content, await solid(3000, 1200).png().toBuffer()));
    expect(twice.id).toBe(stored.id);

    const listed = okValue<{ images: BoImage[] }>(
      await send(content, 'GET', BO_CONTENT_API.images),
    );
    expect(listed.images.map((image) => image.url)).toContain(stored.url);

    const audits = await auditRows('content.image.upload');
    expect(audits.length).toBeGreaterThanOrEqual(3);
    expect(audits[0]).toMatchObject({ operator_id: content.id, target_type: 'media_image' });
    expect(JSON.parse(audits[0]!.after_json!)).toMatchObject({ url: stored.url, width: 1500 });
  });

  it('refuses what is not an image, whatever its header says', async () => {
    const before = await auditRows('content.image.upload');
    for (const [bytes, type] of [
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/png'],
      [Buffer.from('%PDF-1.4 not an image'), 'image/jpeg'],
      [Buffer.from('GIF89a'), 'application/octet-stream'],
    ] as const) {
      const response = await upload(content, bytes, type);
      expect(response.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, type).toBeLessThan(500);
      expect(['bo.image.type', 'bo.image.invalid']).toContain(response.json().errorCode);
    }
    const svg = await upload(content, Buffer.from('<svg/>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({ errorCode: 'bo.image.type' });
    // JSON is not an upload either.
    const json = await send(content, 'POST', BO_CONTENT_API.images, { url: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await auditRows('content.image.upload')).toEqual(before);
  });

  it('refuses an oversized file', async () => {
    const big = Buffer.alloc(BO_IMAGE_MAX_BYTES + 1, 0);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await upload(content, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errorCode: 'bo.image.too.large' });
  });

  it('refuses an image bomb (a small file claiming too many pixels) without decoding it', async () => {
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2_000);
    const started = Date.now();
    const response = await upload(content, bomb);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: 'bo.image.pixels' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('serves nothing for an unknown or malformed media address', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(64)}.jpg` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/../../etc/passwd' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/media/abc.svg' })).statusCode).toBe(404);
  });
});

describe('banners', () => {
  it('creates, edits, orders, unpublishes and deletes, each audited; the site follows at once', async () => {
    const pt = okValue<BoImage>(await upload(content, await solid(750, 300).png().toBuffer()));
    const en = okValue<BoImage>(await upload(content, await solid(751, 300).png().toBuffer()));
    // Warm the site's cache: the write must drop it.
    await homeBanners('pt');

    const created = okValue<BoBanner>(
      await send(
        content,
        'POST',
        BO_CONTENT_API.banners,
        bannerBody({
          title: { PT: 'Bônus de sexta', EN: 'Friday bonus' },
          image: { PT: pt.url, EN: en.url },
          sequence: 0,
        }),
      ),
    );
    expect(created).toMatchObject({ state: 'live', shownUrl: { PT: pt.url, EN: en.url } });

    const ptBanner = (await homeBanners('pt')).find((banner) => banner.id === created.id);
    const enBanner = (await homeBanners('en')).find((banner) => banner.id === created.id);
    expect(ptBanner).toMatchObject({ title: 'Bônus de sexta', url: pt.url });
    expect(enBanner).toMatchObject({ title: 'Friday bonus', url: en.url });
    // First in its group (sequence 0): the page's boot hero names the same image.
    const page = await t.app.inject({
      method: 'GET',
      url: '/m/',
      headers: { cookie: 'language=en' },
    });
    expect(page.body).toContain(`src="${en.url}"`);

    const [createAudit] = await auditRows('content.banner.create');
    expect(createAudit).toMatchObject({ operator_id: content.id, target_id: String(created.id) });
    expect(JSON.parse(createAudit!.after_json!)).toMatchObject({ title: { EN: 'Friday bonus' } });

    // Only a PT image: EN shows the PT one.
    const edited = okValue<BoBanner>(
      await send(
        content,
        'POST',
        BO_CONTENT_API.banner.replace(':id', String(created.id)),
        bannerBody({
          title: { PT: 'Bônus de sábado', EN: 'Saturday bonus' },
          image: { PT: pt.url, EN: null },
        }),
      ),
    );
    expect(edited.shownUrl).toEqual({ PT: pt.url, EN: pt.url });
    expect((await homeBanners('en')).find((b) => b.id === created.id)).toMatchObject({
      title: 'Saturday bonus',
      url: pt.url,
    });
    const [updateAudit] = await auditRows('content.banner.update');
    expect(JSON.parse(updateAudit!.before_json!)).toMatchObject({
      title: { PT: 'Bônus de sexta' },
    });
    expect(JSON.parse(updateAudit!.after_json!)).toMatchObject({
      title: { PT: 'Bônus de sábado' },
    });

    // Order: put it last.
    const group = okValue<{ banners: BoBanner[] }>(
      await send(content, 'GET', BO_CONTENT_API.banners),
    ).banners.filter((banner) => banner.groupName === 'm_home');
    const ids = [...group.map((b) => b.id).filter((id) => id !== created.id), created.id];
    okValue(await send(content, 'POST', BO_CONTENT_API.bannersOrder, { groupName: 'm_home', ids }));
    expect((await homeBanners('pt')).filter((b) => b.groupName === 'm_home').at(-1)?.id).toBe(
      created.id,
    );
    expect(await auditRows('content.banner.order')).toHaveLength(1);

    // Unpublish, publish again (no-op publish: no audit row).
    const enabledUrl = BO_CONTENT_API.bannerEnabled.replace(':id', String(created.id));
    okValue(await send(content, 'POST', enabledUrl, { enabled: false }));
    expect((await homeBanners('pt')).some((b) => b.id === created.id)).toBe(false);
    okValue(await send(content, 'POST', enabledUrl, { enabled: true }));
    okValue(await send(content, 'POST', enabledUrl, { enabled: true }));
    expect(await auditRows('content.banner.unpublish')).toHaveLength(1);
    expect(await auditRows('content.banner.publish')).toHaveLength(1);

    const removed = await send(
      content,
      'DELETE',
      BO_CONTENT_API.banner.replace(':id', String(created.id)),
    );
    expect(okValue(removed)).toEqual({ id: created.id, deleted: true });
    expect((await homeBanners('pt')).some((b) => b.id === created.id)).toBe(false);
    const [deleteAudit] = await auditRows('content.banner.delete');
    expect(JSON.parse(deleteAudit!.before_json!)).toMatchObject({ id: created.id });
    expect(
      await t.database.db
        .selectFrom('content_translations')
        .selectAll()
        .where('entity', '=', 'banner')
        .where('entity_id', '=', created.id)
        .execute(),
    ).toEqual([]);
  });

  it('respects the publish window on the member site', async () => {
    const cases = [
      { publishAt: at(HOUR), unpublishAt: null, shown: false, state: 'scheduled' },
      { publishAt: at(-2 * HOUR), unpublishAt: at(-HOUR), shown: false, state: 'ended' },
      { publishAt: at(-HOUR), unpublishAt: at(HOUR), shown: true, state: 'live' },
    ] as const;
    for (const c of cases) {
      const banner = okValue<BoBanner>(
        await send(
          content,
          'POST',
          BO_CONTENT_API.banners,
          bannerBody({
            publishAt: c.publishAt,
            unpublishAt: c.unpublishAt,
          }),
        ),
      );
      expect(banner.state).toBe(c.state);
      expect(
        (await homeBanners('en')).some((b) => b.id === banner.id),
        c.state,
      ).toBe(c.shown);
    }
  });

  it('refuses bad input and images it never stored, changing nothing', async () => {
    const before = await t.database.db.selectFrom('banners').select('id').execute();
    for (const body of [
      bannerBody({ title: { PT: '', EN: 'x' } }),
      bannerBody({ link: 'javascript:alert(1)' }),
      bannerBody({ image: { PT: 'https://evil.example/x.png', EN: null } }),
      bannerBody({ publishAt: at(HOUR), unpublishAt: at(-HOUR) }),
      { ...bannerBody(), groupName: 'm_nowhere' },
    ]) {
      expect((await send(content, 'POST', BO_CONTENT_API.banners, body)).statusCode).toBe(400);
    }
    const unknown = await send(
      content,
      'POST',
      BO_CONTENT_API.banners,
      bannerBody({
        image: { PT: `/media/${'a'.repeat(64)}.jpg`, EN: null },
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorCode: 'bo.image.unknown' });
    expect(await t.database.db.selectFrom('banners').select('id').execute()).toEqual(before);
  });
});

describe('promotions', () => {
  it('stores cleaned HTML in every language, with images and language on the site', async () => {
    const cover = okValue<BoImage>(await upload(content, await solid(600, 400).png().toBuffer()));
    const banner = okValue<BoImage>(await upload(content, await solid(750, 250).png().toBuffer()));
    const dirty =
      '<p onclick="steal()">Deposite <strong>já</strong><script>alert(1)</script>' +
      '<img src="javascript:alert(2)" onerror="alert(3)"><a href="javascript:x()">x</a></p>';
    await sitePromotions('pt');
    const created = okValue<BoPromotion>(
      await send(
        admin,
        'POST',
        BO_CONTENT_API.promotions,
        promotionBody({
          title: { PT: 'Sexta em dobro', EN: 'Double Friday', VI: 'Thứ Sáu nhân đôi' },
          content: {
            PT: dirty,
            EN: '<p>Deposit <em>now</em></p><iframe src="https://x"></iframe>',
            VI: '<p>Nạp</p>',
          },
          images: { cover: { PT: cover.url, EN: cover.url }, banner: { PT: banner.url, EN: null } },
          noExpiry: true,
          endDate: null,
        }),
      ),
    );
    expect(created.content.PT).toBe('<p>Deposite <strong>já</strong><img /><a>x</a></p>');
    expect(created.content.EN).toBe('<p>Deposit <em>now</em></p>');
    const stored = await t.database.db
      .selectFrom('content_translations')
      .select(['language', 'field', 'text'])
      .where('entity', '=', 'promotion')
      .where('entity_id', '=', created.id)
      .where('field', '=', 'content')
      .execute();
    for (const row of stored) {
      expect(row.text).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    }
    const column = await t.database.db
      .selectFrom('promotions')
      .select('content')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(column.content).toBe('<p>Deposit <em>now</em></p>');

    const byLanguage = async (language: 'pt' | 'en' | 'vi') =>
      (await sitePromotions(language)).find((p) => p.id === created.id);
    const pt = await byLanguage('pt');
    const en = await byLanguage('en');
    const vi = await byLanguage('vi');
    expect(pt).toMatchObject({ title: 'Sexta em dobro', noExpiry: 1, category: 'deposit_promo' });
    expect(en).toMatchObject({ title: 'Double Friday', content: '<p>Deposit <em>now</em></p>' });
    expect(vi).toMatchObject({ title: 'Thứ Sáu nhân đôi' });
    const image = (promotion: Promotion | undefined, sequence: number) =>
      promotion?.announcementImages.find((i) => i.sequence === sequence)?.url;
    expect(image(pt, 1)).toBe(cover.url);
    expect(image(pt, 2)).toBe(banner.url);
    expect(image(en, 2)).toBe(banner.url); // EN has none of its own: the fallback.
    expect((await announcedPromotions('en')).find((p) => p.id === created.id)?.title).toBe(
      'Double Friday',
    );
    const detail = await site<Promotion>(
      PROMOTIONS_API.promotion.replace(':id', String(created.id)),
      'pt',
    );
    expect(detail.title).toBe('Sexta em dobro');

    const [audit] = await auditRows('content.promotion.create');
    expect(audit).toMatchObject({ operator_id: admin.id, target_id: String(created.id) });
    expect(JSON.parse(audit!.after_json!).content.PT).toBe(created.content.PT);

    // Edit: a VI text left empty falls back to EN.
    const edited = okValue<BoPromotion>(
      await send(
        content,
        'POST',
        BO_CONTENT_API.promotion.replace(':id', String(created.id)),
        promotionBody({ title: { PT: 'Sábado em dobro', EN: 'Double Saturday', VI: '' } }),
      ),
    );
    expect(edited.title.VI).toBe('');
    expect((await byLanguage('vi'))?.title).toBe('Double Saturday');
    expect(await auditRows('content.promotion.update')).toHaveLength(1);

    okValue(
      await send(content, 'DELETE', BO_CONTENT_API.promotion.replace(':id', String(created.id))),
    );
    expect(await byLanguage('pt')).toBeUndefined();
    expect(await auditRows('content.promotion.delete')).toHaveLength(1);
  });

  it('respects the publish window and the promotion dates on the member site', async () => {
    const cases = [
      { body: { publishAt: at(HOUR) }, shown: false, state: 'scheduled' },
      { body: { unpublishAt: at(-HOUR), publishAt: at(-2 * HOUR) }, shown: false, state: 'ended' },
      { body: { startDate: at(HOUR), endDate: at(2 * HOUR) }, shown: false, state: 'scheduled' },
      { body: { publishAt: at(-HOUR), unpublishAt: at(HOUR) }, shown: true, state: 'live' },
      { body: { enabled: false }, shown: false, state: 'off' },
    ] as const;
    for (const c of cases) {
      const promotion = okValue<BoPromotion>(
        await send(content, 'POST', BO_CONTENT_API.promotions, promotionBody(c.body)),
      );
      expect(promotion.state, JSON.stringify(c.body)).toBe(c.state);
      expect((await sitePromotions('en')).some((p) => p.id === promotion.id)).toBe(c.shown);
      expect((await announcedPromotions('en')).some((p) => p.id === promotion.id)).toBe(c.shown);
      const detail = await t.app.inject({
        method: 'GET',
        url: PROMOTIONS_API.promotion.replace(':id', String(promotion.id)),
      });
      expect(detail.statusCode).toBe(c.shown ? 200 : 404);
    }
  });

  it('orders promotions as the operator says', async () => {
    const first = okValue<BoPromotion>(
      await send(
        content,
        'POST',
        BO_CONTENT_API.promotions,
        promotionBody({ title: { PT: 'A', EN: 'A', VI: '' } }),
      ),
    );
    const second = okValue<BoPromotion>(
      await send(
        content,
        'POST',
        BO_CONTENT_API.promotions,
        promotionBody({ title: { PT: 'B', EN: 'B', VI: '' } }),
      ),
    );
    // The list screen sends the whole list in its new order: these two first.
    const all = okValue<{ promotions: BoPromotion[] }>(
      await send(content, 'GET', BO_CONTENT_API.promotions),
    ).promotions.map((p) => p.id);
    const order = [second.id, first.id, ...all.filter((id) => id !== first.id && id !== second.id)];
    okValue(await send(content, 'POST', BO_CONTENT_API.promotionsOrder, { ids: order }));
    const ids = (await sitePromotions('pt')).map((p) => p.id);
    expect(ids.slice(0, 2)).toEqual([second.id, first.id]);
    const [audit] = await auditRows('content.promotion.order');
    expect(JSON.parse(audit!.after_json!).slice(0, 2)).toEqual([
      { id: second.id, sequence: 1 },
      { id: first.id, sequence: 2 },
    ]);
  });

  it('requires an end date unless long-term', async () => {
    const response = await send(
      content,
      'POST',
      BO_CONTENT_API.promotions,
      promotionBody({
        endDate: null,
        noExpiry: false,
      }),
    );
    expect(response.statusCode).toBe(400);
  });
});
