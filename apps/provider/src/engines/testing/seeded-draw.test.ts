import { describe, expect, it } from 'vitest';
import { recordingDraw, scriptedDraw, seededDraw } from './seeded-draw.ts';

describe('seededDraw', () => {
  it('is reproducible per seed and differs between seeds', () => {
    const a = seededDraw(7);
    const b = seededDraw(7);
    const c = seededDraw(8);
    const first = Array.from({ length: 20 }, () => a(1000));
    expect(Array.from({ length: 20 }, () => b(1000))).toEqual(first);
    expect(Array.from({ length: 20 }, () => c(1000))).not.toEqual(first);
  });

  it('stays in range and is roughly uniform (chi-square over 10 cells)', () => {
    const draw = seededDraw(1);
    const counts = new Array<number>(10).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i += 1) {
      const value = draw(10);
      expect(value >= 0 && value < 10).toBe(true);
      counts[value]! += 1;
    }
    const expected = n / 10;
    const chi = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: P(chi2 > 27.9) = 0.001.
    expect(chi).toBeLessThan(27.9);
    expect(draw(1)).toBe(0);
    expect(draw(2 ** 32)).toBeLessThan(2 ** 32);
  });

  it('rejects a bad range', () => {
    const draw = seededDraw(1);
    expect(() => draw(0)).toThrow(RangeError);
    expect(() => draw(1.5)).toThrow(RangeError);
    expect(() => draw(2 ** 32 + 1)).toThrow(RangeError);
  });
});

describe('scriptedDraw', () => {
  it('returns the script, then falls back or throws', () => {
    const draw = scriptedDraw([3, 0, 9]);
    expect([draw(4), draw(1), draw(10)]).toEqual([3, 0, 9]);
    expect(draw.used()).toBe(3);
    expect(() => draw(5)).toThrow(/exhausted/);
    const fallback = scriptedDraw([1], () => 2);
    expect([fallback(5), fallback(5)]).toEqual([1, 2]);
  });

  it('refuses a value outside the asked range', () => {
    expect(() => scriptedDraw([5])(5)).toThrow(RangeError);
  });

  it('replays what a recording draw saw', () => {
    const recorder = recordingDraw(seededDraw(3));
    const seen = [recorder.draw(6), recorder.draw(100), recorder.draw(2)];
    expect(recorder.values).toEqual(seen);
    const replay = scriptedDraw(recorder.values);
    expect([replay(6), replay(100), replay(2)]).toEqual(seen);
  });
});
