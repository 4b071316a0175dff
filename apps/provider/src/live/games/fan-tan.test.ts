import { describe, expect, it } from 'vitest';
import { scriptedDraw, seededDraw } from '../../engines/testing/seeded-draw.ts';
import { fanTan, fanTanFromBeads } from './fan-tan.ts';
import type { FanTanResult } from './fan-tan.ts';
import { CHI_SQUARE_999, chiSquare } from './testing/stats.ts';

const SPOT_CODES = fanTan.spots.map((spot) => spot.code);
/** A round showing `result` (24 beads plus the result: the remainder is the result). */
const on = (result: number): FanTanResult => fanTanFromBeads(24 + result);

describe('fan tan', () => {
  it('maps bead counts to results, a remainder of 0 showing 4', () => {
    expect([21, 22, 23, 24, 99, 20].map((beads) => fanTanFromBeads(beads).result)).toEqual([
      1, 2, 3, 4, 3, 4,
    ]);
    for (let r = 1; r <= 4; r += 1) expect(on(r).result).toBe(r);
    expect(fanTan.drawResult(scriptedDraw([0]))).toEqual({ result: 4, beads: 20 });
    expect(fanTan.drawResult(scriptedDraw([79]))).toEqual({ result: 3, beads: 99 });
    expect(fanTan.roadEntry(fanTanFromBeads(57))).toEqual({ result: 1, beads: 57 });
  });

  it('lists its spots and rejects others', () => {
    expect(SPOT_CODES).toHaveLength(4 + 12 + 4 + 2 + 12 + 4);
    expect(SPOT_CODES.every((code) => fanTan.isSpot(code))).toBe(true);
    for (const code of [
      '',
      'fan:0',
      'fan:5',
      'nim:1-1',
      'kwok:1-3',
      'kwok:2-1',
      'kwok:4-1',
      'nga:2-1-3',
      'nga:1-2-2',
      'ssh:3-2-1',
      'ssh:1-2',
      'Odd',
      'fan',
    ]) {
      expect(fanTan.isSpot(code), code).toBe(false);
      expect(() => fanTan.payout(code, 100, on(1))).toThrow(RangeError);
    }
  });

  it('pays every family, 5% commission on winnings floored', () => {
    const pay = (spot: string, result: number, stake = 100): number =>
      fanTan.payout(spot, stake, on(result));
    expect([1, 2, 3, 4].map((r) => pay('fan:2', r))).toEqual([0, 385, 0, 0]);
    expect([1, 2, 3, 4].map((r) => pay('nim:3-4', r))).toEqual([0, 0, 290, 100]);
    expect([1, 2, 3, 4].map((r) => pay('kwok:1-4', r))).toEqual([195, 0, 0, 195]);
    expect([1, 2, 3, 4].map((r) => pay('odd', r))).toEqual([195, 0, 195, 0]);
    expect([1, 2, 3, 4].map((r) => pay('even', r))).toEqual([0, 195, 0, 195]);
    expect([1, 2, 3, 4].map((r) => pay('nga:1-3-2', r))).toEqual([147, 100, 147, 0]);
    expect([1, 2, 3, 4].map((r) => pay('ssh:1-2-4', r, 60))).toEqual([79, 79, 0, 79]);
    // Floors: 2.85 x 1 cent, 0.475 x 101, 19/60 x 100.
    expect([pay('fan:1', 1, 1), pay('nga:1-2-3', 1, 101), pay('ssh:1-2-3', 1, 100)]).toEqual([
      3, 148, 131,
    ]);
  });

  it('has the exact returns, each result having chance 1/4', () => {
    const expected: Record<string, number> = {
      fan: 77 / 80,
      nim: 39 / 40,
      kwok: 39 / 40,
      odd: 39 / 40,
      even: 39 / 40,
      nga: 79 / 80,
      ssh: 79 / 80,
    };
    for (const code of SPOT_CODES) {
      // A stake of 1200 cents makes every price an exact number of cents.
      const returned = [1, 2, 3, 4].reduce((sum, r) => sum + fanTan.payout(code, 1200, on(r)), 0);
      expect(returned / 4800, code).toBe(expected[code.split(':')[0]!]);
    }
    expect(fanTan.rtp).toEqual(expected);
  });

  it('draws results and bead counts uniformly (chi-square, 40,000 rounds)', () => {
    const draw = seededDraw(4);
    const n = 40_000;
    const results = [0, 0, 0, 0];
    const beads = new Array<number>(80).fill(0);
    for (let i = 0; i < n; i += 1) {
      const result = fanTan.drawResult(draw);
      expect(result.beads % 4 === result.result % 4).toBe(true);
      results[result.result - 1]! += 1;
      beads[result.beads - 20]! += 1;
      const code = SPOT_CODES[i % SPOT_CODES.length]!;
      expect(Number.isSafeInteger(fanTan.payout(code, 1 + draw(1_000_000_000), result))).toBe(true);
    }
    expect(chiSquare(results, [n / 4, n / 4, n / 4, n / 4])).toBeLessThan(CHI_SQUARE_999[3]!);
    expect(chiSquare(beads, new Array<number>(80).fill(n / 80))).toBeLessThan(CHI_SQUARE_999[79]!);
  });
});
