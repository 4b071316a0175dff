import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EsportsMatchCounts,
  HOME_WIDGETS_API,
  HOT_MATCHES_MAX,
  HotMatches,
  News,
  NEWS_MAX,
  newsArtUrl,
  PROVIDER_API,
  type ProviderFixture,
  type ProviderFixtureCountsValue,
} from '@app/contracts';
import { okValue } from '../../testing/api.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_HOT_MATCHES, DEMO_NEWS } from '../../db/seed/home-widgets.ts';
import { FIXTURES_STALE_MS, FIXTURES_TTL_MS } from './provider-fixtures.service.ts';
import { escapeHtml } from './lobby-content.service.ts';

/**
 * The home's hot matches and hot news, and the e-sports centre's figures, from the game
 * provider's public sportsbook calls (issue 20): a fake provider answers them; the server keeps
 * an answer a few seconds, shows the last one a while when the provider fails, and falls back
 * to the stored demo content (or null figures) when it has nothing recent. Never a 5xx.
 */

type Mode = 'ok' | 'error' | 'garbage' | 'hang';

const fixture = (
  id: string,
  overrides: Partial<ProviderFixture> & Pick<ProviderFixture, 'kickoffAt'>,
): ProviderFixture => ({
  id,
  sport: 'football',
  competition: 'BRA',
  competitionName: { pt: 'Brasileirão Série A', en: 'Brazilian Série A' },
  home: 'Flamengo',
  away: 'Palmeiras',
  odds: { home: 185, draw: 320, away: 410 },
  ...overrides,
});

// Far ahead of any clock the tests move: 18:30 UTC is 15:30 in Brasília (UTC-3).
const KICK_OFF = '2099-03-10T18:30:00.000Z';
const later = (minutes: number) => new Date(Date.parse(KICK_OFF) + minutes * 60_000).toISOString();

