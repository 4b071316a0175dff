import { describe, expect, it } from 'vitest';
import {
  dealVideoPoker,
  drawVideoPoker,
  evaluateHand,
  FULL_DECK,
  HAND_RANKS,
  shuffleDeck,
  VIDEO_POKER_PAYTABLE,
  VIDEO_POKER_THEORETICAL_RTP,
} from './video-poker.ts';
import type { Card, CardSuit, HandRank } from './video-poker.ts';
import { recordingDraw, scriptedDraw, seededDraw } from './testing/seeded-draw.ts';

/** '10h', 'As', 'Jd', '2c' -> card. */
function card(text: string): Card {
  const rank = { A: 14, K: 13, Q: 12, J: 11 }[text.slice(0, -1)] ?? Number(text.slice(0, -1));
  return { rank, suit: text.slice(-1) as CardSuit } as Card;
}
const hand = (text: string): Card[] => text.split(' ').map(card);
const key = (c: Card): string => `${c.rank}${c.suit}`;

describe('evaluateHand', () => {
  it('ranks all 2,598,960 hands with the known counts', () => {
    const counts = Object.fromEntries(HAND_RANKS.map((rank) => [rank, 0])) as Record<
      HandRank,
      number
    >;
    const cards: Card[] = [
      FULL_DECK[0]!,
      FULL_DECK[1]!,
      FULL_DECK[2]!,
      FULL_DECK[3]!,
      FULL_DECK[4]!,
    ];
    for (let a = 0; a < 48; a += 1) {
      cards[0] = FULL_DECK[a]!;
      for (let b = a + 1; b < 49; b += 1) {
        cards[1] = FULL_DECK[b]!;
        for (let c = b + 1; c < 50; c += 1) {
          cards[2] = FULL_DECK[c]!;
          for (let d = c + 1; d < 51; d += 1) {
            cards[3] = FULL_DECK[d]!;
            for (let e = d + 1; e < 52; e += 1) {
              cards[4] = FULL_DECK[e]!;
              counts[evaluateHand(cards)] += 1;
            }
          }
        }
      }
    }
    expect(counts).toEqual({
      'royal-flush': 4,
      'straight-flush': 36,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10_200,
      'three-of-a-kind': 54_912,
      'two-pair': 123_552,
      // Pairs of jacks, queens, kings or aces: 4 of the 13 ranks' 1,098,240 one-pair hands.
      'jacks-or-better': 337_920,
      // 1,302,540 high-card hands + 760,320 pairs of tens or lower.
      nothing: 2_062_860,
    });
  });

  it('ranks known examples', () => {
    expect(evaluateHand(hand('10h Jh Qh Kh Ah'))).toBe('royal-flush');
    expect(evaluateHand(hand('9s 10s Js Qs Ks'))).toBe('straight-flush');
    expect(evaluateHand(hand('As 2s 3s 4s 5s'))).toBe('straight-flush');
    expect(evaluateHand(hand('As 2d 3s 4s 5s'))).toBe('straight');
    expect(evaluateHand(hand('10d Jh Qs Kc Ad'))).toBe('straight');
    expect(evaluateHand(hand('Jd Qh Ks Ac 2d'))).toBe('nothing');
    expect(evaluateHand(hand('9c 9d 9h 9s 2d'))).toBe('four-of-a-kind');
    expect(evaluateHand(hand('3c 3d 8h 8s 8d'))).toBe('full-house');
    expect(evaluateHand(hand('2c 7c 9c Jc Kc'))).toBe('flush');
    expect(evaluateHand(hand('7c 7d 7h Ks 2d'))).toBe('three-of-a-kind');
    expect(evaluateHand(hand('7c 7d Kh Ks 2d'))).toBe('two-pair');
    expect(evaluateHand(hand('Jc Jd 3h 5s 9d'))).toBe('jacks-or-better');
    expect(evaluateHand(hand('2c Ad 3h 5s Ah'))).toBe('jacks-or-better');
    expect(evaluateHand(hand('10c 10d 3h 5s 9d'))).toBe('nothing');
    expect(() => evaluateHand(hand('10c 10d 3h 5s'))).toThrow(RangeError);
  });
});

