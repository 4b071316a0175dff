import { describe, expect, it } from 'vitest';
import { scoreText, splitDuration, tournamentIdOf } from './format.ts';

describe('tournament formats', () => {
  const real = { symbol: 'R$', locale: 'pt-BR' };

  it('writes a score by its rule: money, or a multiplier rounded down to the hundredth', () => {
    expect(scoreText('totalWagered', 123_456, real)).toBe('R$ 1.234,56');
    expect(scoreText('biggestMultiplier', 125_000, real)).toBe('12,50x');
    expect(scoreText('biggestMultiplier', 33_333, { symbol: 'R$', locale: 'en-US' })).toBe('3.33x');
    expect(scoreText('biggestMultiplier', 1_234_599, real)).toBe('123,45x');
  });

  it('splits a remaining time into days and a clock, never below zero', () => {
    expect(splitDuration(0)).toEqual({ days: 0, clock: '00:00:00' });
    expect(splitDuration(-5_000)).toEqual({ days: 0, clock: '00:00:00' });
    expect(splitDuration(59_999)).toEqual({ days: 0, clock: '00:00:59' });
    expect(splitDuration(((6 * 24 + 23) * 3600 + 59 * 60 + 58) * 1000 + 999)).toEqual({
      days: 6,
      clock: '23:59:58',
    });
  });

  it('reads ?id= as a positive whole number only', () => {
    expect(tournamentIdOf('12')).toBe(12);
    for (const value of [null, '', '0', '-1', '1.5', 'x', '1234567890']) {
      expect(tournamentIdOf(value)).toBeNull();
    }
  });
});