describe('the provider’s fixtures on home and in the e-sports centre', () => {
  let provider: Server;
  let providerUrl: string;
  let mode: Mode = 'ok';
  let fixtures: ProviderFixture[] = [];
  let counts: ProviderFixtureCountsValue = { sports: {}, esports: {} };
  const hits = { featured: 0, counts: 0 };
  let featuredLimit: string | null = null;

  const clock = { now: Date.now() };
  let t: TestApp;
  let cold: TestApp | undefined;
  let without: TestApp | undefined;

  beforeAll(async () => {
    provider = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://provider');
      if (mode === 'hang') return; // never answers: the server's timeout gives up
      if (url.pathname === PROVIDER_API.featuredFixtures) {
        hits.featured += 1;
        featuredLimit = url.searchParams.get('limit');
      } else if (url.pathname === PROVIDER_API.fixtureCounts) {
        hits.counts += 1;
      }
      if (mode === 'error') {
        response.writeHead(503, { 'content-type': 'text/html' });
        response.end('<h1>Service Unavailable</h1>');
        return;
      }
      const value =
        url.pathname === PROVIDER_API.featuredFixtures
          ? { fixtures }
          : url.pathname === PROVIDER_API.fixtureCounts
            ? counts
            : null;
      response.writeHead(value ? 200 : 404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          mode === 'garbage'
            ? { success: true, value: { fixtures: [{ id: 7 }] } }
            : value
              ? { success: true, value }
              : { success: false },
        ),
      );
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    t = await createTestApp({
      config: { GAME_PROVIDER_URL: providerUrl },
      clock: () => clock.now,
    });
  });
  afterAll(async () => {
    await Promise.all([t?.cleanup(), cold?.cleanup(), without?.cleanup()]);
    provider.closeAllConnections();
    await new Promise((resolve) => provider.close(resolve));
  });
  beforeEach(() => {
    mode = 'ok';
    // Past every answer the provider source keeps and every stale one.
    clock.now += FIXTURES_STALE_MS + FIXTURES_TTL_MS;
  });

  const get = (app: TestApp, url: string) => {
    app.app.caches.invalidate();
    return app.app.inject({ method: 'GET', url });
  };
  const matches = async (app: TestApp = t, language = 'PT') =>
    HotMatches.parse(
      okValue(await get(app, `${HOME_WIDGETS_API.hotMatches}?language=${language}`)),
    );
  const news = async (app: TestApp = t, language = 'PT') =>
    News.parse(okValue(await get(app, `${HOME_WIDGETS_API.news}?language=${language}`)));
  const esports = async (app: TestApp = t) =>
    EsportsMatchCounts.parse(okValue(await get(app, HOME_WIDGETS_API.esportsMatches)));

  /** The catalogue's name of a game by id (the games the matches open). */
  const gameNameOf = async (gameId: number | undefined) =>
    (
      await t.database.db
        .selectFrom('games')
        .select(['node_name', 'vendor_code'])
        .where('game_id', '=', gameId ?? -1)
        .executeTakeFirstOrThrow()
    ).node_name;

  const SPREAD: ProviderFixture[] = [
    fixture('fx-football', { kickoffAt: KICK_OFF }),
    fixture('fx-basket', {
      kickoffAt: later(30),
      sport: 'basketball',
      competition: 'NBB',
      competitionName: { pt: 'NBB', en: 'NBB (Brazil)' },
      home: 'Franca',
      away: 'Flamengo Basquete',
      odds: { home: 150, draw: null, away: 250 },
    }),
    fixture('fx-imes', {
      kickoffAt: later(60),
      sport: 'esports',
      competition: 'IMES',
      competitionName: { pt: 'Imperial Esports Liga', en: 'Imperial Esports League' },
      home: 'Team Rift',
      away: 'Siege Five',
      odds: { home: 170, draw: null, away: 205 },
    }),
    fixture('fx-ai', {
      kickoffAt: later(90),
      sport: 'esports',
      competition: 'AI',
      competitionName: { pt: 'Arena Invicta', en: 'Arena Invicta' },
      home: 'Nova',
      away: 'Pulse',
      odds: { home: 190, draw: null, away: 180 },
    }),
  ];

  it('lists the featured fixtures, soonest first, each with the game that opens it', async () => {
    // In any order: the list is soonest first. Which matches are still ahead is the provider's
    // call, on its own clock (ours may be moved forward outside production).
    fixtures = [...SPREAD.slice(1), SPREAD[0]!];
    const pt = await matches();
    expect(featuredLimit).toBe(String(HOT_MATCHES_MAX));
    expect(pt.list.map((m) => m.id)).toEqual([
      'fixture:fx-football',
      'fixture:fx-basket',
      'fixture:fx-imes',
      'fixture:fx-ai',
    ]);
    const [football, basket, imes, ai] = pt.list;
    expect(football).toMatchObject({
      league: 'Brasileirão Série A',
      homeTeam: 'Flamengo',
      awayTeam: 'Palmeiras',
      kickOffAt: KICK_OFF,
      odds: { home: 185, draw: 320, away: 410 },
      fixtureId: 'fx-football',
    });
    // A sport's own title, "Live Odds" first; the sportsbook vendor KCK.
    expect(football!.launch).toMatchObject({ vendorCode: 'KCK', gameType: 'SPORTS' });
    expect(await gameNameOf(football!.launch?.gameId)).toBe('Football Live Odds');
    expect(basket!.odds.draw).toBeNull();
    expect(await gameNameOf(basket!.launch?.gameId)).toBe('Basketball Live Odds');
    // An e-sports title with its own vendor opens there; one without (AI), the all-titles NXA.
    expect(imes!.launch).toMatchObject({ vendorCode: 'IMES', gameType: 'ESPORTS' });
    expect(ai!.launch).toMatchObject({ vendorCode: 'NXA', gameType: 'ESPORTS' });

    const en = await matches(t, 'EN');
    expect(en.list[0]!.league).toBe('Brazilian Série A');
    expect(en.list[2]!.league).toBe('Imperial Esports League');
    // VI reads the English texts, like every merchant content.
    expect((await matches(t, 'VI')).list[1]!.league).toBe('NBB (Brazil)');
  });

  it('prefers a "Pre-match" title when the sport has no "Live Odds" one', async () => {
    const db = t.database.db;
    const liveOdds = await db
      .selectFrom('games')
      .select('game_id')
      .where('node_name', '=', 'Football Live Odds')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('games')
      .set({ enabled: 0 })
      .where('game_id', '=', liveOdds.game_id)
      .execute();
    try {
      fixtures = [SPREAD[0]!];
      const [match] = (await matches()).list;
      expect(await gameNameOf(match!.launch?.gameId)).toBe('Football Pre-match');
    } finally {
      await db
        .updateTable('games')
        .set({ enabled: 1 })
        .where('game_id', '=', liveOdds.game_id)
        .execute();
    }
  });

  it('asks the provider once for a few seconds, for the matches and the news alike', async () => {
    fixtures = SPREAD;
    const before = hits.featured;
    await matches();
    await news();
    await matches(t, 'EN');
    expect(hits.featured - before).toBe(1);
    clock.now += FIXTURES_TTL_MS;
    await matches();
    expect(hits.featured - before).toBe(2);
  });

  it('heads the news with up to three featured matches that open the match', async () => {
    fixtures = [
      ...SPREAD,
      fixture('fx-hostile', {
        kickoffAt: later(120),
        home: '<img src=x onerror="alert(1)">',
        away: 'Away & Co',
      }),
    ];
    const pt = await news();
    expect(pt.list).toHaveLength(Math.min(3 + DEMO_NEWS.length, NEWS_MAX));
    const [first, second, third] = pt.list;
    expect(pt.list.slice(0, 3).map((n) => n.id)).toEqual([
      'fixture:fx-football',
      'fixture:fx-basket',
      'fixture:fx-imes',
    ]);
    expect(first!.title).toBe('Destaque: Flamengo x Palmeiras — Brasileirão Série A, 10/03 15:30');
    expect(first!.summary).toBe('Odds: Casa 1,85 · Empate 3,20 · Fora 4,10');
    expect(first!.content).toContain('10/03/2099 15:30 (horário de Brasília)');
    expect(first).toMatchObject({ fixtureId: 'fx-football', launch: { vendorCode: 'KCK' } });
    // No draw, no draw price.
    expect(second!.summary).toBe('Odds: Casa 1,50 · Fora 2,50');
    expect(third).toMatchObject({ fixtureId: 'fx-imes', launch: { vendorCode: 'IMES' } });
    // The picture of a stored football item.
    const football = await t.database.db
      .selectFrom('news')
      .select('id')
      .where('art', '=', 'football')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(first!.imageUrl).toBe(newsArtUrl(football.id));
    // Then the stored news, newest first, as before, without a game.
    expect(pt.list.slice(3).map((n) => n.title)).toEqual(
      DEMO_NEWS.map((n) => n.title.pt).slice(0, NEWS_MAX - 3),
    );
    expect(pt.list[3]).not.toHaveProperty('fixtureId');

    const en = await news(t, 'EN');
    expect(en.list[0]!.title).toBe(
      'Featured: Flamengo v Palmeiras — Brazilian Série A, 10/03 15:30',
    );
    expect(en.list[0]!.summary).toBe('Odds: Home 1.85 · Draw 3.20 · Away 4.10');
    expect(en.list[0]!.content).toContain('(Brasília time)');

    // The provider's texts are escaped in the HTML body.
    fixtures = [fixtures[4]!];
    clock.now += FIXTURES_TTL_MS;
    const [hostile] = (await news()).list;
    expect(hostile!.content).toContain(escapeHtml('<img src=x onerror="alert(1)">'));
    expect(hostile!.content).toContain('Away &amp; Co');
    expect(hostile!.content).not.toContain('<img');
  });

  it('shows the last answer a while when the provider fails, then the stored matches', async () => {
    fixtures = SPREAD;
    expect((await matches()).list[0]!.id).toBe('fixture:fx-football');
    for (const failing of ['error', 'garbage'] as const) {
      mode = failing;
      clock.now += FIXTURES_TTL_MS;
      expect((await matches()).list[0]!.id).toBe('fixture:fx-football');
      expect((await news()).list[0]!.id).toBe('fixture:fx-football');
    }
    clock.now += FIXTURES_STALE_MS;
    const stored = await matches();
    expect(stored.list).toHaveLength(Math.min(DEMO_HOT_MATCHES.length, HOT_MATCHES_MAX));
    expect(stored.list.every((m) => m.launch === null && m.fixtureId === null)).toBe(true);
    expect(stored.list.every((m) => /^\d+$/.test(m.id))).toBe(true);
    expect((await news()).list.map((n) => n.id).some((id) => id.startsWith('fixture:'))).toBe(
      false,
    );
  });

  it('shows the stored matches and no figures when the provider never answered', async () => {
    cold = await createTestApp({ config: { GAME_PROVIDER_URL: providerUrl } });
    mode = 'hang';
    const [stored, items, figures] = await Promise.all([matches(cold), news(cold), esports(cold)]);
    expect(stored.list.length).toBeGreaterThan(0);
    expect(stored.list.every((m) => m.launch === null)).toBe(true);
    expect(items.list.map((n) => n.title)).toEqual(DEMO_NEWS.map((n) => n.title.pt));
    expect(figures).toEqual({ vendors: null });
  });

  it('lists an empty answer as no hot match', async () => {
    fixtures = [];
    expect((await matches()).list).toEqual([]);
    expect((await news()).list.map((n) => n.title)).toEqual(DEMO_NEWS.map((n) => n.title.pt));
  });

  it('counts live and upcoming e-sports matches per e-sports vendor', async () => {
    counts = {
      sports: { football: { live: 4, upcoming: 9 }, esports: { live: 3, upcoming: 8 } },
      esports: {
        IMES: { live: 1, upcoming: 2 },
        AV: { live: 2, upcoming: 1 },
        TF: { live: 0, upcoming: 5 },
      },
    };
    const response = await get(t, HOME_WIDGETS_API.esportsMatches);
    expect(response.headers['cache-control']).toBe(`public, max-age=${FIXTURES_TTL_MS / 1000}`);
    expect(EsportsMatchCounts.parse(okValue(response))).toEqual({
      vendors: {
        // The all-titles vendor: every e-sports match.
        NXA: { live: 3, upcoming: 8 },
        IMES: { live: 1, upcoming: 2 },
        // No match of its title in the next hours.
        IA: { live: 0, upcoming: 0 },
        AV: { live: 2, upcoming: 1 },
      },
    });
    // A failing provider: the last figures a while, then none.
    mode = 'error';
    clock.now += FIXTURES_TTL_MS;
    expect((await esports()).vendors?.NXA).toEqual({ live: 3, upcoming: 8 });
    clock.now += FIXTURES_STALE_MS;
    expect(await esports()).toEqual({ vendors: null });
  });

  it('answers the stored matches and null figures without a provider, for a guest too', async () => {
    without = await createTestApp();
    const stored = await matches(without);
    expect(stored.list.every((m) => m.launch === null && m.fixtureId === null)).toBe(true);
    expect(await esports(without)).toEqual({ vendors: null });
  });
});
