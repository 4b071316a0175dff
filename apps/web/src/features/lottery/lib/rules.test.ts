import { describe, expect, it } from 'vitest';
import { isLockSoon } from '@app/contracts';
import { makeLotteryGame, makeMenuGroup } from '../../../components/lottery/lottery-fixtures.ts';
import { filterGames, formatDrawDate, gameHasHistory, msToLock, tabGames } from './lobby-rules.ts';
import { matchesName } from './name-search.ts';
import { weekdayName, zoneLabel } from './schedule.ts';

describe('lobby rules', () => {
  it('lists a game of two groups once in ALL', () => {
    const a = makeLotteryGame({ gameId: 1 });
    const b = makeLotteryGame({ gameId: 2 });
    const groups = [makeMenuGroup('x', [a, b]), makeMenuGroup('y', [b])];
    expect(tabGames(groups, 'ALL').map((game) => game.gameId)).toEqual([1, 2]);
    expect(tabGames(groups, 'y').map((game) => game.gameId)).toEqual([2]);
  });

  it('measures the time to lock on the server clock (the card highlight)', () => {
    const game = makeLotteryGame({ lotteryTime: [10_000, 20_000] });
    expect(msToLock(game, 4_000)).toBe(6_000);
    expect(isLockSoon(msToLock(game, 10_000))).toBe(false);
    expect(isLockSoon(msToLock(game, 9_999))).toBe(true);
    expect(isLockSoon(msToLock(game, 10_000 - 86_400_000))).toBe(false);
    expect(msToLock({ ...game, isSale: false }, 4_000)).toBe(0);
  });

  it('keeps the recent filter in the order of the recent list', () => {
    const games = [1, 2, 3].map((gameId) => makeLotteryGame({ gameId }));
    const picked = filterGames(games, 'recent', { favourites: [], recent: [3, 1] });
    expect(picked.map((game) => game.gameId)).toEqual([3, 1]);
  });

  it('offers no history for stock games, by tag or menu group', () => {
    expect(gameHasHistory(makeLotteryGame({ tag: 'vietnam_rb_stock' }))).toBe(false);
    expect(gameHasHistory(makeLotteryGame({ gameMenuTag: 'vietnam_rb_stock' }))).toBe(false);
    expect(gameHasHistory(makeLotteryGame())).toBe(true);
  });

  it('formats dates as DD/MM/YYYY HH:mm and ignores nonsense', () => {
    expect(formatDrawDate(new Date(2026, 0, 6, 18, 5).toISOString())).toBe('06/01/2026 18:05');
    expect(formatDrawDate('nope')).toBe('');
    expect(formatDrawDate(null)).toBe('');
  });

  it('finds Vietnamese names without their accents', () => {
    expect(matchesName('TP. Hồ Chí Minh', 'ho chi')).toBe(true);
    expect(matchesName('Đà Nẵng', 'DA NANG')).toBe(true);
    expect(matchesName('Cà Mau', 'hue')).toBe(false);
  });

  it('names weekdays (1 is Sunday) and time zones', () => {
    expect([1, 2, 7].map((day) => weekdayName(day, 'en'))).toEqual([
      'Sunday',
      'Monday',
      'Saturday',
    ]);
    expect(weekdayName(2, 'pt')).toBe('Segunda-feira');
    expect(zoneLabel(420)).toBe('GMT+7');
    expect(zoneLabel(-210)).toBe('GMT-3:30');
  });
});
