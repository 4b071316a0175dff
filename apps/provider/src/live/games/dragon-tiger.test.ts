import { describe, expect, it } from 'vitest';
import { scriptedDraw, seededDraw } from '../../engines/testing/seeded-draw.ts';
import { cardOfIndex, parseCard } from './cards.ts';
import { dragonTiger, dragonTigerFromCards } from './dragon-tiger.ts';
import type { DragonTigerResult } from './dragon-tiger.ts';
import { CHI_SQUARE_999, chiSquare } from './testing/stats.ts';

const round = (dragon: string, tiger: string): DragonTigerResult =>
  dragonTigerFromCards(parseCard(dragon), parseCard(tiger));

const SPOT_CODES = dragonTiger.spots.map((spot) => spot.code);

describe('dragon tiger', () => {
  it('ranks ace low and king high, suits never', () => {
    expect(round('Ks', 'Qs').winner).toBe('dragon');
    expect(round('As', '2h').winner).toBe('tiger');
    expect(round('7s', '7h')).toMatchObject({ winner: 'tie', suitedTie: false });
    expect(round('7h', '7h')).toMatchObject({ winner: 'tie', suitedTie: true });
  });

  it('pays every spot', () => {
    const pay = (spot: string, result: DragonTigerResult, stake = 100): number =>
      dragonTiger.payout(spot, stake, result);
    const dragonWins = round('Ks', '8d');
    expect(['dragon', 'tiger', 'tie', 'suited-tie'].map((s) => pay(s, dragonWins))).toEqual([
      200, 0, 0, 0,
    ]);
    const tie = round('9s', '9d');
    expect(['dragon', 'tiger', 'tie', 'suited-tie'].map((s) => pay(s, tie))).toEqual([
      50, 50, 900, 0,
    ]);
    // Half the stake back on a tie, floored to the cent.
    expect(pay('tiger', tie, 101)).toBe(50);
    const suited = round('Qc', 'Qc');
    expect(['dragon', 'tie', 'suited-tie'].map((s) => pay(s, suited))).toEqual([50, 900, 5100]);
    // Big 8-K, small A-6, odd A 3 5 9 J K, even 2 4 6 8 10 Q; a seven loses all four.
    const sides = (result: DragonTigerResult, side: string): number[] =>
      ['big', 'small', 'odd', 'even'].map((bet) => pay(`${side}:${bet}`, result));
    expect(sides(round('Ks', '8d'), 'dragon')).toEqual([200, 0, 200, 0]);
    expect(sides(round('Ks', '8d'), 'tiger')).toEqual([200, 0, 0, 200]);
    expect(sides(round('As', '6d'), 'dragon')).toEqual([0, 200, 200, 0]);
    expect(sides(round('As', '6d'), 'tiger')).toEqual([0, 200, 0, 200]);
    expect(sides(round('7s', 'Td'), 'dragon')).toEqual([0, 0, 0, 0]);
    expect(dragonTiger.roadEntry(round('7s', 'Td'))).toEqual({
      winner: 'T',
      dragon: '7s',
      tiger: 'Td',
    });
  });

  it('rejects unknown spots', () => {
    for (const code of ['', 'Dragon', 'dragon:7', 'tiger:red', 'tie:suited', 'big', 'dragon:']) {
      expect(dragonTiger.isSpot(code), code).toBe(false);
      expect(() => dragonTiger.payout(code, 100, round('Ks', '8d'))).toThrow(RangeError);
    }
    expect(SPOT_CODES).toHaveLength(12);
  });

  it('matches the exact returns, enumerating the 416 x 415 ordered deals', () => {
    const returned = new Map<string, number>(SPOT_CODES.map((code) => [code, 0]));
    for (let a = 0; a < 416; a += 1) {
      for (let b = 0; b < 416; b += 1) {
        if (a === b) continue;
        const result = dragonTigerFromCards(cardOfIndex(a % 52), cardOfIndex(b % 52));
        for (const code of SPOT_CODES) {
          // Stake 2: the half-stake back on a tie is exact.
          returned.set(code, returned.get(code)! + dragonTiger.payout(code, 2, result));
        }
      }
    }
    const deals = 416 * 415 * 2;
    const rtp = (code: string): number => returned.get(code)! / deals;
    expect(rtp('dragon')).toBeCloseTo(799 / 830, 14);
    expect(rtp('tiger')).toBeCloseTo(799 / 830, 14);
    expect(rtp('tie')).toBeCloseTo(279 / 415, 14);
    expect(rtp('suited-tie')).toBeCloseTo(357 / 415, 14);
    for (const code of SPOT_CODES.filter((c) => c.includes(':'))) {
      expect(rtp(code), code).toBeCloseTo(12 / 13, 14);
      expect(dragonTiger.rtp[code.split(':')[1]!]).toBe(12 / 13);
    }
    expect(dragonTiger.rtp.dragon).toBe(rtp('dragon'));
    expect(dragonTiger.rtp.tie).toBe(279 / 415);
    // The published 8-deck house edges: 3.73%, 32.77%, 13.98%.
    expect(1 - dragonTiger.rtp.dragon!).toBeCloseTo(0.0373, 4);
    expect(1 - dragonTiger.rtp.tie!).toBeCloseTo(0.3277, 4);
    expect(1 - dragonTiger.rtp['suited-tie']!).toBeCloseTo(0.1398, 4);
  });

  it('deals dragon then tiger from one fresh shoe', () => {
    // Position 0 (Ac) to the dragon; then position 1 + 50 = 51 (Ks) to the tiger.
    expect(dragonTiger.drawResult(scriptedDraw([0, 50]))).toMatchObject({
      dragon: { rank: 1, suit: 'c' },
      tiger: { rank: 13, suit: 's' },
      winner: 'tiger',
    });
  });

  it('draws winners with the exact odds and uniform ranks (chi-square, 60,000 rounds)', () => {
    const draw = seededDraw(88);
    const n = 60_000;
    const winners = [0, 0, 0];
    const ranks = new Array<number>(13).fill(0);
    for (let i = 0; i < n; i += 1) {
      const result = dragonTiger.drawResult(draw);
      winners[['dragon', 'tiger', 'tie'].indexOf(result.winner)]! += 1;
      ranks[result.tiger.rank - 1]! += 1;
      const code = SPOT_CODES[i % SPOT_CODES.length]!;
      expect(Number.isSafeInteger(dragonTiger.payout(code, 1 + draw(1_000_000_000), result))).toBe(
        true,
      );
    }
    const expected = [192 / 415, 192 / 415, 31 / 415].map((p) => p * n);
    expect(chiSquare(winners, expected)).toBeLessThan(13.82);
    expect(chiSquare(ranks, new Array<number>(13).fill(n / 13))).toBeLessThan(CHI_SQUARE_999[12]!);
  });
});
