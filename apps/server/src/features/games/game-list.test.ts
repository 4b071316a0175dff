import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  GameListPage,
  GameVendors,
  HotGames,
  VendorGameTypes,
  gameCentreVendors,
  okEnvelope,
} from '@app/contracts';
import type { GamesTable } from '../../db/schema/tables.ts';
import { insertGames } from '../../db/seed/search-rows.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

type NewGame = Omit<GamesTable, 'search_name'>;

function testGame(gameId: number, name: string, fields: Partial<NewGame> = {}): NewGame {
  return {
    game_id: gameId,
    node_id: String(gameId),
    room_id: null,
    node_name: name,
    game_name: name,
    display_name: 'Zeta Test',
    game_code: `ZZT_${gameId}`,
    game_group_id: null,
    game_type: 'RNG',
    vendor_code: 'ZZT',
    is_game_h5: null,
    support_play: 0,
    freeplay: 1,
    classification: 'JP',
    lotto_mode: null,
    is_top: 0,
    is_new: 0,
    min_bet_cents: 10,
    sort_order: gameId,
    enabled: 1,
    slot_model: null,
    slot_theme: null,
    ...fields,
  };
}

/** Named games of a test vendor: Portuguese and Vietnamese accents, and LIKE's wildcards. */
const NAMED: NewGame[] = [
  testGame(800_001, 'Ceará Fortuna'),
  testGame(800_002, 'Đường Lên Đỉnh Olympia'),
  testGame(800_003, 'Sông Hương Vàng'),
  testGame(800_004, 'Coração Valente'),
  testGame(800_005, '100% Lucky'),
  testGame(800_006, 'Lucky_7 Wild'),
  testGame(800_007, 'Lucky 7 Wild'),
  // A disabled game is never listed, whatever it is called.
  testGame(800_008, 'Ceará Escondido', { enabled: 0 }),
];

/** An e-sports vendor filed under SPORTS (TF is an e-sport game code of spec section 9). */
const TF_GAMES: NewGame[] = [
  testGame(800_101, 'Arena Bets', { vendor_code: 'TF', game_type: 'SPORTS' }),
  testGame(800_102, 'Arena Bets Live', { vendor_code: 'TF', game_type: 'SPORTS' }),
];

