import { describe, expect, it } from 'vitest';
import { scriptedDraw, seededDraw } from '../../engines/testing/seeded-draw.ts';
import {
  autoFinish,
  BLACKJACK_PLAYER_SEQUENCE_LENGTH,
  bestAction,
  blackjack,
  blackjackTotal,
  dealerHand,
  extraStakeCents,
  playerHands,
  settleMain,
} from './blackjack.ts';
import type { BlackjackAction, BlackjackResult } from './blackjack.ts';
import { blackjackOptimalRtp, blackjackValues } from './blackjack-strategy.ts';
import { cardCode, parseCards } from './cards.ts';
import { CHI_SQUARE_999, chiSquare, meanAndError } from './testing/stats.ts';

/** A round from codes: the seats' two cards, the dealer's two, then the two sequences. */
function round(
  player: string,
  dealer: string,
  sequence = '',
  dealerSequence = '',
): BlackjackResult {
  const [a, b] = parseCards(player);
  const [up, hole] = parseCards(dealer);
  return {
    player: [a!, b!],
    dealerUp: up!,
    dealerHole: hole!,
    playerSequence: parseCards(sequence),
    dealerSequence: parseCards(dealerSequence),
  };
}

const totals = (result: BlackjackResult, actions: BlackjackAction[]): number[] =>
  playerHands(result, actions).hands.map((hand) => hand.total);

