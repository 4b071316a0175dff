import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_IDLE,
  countdownView,
  drawDays,
  followingDraw,
  formatCountdown,
  isLockSoon,
  lotteryWeekday,
  menuRefreshDelay,
  winningNumberRows,
} from './lottery.ts';

describe('lottery countdown (spec 4)', () => {
  it('shows --:--:-- when the game is not on sale', () => {
    expect(countdownView({ remainTime: 60_000, isSale: false })).toEqual({
      text: COUNTDOWN_IDLE,
      days: 0,
      near: false,
      idle: true,
    });
  });

  it('counts hours:minutes:seconds from the remaining time minus half the time window', () => {
    const view = countdownView({
      remainTime: 3_725_000 + 30_000,
      lotteryTime: [0, 60_000],
      isSale: true,
    });
    expect(view).toEqual({ text: '01:02:05', days: 0, near: false, idle: false });
    // The clock alone does not wrap hours at a day.
    expect(formatCountdown(30 * 3_600_000 + 59_999)).toBe('30:00:59');
  });

  it('reads a wait of a day or more as days and the hours after them', () => {
    const wait = 5 * 86_400_000 + 18 * 3_600_000 + 32 * 60_000 + 38_000;
    expect(countdownView({ remainTime: wait, isSale: true })).toEqual({
      text: '18:32:38',
      days: 5,
      near: false,
      idle: false,
    });
    expect(countdownView({ remainTime: 86_400_000, isSale: true })).toMatchObject({
      text: '00:00:00',
      days: 1,
    });
    expect(countdownView({ remainTime: 86_399_999, isSale: true })).toMatchObject({
      text: '23:59:59',
      days: 0,
    });
  });

  it('moves on to the following draw at the lock, from the same answer, and is idle after it', () => {
    // A one-minute game answered 20 s before its lock: draw at +30 s, lock 10 s before each draw.
    const game = {
      remainTime: 30_000,
      lockTime: 10,
      drawAt: '2026-01-07T09:00:30.000Z',
      nextDrawAt: '2026-01-07T09:01:30.000Z',
      nextLockAt: '2026-01-07T09:01:20.000Z',
    };
    const following = followingDraw(game);
    const lockOf = (at: string) => Date.parse(at) - 10_000;
    const input = {
      remainTime: game.remainTime,
      lotteryTime: [lockOf(game.drawAt), Date.parse(game.drawAt) + 10_000] as const,
      isSale: true,
      following,
    };
    expect(countdownView(input, 19_000)).toMatchObject({ text: '00:00:01', idle: false });
    // At the lock the count is the next draw's, a minute on.
    expect(countdownView(input, 20_000)).toMatchObject({ text: '00:01:00', idle: false });
    expect(countdownView(input, 21_500)).toMatchObject({ text: '00:00:58', idle: false });
    expect(countdownView(input, 80_000)).toMatchObject({ text: COUNTDOWN_IDLE, idle: true });
    // Without a following draw the lock ends the count, as before.
    expect(countdownView({ ...input, following: undefined }, 20_000).idle).toBe(true);
    expect(followingDraw({ ...game, nextDrawAt: null, nextLockAt: null })).toBeUndefined();
  });

  it('moves with the 500 ms tick and is near at 5 s or less, idle at zero', () => {
    const game = { remainTime: 6_000, isSale: true };
    expect(countdownView(game, 500)).toMatchObject({ text: '00:00:05', near: false });
    expect(countdownView(game, 1_000)).toMatchObject({ text: '00:00:05', near: true });
    expect(countdownView(game, 5_500)).toMatchObject({ text: '00:00:00', near: true, idle: false });
    expect(countdownView(game, 6_000)).toEqual({
      text: COUNTDOWN_IDLE,
      days: 0,
      near: false,
      idle: true,
    });
    expect(countdownView(game, 9_000).idle).toBe(true);
  });

  it('never shows a negative or malformed time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 1e6 }),
        (remain, tick) => {
          const { text } = countdownView({ remainTime: remain, isSale: true }, tick);
          expect(text === COUNTDOWN_IDLE || /^\d{2,}:[0-5]\d:[0-5]\d$/.test(text)).toBe(true);
        },
      ),
    );
  });
});

describe('lottery menu refresh delay (spec 4)', () => {
  it('waits for the soonest open game, at most 30 s', () => {
    expect(
      menuRefreshDelay([
        { remainTime: 12_000, isSale: true },
        { remainTime: 4_000, isSale: true },
        { remainTime: 1_000, isSale: false },
      ]),
    ).toBe(4_000);
    expect(menuRefreshDelay([{ remainTime: 90_000, isSale: true }])).toBe(30_000);
  });

  it('waits 7 s when no game is open or the soonest is due now', () => {
    expect(menuRefreshDelay([])).toBe(7_000);
    expect(menuRefreshDelay([{ remainTime: 5_000, isSale: false }])).toBe(7_000);
    expect(
      menuRefreshDelay([
        { remainTime: 0, isSale: true },
        { remainTime: 9_000, isSale: true },
      ]),
    ).toBe(7_000);
    // A negative time is not a remaining time: the others decide.
    expect(
      menuRefreshDelay([
        { remainTime: -50, isSale: true },
        { remainTime: 9_000, isSale: true },
      ]),
    ).toBe(9_000);
  });
});

describe('lobby card highlight (spec 2)', () => {
  it('highlights above 0 and under 24 hours to lock', () => {
    expect(isLockSoon(1)).toBe(true);
    expect(isLockSoon(86_399_999)).toBe(true);
    expect(isLockSoon(86_400_000)).toBe(false);
    expect(isLockSoon(0)).toBe(false);
    expect(isLockSoon(-1)).toBe(false);
  });
});

describe('weekday mapping (spec 9)', () => {
  it('numbers Sunday 1, Monday 2 ... Saturday 7', () => {
    // 2026-11-22 is a Sunday.
    const days = Array.from({ length: 7 }, (_, i) =>
      lotteryWeekday(new Date(Date.UTC(2026, 10, 22 + i, 12))),
    );
    expect(days).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('reads the day on the given clock', () => {
    // 01:00 UTC on a Monday is still Sunday in São Paulo (UTC-3).
    const mondayEarly = new Date(Date.UTC(2026, 10, 23, 1));
    expect(lotteryWeekday(mondayEarly)).toBe(2);
    expect(lotteryWeekday(mondayEarly, -180)).toBe(1);
  });

  it('reads drawDayOfWeek as sorted, distinct days 1 to 7', () => {
    expect(drawDays('7, 1,4,4')).toEqual([1, 4, 7]);
    expect(drawDays('0,8,x,')).toEqual([]);
    expect(drawDays(null)).toEqual([]);
  });
});

describe('winning number layout (spec 2)', () => {
  it('labels the rows of a regional result GB and G1 to G9, cells by commas', () => {
    const rows = winningNumberRows('12345|54321|11111,22222|333,444');
    expect(rows).toEqual([
      { label: 'GB', cells: ['12345'] },
      { label: 'G1', cells: ['54321'] },
      { label: 'G2', cells: ['11111', '22222'] },
      { label: 'G3', cells: ['333', '444'] },
    ]);
  });

  it('splits a single row by tilde, else per character', () => {
    expect(winningNumberRows('1~22~3')).toEqual([{ label: null, cells: ['1', '22', '3'] }]);
    expect(winningNumberRows('38172')).toEqual([{ label: null, cells: ['3', '8', '1', '7', '2'] }]);
    expect(winningNumberRows('')).toEqual([]);
    expect(winningNumberRows(null)).toEqual([]);
  });
});
