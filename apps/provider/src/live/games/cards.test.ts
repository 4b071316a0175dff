import { describe, expect, it } from 'vitest';
import { scriptedDraw, seededDraw } from '../../engines/testing/seeded-draw.ts';
import {
  cardCode,
  cardOfIndex,
  freshShoe,
  infiniteDeckCard,
  isRed,
  parseCard,
  parseCards,
} from './cards.ts';
import { CHI_SQUARE_999, chiSquare } from './testing/stats.ts';

describe('live cards', () => {
  it('codes and parses all 52 cards', () => {
    const codes = Array.from({ length: 52 }, (_, i) => cardCode(cardOfIndex(i)));
    expect(new Set(codes).size).toBe(52);
    expect(codes.slice(0, 3)).toEqual(['Ac', '2c', '3c']);
    expect(codes[51]).toBe('Ks');
    for (const code of codes) expect(cardCode(parseCard(code))).toBe(code);
    expect(parseCards('Td Qh')).toEqual([
      { rank: 10, suit: 'd' },
      { rank: 12, suit: 'h' },
    ]);
    for (const bad of ['', 'A', '1s', 'Ax', 'As ', '10s'])
      expect(() => parseCard(bad)).toThrow(RangeError);
    expect(() => cardOfIndex(52)).toThrow(RangeError);
    expect([isRed(parseCard('Ah')), isRed(parseCard('Kd')), isRed(parseCard('Qs'))]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('deals a fresh shoe without replacement: one deck gives a permutation', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const next = freshShoe(seededDraw(seed), 1);
      const codes = Array.from({ length: 52 }, () => cardCode(next()));
      expect(new Set(codes).size).toBe(52);
      expect(() => next()).toThrow(RangeError);
    }
    // draw(n - k) + k is the position: all zeros deal the shoe in its starting order.
    const inOrder = freshShoe(scriptedDraw([0, 0, 0]), 2);
    expect([inOrder(), inOrder(), inOrder()].map(cardCode)).toEqual(['Ac', '2c', '3c']);
    // The last position first, then the swapped-in card 0 comes back from there.
    const swapped = freshShoe(scriptedDraw([51, 50]), 1);
    expect([swapped(), swapped()].map(cardCode)).toEqual(['Ks', 'Ac']);
  });

  it('draws infinite-deck cards uniformly over the 52 (chi-square)', () => {
    const draw = seededDraw(52);
    const counts = new Array<number>(52).fill(0);
    for (let i = 0; i < 52_000; i += 1) {
      const card = infiniteDeckCard(draw);
      counts[['c', 'd', 'h', 's'].indexOf(card.suit) * 13 + card.rank - 1]! += 1;
    }
    expect(chiSquare(counts, new Array<number>(52).fill(1000))).toBeLessThan(CHI_SQUARE_999[51]!);
  });

  it('deals the second card of an 8-deck shoe with the without-replacement odds', () => {
    // P(second card = first card exactly) = 7/415; with replacement it would be 1/52.
    const n = 200_000;
    let same = 0;
    const draw = seededDraw(8);
    for (let i = 0; i < n; i += 1) {
      const next = freshShoe(draw, 8);
      const a = next();
      const b = next();
      if (a.rank === b.rank && a.suit === b.suit) same += 1;
    }
    const p = 7 / 415;
    expect(Math.abs(same / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    expect(Math.abs(same / n - 1 / 52)).toBeGreaterThan(4 * Math.sqrt((p * (1 - p)) / n));
  });
});
