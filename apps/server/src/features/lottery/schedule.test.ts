import { describe, expect, it } from 'vitest';
import { drawDays, lotteryWeekday } from '@app/contracts';
import { nextDraw, type DrawSchedule } from './schedule.ts';

const VN = 420;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

function trad(days: string, time: string, lockSeconds = 900): DrawSchedule {
  return {
    playType: 'trad',
    drawDays: days,
    drawTime: time,
    intervalMinutes: null,
    utcOffset: VN,
    lockSeconds,
  };
}

function ent(minutes: number, lockSeconds = 10): DrawSchedule {
  return {
    playType: 'ent',
    drawDays: '1,2,3,4,5,6,7',
    drawTime: null,
    intervalMinutes: minutes,
    utcOffset: VN,
    lockSeconds,
  };
}

function planned(game: DrawSchedule, after: string) {
  const draw = nextDraw(game, at(after));
  return draw && { numero: draw.numero, drawAt: iso(draw.drawAt), lockAt: iso(draw.lockAt) };
}

// 2025-01-06 is a Monday (weekday 2); 18:15 in Vietnam is 11:15 UTC, 16:15 is 09:15 UTC.
describe('next draw of a trad game', () => {
  const north = trad('1,2,3,4,5,6,7', '18:15');
  const hcm = trad('2,7', '16:15');
  const daLat = trad('1', '16:15');

  it('draws the north every day at 18:15 Vietnam time, locked 15 minutes before', () => {
    expect(planned(north, '2025-01-06T11:14:59.999Z')).toEqual({
      numero: '20250106',
      drawAt: '2025-01-06T11:15:00.000Z',
      lockAt: '2025-01-06T11:00:00.000Z',
    });
    // At the draw instant that draw is no longer "next": the following day's is.
    expect(planned(north, '2025-01-06T11:15:00.000Z')).toMatchObject({
      numero: '20250107',
      drawAt: '2025-01-07T11:15:00.000Z',
    });
  });

  it('keeps to the draw days: Monday, then Saturday, then Monday again', () => {
    expect(planned(hcm, '2025-01-06T08:00:00.000Z')?.numero).toBe('20250106');
    expect(planned(hcm, '2025-01-06T09:15:00.000Z')).toMatchObject({
      numero: '20250111',
      drawAt: '2025-01-11T09:15:00.000Z',
    });
    // Past Saturday's draw the week wraps to Monday.
    expect(planned(hcm, '2025-01-11T09:20:00.000Z')).toMatchObject({
      numero: '20250113',
      drawAt: '2025-01-13T09:15:00.000Z',
    });
  });

  it('dates draws on the game’s clock: 00:30 Monday in Vietnam is still Sunday in UTC', () => {
    // Sunday 17:30 UTC is Monday 00:30 in Vietnam: the Monday game draws that same UTC Monday.
    expect(planned(hcm, '2025-01-05T17:30:00.000Z')).toMatchObject({
      numero: '20250106',
      drawAt: '2025-01-06T09:15:00.000Z',
    });
    // Sunday 16:59 UTC is Sunday 23:59 in Vietnam: Sunday's draw is over, the next is a week on.
    expect(planned(daLat, '2025-01-05T16:59:00.000Z')).toMatchObject({
      numero: '20250112',
      drawAt: '2025-01-12T09:15:00.000Z',
    });
    expect(planned(daLat, '2025-01-04T17:00:00.000Z')?.numero).toBe('20250105');
  });

  it('finds a weekly draw a full week ahead when today’s has just passed', () => {
    expect(planned(daLat, '2025-01-05T09:15:00.000Z')?.numero).toBe('20250112');
  });

  it('has no draw without a draw day or a usable time', () => {
    expect(nextDraw(trad('', '18:15'), at('2025-01-06T00:00:00Z'))).toBeNull();
    expect(nextDraw(trad('8,0', '18:15'), at('2025-01-06T00:00:00Z'))).toBeNull();
    expect(nextDraw(trad('2', '24:00'), at('2025-01-06T00:00:00Z'))).toBeNull();
    expect(nextDraw(trad('2', '6:15'), at('2025-01-06T00:00:00Z'))).toBeNull();
  });
});

