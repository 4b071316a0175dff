import { describe, expect, it } from 'vitest';
import {
  CRASH_DRAW_RANGE,
  CRASH_MAX_MULTIPLIER,
  CRASH_RTP,
  crashProbabilityAtLeast,
  drawCrashPoint,
  msToReach,
  multiplierAt,
  settleCrash,
} from './crash.ts';
import { scriptedDraw, seededDraw } from './testing/seeded-draw.ts';

const N = CRASH_DRAW_RANGE;

describe('drawCrashPoint', () => {
  it('maps the draw through floor(97 N / (N - u)), floored at 1.00x and capped', () => {
    expect(drawCrashPoint(scriptedDraw([0]))).toBe(100); // 0.97x raw: instant crash
    expect(drawCrashPoint(scriptedDraw([N - 1]))).toBe(CRASH_MAX_MULTIPLIER);
    // X >= 200 exactly when N - u <= floor(97 N / 200).
    const edge = N - Math.floor((97 * N) / 200);
    expect(drawCrashPoint(scriptedDraw([edge]))).toBe(200);
    expect(drawCrashPoint(scriptedDraw([edge - 1]))).toBe(199);
    // The instant crash (raw point below 1.00x) has probability 3% up to 1/N.
    const instant = N - Math.floor((97 * N) / 100);
    expect(drawCrashPoint(scriptedDraw([instant - 1]))).toBe(100);
    expect(drawCrashPoint(scriptedDraw([instant]))).toBe(100); // raw 1.00x exactly
    expect(Math.abs(instant / N - 0.03)).toBeLessThan(1 / N);
  });

  it('has P(X >= m) = 0.97 / (m / 100) for every m from 1.01x to the cap (up to 1/N)', () => {
    const ms = [101, 102, 150, 199, 200, 333, 1000, 12_345, 100_000, 999_999, 1_000_000];
    for (let m = 101; m <= 5000; m += 1) ms.push(m);
    for (const m of ms) {
      const p = crashProbabilityAtLeast(m);
      expect(Math.abs(p - 97 / m)).toBeLessThan(1 / N);
      // Expected return of a cash-out target m: P(X >= m) x m / 100, never above 97%.
      const expectedReturn = (p * m) / 100;
      expect(expectedReturn).toBeLessThanOrEqual(CRASH_RTP + 1e-15);
      expect(CRASH_RTP - expectedReturn).toBeLessThan(m / 100 / N + 1e-15);
    }
    expect(crashProbabilityAtLeast(100)).toBe(1);
    expect(crashProbabilityAtLeast(CRASH_MAX_MULTIPLIER + 1)).toBe(0);
  });

  it('returns 97% for cash-out targets 1.5x, 2x and 10x over 200,000 rounds (4 SE)', () => {
    const draw = seededDraw(77);
    const targets = [150, 200, 1000];
    const sums = targets.map(() => 0);
    const squares = targets.map(() => 0);
    const n = 200_000;
    for (let i = 0; i < n; i += 1) {
      const crashPoint = drawCrashPoint(draw);
      targets.forEach((target, t) => {
        const x =
          settleCrash({ betCents: 100, crashPoint, cashOutAt: null, autoCashOutAt: target })
            .winCents / 100;
        sums[t]! += x;
        squares[t]! += x * x;
      });
    }
    targets.forEach((target, t) => {
      const mean = sums[t]! / n;
      const se = Math.sqrt((squares[t]! / n - mean * mean) / n);
      const exact = (crashProbabilityAtLeast(target) * target) / 100;
      expect(Math.abs(mean - exact)).toBeLessThan(4 * se);
    });
  });
});

describe('the curve', () => {
  it('starts at 1.00x and grows as e^(0.00006 t)', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(-5)).toBe(100);
    let previous = 100;
    for (let t = 0; t <= 160_000; t += 37) {
      const m = multiplierAt(t);
      expect(m).toBeGreaterThanOrEqual(previous);
      const exact = 100 * Math.exp(0.00006 * t);
      expect(Math.abs(m - Math.floor(exact))).toBeLessThanOrEqual(1);
      previous = m;
    }
    expect(multiplierAt(11_553)).toBe(200);
    expect(multiplierAt(11_552)).toBe(199);
  });

  it('finds the first millisecond that reaches a multiplier', () => {
    for (const m of [100, 101, 150, 200, 1000, 12_345, 1_000_000]) {
      const t = msToReach(m);
      expect(multiplierAt(t)).toBeGreaterThanOrEqual(m);
      if (m > 100) expect(multiplierAt(t - 1)).toBeLessThan(m);
    }
    expect(msToReach(100)).toBe(0);
    expect(msToReach(200)).toBe(11_553);
  });
});

describe('settleCrash', () => {
  it('pays floor(bet x m / 100) at or below the crash point, else nothing', () => {
    expect(settleCrash({ betCents: 110, crashPoint: 300, cashOutAt: 155 })).toEqual({
      cashOutAt: 155,
      won: true,
      winCents: 170, // 170.5 floored
    });
    expect(settleCrash({ betCents: 100, crashPoint: 300, cashOutAt: 300 }).winCents).toBe(300);
    expect(settleCrash({ betCents: 100, crashPoint: 300, cashOutAt: 301 })).toEqual({
      cashOutAt: 301,
      won: false,
      winCents: 0,
    });
    expect(settleCrash({ betCents: 100, crashPoint: 300, cashOutAt: null }).winCents).toBe(0);
  });

  it('takes the earlier of the manual and automatic cash-outs', () => {
    const base = { betCents: 100, crashPoint: 500 };
    expect(settleCrash({ ...base, cashOutAt: 400, autoCashOutAt: 200 }).winCents).toBe(200);
    expect(settleCrash({ ...base, cashOutAt: 150, autoCashOutAt: 200 }).winCents).toBe(150);
    expect(settleCrash({ ...base, cashOutAt: null, autoCashOutAt: 600 }).winCents).toBe(0);
    expect(settleCrash({ ...base, cashOutAt: null, autoCashOutAt: 500 }).winCents).toBe(500);
  });

  it('refuses bad input', () => {
    const ok = { betCents: 100, crashPoint: 200, cashOutAt: 150 };
    expect(() => settleCrash({ ...ok, betCents: 15 })).toThrow(RangeError);
    expect(() => settleCrash({ ...ok, crashPoint: 99 })).toThrow(RangeError);
    expect(() => settleCrash({ ...ok, cashOutAt: 100 })).toThrow(RangeError);
    expect(() => settleCrash({ ...ok, cashOutAt: 150.5 })).toThrow(RangeError);
    expect(() => settleCrash({ ...ok, autoCashOutAt: CRASH_MAX_MULTIPLIER + 1 })).toThrow(
      RangeError,
    );
  });
});
