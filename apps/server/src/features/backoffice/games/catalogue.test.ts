import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  PLAY_API,
  bgsPath,
  type FavouriteIds,
  type FavouritesPage,
  type GameListPage,
  type GameMenus,
  type GameVendors,
  type HotGames,
  type RecentGamesValue,
} from '@app/contracts';
import {
  BO_GAMES_API,
  boGamesPath,
  type BoGamePage,
  type BoGameRow,
  type BoHotList,
  type BoMenuList,
  type BoVendorList,
} from '@app/contracts/backoffice';
import { okValue } from '../../../testing/api.ts';
import { insertMemberWithSession } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

/**
 * The catalogue (issue 22): content and admin read and write it, a cashier neither; every
 * change is one audit row with the values before and after; a vendor switched off takes every
 * one of its games off every list, search, count, favourite, recent list and launch of the
 * member site at once (the caches are dropped), and switched on brings them back.
 */
let t: TestApp;
let admin: TestOperator;
let content: TestOperator;
let cashier: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInOperator(t.database.db, 'admin');
  content = await signedInOperator(t.database.db, 'content');
  cashier = await signedInOperator(t.database.db, 'cashier');
});
afterAll(async () => t?.cleanup());

const db = () => t.database.db;
const post = (operator: TestOperator, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: operator.headers, payload });
const boGet = (operator: TestOperator, url: string) =>
  t.app.inject({ method: 'GET', url, headers: operator.headers });
const site = <T>(url: string, cookie?: string) =>
  t.app
    .inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
    .then((response) => okValue<T>(response));

async function auditRows(action: string) {
  return db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
}

describe('permissions', () => {
  it('lets content and admin read and write, and refuses a cashier both', async () => {
    for (const operator of [admin, content]) {
      expect((await boGet(operator, BO_GAMES_API.vendors)).statusCode).toBe(200);
      expect((await boGet(operator, `${BO_GAMES_API.games}?limit=5`)).statusCode).toBe(200);
      expect((await boGet(operator, BO_GAMES_API.hot)).statusCode).toBe(200);
      expect((await boGet(operator, BO_GAMES_API.menus)).statusCode).toBe(200);
    }
    for (const url of [BO_GAMES_API.vendors, BO_GAMES_API.games, BO_GAMES_API.hot]) {
      const response = await boGet(cashier, url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'bo.forbidden' });
    }
    const game = await db().selectFrom('games').select('game_id').executeTakeFirstOrThrow();
    const refused = await post(cashier, boGamesPath(BO_GAMES_API.game, game.game_id), {
      isNew: true,
    });
    expect(refused.statusCode).toBe(403);
    const vendorOff = await post(cashier, boGamesPath(BO_GAMES_API.vendor, 'BGS'), {
      enabled: false,
    });
    expect(vendorOff.statusCode).toBe(403);
    const vendor = await db()
      .selectFrom('vendors')
      .select('enabled')
      .where('code', '=', 'BGS')
      .executeTakeFirstOrThrow();
    expect(vendor.enabled).toBe(1);
  });
});

