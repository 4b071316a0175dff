import type { BlackjackAction } from './blackjack.ts';

/**
 * The exact expected value of every decision in blackjack.ts's game (infinite deck, dealer
 * stands on all 17s and peeks for blackjack, blackjack 3:2, double on any first two cards,
 * double after split, one split, split aces one card each, no surrender, no insurance), for
 * the rules page's RTP and for an optimal auto-play. With an infinite deck every card is 1..9
 * with probability 1/13 and a ten-value with 4/13, whatever was dealt before, so the values
 * follow from a small recursion over (hard total, holds an ace). Values are in units of the
 * original stake, after the dealer has peeked (so conditioned on no dealer blackjack).
 */

/** Probability of a card of blackjack value v (1 = ace, 10 = ten or picture). */
function chance(value: number): number {
  return value === 10 ? 4 / 13 : 1 / 13;
}

const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

function best(hard: number, ace: boolean): number {
  return ace && hard + 10 <= 21 ? hard + 10 : hard;
}

/** Dealer final totals 17..21 (index 0..4) and bust (index 5). */
type DealerOutcome = readonly number[];

const dealerMemo = new Map<number, DealerOutcome>();

/** The dealer's final distribution from a hand of hard total `hard`, drawing to 17 (S17). */
function dealerFinal(hard: number, ace: boolean): DealerOutcome {
  const key = hard * 2 + (ace ? 1 : 0);
  const known = dealerMemo.get(key);
  if (known) return known;
  const out = [0, 0, 0, 0, 0, 0];
  const total = best(hard, ace);
  if (hard > 21) out[5] = 1;
  else if (total >= 17) out[total - 17] = 1;
  else {
    for (const v of VALUES) {
      const next = dealerFinal(hard + v, ace || v === 1);
      for (let i = 0; i < 6; i += 1) out[i]! += chance(v) * next[i]!;
    }
  }
  dealerMemo.set(key, out);
  return out;
}

/** The dealer's final distribution for an up card, given that the peek found no blackjack. */
function dealerAfterPeek(up: number): DealerOutcome {
  const out = [0, 0, 0, 0, 0, 0];
  const holes = VALUES.filter((hole) => !isBlackjackPair(up, hole));
  const norm = holes.reduce((sum, hole) => sum + chance(hole), 0);
  for (const hole of holes) {
    const next = dealerFinal(up + hole, up === 1 || hole === 1);
    for (let i = 0; i < 6; i += 1) out[i]! += (chance(hole) / norm) * next[i]!;
  }
  return out;
}

function isBlackjackPair(a: number, b: number): boolean {
  return (a === 1 && b === 10) || (a === 10 && b === 1);
}

/** Probability that the dealer's hole card completes a blackjack with this up card. */
export function dealerBlackjackChance(up: number): number {
  return up === 1 ? chance(10) : up === 10 ? chance(1) : 0;
}

export interface BlackjackValues {
  /** Standing on a best total (over 21 = bust). */
  stand(total: number): number;
  /** Hitting now, then playing on optimally. */
  hit(hard: number, ace: boolean): number;
  /** Doubling now: one card, twice the stake. */
  double(hard: number, ace: boolean): number;
  /** Splitting a pair of this value: both hands played optimally (split aces take one card). */
  split(value: number): number;
  /** The best of standing and hitting (what a hand that may not double is worth). */
  play(hard: number, ace: boolean): number;
}

function valuesFor(up: number): BlackjackValues {
  const dealer = dealerAfterPeek(up);
  const stand = (total: number): number => {
    if (total > 21) return -1;
    let ev = dealer[5]!;
    for (let t = 17; t <= 21; t += 1) ev += Math.sign(total - t) * dealer[t - 17]!;
    return ev;
  };
  const playMemo = new Map<number, number>();
  const play = (hard: number, ace: boolean): number => {
    if (hard > 21) return -1;
    const total = best(hard, ace);
    if (total === 21) return stand(21);
    const key = hard * 2 + (ace ? 1 : 0);
    let ev = playMemo.get(key);
    if (ev === undefined) {
      ev = Math.max(stand(total), hit(hard, ace));
      playMemo.set(key, ev);
    }
    return ev;
  };
  const hit = (hard: number, ace: boolean): number =>
    VALUES.reduce((sum, v) => sum + chance(v) * play(hard + v, ace || v === 1), 0);
  const double = (hard: number, ace: boolean): number =>
    2 * VALUES.reduce((sum, v) => sum + chance(v) * stand(best(hard + v, ace || v === 1)), 0);
  /** A split hand after its second card: it may hit, stand or double; 21 stands. */
  const twoCards = (hard: number, ace: boolean): number =>
    best(hard, ace) === 21
      ? stand(21)
      : Math.max(stand(best(hard, ace)), hit(hard, ace), double(hard, ace));
  const split = (value: number): number => {
    const hand = VALUES.reduce(
      (sum, v) =>
        sum +
        chance(v) *
          (value === 1 ? stand(best(1 + v, true)) : twoCards(value + v, value === 1 || v === 1)),
      0,
    );
    return 2 * hand;
  };
  return { stand, hit, double, split, play };
}

const byUp = new Map<number, BlackjackValues>();

/** The decision values against a dealer up card of blackjack value `up` (1 = ace .. 10). */
export function blackjackValues(up: number): BlackjackValues {
  let values = byUp.get(up);
  if (!values) {
    values = valuesFor(up);
    byUp.set(up, values);
  }
  return values;
}

/** The value of each legal action for the active hand (see blackjack.ts bestAction). */
export function actionValues(
  hard: number,
  ace: boolean,
  up: number,
  legal: readonly BlackjackAction[],
  pairValue: number,
): Partial<Record<BlackjackAction, number>> {
  const values = blackjackValues(up);
  const out: Partial<Record<BlackjackAction, number>> = {};
  for (const action of legal) {
    if (action === 'stand') out.stand = values.stand(best(hard, ace));
    else if (action === 'hit') out.hit = values.hit(hard, ace);
    else if (action === 'double') out.double = values.double(hard, ace);
    else out.split = values.split(pairValue);
  }
  return out;
}

/**
 * The main bet's return with optimal play, per unit of the original stake: over the player's
 * two cards and the up card, a player blackjack is paid 1.5 unless the dealer has one too
 * (push); otherwise a dealer blackjack takes the stake and the rest play their best action.
 */
export function blackjackOptimalRtp(): number {
  let ev = 0;
  for (const a of VALUES) {
    for (const b of VALUES) {
      for (const up of VALUES) {
        const p = chance(a) * chance(b) * chance(up);
        const peek = dealerBlackjackChance(up);
        if (isBlackjackPair(a, b)) {
          ev += p * (1 - peek) * 1.5;
          continue;
        }
        const values = blackjackValues(up);
        const ace = a === 1 || b === 1;
        let bestValue = Math.max(
          values.stand(best(a + b, ace)),
          values.hit(a + b, ace),
          values.double(a + b, ace),
        );
        if (a === b) bestValue = Math.max(bestValue, values.split(a));
        ev += p * (-peek + (1 - peek) * bestValue);
      }
    }
  }
  return 1 + ev;
}
