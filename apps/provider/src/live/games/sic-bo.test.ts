import { describe, expect, it } from 'vitest';
import { scriptedDraw, seededDraw } from '../../engines/testing/seeded-draw.ts';
import { sicBo, sicBoFromDice } from './sic-bo.ts';
import { CHI_SQUARE_999, chiSquare } from './testing/stats.ts';

const SPOT_CODES = sicBo.spots.map((spot) => spot.code);

function everyThrow(): ReturnType<typeof sicBoFromDice>[] {
  const throws = [];
  for (let a = 1; a <= 6; a += 1) {
    for (let b = 1; b <= 6; b += 1) {
      for (let c = 1; c <= 6; c += 1) throws.push(sicBoFromDice(a, b, c));
    }
  }
  return throws;
}

describe('sic bo', () => {
  it('lists 52 spots and rejects others', () => {
    expect(SPOT_CODES).toHaveLength(4 + 6 + 1 + 6 + 14 + 15 + 6);
    expect(SPOT_CODES.every((code) => sicBo.isSpot(code))).toBe(true);
    for (const code of [
      '',
      'total:3',
      'total:18',
      'triple:7',
      'double:0',
      'combo:2-2',
      'combo:3-1',
      'single:0',
      'any triple',
      'Big',
      'combo:1-7',
    ]) {
      expect(sicBo.isSpot(code), code).toBe(false);
      expect(() => sicBo.payout(code, 100, sicBoFromDice(1, 2, 3))).toThrow(RangeError);
    }
    expect(() => sicBoFromDice(0, 1, 2)).toThrow(RangeError);
  });

  it('pays every family on hand-picked throws', () => {
    const pay = (spot: string, a: number, b: number, c: number): number =>
      sicBo.payout(spot, 100, sicBoFromDice(a, b, c));
    expect([
      pay('small', 1, 2, 3),
      pay('small', 2, 2, 2),
      pay('big', 6, 5, 1),
      pay('big', 5, 5, 5),
    ]).toEqual([200, 0, 200, 0]);
    expect([
      pay('odd', 1, 2, 4),
      pay('even', 1, 2, 3),
      pay('even', 4, 4, 4),
      pay('odd', 3, 3, 3),
    ]).toEqual([200, 200, 0, 0]);
    expect([
      pay('triple:4', 4, 4, 4),
      pay('triple:4', 4, 4, 3),
      pay('any-triple', 1, 1, 1),
    ]).toEqual([18_100, 0, 3100]);
    expect([pay('double:2', 2, 5, 2), pay('double:2', 2, 2, 2), pay('double:2', 2, 3, 4)]).toEqual([
      1100, 1100, 0,
    ]);
    const totals: [number, number, number, number][] = [
      [1, 1, 2, 6100],
      [6, 6, 5, 6100],
      [1, 1, 3, 3100],
      [6, 5, 5, 3100],
      [1, 2, 3, 1800],
      [5, 5, 5, 1800],
      [1, 2, 4, 1300],
      [6, 6, 2, 1300],
      [2, 3, 3, 900],
      [4, 4, 5, 900],
      [3, 3, 3, 700],
      [4, 4, 2, 700],
      [5, 5, 1, 700],
      [6, 5, 1, 700],
    ];
    for (const [a, b, c, returned] of totals)
      expect(pay(`total:${a + b + c}`, a, b, c)).toBe(returned);
    expect(pay('total:10', 3, 3, 3)).toBe(0);
    expect([
      pay('combo:1-6', 6, 3, 1),
      pay('combo:1-6', 1, 1, 3),
      pay('combo:2-3', 2, 3, 3),
    ]).toEqual([600, 0, 600]);
    expect([
      pay('single:5', 1, 2, 3),
      pay('single:5', 5, 2, 3),
      pay('single:5', 5, 2, 5),
      pay('single:5', 5, 5, 5),
    ]).toEqual([0, 200, 300, 400]);
    expect(sicBo.roadEntry(sicBoFromDice(6, 1, 6))).toEqual({ dice: [6, 1, 6], total: 13 });
  });

  it('has the exact returns, enumerating all 216 throws for every spot', () => {
    const expected: Record<string, number> = {
      small: 105 / 108,
      big: 105 / 108,
      odd: 105 / 108,
      even: 105 / 108,
      triple: 181 / 216,
      'any-triple': 186 / 216,
      double: 176 / 216,
      combo: 180 / 216,
      single: 199 / 216,
      'total:4': 183 / 216,
      'total:5': 186 / 216,
      'total:6': 180 / 216,
      'total:7': 195 / 216,
      'total:8': 189 / 216,
      'total:9': 175 / 216,
      'total:10': 189 / 216,
      'total:11': 189 / 216,
      'total:12': 175 / 216,
      'total:13': 189 / 216,
      'total:14': 195 / 216,
      'total:15': 180 / 216,
      'total:16': 186 / 216,
      'total:17': 183 / 216,
    };
    const throws = everyThrow();
    for (const code of SPOT_CODES) {
      const family = code.startsWith('total:') ? code : code.split(':')[0]!;
      const returned = throws.reduce((sum, t) => sum + sicBo.payout(code, 216, t), 0);
      expect(returned / (216 * 216), code).toBeCloseTo(expected[family]!, 14);
    }
    expect(Object.keys(sicBo.rtp).sort()).toEqual(Object.keys(expected).sort());
    for (const [family, rtp] of Object.entries(expected))
      expect(sicBo.rtp[family], family).toBeCloseTo(rtp, 14);
  });

  it('throws the scripted dice', () => {
    expect(sicBo.drawResult(scriptedDraw([5, 0, 3]))).toEqual({
      dice: [6, 1, 4],
      total: 11,
      triple: false,
    });
  });

  it('throws fair dice (chi-square on faces and on totals, 60,000 throws)', () => {
    const draw = seededDraw(216);
    const n = 60_000;
    const faces = new Array<number>(6).fill(0);
    const totals = new Array<number>(16).fill(0);
    for (let i = 0; i < n; i += 1) {
      const result = sicBo.drawResult(draw);
      for (const die of result.dice) faces[die - 1]! += 1;
      totals[result.total - 3]! += 1;
      const code = SPOT_CODES[i % SPOT_CODES.length]!;
      expect(Number.isSafeInteger(sicBo.payout(code, 1 + draw(1_000_000_000), result))).toBe(true);
    }
    expect(chiSquare(faces, new Array<number>(6).fill(n / 2))).toBeLessThan(CHI_SQUARE_999[5]!);
    const ways = new Array<number>(16).fill(0);
    for (const t of everyThrow()) ways[t.total - 3]! += 1;
    expect(
      chiSquare(
        totals,
        ways.map((w) => (w * n) / 216),
      ),
    ).toBeLessThan(CHI_SQUARE_999[15]!);
  });
});
