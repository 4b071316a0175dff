import { describe, expect, it } from 'vitest';
import { scriptedDraw, seededDraw } from '../../engines/testing/seeded-draw.ts';
import {
  roulette,
  ROULETTE_RED_NUMBERS,
  ROULETTE_SPOT_CODES,
  rouletteColour,
  rouletteNumbers,
} from './roulette.ts';
import type { RouletteResult } from './roulette.ts';
import { CHI_SQUARE_999, chiSquare } from './testing/stats.ts';

const spin = (number: number): RouletteResult => ({ number, colour: rouletteColour(number) });

/** Row (0..11) and column (0..2) of 1..36 on the layout. */
const cell = (n: number): [number, number] => [Math.floor((n - 1) / 3), (n - 1) % 3];

function family(prefix: string): string[] {
  return ROULETTE_SPOT_CODES.filter((code) => code.startsWith(`${prefix}:`));
}

describe('roulette', () => {
  it('has 18 red and 18 black numbers and a green zero', () => {
    const colours = Array.from({ length: 37 }, (_, n) => rouletteColour(n));
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(colours[0]).toBe('green');
    expect(ROULETTE_RED_NUMBERS.has(1) && !ROULETTE_RED_NUMBERS.has(2)).toBe(true);
    expect([rouletteColour(10), rouletteColour(11), rouletteColour(19)]).toEqual([
      'black',
      'black',
      'red',
    ]);
  });

  it('lists exactly the splits and corners of the layout', () => {
    const splits = new Set<string>(['split:0-1', 'split:0-2', 'split:0-3']);
    const corners = new Set<string>();
    for (let a = 1; a <= 36; a += 1) {
      for (let b = a + 1; b <= 36; b += 1) {
        const [ra, ca] = cell(a);
        const [rb, cb] = cell(b);
        if (Math.abs(ra - rb) + Math.abs(ca - cb) === 1) splits.add(`split:${a}-${b}`);
      }
      const [r, c] = cell(a);
      if (r < 11 && c < 2) corners.add(`corner:${a}-${a + 1}-${a + 3}-${a + 4}`);
    }
    expect(new Set(family('split'))).toEqual(splits);
    expect(splits.size).toBe(60);
    expect(new Set(family('corner'))).toEqual(corners);
    expect(corners.size).toBe(22);
    expect(family('street')).toHaveLength(12);
    expect(family('line')).toHaveLength(11);
    expect(family('straight')).toHaveLength(37);
    expect(ROULETTE_SPOT_CODES).toHaveLength(157);
    expect(rouletteNumbers('line:31')).toEqual([31, 32, 33, 34, 35, 36]);
    expect(rouletteNumbers('column:2')).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]);
    expect(rouletteNumbers('dozen:3')[0]).toBe(25);
  });

  it('rejects spots that are not on the layout', () => {
    for (const code of [
      '',
      'straight:37',
      'straight:-1',
      'straight:07',
      'split:2-1',
      'split:3-4',
      'split:1-5',
      'split:0-4',
      'split:34-37',
      'street:2',
      'street:37',
      'corner:3-4-6-7',
      'corner:1-2-4-6',
      'corner:0-1-2-3',
      'line:34',
      'line:2',
      'trio:1-2-3',
      'dozen:4',
      'column:0',
      'RED',
      'first four',
      'zero',
    ]) {
      expect(roulette.isSpot(code), code).toBe(false);
      expect(() => roulette.payout(code, 100, spin(1))).toThrow(RangeError);
    }
    expect(ROULETTE_SPOT_CODES.every((code) => roulette.isSpot(code))).toBe(true);
    expect(roulette.isSpot('basket')).toBe(true);
  });

  it('pays every family on hand-picked numbers', () => {
    const cases: [string, number, number][] = [
      ['straight:17', 17, 3600],
      ['straight:17', 18, 0],
      ['straight:0', 0, 3600],
      ['split:0-2', 2, 1800],
      ['split:14-17', 17, 1800],
      ['split:17-18', 16, 0],
      ['street:16', 18, 1200],
      ['trio:0-2-3', 0, 1200],
      ['corner:13-14-16-17', 16, 900],
      ['basket', 3, 900],
      ['line:13', 18, 600],
      ['line:13', 19, 0],
      ['dozen:2', 13, 300],
      ['column:1', 34, 300],
      ['column:1', 0, 0],
      ['red', 36, 200],
      ['black', 36, 0],
      ['odd', 35, 200],
      ['even', 0, 0],
      ['low', 18, 200],
      ['high', 19, 200],
      ['low', 0, 0],
    ];
    for (const [spot, number, returned] of cases) {
      expect(roulette.payout(spot, 100, spin(number)), `${spot} on ${number}`).toBe(returned);
    }
  });

  it('returns exactly 36/37 on every spot, by enumerating the 37 pockets', () => {
    for (const code of ROULETTE_SPOT_CODES) {
      let returned = 0;
      for (let n = 0; n < 37; n += 1) returned += roulette.payout(code, 37, spin(n));
      expect(returned, code).toBe(36 * 37);
    }
    expect(Object.keys(roulette.rtp).sort()).toEqual([
      'basket',
      'black',
      'column',
      'corner',
      'dozen',
      'even',
      'high',
      'line',
      'low',
      'odd',
      'red',
      'split',
      'straight',
      'street',
      'trio',
    ]);
    for (const value of Object.values(roulette.rtp)) expect(value).toBe(36 / 37);
  });

  it('spins the scripted pocket', () => {
    expect(roulette.drawResult(scriptedDraw([17]))).toEqual({ number: 17, colour: 'black' });
    expect(roulette.drawResult(scriptedDraw([0]))).toEqual({ number: 0, colour: 'green' });
    expect(roulette.roadEntry(spin(32))).toEqual({ number: 32, colour: 'red' });
  });

  it('spins the 37 pockets uniformly (chi-square, 74,000 spins)', () => {
    const draw = seededDraw(37);
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < 74_000; i += 1) counts[roulette.drawResult(draw).number]! += 1;
    expect(chiSquare(counts, new Array<number>(37).fill(2000))).toBeLessThan(CHI_SQUARE_999[36]!);
  });

  it('returns whole cents and refuses bad stakes', () => {
    const draw = seededDraw(5);
    for (let i = 0; i < 2000; i += 1) {
      const code = ROULETTE_SPOT_CODES[draw(ROULETTE_SPOT_CODES.length)]!;
      const stake = 1 + draw(1_000_000_000);
      expect(Number.isSafeInteger(roulette.payout(code, stake, roulette.drawResult(draw)))).toBe(
        true,
      );
    }
    for (const stake of [0, -1, 1.5, Number.NaN, 1_000_000_001]) {
      expect(() => roulette.payout('red', stake, spin(1))).toThrow(RangeError);
    }
  });
});