describe('deal and draw', () => {
  it('shuffles every card exactly once, with 51 draws (Fisher-Yates)', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const recorder = recordingDraw(seededDraw(seed));
      const deck = shuffleDeck(recorder.draw);
      expect(new Set(deck.map(key)).size).toBe(52);
      expect(recorder.values).toHaveLength(51);
    }
    // draw(i + 1) for i = 51..1; always 0 swaps each card with the first.
    const asked: number[] = [];
    shuffleDeck((n) => {
      asked.push(n);
      return 0;
    });
    expect(asked).toEqual(Array.from({ length: 51 }, (_, i) => 52 - i));
  });

  it('deals the first five and replays from the draws', () => {
    const recorder = recordingDraw(seededDraw(5));
    const deal = dealVideoPoker(recorder.draw);
    expect(deal.hand).toEqual(deal.deck.slice(0, 5));
    expect(deal.rank).toBe(evaluateHand(deal.hand));
    expect(dealVideoPoker(scriptedDraw(recorder.values))).toEqual(deal);
  });

  it('gives the next cards in order to the positions not held', () => {
    const deck = dealVideoPoker(seededDraw(8)).deck;
    const result = drawVideoPoker(deck, [true, false, true, false, false], 1, 25);
    expect(result.hand.map(key)).toEqual(
      [deck[0]!, deck[5]!, deck[2]!, deck[6]!, deck[7]!].map(key),
    );
    expect(drawVideoPoker(deck, [true, true, true, true, true], 1, 25).hand).toEqual(
      deck.slice(0, 5),
    );
    expect(drawVideoPoker(deck, [false, false, false, false, false], 1, 25).hand).toEqual(
      deck.slice(5, 10),
    );
  });

  it('pays the 9/6 table per coin, the royal 800 per coin only at five coins', () => {
    const rest = FULL_DECK.filter(
      (c) => !(c.suit === 's' && c.rank >= 10) && !(c.suit === 'h' && c.rank === 2),
    );
    const royal = [...hand('10s Js Qs Ks As'), ...rest, card('2h')];
    expect(royal).toHaveLength(52);
    const held = [true, true, true, true, true];
    for (const coins of [1, 2, 3, 4]) {
      const result = drawVideoPoker(royal, held, coins, 25);
      expect(result.rank).toBe('royal-flush');
      expect(result.payPerCoin).toBe(250);
      expect(result.winCents).toBe(250 * coins * 25);
    }
    const max = drawVideoPoker(royal, held, 5, 25);
    expect(max.payPerCoin).toBe(800);
    expect(max.winCents).toBe(4000 * 25);
    expect(max.betCents).toBe(125);
    expect(VIDEO_POKER_PAYTABLE).toEqual({
      'royal-flush': 250,
      'straight-flush': 50,
      'four-of-a-kind': 25,
      'full-house': 9,
      flush: 6,
      straight: 4,
      'three-of-a-kind': 3,
      'two-pair': 2,
      'jacks-or-better': 1,
      nothing: 0,
    });
    expect(VIDEO_POKER_THEORETICAL_RTP).toBe(0.995439);
  });

  it('refuses bad input', () => {
    const deck = dealVideoPoker(seededDraw(1)).deck;
    const hold = [false, false, false, false, false];
    expect(() => drawVideoPoker(deck, hold.slice(1), 1, 10)).toThrow(RangeError);
    expect(() => drawVideoPoker(deck, hold, 0, 10)).toThrow(RangeError);
    expect(() => drawVideoPoker(deck, hold, 6, 10)).toThrow(RangeError);
    expect(() => drawVideoPoker(deck, hold, 1, 0)).toThrow(RangeError);
    expect(() => drawVideoPoker(deck, hold, 1, 2.5)).toThrow(RangeError);
    expect(() => drawVideoPoker(deck.slice(1), hold, 1, 10)).toThrow(RangeError);
    expect(() => drawVideoPoker([deck[1]!, ...deck.slice(1)], hold, 1, 10)).toThrow(RangeError);
  });
});