describe('game list, name search and vendors', () => {
  let t: TestApp;
  let all: Array<
    Pick<
      GamesTable,
      | 'game_id'
      | 'game_type'
      | 'vendor_code'
      | 'classification'
      | 'min_bet_cents'
      | 'is_new'
      | 'sort_order'
    >
  >;

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db
      .insertInto('vendors')
      .values([
        { code: 'ZZT', display_name: 'Zeta Test', category: 'RNG', is_inhouse: 0, sequence: 50 },
        { code: 'TF', display_name: 'TF Gaming', category: 'SPORTS', is_inhouse: 0, sequence: 51 },
      ])
      .execute();
    await insertGames(t.database.db, [...NAMED, ...TF_GAMES]);
    all = await t.database.db
      .selectFrom('games')
      .select([
        'game_id',
        'game_type',
        'vendor_code',
        'classification',
        'min_bet_cents',
        'is_new',
        'sort_order',
      ])
      .where('enabled', '=', 1)
      .orderBy('sort_order')
      .orderBy('game_id')
      .execute();
  });
  afterAll(() => t.cleanup());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  const list = async (query: string) => {
    const response = await get(`${API.gameList}?${query}`);
    expect(response.statusCode, query).toBe(200);
    return okEnvelope(GameListPage).parse(response.json()).value;
  };

  /** Every page of a query, in order. */
  const everyPage = async (query: string, pageSize = 100) => {
    const first = await list(`${query}&pageSize=${pageSize}`);
    const games = [...first.games];
    for (let page = 2; page <= first.totalPages; page += 1) {
      games.push(...(await list(`${query}&pageSize=${pageSize}&pageNo=${page}`)).games);
    }
    return { first, ids: games.map((game) => game.gameId) };
  };

  const names = async (gameName: string, extra = '') =>
    (await list(`gameName=${encodeURIComponent(gameName)}&pageSize=100${extra}`)).games.map(
      (game) => game.gameName ?? game.nodeName,
    );

  it('answers a page of 50 by default, without ELOTT, in the list order, to visitors', async () => {
    const response = await get(
      `${API.gameList}?merchant=DEMO&platform=html5&language=pt&clientType=2&pageNo=1`,
    );
    // No cookie, no bearer: the list is on the open list.
    expect(response.statusCode).toBe(200);
    const page = okEnvelope(GameListPage).parse(response.json()).value;
    const expected = all.filter((game) => game.game_type !== 'ELOTT');
    expect(page.games).toHaveLength(50);
    expect(page.pageNum).toBe(1);
    expect(page.totalCount).toBe(expected.length);
    expect(page.totalPages).toBe(Math.ceil(expected.length / 50));
    expect(page.games.map((game) => game.gameId)).toEqual(
      expected.slice(0, 50).map((game) => game.game_id),
    );
    const { ids } = await everyPage('x=1');
    expect(ids).toEqual(expected.map((game) => game.game_id));
    // ELOTT is listed only when asked for by type.
    const elott = await everyPage('gameType=ELOTT');
    expect(elott.ids).toEqual(all.filter((g) => g.game_type === 'ELOTT').map((g) => g.game_id));
    expect(elott.ids.length).toBeGreaterThan(0);
  });

  it('applies every filter alone and combined, exactly as the rows say', async () => {
    const cases: Array<[string, (game: (typeof all)[number]) => boolean]> = [
      ['gameType=RNG', (g) => g.game_type === 'RNG'],
      ['gameType=LIVE', (g) => g.game_type === 'LIVE'],
      ['vassalage=BGS', (g) => g.vendor_code === 'BGS' && g.game_type !== 'ELOTT'],
      ['gameClassify=JP', (g) => g.classification === 'JP' && g.game_type !== 'ELOTT'],
      ['gameClassify=AC', (g) => g.classification === 'AC' && g.game_type !== 'ELOTT'],
      // minBet: games playable at that stake (minimum bet at most the amount).
      ['minBet=0.05', (g) => g.min_bet_cents <= 5 && g.game_type !== 'ELOTT'],
      ['minBet=0.75', (g) => g.min_bet_cents <= 75 && g.game_type !== 'ELOTT'],
      ['minBet=0.01', (g) => g.min_bet_cents <= 1 && g.game_type !== 'ELOTT'],
      ['isNew=1', (g) => g.is_new === 1 && g.game_type !== 'ELOTT'],
      ['isNew=true', (g) => g.is_new === 1 && g.game_type !== 'ELOTT'],
      ['isNew=0', (g) => g.game_type !== 'ELOTT'],
      // No line counts in the catalogue: minLine is accepted and does not narrow the list.
      ['minLine=10', (g) => g.game_type !== 'ELOTT'],
      [
        'gameType=RNG&vassalage=BGS&gameClassify=SC&minBet=0.5',
        (g) =>
          g.game_type === 'RNG' &&
          g.vendor_code === 'BGS' &&
          g.classification === 'SC' &&
          g.min_bet_cents <= 50,
      ],
      [
        'gameType=RNG&isNew=1&minBet=0.1&gameClassify=JP',
        (g) =>
          g.game_type === 'RNG' &&
          g.is_new === 1 &&
          g.min_bet_cents <= 10 &&
          g.classification === 'JP',
      ],
      ['gameType=LIVE&vassalage=BGS', () => false],
    ];
    for (const [query, keep] of cases) {
      const expected = all.filter(keep).map((game) => game.game_id);
      const { first, ids } = await everyPage(query);
      expect(ids, query).toEqual(expected);
      expect(first.totalCount, query).toBe(expected.length);
      expect(first.totalPages, query).toBe(Math.ceil(expected.length / 100));
    }
    // The filters narrow to something on this catalogue (else the checks above prove little).
    expect(
      (await list('gameType=RNG&vassalage=BGS&gameClassify=SC&minBet=0.5')).totalCount,
    ).toBeGreaterThan(0);
    expect((await list('minBet=0.05')).totalCount).toBeLessThan(
      (await list('minBet=0.75')).totalCount,
    );
  });

  it('pages to the last page and past the end', async () => {
    const total = all.filter((game) => game.game_type === 'RNG').length;
    for (const size of [25, 50, 100]) {
      const lastPage = Math.ceil(total / size);
      const last = await list(`gameType=RNG&pageSize=${size}&pageNo=${lastPage}`);
      expect(last.pageNum).toBe(lastPage);
      expect(last.totalPages).toBe(lastPage);
      expect(last.games).toHaveLength(total - (lastPage - 1) * size);
      const beyond = await list(`gameType=RNG&pageSize=${size}&pageNo=${lastPage + 3}`);
      expect(beyond).toEqual({
        games: [],
        pageNum: lastPage + 3,
        totalPages: lastPage,
        totalCount: total,
      });
    }
    // Nothing matches: no pages at all, and the page asked for is echoed.
    expect(await list('gameName=zzzzqqq&pageNo=2')).toEqual({
      games: [],
      pageNum: 2,
      totalPages: 0,
      totalCount: 0,
    });
  });

  it('answers 400 request.invalid for a page size other than 25, 50 or 100 and other bad input', async () => {
    for (const query of [
      'pageSize=10',
      'pageSize=20',
      'pageSize=0',
      'pageSize=51',
      'pageSize=1000',
      'pageSize=abc',
      'pageNo=0',
      'pageNo=-1',
      'pageNo=1.5',
      'gameType=NOPE',
      'gameClassify=XX',
      'minBet=0.001',
      'minBet=-1',
      'minBet=0',
      'minBet=abc',
      'isNew=maybe',
      'minLine=-1',
      'clientType=3',
      'platform=web',
      'language=xx',
      'vassalage=B%20GS',
      `gameName=${'a'.repeat(65)}`,
    ]) {
      const response = await get(`${API.gameList}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        success: false,
        errorCode: 'request.invalid',
      });
    }
    const other = await get(`${API.gameList}?merchant=OTHER`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ errorCode: 'merchant.not.found' });
  });

  it('finds names without case or accents, Portuguese and Vietnamese', async () => {
    const zzt = '&vassalage=ZZT';
    expect(await names('ceara', zzt)).toEqual(['Ceará Fortuna']);
    expect(await names('CEARÁ', zzt)).toEqual(['Ceará Fortuna']);
    expect(await names('  Ceara   fort ', zzt)).toEqual(['Ceará Fortuna']);
    expect(await names('coracao', zzt)).toEqual(['Coração Valente']);
    expect(await names('duong len', zzt)).toEqual(['Đường Lên Đỉnh Olympia']);
    // A word inside the name, đ -> d, and the name typed with its accents.
    expect(await names('dinh', zzt)).toEqual(['Đường Lên Đỉnh Olympia']);
    expect(await names('Đỉnh Olym', zzt)).toEqual(['Đường Lên Đỉnh Olympia']);
    expect(await names('huong vang', zzt)).toEqual(['Sông Hương Vàng']);
    expect(await names('song', zzt)).toEqual(['Sông Hương Vàng']);
    // Word starts only: the middle of a word is not a match.
    expect(await names('eara', zzt)).toEqual([]);
    // The seeded lottery "Đồng Tháp" is found too when no vendor is asked for.
    const everywhere = await list('gameName=dong%20thap&pageSize=100');
    expect(everywhere.games.some((game) => game.gameType === 'LOTT')).toBe(true);
    expect(
      everywhere.games.every((game) => /đồng tháp|dong thap/i.test(game.gameName ?? game.nodeName)),
    ).toBe(true);
    // The disabled "Ceará Escondido" is never found.
    expect(await names('escondido')).toEqual([]);
    // Blank is no search.
    expect((await list('gameName=%20%20&gameType=RNG')).totalCount).toBe(
      all.filter((game) => game.game_type === 'RNG').length,
    );
  });

  it('searches the node name when a game has no game name', async () => {
    const nameless = await t.database.db
      .selectFrom('games')
      .select(['node_name', 'game_id'])
      .where('game_name', 'is', null)
      .where('game_type', '=', 'RNG')
      .orderBy('game_id')
      .executeTakeFirstOrThrow();
    const found = await list(`gameName=${encodeURIComponent(nameless.node_name)}&pageSize=100`);
    expect(found.games.map((game) => game.gameId)).toContain(nameless.game_id);
  });

  it('takes % and _ literally, never as wildcards', async () => {
    // As a LIKE pattern "%" would match every name and "lucky_" "Lucky 7 Wild" as well.
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect(await names('100%')).toEqual(['100% Lucky']);
    expect(await names('lucky_', '&vassalage=ZZT')).toEqual(['Lucky_7 Wild']);
    expect(await names('lucky 7', '&vassalage=ZZT')).toEqual(['Lucky 7 Wild']);
    expect((await names('lucky', '&vassalage=ZZT')).sort()).toEqual(
      ['100% Lucky', 'Lucky 7 Wild', 'Lucky_7 Wild'].sort(),
    );
    // A character that also ends ranges in SQL text stays plain.
    expect(await names("o'brien")).toEqual([]);
  });

  it('keeps filters apart in its cache: the same page with another filter is another answer', async () => {
    const rng = await list('gameType=RNG&pageNo=2');
    const rngBgs = await list('gameType=RNG&pageNo=2&vassalage=BGS');
    const rngNew = await list('gameType=RNG&pageNo=2&isNew=1');
    const rngBet = await list('gameType=RNG&pageNo=2&minBet=0.01');
    const rngJp = await list('gameType=RNG&pageNo=2&gameClassify=JP');
    const size25 = await list('gameType=RNG&pageNo=2&pageSize=25');
    const ids = [rng, rngBgs, rngNew, rngBet, rngJp, size25].map((page) =>
      JSON.stringify(page.games.map((game) => game.gameId)),
    );
    expect(new Set(ids).size).toBe(ids.length);
    // Spellings of one search share an answer.
    expect(await list('gameName=Cear%C3%A1')).toEqual(await list('gameName=ceara'));
    const first = await get(`${API.gameList}?gameType=RNG`);
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: `${API.gameList}?gameType=RNG`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('lists vendors by category in menu order, with the e-sports split', async () => {
    const response = await get(`${API.gameVendors}?merchantCode=DEMO`);
    expect(response.statusCode).toBe(200);
    const { sorting } = okEnvelope(GameVendors).parse(response.json()).value;
    expect(sorting.map((group) => group.gameCategory)).toEqual([
      'RNG',
      'INHOUSE',
      'PVP',
      'FISH',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'LOTT',
      'ELOTT',
    ]);
    const of = (category: string) =>
      sorting.find((group) => group.gameCategory === category)!.vendors.map((v) => v.vassalage);
    expect(of('RNG')).toEqual(['BGS', 'SLX', 'AUR', 'MGC', 'ZZT']);
    expect(of('INHOUSE')).toEqual(['BGS']);
    expect(of('FISH')).toEqual(['MGC', 'DSA']);
    // TF is a SPORTS vendor and an e-sport code: it moves to ESPORTS.
    expect(of('SPORTS')).toEqual(['KCK']);
    expect(of('ESPORTS')).toEqual(['NXA', 'IMES', 'IA', 'AV', 'TF']);
    const tf = sorting
      .find((g) => g.gameCategory === 'ESPORTS')!
      .vendors.find((v) => v.vassalage === 'TF')!;
    expect(tf).toEqual({
      gameCategory: 'ESPORTS',
      vassalage: 'TF',
      displayName: 'TF Gaming',
      vendorNames: [{ accountTypeName: 'TF' }],
      gameCount: 2,
    });
    // Counts are the enabled games of that vendor under that category.
    const rngSlx = sorting
      .find((g) => g.gameCategory === 'RNG')!
      .vendors.find((v) => v.vassalage === 'SLX')!;
    expect(rngSlx.gameCount).toBe(
      all.filter((g) => g.vendor_code === 'SLX' && g.game_type === 'RNG').length,
    );
    expect(
      sorting.find((g) => g.gameCategory === 'RNG')!.vendors.find((v) => v.vassalage === 'ZZT')!
        .gameCount,
    ).toBe(7);
    // The game centre shows only BGS for RNG, everything for the others.
    expect(gameCentreVendors('RNG', sorting[0]!.vendors).map((v) => v.vassalage)).toEqual(['BGS']);
    expect(gameCentreVendors('ESPORTS', sorting[6]!.vendors)).toHaveLength(5);
  });

  it('answers the vendor entries of one game type', async () => {
    const types = async (query: string) => {
      const response = await get(`${API.vendorGameTypes}?${query}`);
      expect(response.statusCode, query).toBe(200);
      return okEnvelope(VendorGameTypes).parse(response.json()).value.list;
    };
    expect((await types('typeId=ESPORTS&merchant_code=DEMO')).map((v) => v.vassalage)).toEqual([
      'NXA',
      'IMES',
      'IA',
      'AV',
      'TF',
    ]);
    expect((await types('typeId=SPORTS')).map((v) => v.vassalage)).toEqual(['KCK']);
    const live = await types('typeId=LIVE');
    expect(live.map((v) => v.vassalage)).toEqual(['VLV', 'CRW']);
    expect(live.every((v) => v.gameCategory === 'LIVE' && v.vendorNames.length === 1)).toBe(true);
    for (const query of ['', 'typeId=NOPE', 'typeId=RNG&merchant_code=bad!']) {
      expect((await get(`${API.vendorGameTypes}?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get(`${API.vendorGameTypes}?typeId=RNG&merchant_code=OTHER`)).statusCode).toBe(
      404,
    );
    expect((await get(`${API.gameVendors}?merchantCode=OTHER`)).statusCode).toBe(404);
  });

  it('fills the e-sports centre with several seeded vendors whose lists open named games', async () => {
    // Issue 18: the centre showed a single "NA" tile (Nexa Arena alone).
    const response = await get(`${API.vendorGameTypes}?typeId=ESPORTS`);
    const vendors = okEnvelope(VendorGameTypes).parse(response.json()).value.list;
    const seeded = vendors.filter((v) => v.vassalage !== 'TF');
    expect(seeded.length).toBeGreaterThanOrEqual(4);
    for (const vendor of seeded) {
      expect(vendor.displayName.length, vendor.vassalage).toBeGreaterThan(3);
      // The tile's link: /gameList?gameType=ESPORTS&vassalage=<code>.
      const page = okEnvelope(GameListPage).parse(
        (await get(`${API.gameList}?gameType=ESPORTS&vassalage=${vendor.vassalage}`)).json(),
      ).value;
      expect(page.totalCount, vendor.vassalage).toBe(vendor.gameCount);
      expect(page.games.length).toBeGreaterThan(0);
      for (const game of page.games) {
        expect(game.gameName ?? game.nodeName, vendor.vassalage).toBeTruthy();
        expect((await get(game.iconUrl)).statusCode).toBe(200);
      }
    }
  });

  it('narrows hot games to one vendor (the slot list keeps BGS)', async () => {
    const response = await get(`${API.hotGames}?vassalage=BGS&gameType=RNG`);
    const hot = okEnvelope(HotGames).parse(response.json()).value.list;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((game) => game.vassalage === 'BGS' && game.gameType === 'RNG')).toBe(true);
    const allHot = okEnvelope(HotGames).parse((await get(`${API.hotGames}?gameType=RNG`)).json())
      .value.list;
    expect(allHot.some((game) => game.vassalage !== 'BGS')).toBe(true);
    expect((await get(`${API.hotGames}?vassalage=B%20GS`)).statusCode).toBe(400);
  });
});
