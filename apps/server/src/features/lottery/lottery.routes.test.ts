import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DrawsValue,
  gameArtUrl,
  LOTTERY_API,
  LOTTERY_ODDS,
  LotteryGame,
  LotteryListValue,
  LotteryMenuValue,
  NumeroValue,
  VietnamRecentValue,
} from '@app/contracts';
import { okValue } from '../../testing/api.ts';
import { createLotteryTestApp, type LotteryTestApp } from '../../testing/lottery.ts';
import { LOTTERY_GAMES } from '../../db/seed/lottery-games.ts';
import { drawResult } from './draws.service.ts';
import { drawnPage } from './lottery.repository.ts';
import { sweepUntil } from './lottery-test-support.ts';
import { runLotterySweep } from './sweep.ts';

// Monday 2025-01-06, 17:00 in Vietnam: the north draws at 18:15 (11:15 UTC), locked from 18:00.
const START = '2025-01-06T10:00:00.000Z';
const MB = 11_001;
const TURBO_1 = LOTTERY_GAMES.find((game) => game.code === 'ENT_TURBO_1')!.game_id;

describe('lottery calls', () => {
  let t: LotteryTestApp;
  let ctx: LotteryTestApp['ctx'];
  let clock: LotteryTestApp['clock'];
  const at = (ms: number) => {
    clock.now = ms;
  };

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const list = async (query = '') =>
    LotteryListValue.parse(okValue(await get(`${LOTTERY_API.games}${query}`)));
  const numero = async (query: string) =>
    NumeroValue.parse(okValue(await get(`${LOTTERY_API.numero}?${query}`)));
  const game = async (gameId: number, query = '') =>
    (await list(query)).games.find((g) => g.gameId === gameId)!;

  beforeAll(async () => {
    t = await createLotteryTestApp();
    ({ ctx, clock } = t);
    at(Date.parse(START));
  });
  afterAll(() => t.cleanup());

  it('lists every enabled game without a draw before the first sweep, not on sale', async () => {
    const value = await list();
    expect(value.serverTime).toBe(clock.now);
    expect(value.games).toHaveLength(LOTTERY_GAMES.length);
    for (const g of value.games) {
      expect(g).toMatchObject({ numero: null, isSale: false, remainTime: 0, seedHash: null });
    }
  });

  it('answers a game with its open draw in exactly the contract’s shape', async () => {
    await runLotterySweep(ctx);
    const response = await get(`${LOTTERY_API.games}?language=en`);
    expect(response.headers['cache-control']).toBe('no-store');
    const raw = okValue<{ serverTime: number; games: Record<string, unknown>[] }>(response);
    expect(raw.serverTime).toBe(Date.parse(START));
    for (const g of raw.games)
      expect(Object.keys(g).sort()).toEqual(Object.keys(LotteryGame.shape).sort());
    const north = LotteryGame.parse(raw.games.find((g) => g.gameId === MB));
    expect(north).toEqual({
      gameId: MB,
      code: 'VN_MB',
      gameCode: 'VN_MB',
      remark: 'Miền Bắc',
      gameType: 'LOTT',
      vendorCode: 'LTN',
      gameGroupId: 1,
      playType: 'trad',
      layout: 'north',
      prizeMode: 'Lott',
      drawDayOfWeek: '1,2,3,4,5,6,7',
      drawTime: '18:15',
      intervalMinutes: null,
      utcOffset: 420,
      tag: 'vietnam_rb_hot',
      gameMenuTag: 'vietnam_north',
      numero: '20250106',
      remainTime: 75 * 60_000,
      lockTime: 900,
      lotteryTime: [Date.parse('2025-01-06T11:00:00Z'), Date.parse('2025-01-06T11:30:00Z')],
      isSale: true,
      drawAt: '2025-01-06T11:15:00.000Z',
      lockAt: '2025-01-06T11:00:00.000Z',
      nextDrawAt: '2025-01-07T11:15:00.000Z',
      nextLockAt: '2025-01-07T11:00:00.000Z',
      seedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      previousNumero: null,
      previousWinningTime: null,
      previousWinningNumber: null,
      mobileIconUrl: gameArtUrl(MB),
      betTypes: ['de', 'lo2', 'cang3'],
      odds: LOTTERY_ODDS.Lott,
    });
    const turbo = LotteryGame.parse(raw.games.find((g) => g.gameId === TURBO_1));
    expect(turbo).toMatchObject({
      gameType: 'ELOTT',
      vendorCode: 'ELX',
      playType: 'ent',
      layout: 'digits5',
      prizeMode: 'Elott',
      intervalMinutes: 1,
      drawTime: null,
      // 17:00 in Vietnam is the day's minute 1020: the 17:01 draw is the 1022nd.
      numero: '20250106-1022',
      remainTime: 60_000,
      lockTime: 10,
      isSale: true,
      betTypes: ['digit', 'position', 'sum'],
      odds: LOTTERY_ODDS.Elott,
    });
  });

  it('gives the odds of the prize mode asked', async () => {
    expect((await game(MB, '?prizeMode=ZY')).odds).toEqual(LOTTERY_ODDS.ZY);
    expect((await game(TURBO_1, '?prizeMode=SEA')).odds).toEqual(LOTTERY_ODDS.SEA);
    // The game still says which mode it launches with.
    expect((await game(TURBO_1, '?prizeMode=SEA')).prizeMode).toBe('Elott');
  });

  it('filters by tag or menu tag; popular is the hot tag', async () => {
    const hot = await list('?tag=vietnam_rb_hot');
    expect(hot.games.map((g) => g.code)).toEqual(['VN_MB', 'VN_DNG', 'VN_HCM']);
    const south = await list('?tag=vietnam_south');
    expect(south.games.length).toBe(21);
    expect(south.games.every((g) => g.gameMenuTag === 'vietnam_south')).toBe(true);
    expect((await list('?tag=nothing')).games).toEqual([]);
    const popular = LotteryListValue.parse(okValue(await get(LOTTERY_API.popular)));
    expect(popular.games.map((g) => g.code)).toEqual(hot.games.map((g) => g.code));
  });

  it('gives the menu groups in menu order, the GPI group naming vendor ELX, and no ALL group', async () => {
    const menu = LotteryMenuValue.parse(okValue(await get(`${LOTTERY_API.menu}?language=en`)));
    expect(menu.serverTime).toBe(clock.now);
    expect(menu.groups.map((g) => [g.tag, g.label, g.vendorCode, g.gameMenus.length])).toEqual([
      ['vietnam_north', 'North', null, 1],
      ['vietnam_central', 'Central', null, 14],
      ['vietnam_south', 'South', null, 21],
      ['vietnam_rb_stock', 'Stock', null, 1],
      ['ent', 'Quick draws', null, 3],
      ['GPI', 'E-Lotto Express', 'ELX', 0],
    ]);
    const vietnam = LotteryMenuValue.parse(
      okValue(await get(`${LOTTERY_API.vietnamMenu}?language=vi`)),
    );
    expect(vietnam.groups.map((g) => [g.tag, g.label])).toEqual([
      ['vietnam_north', 'Miền Bắc'],
      ['vietnam_central', 'Miền Trung'],
      ['vietnam_south', 'Miền Nam'],
      ['vietnam_rb_stock', 'Chứng khoán'],
    ]);
    // Within a group, the seeded order.
    expect(menu.groups[2]!.gameMenus.slice(0, 3).map((g) => g.remark)).toEqual([
      'TP. Hồ Chí Minh',
      'Đồng Tháp',
      'Cà Mau',
    ]);
  });

  it('names games in the language asked, then the cookie, then Accept-Language, then the merchant’s', async () => {
    const remark = async (query: string, headers: Record<string, string> = {}) => {
      const value = LotteryListValue.parse(
        okValue(await get(`${LOTTERY_API.games}${query}`, headers)),
      );
      return value.games.find((g) => g.gameId === TURBO_1)!.remark;
    };
    expect(await remark('')).toBe('Turbo 1 minuto');
    expect(await remark('?language=en')).toBe('Turbo 1 minute');
    expect(await remark('?language=VI')).toBe('Siêu tốc 1 phút');
    expect(await remark('', { cookie: 'language=en' })).toBe('Turbo 1 minute');
    expect(await remark('', { 'accept-language': 'vi-VN,vi;q=0.9' })).toBe('Siêu tốc 1 phút');
    expect(await remark('?language=pt', { cookie: 'language=en' })).toBe('Turbo 1 minuto');
    // Place names are Vietnamese in every language.
    expect((await game(MB, '?language=pt')).remark).toBe('Miền Bắc');
    const menu = LotteryMenuValue.parse(okValue(await get(LOTTERY_API.menu)));
    expect(menu.groups[0]!.label).toBe('Norte');
  });

  it('refuses bad queries with request.invalid (400)', async () => {
    for (const url of [
      `${LOTTERY_API.games}?prizeMode=XX`,
      `${LOTTERY_API.games}?language=fr`,
      `${LOTTERY_API.menu}?device=TV`,
      `${LOTTERY_API.popular}?prizeMode=lott`,
      `${LOTTERY_API.vietnamRecent}?recentCount=0`,
      `${LOTTERY_API.vietnamRecent}?recentCount=101`,
      `${LOTTERY_API.numero}`,
      `${LOTTERY_API.numero}?gameId=abc`,
      `${LOTTERY_API.numero}?gameId=0`,
      `${LOTTERY_API.draws}`,
      `${LOTTERY_API.draws}?gameId=${MB}&pageSize=51`,
      `${LOTTERY_API.draws}?gameId=${MB}&pageNo=0`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    for (const url of [`${LOTTERY_API.numero}?gameId=99999`, `${LOTTERY_API.draws}?gameId=1001`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ errorCode: 'game.not.found' });
    }
  });

  it('are open: every call answers without a session', async () => {
    const routes = t.app.apiRoutes.filter(
      (route) => route.url.startsWith('/lotto/lgw/') && route.url !== LOTTERY_API.bets,
    );
    expect(routes.map((route) => route.url).sort()).toEqual(
      Object.entries(LOTTERY_API)
        .filter(([name]) => name !== 'bets')
        .map(([, url]) => url)
        .flatMap((url) => [url, url])
        .sort(),
    );
    expect(routes.every((route) => route.open)).toBe(true);
    for (const url of [
      LOTTERY_API.games,
      LOTTERY_API.popular,
      LOTTERY_API.menu,
      LOTTERY_API.vietnamMenu,
      LOTTERY_API.vietnamRecent,
      `${LOTTERY_API.numero}?gameId=${MB}`,
      `${LOTTERY_API.draws}?gameId=${MB}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('moves to the next draw the moment the open one locks, while the locked one waits', async () => {
    at(Date.parse('2025-01-06T11:05:00Z'));
    await runLotterySweep(ctx);
    // The 11:15 draw locked at 11:00: the card already sells tomorrow's, and names the one
    // after it (the sweep keeps two draws ahead by lock, even while the locked one waits).
    expect(await game(MB)).toMatchObject({
      numero: '20250107',
      isSale: true,
      remainTime: 24 * 60 * 60_000 + 10 * 60_000,
      nextDrawAt: '2025-01-08T11:15:00.000Z',
      nextLockAt: '2025-01-08T11:00:00.000Z',
    });
    at(Date.parse('2025-01-06T11:00:00Z') - 1);
    // Before the lock the answer already names the draw that follows, so a countdown moves on
    // to it at the lock from the data it has.
    expect(await game(MB)).toMatchObject({
      numero: '20250106',
      isSale: true,
      nextDrawAt: '2025-01-07T11:15:00.000Z',
      nextLockAt: '2025-01-07T11:00:00.000Z',
    });
    at(Date.parse('2025-01-06T11:00:00Z'));
    expect(await game(MB)).toMatchObject({
      numero: '20250107',
      isSale: true,
      drawAt: '2025-01-07T11:15:00.000Z',
    });
  });

  it('never sends a seed before its draw has a result; the archive reveals it after', async () => {
    at(Date.parse('2025-01-06T11:15:00Z'));
    await runLotterySweep(ctx);
    const draws = await t.database.db.selectFrom('lottery_draws').selectAll().execute();
    const secret = draws.filter((d) => d.result === null);
    const drawn = draws.filter((d) => d.result !== null);
    expect(secret.length).toBeGreaterThan(0);
    expect(drawn.map((d) => d.game_id)).toContain(MB);
    const bodies: string[] = [];
    for (const g of LOTTERY_GAMES) {
      bodies.push((await get(`${LOTTERY_API.numero}?gameId=${g.game_id}`)).body);
      bodies.push((await get(`${LOTTERY_API.draws}?gameId=${g.game_id}`)).body);
    }
    for (const url of [
      LOTTERY_API.games,
      LOTTERY_API.popular,
      LOTTERY_API.menu,
      LOTTERY_API.vietnamMenu,
      LOTTERY_API.vietnamRecent,
    ]) {
      bodies.push((await get(url)).body);
    }
    const everything = bodies.join('\n');
    for (const draw of secret) expect(everything).not.toContain(draw.seed);
    for (const draw of drawn) expect(everything).toContain(draw.seed);

    const north = drawn.find((d) => d.game_id === MB)!;
    const archive = DrawsValue.parse(okValue(await get(`${LOTTERY_API.draws}?gameId=${MB}`)));
    expect(archive).toEqual({
      content: [
        {
          gameId: MB,
          gameCode: 'VN_MB',
          layout: 'north',
          numero: '20250106',
          drawAt: '2025-01-06T11:15:00.000Z',
          lockAt: '2025-01-06T11:00:00.000Z',
          seedHash: north.seed_hash,
          seed: north.seed,
          winningNumber: north.result,
          drawnAt: '2025-01-06T11:15:00.000Z',
        },
      ],
      totalPages: 1,
      pageNo: 1,
    });
    expect(createHash('sha256').update(Buffer.from(north.seed, 'hex')).digest('hex')).toBe(
      north.seed_hash,
    );
    expect(north.result).toBe(
      drawResult({ gameCode: 'VN_MB', numero: '20250106', layout: 'north' }, north.seed),
    );
    // The list now shows it as the previous draw and opens the next.
    expect(await game(MB)).toMatchObject({
      numero: '20250107',
      previousNumero: '20250106',
      previousWinningTime: '2025-01-06T11:15:00.000Z',
      previousWinningNumber: north.result,
    });
  });

  it('pages the archive of drawn draws only, newest first', async () => {
    await sweepUntil(ctx, clock, clock.now + 5 * 60_000, 60_000);
    const all = await t.database.db
      .selectFrom('lottery_draws')
      .select(['numero', 'result'])
      .where('game_id', '=', TURBO_1)
      .orderBy('draw_at', 'desc')
      .execute();
    const numeros = all.filter((d) => d.result !== null).map((d) => d.numero);
    expect(numeros.length).toBeGreaterThanOrEqual(5);
    expect(all.some((d) => d.result === null)).toBe(true);
    const page = async (pageNo: number) =>
      DrawsValue.parse(
        okValue(await get(`${LOTTERY_API.draws}?gameId=${TURBO_1}&pageSize=2&pageNo=${pageNo}`)),
      );
    const first = await page(1);
    expect(first.totalPages).toBe(Math.ceil(numeros.length / 2));
    expect(first.content.map((d) => d.numero)).toEqual(numeros.slice(0, 2));
    expect((await page(2)).content.map((d) => d.numero)).toEqual(numeros.slice(2, 4));
    expect((await page(first.totalPages + 1)).content).toEqual([]);
    // The archive reaches back a fixed number of pages: counted and served up to there.
    const capped = await drawnPage(t.database.db, TURBO_1, 3, 2, 2);
    expect(capped).toEqual({ total: 4, rows: [] });
    const last = await drawnPage(t.database.db, TURBO_1, 2, 2, 2);
    expect(last.rows.map((row) => row.numero)).toEqual(numeros.slice(2, 4));
  });

  it('answers numero with the open draw, the odds asked and at most 10 results, newest first', async () => {
    await sweepUntil(ctx, clock, clock.now + 8 * 60_000, 60_000);
    const value = await numero(`gameId=${TURBO_1}&prizeMode=ZY&language=vi`);
    expect(value.serverTime).toBe(clock.now);
    expect(value.prizeMode).toBe('ZY');
    expect(value.game).toMatchObject({ gameId: TURBO_1, remark: 'Siêu tốc 1 phút', isSale: true });
    expect(value.game.odds).toEqual(LOTTERY_ODDS.ZY);
    const drawn = await t.database.db
      .selectFrom('lottery_draws')
      .select(['numero', 'draw_at', 'result'])
      .where('game_id', '=', TURBO_1)
      .where('result', 'is not', null)
      .orderBy('draw_at', 'desc')
      .limit(10)
      .execute();
    expect(drawn).toHaveLength(10);
    expect(value.recent).toEqual(
      drawn.map((d) => ({ numero: d.numero, drawAt: d.draw_at, winningNumber: d.result })),
    );
    expect((await numero(`gameId=${MB}`)).prizeMode).toBe('Lott');
  });

  it('lists a disabled game nowhere but still answers its numero, not on sale', async () => {
    await t.database.db
      .updateTable('lottery_games')
      .set({ enabled: 0 })
      .where('game_id', '=', TURBO_1)
      .execute();
    try {
      expect((await list()).games.some((g) => g.gameId === TURBO_1)).toBe(false);
      const value = await numero(`gameId=${TURBO_1}`);
      expect(value.game.numero).not.toBeNull();
      expect(value.game.isSale).toBe(false);
    } finally {
      await t.database.db
        .updateTable('lottery_games')
        .set({ enabled: 1 })
        .where('game_id', '=', TURBO_1)
        .execute();
    }
  });

  it('gives recent Vietnamese results by game code, recentCount in all, newest first, no stock game', async () => {
    // Three days of hourly sweeps: every regional game that draws in them gets results.
    await sweepUntil(ctx, clock, clock.now + 3 * 86_400_000, 3_600_000);
    const all = VietnamRecentValue.parse(
      okValue(await get(`${LOTTERY_API.vietnamRecent}?language=vi`)),
    );
    expect(all.serverTime).toBe(clock.now);
    const drawn = await t.database.db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.game_id', 'd.game_id')
      .select(['g.code', 'd.numero', 'd.draw_at', 'd.result'])
      .where('g.menu_tag', 'in', ['vietnam_north', 'vietnam_central', 'vietnam_south'])
      .where('d.result', 'is not', null)
      .orderBy('d.draw_at', 'desc')
      .execute();
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(100);
    const flat = (value: VietnamRecentValue) =>
      Object.entries(value.games).flatMap(([code, entry]) =>
        entry.results.map((r) => ({
          code,
          numero: r.numero,
          draw_at: r.drawAt,
          result: r.winningNumber,
        })),
      );
    expect(
      flat(all).sort((a, b) => b.draw_at.localeCompare(a.draw_at) || a.code.localeCompare(b.code)),
    ).toEqual(
      [...drawn].sort((a, b) => b.draw_at.localeCompare(a.draw_at) || a.code.localeCompare(b.code)),
    );
    expect(all.games.VN_MB).toMatchObject({
      gameId: MB,
      remark: 'Miền Bắc',
      gameMenuTag: 'vietnam_north',
    });
    expect(Object.keys(all.games)).not.toContain('VN_VN30');
    for (const entry of Object.values(all.games)) {
      const times = entry.results.map((r) => r.drawAt);
      expect(times).toEqual([...times].sort().reverse());
    }

    const three = VietnamRecentValue.parse(
      okValue(await get(`${LOTTERY_API.vietnamRecent}?recentCount=3`)),
    );
    const newest = flat(three)
      .map((r) => r.draw_at)
      .sort()
      .reverse();
    expect(newest).toHaveLength(3);
    expect(newest).toEqual(drawn.slice(0, 3).map((d) => d.draw_at));

    // Two months later with no draw since: the latest results are still the latest.
    at(clock.now + 60 * 86_400_000);
    const later = VietnamRecentValue.parse(
      okValue(await get(`${LOTTERY_API.vietnamRecent}?recentCount=3`)),
    );
    expect(flat(later)).toEqual(flat(three));
  });
});