describe('games', () => {
  it('pages and filters the games by vendor, type and flags', async () => {
    const page = okValue<BoGamePage>(
      await boGet(content, `${BO_GAMES_API.games}?vendor=BGS&gameType=RNG&limit=10`),
    );
    expect(page.total).toBeGreaterThan(10);
    expect(page.rows).toHaveLength(10);
    expect(page.rows.every((row) => row.vendorCode === 'BGS' && row.gameType === 'RNG')).toBe(true);
    const hot = okValue<BoGamePage>(await boGet(content, `${BO_GAMES_API.games}?hot=yes`));
    expect(hot.rows.every((row) => row.hot)).toBe(true);
    const next = okValue<BoGamePage>(
      await boGet(content, `${BO_GAMES_API.games}?vendor=BGS&gameType=RNG&limit=10&offset=10`),
    );
    expect(next.rows[0]!.gameId).not.toBe(page.rows[0]!.gameId);
    expect((await boGet(content, `${BO_GAMES_API.games}?hot=maybe`)).statusCode).toBe(400);
  });

  it('changes a game, audits before and after, and the site shows it at once', async () => {
    const [first] = okValue<BoGamePage>(
      await boGet(content, `${BO_GAMES_API.games}?vendor=BGS&gameType=RNG&isNew=no&limit=1`),
    ).rows;
    const game = first!;
    // The site's list, read once so it is cached.
    const list = () =>
      site<GameListPage>(
        `${API.gameList}?gameType=RNG&isNew=true&gameName=${encodeURIComponent(game.name)}&pageNo=1&pageSize=50`,
      );
    expect((await list()).games.some((g) => g.gameId === game.gameId)).toBe(false);

    const changed = okValue<BoGameRow>(
      await post(content, boGamesPath(BO_GAMES_API.game, game.gameId), {
        isNew: true,
        minBetCents: 250,
        classification: 'VP',
      }),
    );
    expect(changed).toMatchObject({ isNew: true, minBetCents: 250, classification: 'VP' });
    const [row] = await auditRows('catalogue.game.update');
    expect(row).toMatchObject({ target_type: 'game', target_id: String(game.gameId) });
    expect(JSON.parse(row!.before_json!)).toEqual({
      isNew: false,
      minBetCents: game.minBetCents,
      classification: game.classification,
    });
    expect(JSON.parse(row!.after_json!)).toEqual({
      isNew: true,
      minBetCents: 250,
      classification: 'VP',
    });
    expect((await list()).games.find((g) => g.gameId === game.gameId)).toMatchObject({
      isNew: 1,
      minBet: 250,
      gameClassifyNew: 'VP',
    });

    // The same values again change nothing and write no row.
    const rows = (await auditRows('catalogue.game.update')).length;
    await post(content, boGamesPath(BO_GAMES_API.game, game.gameId), { isNew: true });
    expect(await auditRows('catalogue.game.update')).toHaveLength(rows);
    // Bad input: 400, nothing changed.
    for (const body of [{}, { minBetCents: -1 }, { gameType: 'NOPE' }, { classification: 'X' }]) {
      expect(
        (await post(content, boGamesPath(BO_GAMES_API.game, game.gameId), body)).statusCode,
      ).toBe(400);
    }
    expect(
      (await post(content, boGamesPath(BO_GAMES_API.game, 999_999_999), { isNew: true }))
        .statusCode,
    ).toBe(404);
  });

  it('orders the home hot list apart from the lists, audited, seen on the site', async () => {
    const before = okValue<BoHotList>(await boGet(content, BO_GAMES_API.hot)).rows;
    expect(before.length).toBeGreaterThan(2);
    const second = before[1]!;
    const moved = await post(content, boGamesPath(BO_GAMES_API.hotMove, second.gameId), {
      direction: 'up',
    });
    expect(okValue(moved)).toEqual({ moved: true });
    const after = okValue<BoHotList>(await boGet(content, BO_GAMES_API.hot)).rows;
    expect(after.map((g) => g.gameId).slice(0, 2)).toEqual([second.gameId, before[0]!.gameId]);
    const [row] = await auditRows('catalogue.hot.move');
    expect(JSON.parse(row!.before_json!)).toEqual({ position: 2 });
    expect(JSON.parse(row!.after_json!)).toEqual({ position: 1 });
    const shown = await site<HotGames>(`${API.hotGames}?limit=100`);
    const visible = after.filter((g) => g.enabled && g.vendorEnabled).map((g) => g.gameId);
    expect(shown.list.map((g) => g.gameId)).toEqual(visible.slice(0, shown.list.length));
    // The top cannot go further up: nothing moves, no row.
    const count = (await auditRows('catalogue.hot.move')).length;
    expect(
      okValue(
        await post(content, boGamesPath(BO_GAMES_API.hotMove, second.gameId), {
          direction: 'up',
        }),
      ),
    ).toEqual({ moved: false });
    expect(await auditRows('catalogue.hot.move')).toHaveLength(count);
  });

  it('orders the menus and the vendors', async () => {
    const menus = okValue<BoMenuList>(await boGet(admin, BO_GAMES_API.menus)).rows;
    const last = menus.at(-1)!;
    expect(
      okValue(await post(admin, boGamesPath(BO_GAMES_API.menuMove, last.key), { direction: 'up' })),
    ).toEqual({ moved: true });
    const siteMenus = await site<GameMenus>(API.gameMenus);
    expect(siteMenus.list.at(-2)!.key).toBe(last.key);
    expect((await auditRows('catalogue.menu.move'))[0]).toMatchObject({ target_id: last.key });

    const vendors = okValue<BoVendorList>(await boGet(admin, BO_GAMES_API.vendors)).rows;
    const code = vendors[1]!.code;
    await post(admin, boGamesPath(BO_GAMES_API.vendorMove, code), { direction: 'up' });
    const again = okValue<BoVendorList>(await boGet(admin, BO_GAMES_API.vendors)).rows;
    expect(again[0]!.code).toBe(code);
    expect((await auditRows('catalogue.vendor.move'))[0]).toMatchObject({ target_id: code });
  });
});