describe('blackjack', () => {
  it('counts hands: aces 1 or 11, pictures 10', () => {
    expect(blackjackTotal(parseCards('As 6d'))).toEqual({ total: 17, soft: true });
    expect(blackjackTotal(parseCards('As 6d Kc'))).toEqual({ total: 17, soft: false });
    expect(blackjackTotal(parseCards('As Ad 9c'))).toEqual({ total: 21, soft: true });
    expect(blackjackTotal(parseCards('Qs Jd 2c'))).toEqual({ total: 22, soft: false });
  });

  it('plays the dealer to 17, standing on soft 17', () => {
    expect(dealerHand(round('Ts 6h', 'Ah 6d', '', 'Kc')).cards.map(cardCode)).toEqual(['Ah', '6d']);
    const hard16 = dealerHand(round('Ts 6h', '9s 7d', '', 'Ac 5s'));
    expect([hard16.total, hard16.soft, hard16.cards.length]).toEqual([17, false, 3]);
    const soft16 = dealerHand(round('Ts 6h', '5s Ac', '', 'Ah 9d'));
    expect([soft16.total, soft16.soft, soft16.cards.length]).toEqual([17, true, 3]);
    const bust = dealerHand(round('Ts 6h', 'Ks 2d', '', '3c Kh'));
    expect([bust.total, bust.bust]).toEqual([25, true]);
    expect(dealerHand(round('Ts 6h', 'As Kd')).blackjack).toBe(true);
    expect(() => dealerHand(round('Ts 6h', 'Ks 2d', '', '3c'))).toThrow(RangeError);
  });

  it('replays hit, stand and busts; every seat draws from the start of the sequence', () => {
    const result = round('Ts 6h', '9c 8d', '5s Kd 4c');
    expect(playerHands(result, [])).toMatchObject({
      finished: false,
      active: 0,
      legal: ['hit', 'stand', 'double'],
    });
    expect(settleMain(100, result, ['stand'])).toBe(0);
    // Two seats that each hit once both take sequence card 0: 21 stands by itself and wins.
    const hit = playerHands(result, ['hit']);
    expect([hit.finished, hit.hands[0]!.total, hit.cardsUsed]).toEqual([true, 21, 1]);
    expect(settleMain(100, result, ['hit'])).toBe(200);
    expect(() => playerHands(result, ['hit', 'stand'])).toThrow(RangeError);
    const busted = round('Ts 6h', '9c 8d', 'Kd');
    expect(playerHands(busted, ['hit']).hands[0]).toMatchObject({
      total: 26,
      bust: true,
      done: true,
    });
    expect(settleMain(100, busted, ['hit'])).toBe(0);
    // A bust loses even when the dealer busts too.
    expect(settleMain(100, round('Ts 6h', 'Ks 6d', 'Kd', 'Qc'), ['hit'])).toBe(0);
    expect(settleMain(100, round('Ts 6h', 'Ks 6d', 'Kd', 'Qc'), ['stand'])).toBe(200);
  });

  it('pushes equal totals and pays blackjack 3:2, floored', () => {
    expect(settleMain(100, round('Ts 7h', 'Tc 7d'), ['stand'])).toBe(100);
    const natural = round('As Kd', '9c 8d');
    expect(playerHands(natural, [])).toMatchObject({ finished: true, legal: [] });
    expect(playerHands(natural, []).hands[0]!.blackjack).toBe(true);
    expect(settleMain(100, natural, [])).toBe(250);
    expect(settleMain(101, natural, [])).toBe(252);
    expect(settleMain(100, round('As Kd', 'Ac Qd'), [])).toBe(100);
    // 21 in three cards against a dealer blackjack cannot happen: the peek ends the round.
    const peeked = round('Ts 9h', 'Ah Kd', '2c');
    expect(playerHands(peeked, [])).toMatchObject({ finished: true, legal: [] });
    expect(() => playerHands(peeked, ['hit'])).toThrow(RangeError);
    expect(settleMain(100, peeked, [])).toBe(0);
  });

  it('doubles for one card at twice the stake', () => {
    const result = round('5s 6h', '6c Td', '9s 2c', 'Ts');
    const play = playerHands(result, ['double']);
    expect([play.finished, play.hands[0]!.total, play.hands[0]!.doubled]).toEqual([true, 20, true]);
    expect(extraStakeCents(100, ['double'])).toBe(100);
    expect(settleMain(100, result, ['double'])).toBe(400);
    expect(settleMain(100, round('5s 6h', 'Tc 9d', '2s'), ['double'])).toBe(0);
    expect(() => playerHands(result, ['hit', 'double'])).toThrow(RangeError);
  });

  it('splits once, the hands taking the sequence through one cursor', () => {
    const result = round('8s 8h', '6c Td', '3s Kd 2c 9h 5d', 'Ts');
    const split = playerHands(result, ['split']);
    expect(split.hands.map((h) => h.cards.map(cardCode))).toEqual([['8s', '3s'], ['8h']]);
    expect(split.legal).toEqual(['hit', 'stand', 'double']);
    // Hand 1 hits to 21 and stands by itself; hand 2 takes the next card.
    const played = playerHands(result, ['split', 'hit', 'stand']);
    expect(played.hands.map((h) => h.cards.map(cardCode))).toEqual([
      ['8s', '3s', 'Kd'],
      ['8h', '2c'],
    ]);
    expect([played.finished, played.cardsUsed]).toEqual([true, 3]);
    expect(extraStakeCents(100, ['split', 'hit', 'stand'])).toBe(100);
    expect(settleMain(100, result, ['split', 'hit', 'stand'])).toBe(400);
    // Double after split: 8 3 K = 21 doubled; 8 2 stands on 10, or doubles to 8 2 9 = 19.
    expect(totals(result, ['split', 'double', 'stand'])).toEqual([21, 10]);
    expect(totals(result, ['split', 'double', 'double'])).toEqual([21, 19]);
    expect(extraStakeCents(100, ['split', 'double', 'double'])).toBe(300);
    expect(settleMain(100, result, ['split', 'double', 'double'])).toBe(800);
    // Same value splits (a ten and a king), but only once.
    const tens = round('Ts Kh', '9c 9d', 'Td Kc');
    expect(playerHands(tens, []).legal).toContain('split');
    expect(playerHands(tens, ['split']).legal).not.toContain('split');
    expect(() => playerHands(round('Ts 9h', '9c 9d'), ['split'])).toThrow(RangeError);
  });

  it('gives split aces one card each, and a split 21 is not a blackjack', () => {
    const result = round('As Ad', '9c Td', 'Kd 9c 5s');
    const play = playerHands(result, ['split']);
    expect(play.finished).toBe(true);
    expect(play.hands.map((h) => [h.total, h.blackjack])).toEqual([
      [21, false],
      [20, false],
    ]);
    expect(settleMain(100, result, ['split'])).toBe(400);
    // Against a dealer 21 in three cards the split 21 only pushes.
    expect(settleMain(100, round('As Ad', '9c 2d', 'Kd 9c', 'Th'), ['split'])).toBe(100);
  });

  it('completes unfinished decisions with stand', () => {
    const result = round('8s 8h', '6c Td', '3s Kd 2c 9h 5d', 'Ts');
    expect(autoFinish(result, ['split'])).toEqual(['split', 'stand', 'stand']);
    expect(autoFinish(result, [])).toEqual(['stand']);
    expect(autoFinish(round('As Kd', '9c 8d'), [])).toEqual([]);
    expect(settleMain(100, result, ['split'])).toBe(
      settleMain(100, result, ['split', 'stand', 'stand']),
    );
    expect(blackjack.payout('main', 100, result)).toBe(settleMain(100, result, ['stand']));
  });

  it('pays the pairs side bet on the common cards', () => {
    const pairs = (player: string): number =>
      blackjack.payout('pairs', 100, round(player, '9c 8d'));
    expect([pairs('Qh Qh'), pairs('Qh Qd'), pairs('Qh Qs'), pairs('Qh Kh')]).toEqual([
      2600, 1300, 600, 0,
    ]);
    for (const code of ['', 'Main', 'insurance', 'pair', '21+3']) {
      expect(blackjack.isSpot(code), code).toBe(false);
      expect(() => blackjack.payout(code, 100, round('Qh Kh', '9c 8d'))).toThrow(RangeError);
    }
  });

  it('draws a round in deal order from an infinite deck', () => {
    // Tc to the seat, 9c up, 8c to the seat, Kc in the hole: the dealer stands on 19.
    const draw = scriptedDraw([
      9,
      8,
      7,
      12,
      ...new Array<number>(BLACKJACK_PLAYER_SEQUENCE_LENGTH).fill(51),
    ]);
    const result = blackjack.drawResult(draw);
    expect(draw.used()).toBe(4 + BLACKJACK_PLAYER_SEQUENCE_LENGTH);
    expect(result.player.map(cardCode)).toEqual(['Tc', '8c']);
    expect([cardCode(result.dealerUp), cardCode(result.dealerHole)]).toEqual(['9c', 'Kc']);
    expect(result.dealerSequence).toEqual([]);
    expect(blackjack.roadEntry(result)).toEqual({
      player: ['Tc', '8c'],
      dealer: ['9c', 'Kc'],
      dealerTotal: 19,
      dealerBlackjack: false,
    });
    const draws = seededDraw(21);
    const ups = new Array<number>(13).fill(0);
    for (let i = 0; i < 26_000; i += 1) {
      const drawn = blackjack.drawResult(draws);
      expect(dealerHand(drawn).cards.length).toBe(2 + drawn.dealerSequence.length);
      ups[drawn.dealerUp.rank - 1]! += 1;
    }
    expect(chiSquare(ups, new Array<number>(13).fill(2000))).toBeLessThan(CHI_SQUARE_999[12]!);
  });

  it('never runs out of player cards, even always hitting', () => {
    // The longest hand: 2 + eight aces (soft 20) + 2 (hard 12) + aces to 21 takes 18 cards.
    const long = round(
      '2s 2h',
      '9c 8d',
      'Ac '.repeat(8) + '2c ' + 'Ac '.repeat(9) + 'Ac '.repeat(8) + '2c ' + 'Ac '.repeat(9),
    );
    let actions: BlackjackAction[] = ['split'];
    while (!playerHands(long, actions).finished) actions = [...actions, 'hit'];
    expect(playerHands(long, actions).cardsUsed).toBe(36);
    const draw = seededDraw(40);
    for (let i = 0; i < 3000; i += 1) {
      const result = blackjack.drawResult(draw);
      actions = [];
      for (
        let play = playerHands(result, actions);
        !play.finished;
        play = playerHands(result, actions)
      ) {
        const next: BlackjackAction = play.legal.includes('split') ? 'split' : 'hit';
        actions.push(next);
      }
      expect(Number.isSafeInteger(settleMain(1 + draw(1_000_000_000), result, actions))).toBe(true);
    }
  });

  it('returns the exact optimal-strategy RTP, and a simulation of that strategy agrees', () => {
    // Infinite deck, S17, DAS, one split, peek, 3:2: edge 0.570%. The Wizard of Odds' infinite-
    // deck tables (blackjack appendix 5: same rules but unlimited resplits, edge 0.509%) give
    // the same value for every hand that cannot split; a few of them, to four places:
    const rtp = blackjackOptimalRtp();
    expect(blackjack.rtp.main).toBe(rtp);
    expect(rtp).toBeCloseTo(0.9943, 4);
    expect(blackjack.rtp.pairs).toBe(51 / 52);
    const best = (hard: number, up: number): number => {
      const values = blackjackValues(up);
      return Math.max(values.stand(hard), values.hit(hard, false), values.double(hard, false));
    };
    expect(best(10, 2)).toBeCloseTo(0.3589, 4);
    expect(best(11, 1)).toBeCloseTo(0.143, 4);
    expect(best(12, 4)).toBeCloseTo(-0.2111, 4);
    expect(best(16, 10)).toBeCloseTo(-0.5398, 4);
    expect(best(17, 6)).toBeCloseTo(0.0117, 4);
    // Basic-strategy spot checks: stand 12 v 4, hit 12 v 2, double 11 v 6, split 8s v 10.
    const v4 = blackjackValues(4);
    expect(v4.stand(12)).toBeGreaterThan(v4.hit(12, false));
    expect(blackjackValues(2).hit(12, false)).toBeGreaterThan(blackjackValues(2).stand(12));
    expect(blackjackValues(6).double(11, false)).toBeGreaterThan(blackjackValues(6).hit(11, false));
    expect(blackjackValues(10).split(8)).toBeGreaterThan(blackjackValues(10).hit(16, false));

    const draw = seededDraw(2024);
    const n = 60_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i += 1) {
      const result = blackjack.drawResult(draw);
      const actions: BlackjackAction[] = [];
      for (
        let next = bestAction(result, actions);
        next !== null;
        next = bestAction(result, actions)
      ) {
        actions.push(next);
      }
      // Net result per original stake, the extra stakes of doubles and splits included.
      const x = (settleMain(100, result, actions) - 100 - extraStakeCents(100, actions)) / 100;
      sum += x;
      squares += x * x;
    }
    const { mean, se } = meanAndError(sum, squares, n);
    expect(Math.abs(1 + mean - rtp)).toBeLessThan(4 * se);
  });
});
