import { describe, expect, it } from 'vitest';
import { scriptedDraw, seededDraw } from '../../engines/testing/seeded-draw.ts';
import {
  BACCARAT_OUTCOME_COUNTS,
  baccarat,
  baccaratFromCards,
  bankerDraws,
  dealBaccarat,
} from './baccarat.ts';
import type { BaccaratResult } from './baccarat.ts';
import { parseCards } from './cards.ts';
import type { LiveCard } from './cards.ts';
import { CHI_SQUARE_999, chiSquare } from './testing/stats.ts';

const coup = (codes: string): BaccaratResult => baccaratFromCards(parseCards(codes));

/** A card of each baccarat value 0..9 (value 0 stands for 10, J, Q, K: 128 cards). */
const CARD_OF_VALUE: readonly LiveCard[] = parseCards('Ks As 2s 3s 4s 5s 6s 7s 8s 9s');

/**
 * Exact outcome counts by driving the engine itself over every sequence of card values: a
 * coup is replayed from a prefix and extended by one card (ten values) whenever it asks for
 * more. A k-card coup weighs the ordered ways to deal its values from 416 cards, times the
 * (416 - k)!/(410)! orderings of the unused cards, so all coups count out of 416 x .. x 411.
 */
function enumerateCoups(): { player: number; banker: number; tie: number; total: number } {
  const out = { player: 0, banker: 0, tie: 0, total: 0 };
  const left = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  const tail = (k: number): number => {
    let product = 1;
    for (let n = 416 - k; n > 410; n -= 1) product *= n;
    return product;
  };
  const needMore = new Error('more');
  const explore = (values: number[], weight: number): void => {
    let result: BaccaratResult | null = null;
    if (values.length >= 4) {
      let i = 0;
      try {
        result = dealBaccarat(() => {
          if (i >= values.length) throw needMore;
          return CARD_OF_VALUE[values[i++]!]!;
        });
      } catch (error) {
        if (error !== needMore) throw error;
      }
    }
    if (result) {
      const w = weight * tail(values.length);
      out[result.winner] += w;
      out.total += w;
      return;
    }
    for (let v = 0; v < 10; v += 1) {
      const count = left[v]!;
      left[v] = count - 1;
      values.push(v);
      explore(values, weight * count);
      values.pop();
      left[v] = count;
    }
  };
  explore([], 1);
  return out;
}