describe('a vendor switched off', () => {
  it('hides its games everywhere on the site and refuses their launch; on brings them back', async () => {
    const member = await insertMemberWithSession(db());
    const bgs = await db()
      .selectFrom('games')
      .selectAll()
      .where('vendor_code', '=', 'BGS')
      .where('enabled', '=', 1)
      .where('slot_model', 'is not', null)
      .orderBy('game_id')
      .executeTakeFirstOrThrow();
    // Hot, so the home hot list has it; a favourite and a recent game of the member.
    await db().updateTable('games').set({ is_top: 1 }).where('game_id', '=', bgs.game_id).execute();
    const fav = await t.app.inject({
      method: 'POST',
      url: API.favourites,
      headers: { cookie: member.cookie },
      payload: { nodeId: bgs.node_id, vendor: 'BGS' },
    });
    expect(fav.statusCode).toBe(200);
    const launchBody = {
      gameCategory: bgs.game_type,
      vendor: 'BGS',
      nodeId: bgs.node_id,
      gameId: bgs.game_id,
    };
    const launch = () =>
      t.app.inject({
        method: 'POST',
        url: API.gameLaunch,
        headers: { cookie: member.cookie },
        payload: launchBody,
      });
    expect((await launch()).statusCode).toBe(200);
    const term = encodeURIComponent(bgs.game_name ?? bgs.node_name);

    /** What the site shows of the game (and of BGS) on every path. */
    const seen = async () => {
      const hot = await site<HotGames>(`${API.hotGames}?limit=100`);
      const list = await site<GameListPage>(
        `${API.gameList}?gameType=${bgs.game_type}&vassalage=BGS&pageNo=1&pageSize=50`,
      );
      const search = await site<GameListPage>(
        `${API.gameList}?gameName=${term}&pageNo=1&pageSize=100`,
      );
      const vendorList = await site<GameListPage>(
        `${API.gameList}?vassalage=BGS&pageNo=1&pageSize=25`,
      );
      const menus = await site<GameMenus>(API.gameMenus);
      const vendors = await site<GameVendors>(API.gameVendors);
      const favourites = await site<FavouritesPage>(API.favourites, member.cookie);
      const favouriteIds = await site<FavouriteIds>(API.favouriteIds, member.cookie);
      const recent = await site<RecentGamesValue>(API.recentGames, member.cookie);
      const session = await t.app.inject({
        method: 'GET',
        url: bgsPath(PLAY_API.bgsSession, bgs.game_id),
        headers: { cookie: member.cookie },
      });
      return {
        hot: hot.list.some((g) => g.gameId === bgs.game_id),
        list: list.games.some((g) => g.gameId === bgs.game_id),
        search: search.games.some((g) => g.gameId === bgs.game_id),
        vendorList: vendorList.games.length > 0,
        menuCount: menus.list.find((m) => m.gameType === bgs.game_type)?.gameCount ?? 0,
        vendors: vendors.sorting.some((group) => group.vendors.some((v) => v.vassalage === 'BGS')),
        favourites: favourites.content.some((g) => g.gameId === bgs.game_id),
        favouriteIds: favouriteIds.list.includes(bgs.node_id),
        recent: recent.list.some((g) => g.gameId === bgs.game_id),
        session: session.statusCode,
        launch: (await launch()).statusCode,
      };
    };
    const on = await seen();
    expect(on).toMatchObject({
      hot: true,
      list: true,
      search: true,
      vendorList: true,
      vendors: true,
      favourites: true,
      favouriteIds: true,
      recent: true,
      session: 200,
      launch: 200,
    });

    const off = await post(content, boGamesPath(BO_GAMES_API.vendor, 'BGS'), { enabled: false });
    expect(okValue(off)).toEqual({ enabled: false });
    const [row] = await auditRows('catalogue.vendor.enabled');
    expect(row).toMatchObject({ target_type: 'vendor', target_id: 'BGS' });
    expect(JSON.parse(row!.before_json!)).toEqual({ enabled: true });
    expect(JSON.parse(row!.after_json!)).toEqual({ enabled: false });

    const hidden = await seen();
    expect(hidden).toMatchObject({
      hot: false,
      list: false,
      search: false,
      vendorList: false,
      vendors: false,
      favourites: false,
      favouriteIds: false,
      recent: false,
      session: 404,
      launch: 404,
    });
    expect(hidden.menuCount).toBeLessThan(on.menuCount);
    // Adding it as a favourite is refused like an unknown game.
    const add = await t.app.inject({
      method: 'POST',
      url: API.favourites,
      headers: { cookie: member.cookie },
      payload: { nodeId: bgs.node_id, vendor: 'BGS' },
    });
    expect(add.statusCode).toBe(404);
    const list = okValue<BoVendorList>(await boGet(content, BO_GAMES_API.vendors));
    expect(list.rows.find((v) => v.code === 'BGS')!.enabled).toBe(false);

    await post(content, boGamesPath(BO_GAMES_API.vendor, 'BGS'), { enabled: true });
    expect(await seen()).toEqual(on);
  });
});
