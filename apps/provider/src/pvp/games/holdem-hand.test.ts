import { describe, expect, it } from 'vitest';
import { evaluateHoldem, HOLDEM_CATEGORIES, HOLDEM_DECK } from './holdem-hand.ts';
import type { HoldemCard, HoldemCategory } from './holdem-hand.ts';
import { evaluateHand } from '../../engines/video-poker.ts';
import type { Card, CardSuit } from '../../engines/video-poker.ts';
import { seededDraw } from '../../engines/testing/seeded-draw.ts';
import { shuffle } from './pvp-game.ts';

const cards = (text: string): HoldemCard[] => text.split(' ') as HoldemCard[];
const value = (text: string) => evaluateHoldem(cards(text));
const category = (text: string): HoldemCategory => value(text).category;
/** Negative: a loses; 0: split; positive: a wins. */
const compare = (a: string, b: string): number => Math.sign(value(a).score - value(b).score);

describe('evaluateHoldem', () => {
  it('ranks every category, from 7 cards', () => {
    expect(category('As Ks Qs Js Ts 2d 3c')).toBe('straight-flush');
    expect(category('9h 9c 9d 9s 2d 3c 4h')).toBe('four-of-a-kind');
    expect(category('9h 9c 9d 2s 2d 3c 4h')).toBe('full-house');
    expect(category('2h 7h 9h Jh Kh 3c 4d')).toBe('flush');
    expect(category('5h 6c 7d 8s 9d Kc 2h')).toBe('straight');
    expect(category('7c 7d 7h Ks 2d 4c 9s')).toBe('three-of-a-kind');
    expect(category('7c 7d Kh Ks 2d 4c 9s')).toBe('two-pair');
    expect(category('7c 7d Kh Qs 2d 4c 9s')).toBe('pair');
    expect(category('7c 3d Kh Qs 2d 4c 9s')).toBe('high-card');
    expect(HOLDEM_CATEGORIES).toHaveLength(9);
  });

  it('plays the wheel A-2-3-4-5 as the lowest straight (and straight flush)', () => {
    const wheel = value('Ad 2c 3h 4s 5d Kc Kh');
    expect(wheel.category).toBe('straight');
    expect(wheel.ranks).toEqual([5, 4, 3, 2, 1]);
    expect(wheel.cards).toEqual(['5d', '4s', '3h', '2c', 'Ad']);
    expect(compare('Ad 2c 3h 4s 5d Kc Kh', '2c 3h 4s 5d 6c Kc Kh')).toBe(-1);
    expect(category('As 2s 3s 4s 5s 9d Td')).toBe('straight-flush');
    expect(compare('As 2s 3s 4s 5s 9d Td', '2s 3s 4s 5s 6s 9d Td')).toBe(-1);
    // A-K-Q-J-T is the top straight; K-A-2-3-4 is no straight.
    expect(category('Kd Ac 2h 3s 4d 8c 9h')).toBe('high-card');
  });

  it('takes the best straight and a straight flush over a higher plain straight', () => {
    expect(value('4c 5d 6h 7s 8d 9c Th').ranks).toEqual([10, 9, 8, 7, 6]);
    const sf = value('5h 6h 7h 8h 9h Tc 2d');
    expect(sf.category).toBe('straight-flush');
    expect(sf.ranks[0]).toBe(9);
    // A flush and a straight from different cards: just a flush.
    expect(category('2h 6h 7h 8h Kh 9c Td')).toBe('flush');
  });

  it('breaks ties with kickers and splits equal hands', () => {
    expect(compare('As Ad Kc 7h 5d 3c 2s', 'As Ad Qc 7h 5d 3c 2s')).toBe(1); // pair, kicker
    expect(compare('Ks Kd Qh Qc 9s 2c 3d', 'Ks Kd Qh Qc 8s 2c 3d')).toBe(1); // two pair kicker
    // A third pair only gives a kicker: KK QQ 99 + A plays K K Q Q A.
    expect(value('Ks Kd Qh Qc 9s 9c Ad').ranks).toEqual([13, 13, 12, 12, 14]);
    expect(compare('9h 9c 9d 9s Ad 3c 4h', '9h 9c 9d 9s Kd 3c 4h')).toBe(1); // quads kicker
    // Two sets of trips: the full house takes the higher set plus a pair of the lower.
    expect(value('9h 9c 9d 4s 4d 4c 2h').ranks).toEqual([9, 9, 9, 4, 4]);
    expect(compare('9h 9c 9d 4s 4d 2c 2h', '9h 9c 9d 3s 3d 2c 2h')).toBe(1);
    expect(compare('Ah Jh 9h 4h 2h 3c 5d', 'Ah Jh 9h 4h 3h 3c 5d')).toBe(-1); // flush, 5th card
    expect(compare('7c 7d 7h Ks Qd 4c 2s', '7c 7d 7h Ks Jd 4c 2s')).toBe(1); // trips kickers
    expect(compare('Ac Kd 9h 7s 5d 3c 2s', 'Ac Kd 9h 7s 4d 3c 2s')).toBe(1); // high card 5th
    // The sixth and seventh cards never count: a split.
    expect(compare('Ac Kd 9h 7s 5d 3c 2s', 'Ah Ks 9d 7c 5s 4c 3s')).toBe(0);
    // Suits never break ties.
    expect(compare('Ts Js Qs Ks Ac 2d 3d', 'Th Jh Qh Kh Ad 2c 3c')).toBe(0);
  });

  it('names the five cards of the hand', () => {
    expect(value('9h 9c 9d 9s 2d 3c Kh').cards).toEqual(['9h', '9c', '9d', '9s', 'Kh']);
    expect(value('2h 7h 9h Jh Kh Qh 4d').cards).toEqual(['Kh', 'Qh', 'Jh', '9h', '7h']);
    expect(value('Ks Kd Qh Qc 9s 9c Ad').cards).toEqual(['Ks', 'Kd', 'Qh', 'Qc', 'Ad']);
  });

  it('rejects bad input', () => {
    expect(() => value('As Ks Qs Js')).toThrow(RangeError);
    expect(() => value('As As Qs Js Ts')).toThrow(RangeError);
    expect(() => value('As Ks Qs Js 1s')).toThrow(RangeError);
  });

  it('agrees with the video poker evaluator on 5-card categories', () => {
    const toCard = (c: HoldemCard): Card => ({
      rank: ('23456789TJQKA'.indexOf(c[0]!) + 2) as Card['rank'],
      suit: c[1] as CardSuit,
    });
    const draw = seededDraw(11);
    const seen = new Set<string>();
    for (let k = 0; k < 20_000; k += 1) {
      const hand = shuffle(HOLDEM_DECK, draw).slice(0, 5);
      const ours = evaluateHoldem(hand).category;
      const theirs = evaluateHand(hand.map(toCard));
      const mapped =
        theirs === 'royal-flush'
          ? 'straight-flush'
          : theirs === 'jacks-or-better' || theirs === 'nothing'
            ? null
            : theirs;
      if (mapped) expect(ours).toBe(mapped);
      else expect(['high-card', 'pair']).toContain(ours);
      seen.add(ours);
    }
    expect(seen.size).toBeGreaterThanOrEqual(7);
  });

  it('equals the best of the 21 five-card subsets on random 7-card hands', () => {
    const draw = seededDraw(12);
    for (let k = 0; k < 3000; k += 1) {
      const hand = shuffle(HOLDEM_DECK, draw).slice(0, 7);
      let best = 0;
      for (let a = 0; a < 7; a += 1) {
        for (let b = a + 1; b < 7; b += 1) {
          const five = hand.filter((_, i) => i !== a && i !== b);
          best = Math.max(best, evaluateHoldem(five).score);
        }
      }
      const seven = evaluateHoldem(hand);
      expect(seven.score).toBe(best);
      expect(evaluateHoldem(seven.cards).score).toBe(best);
    }
  });

  it('counts every 5-card hand per category', () => {
    const counts = Object.fromEntries(HOLDEM_CATEGORIES.map((c) => [c, 0])) as Record<
      HoldemCategory,
      number
    >;
    const deck = HOLDEM_DECK;
    const hand: HoldemCard[] = deck.slice(0, 5);
    for (let a = 0; a < 48; a += 1) {
      hand[0] = deck[a]!;
      for (let b = a + 1; b < 49; b += 1) {
        hand[1] = deck[b]!;
        for (let c = b + 1; c < 50; c += 1) {
          hand[2] = deck[c]!;
          for (let d = c + 1; d < 51; d += 1) {
            hand[3] = deck[d]!;
            for (let e = d + 1; e < 52; e += 1) {
              hand[4] = deck[e]!;
              counts[evaluateHoldem(hand).category] += 1;
            }
          }
        }
      }
    }
    expect(counts).toEqual({
      'straight-flush': 40,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10_200,
      'three-of-a-kind': 54_912,
      'two-pair': 123_552,
      pair: 1_098_240,
      'high-card': 1_302_540,
    });
  });
});
