import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BgsSpinValue,
  GameRecordsValue,
  PLAY_API,
  PlaceBetsValue,
  bgsPath,
  type GameRecord,
} from '@app/contracts';
import { okValue } from '../../testing/api.ts';
import {
  createLotteryTestApp,
  drawDraw,
  fundMember,
  insertDraw,
  insertLotteryGame,
  type LotteryTestApp,
} from '../../testing/lottery.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { placeBets } from './bets.service.ts';
import { settleDrawnBets } from './settlement.ts';
import { firstSlotGameId } from '../../testing/games.ts';

/** The betting record (`/wps/member/game-records`) with lottery bets among the slot rounds. */
describe('betting record with lottery bets', () => {
  let t: LotteryTestApp;
  let slotGameId: number;
  let memberId: number;
  let cookie: string;
  /** The record's rows as they should read, newest first: [source, id]. */
  const expected: { source: 'slot' | 'lottery'; id: number; at: string; type: string }[] = [];

  const get = async (query = '', headers: Record<string, string> = {}) =>
    GameRecordsValue.parse(
      okValue(
        await t.app.inject({
          method: 'GET',
          url: `${PLAY_API.gameRecords}${query}`,
          headers: { cookie, ...headers },
        }),
      ),
    );
  const key = (r: GameRecord) => `${r.lottery ? 'lottery' : 'slot'}:${r.roundId}`;
  const keys = (rows: { source: string; id: number }[]) => rows.map((r) => `${r.source}:${r.id}`);

  beforeAll(async () => {
    t = await createLotteryTestApp();
    const db = t.database.db;
    const m = await insertMember(db);
    memberId = m.id;
    cookie = await sessionCookieFor(db, memberId);
    await fundMember(db, memberId, 10_000_000);
    slotGameId = await firstSlotGameId(db);
    const session = await t.app.inject({
      method: 'GET',
      url: bgsPath(PLAY_API.bgsSession, slotGameId),
      headers: { cookie },
    });
    const minBet = okValue<{ minBetCents: number }>(session).minBetCents;

    const north = await insertLotteryGame(db, 'north');
    const ent = await insertLotteryGame(db, 'digits5');
    const northDraw = await insertDraw(db, north, { drawAt: t.clock.now + 3_600_000 });
    const entDraw = await insertDraw(db, ent, { drawAt: t.clock.now + 60_000 });

    // 12 slot rounds and 12 lottery bets (6 slips of 2 lines), alternating by the minute over
    // two days, so the record's order and pages interleave both kinds.
    let slipN = 0;
    for (let i = 0; i < 12; i += 1) {
      const at = (n: number) =>
        new Date(Date.parse('2026-03-01T20:00:00.000Z') + n * 3_600_000).toISOString();
      const spun = BgsSpinValue.parse(
        okValue(
          await t.app.inject({
            method: 'POST',
            url: bgsPath(PLAY_API.bgsSpin, slotGameId),
            headers: { cookie },
            payload: { betCents: minBet, idempotencyKey: `rec-${i}` },
          }),
        ),
      );
      await db
        .updateTable('game_rounds')
        .set({ created_at: at(2 * i) })
        .where('id', '=', spun.round.roundId)
        .execute();
      expected.push({ source: 'slot', id: spun.round.roundId, at: at(2 * i), type: 'slot' });
      if (i % 2 === 0) {
        const useNorth = i % 4 === 0;
        const placed = await placeBets(
          t.ctx,
          memberId,
          {
            gameId: useNorth ? north.gameId : ent.gameId,
            numero: useNorth ? northDraw.numero : entDraw.numero,
            prizeMode: 'Lott',
            requestId: `record-slip-${(slipN += 1)}`,
            lines: useNorth
              ? [
                  { betType: 'de', picks: ['45'], unitStakeCents: 100 },
                  { betType: 'lo2', picks: ['00', '11'], unitStakeCents: 100 },
                ]
              : [
                  { betType: 'digit', position: 2, picks: ['2'], unitStakeCents: 300 },
                  { betType: 'sum', picks: ['small'], unitStakeCents: 200 },
                ],
          },
          'PT',
        );
        // The slip's lines share its time; the record orders them by id, newest first.
        for (const bet of placed.bets) {
          await db
            .updateTable('lottery_bets')
            .set({ created_at: at(2 * i + 1) })
            .where('id', '=', bet.betId)
            .execute();
          expected.push({
            source: 'lottery',
            id: bet.betId,
            at: at(2 * i + 1),
            type: useNorth ? 'LOTT' : 'ELOTT',
          });
        }
      }
    }
    // A stranger's bet never shows.
    const stranger = await insertMember(db);
    await fundMember(db, stranger.id, 100_000);
    PlaceBetsValue.parse(
      await placeBets(
        t.ctx,
        stranger.id,
        {
          gameId: ent.gameId,
          numero: entDraw.numero,
          prizeMode: 'Lott',
          requestId: 'record-stranger',
          lines: [{ betType: 'sum', picks: ['big'], unitStakeCents: 100 }],
        },
        'PT',
      ),
    );
    // The ent draw is drawn and settled: 7,2,9,0,0 (digit 2 at position 2 wins; sum 18 small).
    t.clock.now += 60_000;
    await drawDraw(db, ent, entDraw, '7,2,9,0,0');
    await settleDrawnBets(t.ctx, t.clock.now);
    expected.sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
  });
  afterAll(() => t.cleanup());

  it('merges slot rounds and lottery bets newest first, paged on both', async () => {
    const first = await get('?pageSize=10');
    expect(first.totalPages).toBe(3);
    expect(first.content.map(key)).toEqual(keys(expected.slice(0, 10)));
    const third = await get('?pageSize=10&pageNo=3');
    expect(third.content.map(key)).toEqual(keys(expected.slice(20)));
    const all = await get('?pageSize=100');
    expect(all.content.map(key)).toEqual(keys(expected));
    expect(all.content).toHaveLength(24);
  });

  it('shows a lottery bet with its draw, picks, outcome and the name in the language asked', async () => {
    const rows = (await get('?pageSize=100')).content.filter((r) => r.lottery);
    expect(rows).toHaveLength(12);
    const ent = rows.filter((r) => r.gameType === 'ELOTT');
    const north = rows.filter((r) => r.gameType === 'LOTT');
    expect(ent).toHaveLength(6);
    expect(north).toHaveLength(6);
    for (const row of north) {
      expect(row.lottery!.status).toBe('open');
      expect(row.lottery!.winningNumber).toBeNull();
      expect(row.winCents).toBe(0);
      expect(row.gameName).toMatch(/^Teste north /);
      expect(row.stakeCents).toBe(row.lottery!.betType === 'de' ? 100 : 2 * 27 * 100);
      expect(row.netCents).toBe(-row.stakeCents);
    }
    for (const row of ent) {
      expect(row.lottery!.winningNumber).toBe('7,2,9,0,0');
      if (row.lottery!.betType === 'digit') {
        expect(row.lottery).toMatchObject({ position: 2, picks: ['2'], status: 'won' });
        expect([row.stakeCents, row.winCents, row.netCents]).toEqual([300, 2_850, 2_550]);
      } else {
        expect(row.lottery).toMatchObject({ position: null, picks: ['small'], status: 'won' });
        expect([row.stakeCents, row.winCents, row.netCents]).toEqual([200, 390, 190]);
      }
      expect(row.lottery!.numero).toMatch(/^20990101-/);
    }
    const slots = (await get('?pageSize=100')).content.filter((r) => !r.lottery);
    expect(slots.every((r) => r.gameId === slotGameId && r.lottery === undefined)).toBe(true);
    const english = (await get('?pageSize=100&gameType=LOTT', { 'accept-language': 'en' })).content;
    expect(english.every((r) => r.gameName.startsWith('Test north '))).toBe(true);
  });

  it('filters by game type and date range on both kinds', async () => {
    const lott = await get('?gameType=LOTT&pageSize=4');
    expect(lott.totalPages).toBe(2);
    expect(lott.content.map(key)).toEqual(
      keys(expected.filter((e) => e.type === 'LOTT')).slice(0, 4),
    );
    const elott = await get('?gameType=ELOTT&pageSize=100');
    expect(elott.content.map(key)).toEqual(keys(expected.filter((e) => e.type === 'ELOTT')));
    const inhouse = await get('?gameType=INHOUSE&pageSize=100');
    expect(inhouse.content.map(key)).toEqual(keys(expected.filter((e) => e.source === 'slot')));

    // Hours 20:00 on 1 March to 19:00 on 2 March (UTC). With utcOffset 180 (UTC+3), 2 March
    // local runs from 21:00 UTC on 1 March to 21:00 UTC on 2 March.
    const day = await get('?startDate=2026-03-02&endDate=2026-03-02&utcOffset=180&pageSize=100');
    const inDay = expected.filter(
      (e) => e.at >= '2026-03-01T21:00:00.000Z' && e.at < '2026-03-02T21:00:00.000Z',
    );
    expect(inDay.length).toBeGreaterThan(0);
    expect(inDay.length).toBeLessThan(expected.length);
    expect(day.content.map(key)).toEqual(keys(inDay));
    expect(day.totalPages).toBe(1);
    expect((await get('?startDate=2026-03-03')).content).toEqual([]);
  });
});
