import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bannerArtUrl, gameArtUrl, slotTheme } from '@app/contracts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { bannerArtSvg, gameArtSvg, themedGameArtSvg } from './art.service.ts';
import { escapeXml, wrapText } from './svg.ts';
import { DEMO_BANNERS } from '../../db/seed/merchant-data.ts';
import { wellFormedMarkup } from '@app/contracts/testing';

/** A whole SVG document: well-formed markup with the svg element outermost. */
function wellFormed(svg: string): boolean {
  return svg.startsWith('<svg ') && wellFormedMarkup(svg);
}

describe('svg helpers', () => {
  it('escapes every XML special character', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('wraps words into lines and cuts what cannot fit', () => {
    expect(wrapText('Golden Dragon Fortune', 11, 3)).toEqual(['Golden', 'Dragon', 'Fortune']);
    expect(wrapText('Sic Bo Turbo', 11, 3)).toEqual(['Sic Bo', 'Turbo']);
    expect(wrapText('Supercalifragilistic', 8, 3)).toEqual(['Supercal', 'ifragili', 'stic']);
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('abcdefghij klmnopqrstu vw', 10, 2)).toEqual(['abcdefghij', 'klmnopqrs…']);
  });

  it('puts escaped names into the art, never raw markup', () => {
    const svg = gameArtSvg({ gameId: 7, name: '<script>&"', vendorName: 'A&B', gameType: 'RNG' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&amp;&quot;');
    expect(svg).toContain('A&amp;B');
    const themed = themedGameArtSvg({
      gameId: 7,
      name: '<b>&"',
      vendorName: 'A&B',
      theme: slotTheme('asian.10.0.1')!,
    });
    expect(themed).not.toContain('<b>');
    expect(themed).toContain('&lt;b&gt;&amp;&quot;');
    expect(wellFormed(themed)).toBe(true);
    expect(wellFormed(svg)).toBe(true);
    expect(wellFormed('<svg a="1"><g></svg>')).toBe(false);
    expect(wellFormed('<svg a="1">R&D</svg>')).toBe(false);
    const banner = bannerArtSvg({ bannerId: 1, title: 'Win <big>', groupName: 'm_home' });
    expect(banner).toContain('Win &lt;big&gt;');
    expect(banner).toContain('viewBox="0 0 750 300"');
  });
});

describe('art routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('serves a distinct, cacheable SVG per game with its name and vendor', async () => {
    const games = await t.database.db
      .selectFrom('games')
      .innerJoin('vendors', 'vendors.code', 'games.vendor_code')
      .select(['game_id', 'node_name', 'game_name', 'vendors.display_name as vendor'])
      .orderBy('game_id')
      .limit(40)
      .execute();
    const bodies = new Set<string>();
    for (const game of games) {
      const response = await t.app.inject({ method: 'GET', url: gameArtUrl(game.game_id) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers.etag).toBeTruthy();
      expect(response.body).toContain(
        `<title>${game.game_name ?? game.node_name} (${game.vendor})</title>`,
      );
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(games.length);
  });

  it('draws every BGS slot from its theme: its own picture, its palette and featured symbols, well formed', async () => {
    const slots = await t.database.db
      .selectFrom('games')
      .select(['game_id', 'node_name', 'game_name', 'slot_theme'])
      .where('vendor_code', '=', 'BGS')
      .orderBy('game_id')
      .execute();
    expect(slots).toHaveLength(100);
    const bodies = new Set<string>();
    for (const game of slots) {
      const response = await t.app.inject({ method: 'GET', url: gameArtUrl(game.game_id) });
      expect(response.statusCode).toBe(200);
      const svg = response.body;
      expect(wellFormed(svg), `${game.game_id}`).toBe(true);
      const theme = slotTheme(game.slot_theme!)!;
      expect(svg).toContain(`stop-color="${theme.palette.bg2}"`);
      for (const symbol of theme.featured) {
        expect(svg).toContain(`fill="${theme.symbols[symbol].colors.tile}"`);
      }
      expect(svg).toContain(`<title>${game.game_name ?? game.node_name} (BGS Originals)</title>`);
      bodies.add(svg);
    }
    expect(bodies.size).toBe(slots.length);
  });

  it('keeps the generic card for games of other vendors', async () => {
    const game = await t.database.db
      .selectFrom('games')
      .innerJoin('vendors', 'vendors.code', 'games.vendor_code')
      .select(['game_id', 'node_name', 'game_name', 'vendors.display_name as vendor'])
      .where('vendor_code', '=', 'SLX')
      .orderBy('game_id')
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({ method: 'GET', url: gameArtUrl(game.game_id) });
    expect(response.body).toBe(
      gameArtSvg({
        gameId: game.game_id,
        name: game.game_name ?? game.node_name,
        vendorName: game.vendor,
        gameType: 'RNG',
      }),
    );
    expect(wellFormed(response.body)).toBe(true);
  });

  it('answers 304 for a matching ETag and 404/400 for unknown or bad ids', async () => {
    const first = await t.app.inject({ method: 'GET', url: gameArtUrl(1001) });
    const again = await t.app.inject({
      method: 'GET',
      url: gameArtUrl(1001),
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const missing = await t.app.inject({ method: 'GET', url: gameArtUrl(999_999) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'game.not.found' });
    const bad = await t.app.inject({ method: 'GET', url: '/lgw/games/art/abc.svg' });
    expect(bad.statusCode).toBe(400);
  });

  it('serves banner art for every seeded banner and the app icon', async () => {
    const banners = await t.database.db.selectFrom('banners').select(['id', 'title']).execute();
    for (const banner of banners) {
      const response = await t.app.inject({ method: 'GET', url: bannerArtUrl(banner.id) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const icon = await t.app.inject({ method: 'GET', url: API.appIcon });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toMatch(/^<svg /);
  });

  it('draws the banner title in the language of `lang` (default: the merchant default, PT)', async () => {
    const banner = await t.database.db
      .selectFrom('banners')
      .select(['id'])
      .where('code', '=', 'm_home-1')
      .executeTakeFirstOrThrow();
    const title = DEMO_BANNERS[0]!.title;
    const art = (lang?: string) =>
      t.app.inject({
        method: 'GET',
        url:
          lang === undefined ? bannerArtUrl(banner.id) : `${bannerArtUrl(banner.id)}?lang=${lang}`,
      });
    const pt = await art('pt');
    const en = await art('en');
    expect(pt.statusCode).toBe(200);
    expect(pt.body).toContain(`<title>${escapeXml(title.pt)}</title>`);
    expect(pt.body).toContain('lang="pt-BR"');
    expect(en.body).toContain(`<title>${escapeXml(title.en)}</title>`);
    expect(en.body).toContain('lang="en"');
    expect(pt.headers.etag).not.toBe(en.headers.etag);
    expect((await art()).body).toBe(pt.body);
    expect((await art('EN')).body).toBe(en.body);
    expect((await art('vi')).body).toBe(en.body);
    expect((await t.app.inject({ method: 'GET', url: bannerArtUrl(banner.id, 'EN') })).body).toBe(
      en.body,
    );
    // The group pill is translated too.
    expect(pt.body).toContain('>Concha Play<');
    const promo = await t.database.db
      .selectFrom('banners')
      .select('id')
      .where('group_name', '=', 'm_promotion')
      .executeTakeFirstOrThrow();
    const promoPt = await t.app.inject({ method: 'GET', url: bannerArtUrl(promo.id, 'pt') });
    expect(promoPt.body).toContain('>Promoção<');
    const bad = await art('fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });
});
