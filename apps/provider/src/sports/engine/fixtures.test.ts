import { describe, expect, it } from 'vitest';
import { recordingDraw, scriptedDraw, seededDraw } from '../../engines/testing/seeded-draw.ts';
import {
  FORM_SPREAD,
  MAX_FIXTURES,
  RATING_BOTTOM,
  RATING_TOP,
  planFixtures,
  teamRating,
} from './fixtures.ts';
import { matchModel } from './model.ts';
import { SPORT_CODES, getCompetition, getSport } from './sports.ts';

const FROM = Date.UTC(2025, 0, 1, 12);

describe('planFixtures', () => {
  it('never pairs a side with itself, in any competition, over many seeds', () => {
    for (const sport of SPORT_CODES) {
      for (const competition of getSport(sport).competitions) {
        for (let seed = 0; seed < 12; seed += 1) {
          const fixtures = planFixtures({
            sport,
            competition: competition.code,
            fromMs: FROM,
            count: 45,
            spacingMs: 60_000,
            draw: seededDraw(seed),
          });
          expect(fixtures).toHaveLength(45);
          for (const fixture of fixtures) {
            expect(fixture.home).not.toBe(fixture.away);
            expect(competition.teams).toContain(fixture.home);
            expect(competition.teams).toContain(fixture.away);
            // Every strength prices: the model accepts it.
            expect(() => matchModel(sport, fixture.strength)).not.toThrow();
          }
        }
      }
    }
  });

  it('never pairs a side with itself under a degenerate draw (every value 0)', () => {
    const fixtures = planFixtures({
      sport: 'football',
      competition: 'BRA-A',
      fromMs: FROM,
      count: 30,
      spacingMs: 1,
      draw: () => 0,
    });
    for (const fixture of fixtures) expect(fixture.home).not.toBe(fixture.away);
  });

  it('plays every side at most once within a round of floor(n / 2) fixtures', () => {
    const competition = getCompetition('futsal', 'LIGA-FUTSAL');
    const n = competition.teams.length;
    const fixtures = planFixtures({
      sport: 'futsal',
      competition: 'LIGA-FUTSAL',
      fromMs: FROM,
      count: 5 * (n / 2),
      spacingMs: 0,
      draw: seededDraw(3),
    });
    for (let round = 0; round < 5; round += 1) {
      const sides = fixtures
        .slice((round * n) / 2, ((round + 1) * n) / 2)
        .flatMap((f) => [f.home, f.away]);
      expect(new Set(sides).size).toBe(n);
    }
  });

  it('carries the odd side out of a round into the next one', () => {
    const competition = getCompetition('football', 'LIBERTADORES');
    expect(competition.teams.length).toBe(15);
    const fixtures = planFixtures({
      sport: 'football',
      competition: 'LIBERTADORES',
      fromMs: FROM,
      count: 7 * 6,
      spacingMs: 0,
      draw: seededDraw(8),
    });
    for (let round = 0; round < 6; round += 1) {
      const played = fixtures.slice(round * 7, round * 7 + 7).flatMap((f) => [f.home, f.away]);
      expect(new Set(played).size).toBe(14);
      const [out] = competition.teams.filter((team) => !played.includes(team));
      const next = fixtures[round * 7 + 7];
      if (next) expect(next.home).toBe(out);
    }
    for (const fixture of fixtures) expect(fixture.home).not.toBe(fixture.away);
  });

  it('is deterministic given the draw, and spaces kick-offs', () => {
    const input = {
      sport: 'basketball' as const,
      competition: 'LNB',
      fromMs: FROM,
      count: 12,
      spacingMs: 420_000,
    };
    const a = planFixtures({ ...input, draw: seededDraw(11) });
    const b = planFixtures({ ...input, draw: seededDraw(11) });
    const c = planFixtures({ ...input, draw: seededDraw(12) });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    a.forEach((fixture, i) => {
      expect(fixture.kickoffMs).toBe(FROM + i * 420_000);
      expect(fixture.sport).toBe('basketball');
      expect(fixture.competition).toBe('LNB');
    });
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('draws a round shuffle then two forms per fixture', () => {
    const n = getCompetition('volleyball', 'SUPERLIGA').teams.length;
    const recorded = recordingDraw(seededDraw(5));
    planFixtures({
      sport: 'volleyball',
      competition: 'SUPERLIGA',
      fromMs: FROM,
      count: 3,
      spacingMs: 0,
      draw: recorded.draw,
    });
    expect(recorded.values).toHaveLength(n - 1 + 3 * 2);
  });

  it('rates sides by their place in the list plus a form of +-FORM_SPREAD', () => {
    const competition = getCompetition('football', 'BRA-A');
    expect(teamRating(competition, 0)).toBe(RATING_TOP);
    expect(teamRating(competition, competition.teams.length - 1)).toBe(RATING_BOTTOM);
    for (let i = 1; i < competition.teams.length; i += 1) {
      expect(teamRating(competition, i)).toBeLessThanOrEqual(teamRating(competition, i - 1));
    }
    expect(() => teamRating(competition, 20)).toThrow(RangeError);
    // Any 19 shuffle draws, then the first fixture's forms: 0 -> -5 (home), 10 -> +5 (away).
    const shuffle = new Array<number>(19).fill(0);
    const [fixture] = planFixtures({
      sport: 'football',
      competition: 'BRA-A',
      fromMs: FROM,
      count: 1,
      spacingMs: 0,
      draw: scriptedDraw([...shuffle, 0, 2 * FORM_SPREAD]),
    });
    const home = competition.teams.indexOf(fixture!.home);
    const away = competition.teams.indexOf(fixture!.away);
    expect(fixture!.strength).toEqual({
      home: teamRating(competition, home) - FORM_SPREAD,
      away: teamRating(competition, away) + FORM_SPREAD,
    });
  });

  it('refuses bad input', () => {
    const base = {
      sport: 'football' as const,
      competition: 'BRA-A',
      fromMs: FROM,
      count: 1,
      spacingMs: 0,
      draw: seededDraw(1),
    };
    expect(() => planFixtures({ ...base, competition: 'NOPE' })).toThrow(RangeError);
    expect(() => planFixtures({ ...base, count: -1 })).toThrow(RangeError);
    expect(() => planFixtures({ ...base, count: 1.5 })).toThrow(RangeError);
    expect(() => planFixtures({ ...base, count: MAX_FIXTURES + 1 })).toThrow(RangeError);
    expect(() => planFixtures({ ...base, spacingMs: -1 })).toThrow(RangeError);
    expect(() => planFixtures({ ...base, fromMs: 0.5 })).toThrow(RangeError);
    expect(planFixtures({ ...base, count: 0 })).toEqual([]);
  });
});