describe('baccarat', () => {
  it('has the exact outcome counts of a fresh 8-deck shoe (by enumeration)', () => {
    expect(enumerateCoups()).toEqual(BACCARAT_OUTCOME_COUNTS);
    expect(416 * 415 * 414 * 413 * 412 * 411).toBe(BACCARAT_OUTCOME_COUNTS.total);
    expect(Number.isSafeInteger(BACCARAT_OUTCOME_COUNTS.total)).toBe(true);
  });

  it('returns the published 8-deck figures', () => {
    // Banker edge 1.0579%, player 1.2351%, tie (8:1) 14.3596%, pairs (11:1) 10.3614%.
    expect(baccarat.rtp.banker).toBeCloseTo(0.989421, 6);
    expect(baccarat.rtp.player).toBeCloseTo(0.987649, 6);
    expect(baccarat.rtp.tie).toBeCloseTo(0.856404, 6);
    expect(baccarat.rtp['player-pair']).toBe((12 * 31) / 415);
    expect(baccarat.rtp['banker-pair']).toBeCloseTo(0.896386, 6);
  });

  it('follows the tableau', () => {
    // Naturals: nobody draws.
    const natural = coup('Ts 3h 8d 4c');
    expect([natural.playerTotal, natural.bankerTotal, natural.winner]).toEqual([8, 7, 'player']);
    expect(natural.playerNatural && !natural.bankerNatural).toBe(true);
    // Player 7 stands; banker 5 without a player third card draws (3 -> 8).
    const stood = coup('3s 2h 4d 3c 3s');
    expect([stood.player.length, stood.banker.length, stood.bankerTotal, stood.winner]).toEqual([
      2,
      3,
      8,
      'banker',
    ]);
    // Player 6 stands, banker 6 stands: a tie.
    const tie = coup('3s 2h 3d 4c');
    expect([tie.cards.length, tie.winner]).toEqual([4, 'tie']);
    // Player draws an 8; banker 3 stands on it.
    const three = coup('2s Ah 2d 2c 8h');
    expect([three.playerTotal, three.bankerTotal, three.banker.length]).toEqual([2, 3, 2]);
    // Player draws a 7; banker 6 draws.
    const six = coup('Ks 3h 2d 3c 7h 2s');
    expect([six.playerTotal, six.bankerTotal, six.winner, six.cards.length]).toEqual([
      9,
      8,
      'player',
      6,
    ]);
    // Player draws a face card (0); banker 3 draws, banker 4 stands.
    expect(coup('Ks 3h 2d Tc Qh 5s').banker.length).toBe(3);
    expect(coup('Ks 4h 2d Tc Qh').banker.length).toBe(2);
    const table: [number, number | null, boolean][] = [
      [0, 9, true],
      [2, 8, true],
      [3, 8, false],
      [3, 9, true],
      [4, 1, false],
      [4, 2, true],
      [4, 7, true],
      [4, 8, false],
      [5, 3, false],
      [5, 4, true],
      [5, 7, true],
      [5, 8, false],
      [6, 5, false],
      [6, 6, true],
      [6, 7, true],
      [6, 8, false],
      [7, 6, false],
      [5, null, true],
      [6, null, false],
    ];
    for (const [banker, third, draws] of table)
      expect(bankerDraws(banker, third), `${banker}/${third}`).toBe(draws);
  });

  it('refuses a coup with the wrong number of cards', () => {
    expect(() => coup('Ts 3h 8d')).toThrow(RangeError);
    expect(() => coup('Ts 3h 8d 4c 5s')).toThrow(RangeError);
  });

  it('pays every spot', () => {
    const player = coup('Ts 3h 8d 4c');
    const banker = coup('3s 2h 4d 3c 3s');
    const tie = coup('3s 2h 3d 4c');
    const pairs = coup('5s 9h 5d 9c');
    expect(['player', 'banker', 'tie'].map((s) => baccarat.payout(s, 100, player))).toEqual([
      200, 0, 0,
    ]);
    expect(['player', 'banker', 'tie'].map((s) => baccarat.payout(s, 100, banker))).toEqual([
      0, 195, 0,
    ]);
    expect(['player', 'banker', 'tie'].map((s) => baccarat.payout(s, 100, tie))).toEqual([
      100, 100, 900,
    ]);
    // 5% commission floored to the cent.
    expect([1, 30, 99].map((stake) => baccarat.payout('banker', stake, banker))).toEqual([
      1, 58, 193,
    ]);
    expect(pairs.playerPair && pairs.bankerPair).toBe(true);
    expect(baccarat.payout('player-pair', 100, pairs)).toBe(1200);
    expect(baccarat.payout('banker-pair', 100, pairs)).toBe(1200);
    expect(baccarat.payout('player-pair', 100, coup('Ts 3h Kd 5c'))).toBe(0);
    expect(baccarat.roadEntry(pairs)).toEqual({
      winner: 'B',
      player: 0,
      banker: 8,
      natural: true,
      playerPair: true,
      bankerPair: true,
      cards: ['5s', '9h', '5d', '9c'],
    });
  });

  it('rejects unknown spots', () => {
    const result = coup('Ts 3h 8d 4c');
    for (const code of ['', 'Player', 'pair', 'either-pair', 'tie:8', 'banker ']) {
      expect(baccarat.isSpot(code)).toBe(false);
      expect(() => baccarat.payout(code, 100, result)).toThrow(RangeError);
    }
    expect(baccarat.spots.every((spot) => baccarat.isSpot(spot.code))).toBe(true);
  });

  it('deals scripted shoe positions in deal order', () => {
    const result = baccarat.drawResult(scriptedDraw([0, 0, 0, 0, 0]));
    // Shoe order Ac 2c 3c 4c 5c: player A 3 + 5 = 9, banker 2 4 = 6 stands on a 5.
    expect(result.cards.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5]);
    expect([result.playerTotal, result.bankerTotal, result.winner]).toEqual([9, 6, 'player']);
  });

  it('draws winners with the exact odds and uniform ranks (chi-square, 60,000 coups)', () => {
    const draw = seededDraw(416);
    const n = 60_000;
    const winners = { player: 0, banker: 0, tie: 0 };
    const ranks = new Array<number>(13).fill(0);
    for (let i = 0; i < n; i += 1) {
      const result = baccarat.drawResult(draw);
      winners[result.winner] += 1;
      ranks[result.cards[0]!.rank - 1]! += 1;
      expect(Number.isSafeInteger(baccarat.payout('banker', 1 + (i % 997), result))).toBe(true);
    }
    const { player, banker, tie, total } = BACCARAT_OUTCOME_COUNTS;
    const expected = [player, banker, tie].map((count) => (n * count) / total);
    // Two degrees of freedom: 13.82 is the 99.9% point.
    expect(chiSquare([winners.player, winners.banker, winners.tie], expected)).toBeLessThan(13.82);
    expect(chiSquare(ranks, new Array<number>(13).fill(n / 13))).toBeLessThan(CHI_SQUARE_999[12]!);
  });
});
