import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  ErrorEnvelope,
  HelpCenter,
  PROMOTION_CATEGORIES,
  PROMOTIONS_API,
  Promotion,
  PromotionList,
  UserAgreement,
  WhitelabelSettings,
  okEnvelope,
} from '@app/contracts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { DEMO_PROMOTIONS } from '../../db/seed/merchant-data.ts';
import { EXTRA_PROMOTIONS, HELP_TOPICS } from '../../db/seed/promotions-help.ts';
import { storeHelpTopic, storePromotion } from './promotions.repository.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import {
  FIRST_SEEDED_CONTENT,
  PROMOTION_TITLES_VI,
  promotionContent,
} from '../../db/seed/promotion-content.ts';

const DAY_MS = 86_400_000;
const ALL_SEEDED = [
  ...DEMO_PROMOTIONS.map((p) => ({ ...p, startsDaysAgo: p.daysAgo })),
  ...EXTRA_PROMOTIONS,
];
/** Live at the seed date: started and not ended (long-term ones never end). */
const LIVE_NOW = ALL_SEEDED.filter(
  (p) => p.startsDaysAgo >= 0 && (p.lastsDays === null || p.lastsDays > p.startsDaysAgo),
);
const ENDED = EXTRA_PROMOTIONS.find((p) => p.code === 'PR-sports-cup-ended')!;
const UPCOMING = EXTRA_PROMOTIONS.find((p) => p.code === 'PR-fish-festival-soon')!;
const LONG_TERM = DEMO_PROMOTIONS.find((p) => p.code === 'PR-first-deposit')!;
const REFERRAL = EXTRA_PROMOTIONS.find((p) => p.referral)!;

const list = (body: unknown) => okEnvelope(PromotionList).parse(body).value.content;
const HOSTILE =
  '<p>Fine</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">go</a><iframe src="https://evil.example"></iframe><p style="color:red" onclick="alert(4)">x</p>';
const expectClean = (html: string) => {
  expect(html).toContain('<p>Fine</p>');
  for (const bad of [
    '<script',
    'alert(',
    'onerror',
    'javascript:',
    '<iframe',
    'onclick',
    'style=',
  ]) {
    expect(html).not.toContain(bad);
  }
};

