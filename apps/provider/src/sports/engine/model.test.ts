import { describe, expect, it } from 'vitest';
import {
  PPM,
  RATING_MAX,
  RATING_MIN,
  assertStrength,
  matchModel,
  raceSetWinner,
  tennisSetWinner,
} from './model.ts';
import { SPORT_CODES } from './sports.ts';

describe('matchModel', () => {
  it('gives integer probabilities strictly inside (0, 1) for every pair of ratings', () => {
    const bad: string[] = [];
    const ok = (x: number) => Number.isInteger(x) && x > 0 && x < PPM;
    for (const sport of SPORT_CODES) {
      for (let home = RATING_MIN; home <= RATING_MAX; home += 1) {
        for (let away = RATING_MIN; away <= RATING_MAX; away += 1) {
          const model = matchModel(sport, { home, away });
          const values =
            model.kind === 'goals'
              ? [model.homePpm, model.awayPpm]
              : model.kind === 'possessions'
                ? [...model.home, ...model.away]
                : model.kind === 'race'
                  ? [model.pointPpm]
                  : [model.homeHoldPpm, model.awayHoldPpm, model.tiebreakPpm];
          if (!values.every(ok)) bad.push(`${sport} ${home}-${away}: ${values.join(',')}`);
          if (model.kind === 'possessions') {
            const sum = (w: readonly number[]) => w.reduce((s, x) => s + x, 0);
            if (sum(model.home) !== PPM || sum(model.away) !== PPM)
              bad.push(`${sport} ${home}-${away} sum`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('favours the stronger side and keeps football at 2.6 goals a match', () => {
    const football = matchModel('football', { home: 90, away: 60 });
    if (football.kind !== 'goals') throw new Error('goals');
    expect(football.homePpm).toBeGreaterThan(football.awayPpm);
    expect(football.homePpm + football.awayPpm).toBe(28_889);
    expect((90 * (football.homePpm + football.awayPpm)) / PPM).toBeCloseTo(2.6, 3);
    const tennis = matchModel('tennis', { home: 60, away: 80 });
    if (tennis.kind !== 'tennis') throw new Error('tennis');
    expect(tennis.awayHoldPpm).toBeGreaterThan(tennis.homeHoldPpm);
    expect(tennis.tiebreakPpm).toBeLessThan(PPM / 2);
    // Neutral sports are neutral: even ratings, even chances.
    expect(matchModel('esports', { home: 70, away: 70 })).toMatchObject({ pointPpm: PPM / 2 });
  });

  it('refuses ratings outside RATING_MIN..RATING_MAX or not whole', () => {
    expect(() => assertStrength({ home: RATING_MIN - 1, away: 50 })).toThrow(RangeError);
    expect(() => assertStrength({ home: 50, away: RATING_MAX + 1 })).toThrow(RangeError);
    expect(() => assertStrength({ home: 50, away: 60.5 })).toThrow(RangeError);
    expect(() => assertStrength({ home: 50, away: Number.NaN })).toThrow(RangeError);
  });
});

describe('set rules', () => {
  it('race sets: to the target, by winBy', () => {
    expect(raceSetWinner({ home: 25, away: 23 }, 25, 2)).toBe('home');
    expect(raceSetWinner({ home: 25, away: 24 }, 25, 2)).toBeNull();
    expect(raceSetWinner({ home: 30, away: 32 }, 25, 2)).toBe('away');
    expect(raceSetWinner({ home: 15, away: 13 }, 15, 2)).toBe('home');
    expect(raceSetWinner({ home: 13, away: 12 }, 13, 1)).toBe('home');
    expect(raceSetWinner({ home: 12, away: 12 }, 13, 1)).toBeNull();
  });

  it('tennis sets: 6 by 2, 7-5, or 7-6 after the tie-break', () => {
    expect(tennisSetWinner({ home: 6, away: 4 })).toBe('home');
    expect(tennisSetWinner({ home: 6, away: 5 })).toBeNull();
    expect(tennisSetWinner({ home: 6, away: 6 })).toBeNull();
    expect(tennisSetWinner({ home: 7, away: 5 })).toBe('home');
    expect(tennisSetWinner({ home: 6, away: 7 })).toBe('away');
    expect(tennisSetWinner({ home: 0, away: 6 })).toBe('away');
  });
});
