import { describe, expect, it } from 'vitest';
import {
  ESPORTS_CODES,
  ESPORTS_TITLES,
  MAX_SPEED,
  MIN_SPEED,
  SPORTS,
  SPORT_CODES,
  getCompetition,
  getSport,
  scaledDurationMs,
} from './sports.ts';

describe('the catalogue', () => {
  it('names every sport in Portuguese and English, with periods and a compressed duration', () => {
    expect(Object.keys(SPORTS).sort()).toEqual([...SPORT_CODES].sort());
    for (const code of SPORT_CODES) {
      const sport = getSport(code);
      expect(sport.code).toBe(code);
      expect(sport.name.pt.length).toBeGreaterThan(0);
      expect(sport.name.en.length).toBeGreaterThan(0);
      expect(sport.periods.count).toBeGreaterThanOrEqual(2);
      expect(sport.periods.minutes).toBeGreaterThan(0);
      // Compressed: 6 to 8 minutes of wall clock.
      expect(sport.realDurationMs).toBeGreaterThanOrEqual(6 * 60_000);
      expect(sport.realDurationMs).toBeLessThanOrEqual(8 * 60_000);
      expect(Number.isInteger(sport.realDurationMs)).toBe(true);
      expect(sport.competitions.length).toBeGreaterThanOrEqual(1);
    }
    expect(getSport('football').realDurationMs).toBe(8 * 60_000);
    expect(getSport('football').periods).toMatchObject({ count: 2, minutes: 45 });
    expect(getSport('futsal').periods).toMatchObject({ count: 2, minutes: 20 });
    expect(getSport('basketball').periods).toMatchObject({ count: 4, minutes: 10 });
    expect(getSport('volleyball').periods.count).toBe(5);
    expect(getSport('tennis').periods.count).toBe(3);
    expect(getSport('esports').periods.count).toBe(3);
  });

  it('has draws only in football and futsal', () => {
    expect(SPORT_CODES.filter((code) => getSport(code).drawPossible)).toEqual([
      'football',
      'futsal',
    ]);
  });

  it('lists the competitions the sportsbook shows', () => {
    const codes = (sport: keyof typeof SPORTS) => getSport(sport).competitions.map((c) => c.code);
    expect(codes('football')).toEqual(['BRA-A', 'COPA-BR', 'EURO', 'LIBERTADORES']);
    expect(getCompetition('football', 'BRA-A').name.pt).toBe('Brasileirão Série A');
    expect(getCompetition('football', 'BRA-A').teams).toContain('Atlético Serrano');
    expect(getCompetition('football', 'BRA-A').teams).toContain('Porto Alegre FC');
    expect(getCompetition('football', 'BRA-A').teams).toHaveLength(20);
    expect(codes('futsal')).toEqual(['LIGA-FUTSAL']);
    expect(codes('basketball')).toHaveLength(2);
    expect(codes('volleyball')).toEqual(['SUPERLIGA']);
    expect(codes('tennis')).toHaveLength(1);
    expect(codes('esports')).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
  });

  it('has at least eight distinct sides in every competition', () => {
    for (const code of SPORT_CODES) {
      for (const competition of getSport(code).competitions) {
        expect(competition.teams.length).toBeGreaterThanOrEqual(8);
        expect(new Set(competition.teams).size).toBe(competition.teams.length);
        for (const team of competition.teams) expect(team.trim()).toBe(team);
      }
    }
  });

  it('exports the five e-sports titles as the e-sports competitions', () => {
    expect(ESPORTS_CODES).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(ESPORTS_CODES.map((code) => ESPORTS_TITLES[code].title)).toEqual([
      'Valor Strike',
      'Rift Legends',
      'Arena Rush',
      'Goal Masters eFootball',
      'Tower Siege',
    ]);
    for (const code of ESPORTS_CODES) {
      expect(getCompetition('esports', code)).toBe(ESPORTS_TITLES[code]);
    }
  });

  it('refuses unknown sports and competitions', () => {
    expect(() => getSport('cricket' as never)).toThrow(RangeError);
    expect(() => getCompetition('football', 'SUPERLIGA')).toThrow(RangeError);
  });

  it('scales the wall-clock length by the speed factor', () => {
    expect(scaledDurationMs('football')).toBe(480_000);
    expect(scaledDurationMs('football', 100)).toBe(4_800);
    expect(scaledDurationMs('football', MAX_SPEED)).toBe(480);
    expect(scaledDurationMs('basketball', 7)).toBe(60_000);
    expect(scaledDurationMs('volleyball', 0.5)).toBe(900_000);
    expect(() => scaledDurationMs('football', 0)).toThrow(RangeError);
    expect(() => scaledDurationMs('football', MIN_SPEED / 2)).toThrow(RangeError);
    expect(() => scaledDurationMs('football', MAX_SPEED * 2)).toThrow(RangeError);
    expect(() => scaledDurationMs('football', Number.NaN)).toThrow(RangeError);
  });

  it('is JSON data', () => {
    expect(JSON.parse(JSON.stringify(SPORTS))).toEqual(SPORTS);
  });
});