describe('promotions', () => {
  let t: TestApp;
  let offsetMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => Date.now() + offsetMs });
  });
  afterAll(() => t.cleanup());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const promotions = async (language = 'PT') => {
    const response = await get(`${PROMOTIONS_API.promotions}?language=${language}`);
    expect(response.statusCode).toBe(200);
    return list(response.json());
  };
  const idOf = async (code: string) =>
    (
      await t.database.db
        .selectFrom('promotions')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;

  it('lists only live promotions, in Portuguese, to a guest (value.content)', async () => {
    const content = await promotions('PT');
    expect(content.map((p) => p.title).sort()).toEqual(LIVE_NOW.map((p) => p.title.pt).sort());
    expect(content.map((p) => p.title)).not.toContain(ENDED.title.pt);
    expect(content.map((p) => p.title)).not.toContain(UPCOMING.title.pt);
    const referral = content.find((p) => p.title === REFERRAL.title.pt)!;
    expect(referral.content).toBe(REFERRAL.content.pt);
    // Newest start first.
    const starts = content.map((p) => p.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('answers English for language=EN, Vietnamese texts for VI (English art)', async () => {
    for (const language of ['EN', 'en']) {
      const content = await promotions(language);
      expect(content.map((p) => p.title).sort()).toEqual(LIVE_NOW.map((p) => p.title.en).sort());
      expect(content[0]!.announcementImages[0]!.url).toMatch(/lang=en/);
    }
    const vi = await promotions('VI');
    expect(vi.map((p) => p.title).sort()).toEqual(
      LIVE_NOW.map((p) => PROMOTION_TITLES_VI[p.code]).sort(),
    );
    expect(vi[0]!.announcementImages[0]!.url).toMatch(/lang=en/);
    // The same order as the other content: Accept-Language vi without a query or cookie.
    const byHeader = list(
      (await get(PROMOTIONS_API.promotions, { 'accept-language': 'vi' })).json(),
    );
    expect(byHeader.map((p) => p.title).sort()).toEqual(vi.map((p) => p.title).sort());
  });

  it('gives every promotion a full detail: description, how to take part, terms and dates, in PT, EN and VI', async () => {
    // Issue 18: the detail page was one sentence.
    const headings = {
      PT: ['Como participar', 'Termos e condições', 'Período'],
      EN: ['How to take part', 'Terms and conditions', 'Dates'],
      VI: ['Cách tham gia', 'Điều khoản và điều kiện', 'Thời gian'],
    };
    for (const seeded of LIVE_NOW) {
      const id = await idOf(seeded.code);
      for (const [language, names] of Object.entries(headings)) {
        const response = await get(`/wps/promotions/${id}?language=${language}`);
        const { content } = okEnvelope(Promotion).parse(response.json()).value;
        expect(content.match(/<h3>[^<]+<\/h3>/g), `${seeded.code} ${language}`).toEqual(
          names.map((name) => `<h3>${name}</h3>`),
        );
        expect(content).toMatch(/^<p>.+?<\/p><h3>/);
        expect(content.match(/<ol>(<li>.+?<\/li>){2,}<\/ol>/)).not.toBeNull();
        expect(content.match(/<ul>(<li>.+?<\/li>){3,}<\/ul>/)).not.toBeNull();
      }
    }
  });

  it('upgrades a promotion still holding its first one-sentence text, keeps an operator text, adds VI, once', async () => {
    const db = t.database.db;
    const [oldId, editedId] = [await idOf('PR-weekly-rebate'), await idOf('PR-app-download')];
    const first = FIRST_SEEDED_CONTENT['PR-weekly-rebate']!;
    // As a database seeded before issue 18 holds it.
    await db.updateTable('promotions').set({ content: first.en }).where('id', '=', oldId).execute();
    for (const [language, text] of [
      ['PT', first.pt],
      ['EN', first.en],
    ] as const) {
      await db
        .updateTable('content_translations')
        .set({ text })
        .where('entity', '=', 'promotion')
        .where('entity_id', '=', oldId)
        .where('field', '=', 'content')
        .where('language', '=', language)
        .execute();
    }
    await db
      .deleteFrom('content_translations')
      .where('entity', '=', 'promotion')
      .where('language', '=', 'VI')
      .execute();
    const operatorText = '<p>Regras do operador.</p>';
    await db
      .updateTable('content_translations')
      .set({ text: operatorText })
      .where('entity', '=', 'promotion')
      .where('entity_id', '=', editedId)
      .where('field', '=', 'content')
      .where('language', '=', 'PT')
      .execute();

    await seedDatabase(db, 'DEMO');
    await seedDatabase(db, 'DEMO');
    const detail = async (id: number, language: string) =>
      okEnvelope(Promotion).parse((await get(`/wps/promotions/${id}?language=${language}`)).json())
        .value;
    const content = promotionContent('PR-weekly-rebate');
    expect((await detail(oldId, 'PT')).content).toBe(content.pt);
    expect((await detail(oldId, 'EN')).content).toBe(content.en);
    expect(await detail(oldId, 'VI')).toMatchObject({
      title: PROMOTION_TITLES_VI['PR-weekly-rebate'],
      content: content.vi,
    });
    expect((await detail(editedId, 'PT')).content).toBe(operatorText);
    const viRows = await db
      .selectFrom('content_translations')
      .select('entity_id')
      .where('entity', '=', 'promotion')
      .where('language', '=', 'VI')
      .execute();
    expect(viRows).toHaveLength(2 * ALL_SEEDED.length);
  });

  it('uses the spec categories, at least five of them, and leaves others empty', async () => {
    const categories = new Set((await promotions()).map((p) => p.category));
    for (const category of categories) expect(PROMOTION_CATEGORIES).toContain(category);
    expect(categories.size).toBeGreaterThanOrEqual(5);
    expect(categories.has('sport_promo')).toBe(false);
    expect(categories.has('fish_promo')).toBe(false);
  });

  it('marks the long-term promotion noExpiry 1 without an end date; others carry both dates', async () => {
    const content = await promotions('EN');
    const longTerm = content.find((p) => p.title === LONG_TERM.title.en)!;
    expect(longTerm.noExpiry).toBe(1);
    expect(longTerm.endDate).toBeNull();
    const dated = content.find((p) => p.noExpiry === 0)!;
    expect(Date.parse(dated.endDate!)).toBeGreaterThan(Date.parse(dated.startDate));
  });

  it('gives each promotion a cover (sequence 1) and a detail banner (sequence 2) drawn here', async () => {
    const [first] = await promotions('PT');
    expect(first!.announcementImages.map((i) => i.sequence)).toEqual([1, 2]);
    for (const image of first!.announcementImages) {
      expect(image.url).toMatch(/^\/wps\/promotions\/art\/\d+\.svg\?lang=pt&sequence=[12]$/);
      const art = await get(image.url);
      expect(art.statusCode).toBe(200);
      expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(art.body).toContain(first!.title.replaceAll('&', '&amp;').split(' ')[0]);
    }
    expect((await get('/wps/promotions/art/999999.svg')).statusCode).toBe(404);
    expect((await get('/wps/promotions/art/1.svg?sequence=3')).statusCode).toBe(400);
  });

  it('answers one live promotion by id, in the asked language', async () => {
    const id = await idOf(LONG_TERM.code);
    const response = await get(`/wps/promotions/${id}?language=PT`);
    expect(response.statusCode).toBe(200);
    const value = okEnvelope(Promotion).parse(response.json()).value;
    expect(value).toMatchObject({ id, title: LONG_TERM.title.pt, noExpiry: 1, endDate: null });
    expect(value.content).toBe(LONG_TERM.content.pt);
  });

  it('answers 404 promotion.not.found for an unknown, ended or upcoming id; 400 for a bad id', async () => {
    for (const id of [999_999, await idOf(ENDED.code), await idOf(UPCOMING.code)]) {
      const response = await get(`/wps/promotions/${id}?language=PT`);
      expect(response.statusCode).toBe(404);
      const body = ErrorEnvelope.parse(response.json());
      expect(body.errorCode).toBe('promotion.not.found');
      expect(body.message).toBe('Esta promoção não existe ou já terminou');
    }
    const english = await get('/wps/promotions/999999?language=EN');
    expect(ErrorEnvelope.parse(english.json()).message).toBe(
      'This promotion does not exist or has ended',
    );
    const bad = await get('/wps/promotions/abc');
    expect(bad.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(bad.json()).errorCode).toBe('request.invalid');
  });

  it('follows the live window as time passes; long-term ones stay', async () => {
    try {
      offsetMs = 6 * DAY_MS; // the fishing festival has started
      expect((await promotions('EN')).map((p) => p.title)).toContain(UPCOMING.title.en);
      offsetMs = 400 * DAY_MS; // every dated promotion has ended
      const later = await promotions('EN');
      expect(later.every((p) => p.noExpiry === 1)).toBe(true);
      expect(later.map((p) => p.title)).toContain(LONG_TERM.title.en);
    } finally {
      offsetMs = 0;
    }
  });

  it('turns the invite tab (whitelabel referralEnabled) on only while the referral promotion is live', async () => {
    const referral = async () =>
      okEnvelope(WhitelabelSettings).parse((await get(API.whitelabel)).json()).value
        .referralEnabled;
    expect(await referral()).toBe(true);
    const id = await idOf(REFERRAL.code);
    await t.database.db
      .updateTable('promotions')
      .set({ enabled: 0 })
      .where('id', '=', id)
      .execute();
    try {
      expect(await referral()).toBe(false);
    } finally {
      await t.database.db
        .updateTable('promotions')
        .set({ enabled: 1 })
        .where('id', '=', id)
        .execute();
    }
    await t.database.db.updateTable('merchants').set({ referral_enabled: 0 }).execute();
    try {
      expect(await referral()).toBe(false);
    } finally {
      await t.database.db.updateTable('merchants').set({ referral_enabled: 1 }).execute();
    }
    expect(await referral()).toBe(true);
  });
});

describe('help centre and user agreement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const help = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${PROMOTIONS_API.helpCenter}?${query}`,
    });
    expect(response.statusCode).toBe(200);
    return okEnvelope(HelpCenter).parse(response.json()).value.topics;
  };
  const MENU = HELP_TOPICS.filter((topic) => topic.inMenu !== false);

  it('lists the MOBILE topics in menu order, with the terms tag, in Portuguese and English', async () => {
    const pt = await help('device=MOBILE&language=PT');
    expect(pt.map((topic) => topic.tag)).toEqual(MENU.map((topic) => topic.tag));
    expect(pt.map((topic) => topic.title)).toEqual(MENU.map((topic) => topic.title.pt));
    expect(pt.map((topic) => topic.tag)).toContain('terms');
    expect(pt.map((topic) => topic.tag)).not.toContain('useragreement');
    const en = await help('device=MOBILE&language=EN');
    expect(en.map((topic) => topic.title)).toEqual(MENU.map((topic) => topic.title.en));
    expect(en.find((topic) => topic.tag === 'terms')!.title).toBe('Terms and conditions');
  });

  it('has the privacy policy with its six sections and facts', async () => {
    const privacy = (await help('device=MOBILE&language=EN')).find((t) => t.tag === 'privacy')!;
    for (const heading of [
      'Introduction',
      'Purpose',
      'Access information',
      'Confidentiality',
      'Recipients of customer information',
      'Monitoring',
    ]) {
      expect(privacy.content).toContain(`<h3>${heading}</h3>`);
    }
    expect(privacy.content).toContain('18 or over');
    expect(privacy.content).toContain('real name');
    expect(privacy.content).toContain('128-bit SSL');
    expect(privacy.content).toMatch(/freeze or close accounts/);
  });

  it('needs a known device: 400 without one or for another value; none for WEB', async () => {
    for (const query of ['', 'device=PHONE']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${PROMOTIONS_API.helpCenter}?${query}`,
      });
      expect(response.statusCode).toBe(400);
      expect(ErrorEnvelope.parse(response.json()).errorCode).toBe('request.invalid');
    }
    expect(await help('device=WEB')).toEqual([]);
  });

  it('serves the user agreement in both languages', async () => {
    for (const [language, title] of [
      ['PT', 'Termos de uso'],
      ['EN', 'User agreement'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${PROMOTIONS_API.userAgreement}?language=${language}`,
      });
      expect(response.statusCode).toBe(200);
      const value = okEnvelope(UserAgreement).parse(response.json()).value;
      expect(value.title).toBe(title);
      expect(value.content).toMatch(/18/);
    }
  });

  it('cleans hostile HTML when a promotion or a help topic is stored', async () => {
    const now = Date.now();
    const id = await storePromotion(t.database.db, t.config.MERCHANT_CODE, {
      code: 'PR-hostile',
      title: { en: 'Hostile', pt: 'Hostil' },
      category: 'other_promo',
      startDate: new Date(now - DAY_MS).toISOString(),
      endDate: new Date(now + DAY_MS).toISOString(),
      noExpiry: 0,
      content: { en: HOSTILE, pt: HOSTILE },
    });
    for (const language of ['PT', 'EN']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/wps/promotions/${id}?language=${language}`,
      });
      expectClean(okEnvelope(Promotion).parse(response.json()).value.content);
    }
    const stored = await t.database.db
      .selectFrom('promotions')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expectClean(stored.content);

    await storeHelpTopic(t.database.db, t.config.MERCHANT_CODE, {
      code: 'HELP-hostile',
      tag: 'hostile',
      device: 'MOBILE',
      sequence: 0,
      title: { en: 'Hostile', pt: 'Hostil' },
      content: { en: HOSTILE, pt: HOSTILE },
    });
    const topics = await help('device=MOBILE&language=PT');
    // Sequence 0 puts it first.
    expect(topics[0]!.tag).toBe('hostile');
    expectClean(topics[0]!.content);
  });
});