describe('next draw of an ent game', () => {
  it('numbers the draws of the Vietnamese day from 0001 at 00:00', () => {
    // Monday 00:00 in Vietnam is Sunday 17:00 UTC.
    expect(planned(ent(1), '2025-01-05T16:59:30.000Z')).toEqual({
      numero: '20250106-0001',
      drawAt: '2025-01-05T17:00:00.000Z',
      lockAt: '2025-01-05T16:59:50.000Z',
    });
    expect(planned(ent(1), '2025-01-05T17:00:00.000Z')?.numero).toBe('20250106-0002');
    // 23:59 is the day's 1440th one-minute draw; a minute later the next day starts at 0001.
    expect(planned(ent(1), '2025-01-06T16:58:30.000Z')).toMatchObject({
      numero: '20250106-1440',
      drawAt: '2025-01-06T16:59:00.000Z',
    });
    expect(planned(ent(1), '2025-01-06T16:59:00.000Z')?.numero).toBe('20250107-0001');
  });

  it('steps by the interval and locks the given seconds before', () => {
    expect(planned(ent(5, 30), '2025-01-06T02:01:00.000Z')).toEqual({
      // 09:01 in Vietnam: the 09:05 draw, the 110th of the day (09:05 is minute 545).
      numero: '20250106-0110',
      drawAt: '2025-01-06T02:05:00.000Z',
      lockAt: '2025-01-06T02:04:30.000Z',
    });
    expect(planned(ent(5), '2025-01-06T16:55:00.000Z')?.numero).toBe('20250107-0001');
    expect(planned(ent(5), '2025-01-06T16:54:59.000Z')?.numero).toBe('20250106-0288');
    expect(planned(ent(3), '2025-01-05T17:00:00.000Z')?.numero).toBe('20250106-0002');
  });

  it('restarts at midnight when the interval does not divide the day', () => {
    // Every 7 minutes: the last draw is 23:55 (the 206th), the next 00:00.
    expect(planned(ent(7), '2025-01-06T16:50:00.000Z')).toMatchObject({
      numero: '20250106-0206',
      drawAt: '2025-01-06T16:55:00.000Z',
    });
    expect(planned(ent(7), '2025-01-06T16:55:00.000Z')).toMatchObject({
      numero: '20250107-0001',
      drawAt: '2025-01-06T17:00:00.000Z',
    });
  });

  it('has no draw with an unusable interval', () => {
    for (const minutes of [0, -5, 1.5, 1441]) {
      expect(nextDraw(ent(minutes), at('2025-01-06T00:00:00Z'))).toBeNull();
    }
  });
});

describe('next draw over many instants', () => {
  const games: DrawSchedule[] = [
    trad('2,7', '16:15'),
    trad('1,4', '17:15'),
    trad('1,2,3,4,5,6,7', '18:15'),
    { ...trad('3', '23:30'), utcOffset: -180 },
    ent(1),
    ent(3),
    ent(5),
  ];

  it('is later than the instant, on a draw day of the game’s clock, with none skipped', () => {
    // A deterministic walk over two years of instants, a little over 17 hours apart.
    const start = at('2024-01-01T00:00:00Z');
    for (let step = 0; step < 1000; step += 1) {
      const after = start + step * 61_513_577;
      for (const game of games) {
        const draw = nextDraw(game, after)!;
        expect(draw.drawAt).toBeGreaterThan(after);
        expect(draw.lockAt).toBe(draw.drawAt - game.lockSeconds * 1000);
        expect(drawDays(game.drawDays)).toContain(
          lotteryWeekday(new Date(draw.drawAt), game.utcOffset),
        );
        // Nothing is drawn in between: a moment before the draw still points at it.
        expect(nextDraw(game, draw.drawAt - 1)).toEqual(draw);
        expect(nextDraw(game, Math.floor((after + draw.drawAt) / 2))).toEqual(draw);
        const local = new Date(draw.drawAt + game.utcOffset * 60_000).toISOString();
        expect(draw.numero.slice(0, 8)).toBe(local.slice(0, 10).replaceAll('-', ''));
      }
    }
  });
});
