import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GameLaunchValue,
  RECENT_GAMES_KEPT,
  RecentGamesValue,
  TRIAL_TYPE,
  API,
} from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { GameRow } from '../games/games.repository.ts';
import { expectError } from '../accounts/test-support.ts';
import { launchGame, recentGames, recordRecentGame } from './launcher.service.ts';
import { inHouseAdapter, type VendorAdapter } from './vendor-adapters.ts';

describe('game launcher and recent games', () => {
  let t: TestApp;
  let ctx: AppContext;
  let slot: GameRow;
  let noFreePlaySlot: GameRow;
  let external: GameRow;
  let live: GameRow;

  const launchBody = (game: GameRow, extra: Record<string, unknown> = {}) => ({
    gameCategory: game.game_type,
    vendor: game.vendor_code,
    nodeId: game.node_id,
    ...(game.room_id ? { roomId: game.room_id } : { gameId: game.game_id }),
    ...extra,
  });
  const launch = (
    body: Record<string, unknown>,
    cookie: string | null,
    headers: Record<string, string> = {},
    query = '',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${API.gameLaunch}${query}`,
      payload: body,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
  const get = (url: string, cookie: string | null) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const newMember = async (type = 0) => {
    const m = await insertMember(t.database.db, { type });
    return { id: m.id, cookie: await sessionCookieFor(t.database.db, m.id) };
  };
  const recent = async (cookie: string, query = '') =>
    RecentGamesValue.parse(okValue(await get(`${API.recentGames}${query}`, cookie)));

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
    const games = t.database.db.selectFrom('games').selectAll().orderBy('game_id');
    const slots = await games
      .where('vendor_code', '=', 'BGS')
      .where('slot_model', 'is not', null)
      .limit(2)
      .execute();
    [slot, noFreePlaySlot] = slots as [GameRow, GameRow];
    await t.database.db
      .updateTable('games')
      .set({ support_play: 1, freeplay: 0 })
      .where('game_id', '=', noFreePlaySlot.game_id)
      .execute();
    noFreePlaySlot = { ...noFreePlaySlot, support_play: 1, freeplay: 0 };
    external = await games
      .where('vendor_code', '!=', 'BGS')
      .where('game_type', '=', 'RNG')
      .executeTakeFirstOrThrow();
    live = await games.where('game_type', '=', 'LIVE').executeTakeFirstOrThrow();
  });
  afterAll(() => t.cleanup());

  it('needs a session', async () => {
    expectError(await launch(launchBody(slot), null), 401, 'auth.required');
    expectError(await get(API.recentGames, null), 401, 'auth.required');
  });

  it('opens an in-house slot on our own game page and records it as recent', async () => {
    const m = await newMember();
    const response = await launch(launchBody(slot), m.cookie);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(GameLaunchValue.parse(okValue(response))).toEqual({
      url: `/m/game/bgs/${slot.game_id}`,
      freePlay: false,
      gameId: slot.game_id,
      vendor: 'BGS',
    });
    const list = await recent(m.cookie);
    expect(list.list.map((g) => g.gameId)).toEqual([slot.game_id]);
    expect(list.totalPages).toBe(1);
  });

  it('starts free play only where the game supports it', async () => {
    const m = await newMember();
    const free = GameLaunchValue.parse(
      okValue(await launch(launchBody(slot, { freePlay: true }), m.cookie)),
    );
    expect(free).toMatchObject({ url: `/m/game/bgs/${slot.game_id}?play=free`, freePlay: true });
    expectError(
      await launch(launchBody(noFreePlaySlot, { freePlay: true }), m.cookie),
      400,
      'game.freeplay.unavailable',
    );
    // The refused launch did not enter the recent list.
    expect((await recent(m.cookie)).list.map((g) => g.gameId)).toEqual([slot.game_id]);
  });

  it('answers game.vendor.unavailable for a vendor without an adapter, recording nothing', async () => {
    const m = await newMember();
    const response = await launch(launchBody(external), m.cookie, {}, '?language=EN');
    const error = expectError(response, 503, 'game.vendor.unavailable');
    expect(error.message).toMatch(/provider/i);
    const pt = await launch(launchBody(external), m.cookie, {}, '?language=PT');
    expect(expectError(pt, 503, 'game.vendor.unavailable').message).toMatch(/fornecedor/);
    expectError(await launch(launchBody(live), m.cookie), 503, 'game.vendor.unavailable');
    expect((await recent(m.cookie)).list).toEqual([]);
  });

  it('refuses identifiers that do not name one game together', async () => {
    const m = await newMember();
    const cases: Array<Record<string, unknown>> = [
      { nodeId: external.node_id },
      { vendor: 'SLX' },
      { gameCategory: 'LIVE' },
      { gameId: 999999 },
    ];
    for (const override of cases) {
      expectError(await launch(launchBody(slot, override), m.cookie), 404, 'game.not.found');
    }
    await t.database.db
      .updateTable('games')
      .set({ enabled: 0 })
      .where('game_id', '=', noFreePlaySlot.game_id)
      .execute();
    expectError(await launch(launchBody(noFreePlaySlot), m.cookie), 404, 'game.not.found');
    await t.database.db
      .updateTable('games')
      .set({ enabled: 1 })
      .where('game_id', '=', noFreePlaySlot.game_id)
      .execute();
    expect((await recent(m.cookie)).list).toEqual([]);
  });

  it('validates the body and the query with request.invalid', async () => {
    const m = await newMember();
    const badBodies = [
      { gameCategory: 'RNG', vendor: 'BGS', nodeId: slot.node_id },
      launchBody(slot, { freePlay: 'maybe' }),
      launchBody(slot, { gameId: String(slot.game_id) }),
      { gameCategory: 'SLOTS', vendor: 'BGS', gameId: 1, nodeId: '1' },
      { gameCategory: 'RNG', vendor: 'B GS', gameId: 1, nodeId: '1' },
      { gameCategory: 'RNG', vendor: 'BGS', gameId: 1, nodeId: 'abc' },
    ];
    for (const body of badBodies) {
      expectError(await launch(body, m.cookie), 400, 'request.invalid');
    }
    const badUrls = [`${API.recentGames}?pageSize=1000`, `${API.recentGames}?gameType=NOPE`];
    for (const url of badUrls) expectError(await get(url, m.cookie), 400, 'request.invalid');
    expect((await recent(m.cookie)).list).toEqual([]);
  });

  it('is documented as a POST with a JSON body, and nothing else', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const operations = document.paths[API.gameLaunch]!;
    expect(Object.keys(operations)).toEqual(['post']);
    expect(JSON.stringify(operations.post!.requestBody)).toContain('gameCategory');
  });

  it('is a POST: a GET (a link or an image on another site) launches and records nothing', async () => {
    const m = await newMember();
    const params = new URLSearchParams({
      gameCategory: slot.game_type,
      vendor: slot.vendor_code,
      nodeId: slot.node_id,
      gameId: String(slot.game_id),
    });
    const response = await get(`${API.gameLaunch}?${params}`, m.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
    expect((await recent(m.cookie)).list).toEqual([]);
  });

  it('refuses a cross-site call from a browser, recording nothing', async () => {
    const m = await newMember();
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const response = await launch(launchBody(slot), m.cookie, headers);
      expectError(response, 403, 'request.cross.site');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await recent(m.cookie)).list).toEqual([]);
    // The site's own call goes through: labelled same-origin by the browser (whatever a proxy
    // did to Host), or, from an older browser, with an Origin naming this host.
    okValue(
      await launch(launchBody(slot), m.cookie, {
        'sec-fetch-site': 'same-origin',
        origin: 'https://concha.example',
        host: '127.0.0.1:3000',
      }),
    );
    okValue(
      await launch(launchBody(slot), m.cookie, {
        origin: 'http://localhost',
        host: 'localhost:80',
      }),
    );
    expect((await recent(m.cookie)).list.map((g) => g.gameId)).toEqual([slot.game_id]);
  });

  it('lets a trial account play in-house games but not stake at an outside vendor', async () => {
    const trial = await newMember(TRIAL_TYPE);
    okValue(await launch(launchBody(slot), trial.cookie));
    const adapters = new Map<string, VendorAdapter>([
      ['BGS', inHouseAdapter],
      [
        external.vendor_code,
        {
          acceptsTrialMoney: false,
          supports: () => true,
          launchUrl: (_ctx, { game, freePlay }) =>
            `https://vendor.example/play/${game.game_code}?fun=${freePlay ? 1 : 0}`,
        },
      ],
    ]);
    const query = {
      gameCategory: 'RNG' as const,
      vendor: external.vendor_code,
      nodeId: external.node_id,
      gameId: external.game_id,
      freePlay: false,
    };
    const auth = { sessionId: 'x', memberId: trial.id, userName: 'trial', type: TRIAL_TYPE };
    await expect(
      launchGame(ctx, adapters, { ...auth, merchantCode: 'DEMO' }, query),
    ).rejects.toMatchObject({ code: 'trial.forbidden' });
    // A configured adapter answers its own URL; free play is open to a trial account.
    const fun = await launchGame(
      ctx,
      adapters,
      { ...auth, merchantCode: 'DEMO' },
      { ...query, freePlay: true },
    );
    expect(fun.url).toBe(`https://vendor.example/play/${external.game_code}?fun=1`);
    const member = await newMember();
    const real = await launchGame(
      ctx,
      adapters,
      { ...auth, type: 0, memberId: member.id, merchantCode: 'DEMO' },
      query,
    );
    expect(real.url).toBe(`https://vendor.example/play/${external.game_code}?fun=0`);
  });

  it('keeps recent games newest first, filtered, paged and capped', async () => {
    const m = await newMember();
    const ids = (
      await t.database.db
        .selectFrom('games')
        .select('game_id')
        .orderBy('game_id')
        .limit(RECENT_GAMES_KEPT + 5)
        .execute()
    ).map((row) => row.game_id);
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (const [i, id] of ids.entries()) {
      await recordRecentGame(ctx, m.id, id, new Date(start + i * 1000));
    }
    // Playing the oldest kept game again moves it to the top.
    await recordRecentGame(ctx, m.id, ids[5]!, new Date(start + 10_000_000));
    const all = await recentGames(ctx, m.id, { page: 1, pageSize: RECENT_GAMES_KEPT }, 'EN');
    expect(all.list).toHaveLength(RECENT_GAMES_KEPT);
    expect(all.list[0]!.gameId).toBe(ids[5]);
    expect(all.list.map((g) => g.gameId)).not.toContain(ids[4]);
    expect(all.list[1]!.gameId).toBe(ids.at(-1));

    const page2 = await recent(m.cookie, '?page=2');
    expect(page2.totalPages).toBe(4);
    expect(page2.list.map((g) => g.gameId)).toEqual(all.list.slice(25, 50).map((g) => g.gameId));
    const bgs = await recent(m.cookie, '?vassalage=BGS&gameType=RNG&pageSize=100');
    expect(bgs.list.length).toBeGreaterThan(0);
    expect(bgs.list.every((g) => g.vendorCode === 'BGS' && g.gameType === 'RNG')).toBe(true);
    // Another member's list is their own.
    const other = await newMember();
    expect((await recent(other.cookie)).list).toEqual([]);
  });
});
