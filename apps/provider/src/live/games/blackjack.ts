import type { Draw } from '../../engines/draw.ts';
import { assertStake } from '../../engines/stake.ts';
import { actionValues, blackjackOptimalRtp } from './blackjack-strategy.ts';
import { cardCode, infiniteDeckCard, isRed } from './cards.ts';
import type { LiveCard } from './cards.ts';
import type { LiveGame, LiveSpot } from './live-game.ts';

/**
 * Blackjack for any number of seats against one dealer hand, in the Infinite Blackjack form:
 * every seat gets the same two initial cards, and every seat that draws takes the cards of one
 * common player sequence from its start, so two seats that each hit once both get card 0 of
 * it. Each seat decides alone; its decisions never change what the others or the dealer get.
 *
 * Cards are drawn from an infinite deck: each card independently uniform over the 52 (one
 * draw(52) each), so a seat's chances never depend on how many seats play or what they did.
 * Draw order of a round: player card 1, dealer up card, player card 2, dealer hole card, the
 * BLACKJACK_PLAYER_SEQUENCE_LENGTH cards of the player sequence, then the dealer's own
 * sequence, exactly the cards the dealer takes (a separate sequence, so the dealer's hand is
 * fixed whatever the seats do: dealerHand).
 *
 * Rules: the dealer peeks with an ace or ten up, and a dealer blackjack ends the round before
 * any decision (the seats lose the main stake only, a player blackjack pushes); no insurance
 * or surrender. Blackjack pays 3:2 (winnings floored to the cent for an odd stake). The dealer
 * draws to 17 and stands on every 17, soft ones included. The player may double on any first
 * two cards (split hands too, except split aces), split once a pair of the same value (a ten
 * and a king are a pair), and split aces take one card each. A hand that reaches 21 stands by
 * itself; a split hand's 21 is not a blackjack.
 *
 * A seat's hands take player-sequence cards through one cursor, in play order: the first
 * split hand takes its second card and all its draws before the second split hand takes its
 * second card (so after splitting 8s, hit, stand, the hands hold 8 + seq[0] + seq[1] and
 * 8 + seq[2]).
 */

/**
 * Enough player cards for any seat. A hand draws only while its best total is under 21, so
 * while its hard total (aces as 1) is at most 20, and every card adds at least 1 to that: a
 * split hand, starting from one card, draws at most 20 cards, two of them at most 40 (an
 * unsplit hand needs fewer).
 */
export const BLACKJACK_PLAYER_SEQUENCE_LENGTH = 40;

export interface BlackjackResult {
  /** The two initial cards every seat holds. */
  player: readonly [LiveCard, LiveCard];
  dealerUp: LiveCard;
  dealerHole: LiveCard;
  /** The common cards seats draw from, each seat from index 0. */
  playerSequence: readonly LiveCard[];
  /** The cards the dealer draws after the hole card, in order. */
  dealerSequence: readonly LiveCard[];
}

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

export interface BlackjackTotal {
  /** The best total: an ace counts 11 when that does not bust the hand. */
  total: number;
  /** An ace counts 11 in `total`. */
  soft: boolean;
}

export interface BlackjackHand extends BlackjackTotal {
  cards: LiveCard[];
  bust: boolean;
  /** The two unsplit initial cards make 21. */
  blackjack: boolean;
  doubled: boolean;
  fromSplit: boolean;
  /** No further decision for this hand. */
  done: boolean;
}

export interface BlackjackPlay {
  /** One hand, or two after a split. */
  hands: BlackjackHand[];
  /** The hand awaiting a decision; null once finished. */
  active: number | null;
  finished: boolean;
  /** The actions allowed now (empty once finished). */
  legal: BlackjackAction[];
  /** How many player-sequence cards the seat has taken. */
  cardsUsed: number;
}

/** Ace 1, two to ten at face value, pictures 10. */
export function blackjackValue(card: LiveCard): number {
  return Math.min(card.rank, 10);
}

export function blackjackTotal(cards: readonly LiveCard[]): BlackjackTotal {
  let hard = 0;
  let ace = false;
  for (const card of cards) {
    hard += blackjackValue(card);
    if (card.rank === 1) ace = true;
  }
  return ace && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

export function dealerHasBlackjack(result: BlackjackResult): boolean {
  return blackjackTotal([result.dealerUp, result.dealerHole]).total === 21;
}

export interface DealerHand extends BlackjackTotal {
  cards: LiveCard[];
  bust: boolean;
  blackjack: boolean;
}

/** The dealer's two cards plus draws while under 17 (standing on soft 17 too). */
function dealerPlays(up: LiveCard, hole: LiveCard, next: () => LiveCard): DealerHand {
  const cards = [up, hole];
  const blackjack = blackjackTotal(cards).total === 21;
  while (!blackjack && blackjackTotal(cards).total < 17) cards.push(next());
  const { total, soft } = blackjackTotal(cards);
  return { cards, total, soft, bust: total > 21, blackjack };
}

/** The dealer's final hand: the same for every seat, whatever they did. */
export function dealerHand(result: BlackjackResult): DealerHand {
  let index = 0;
  return dealerPlays(result.dealerUp, result.dealerHole, () => {
    const card = result.dealerSequence[index];
    if (!card) throw new RangeError('the dealer sequence is too short');
    index += 1;
    return card;
  });
}

export function drawBlackjack(draw: Draw): BlackjackResult {
  const first = infiniteDeckCard(draw);
  const dealerUp = infiniteDeckCard(draw);
  const second = infiniteDeckCard(draw);
  const dealerHole = infiniteDeckCard(draw);
  const playerSequence = Array.from({ length: BLACKJACK_PLAYER_SEQUENCE_LENGTH }, () =>
    infiniteDeckCard(draw),
  );
  const dealer = dealerPlays(dealerUp, dealerHole, () => infiniteDeckCard(draw));
  return {
    player: [first, second],
    dealerUp,
    dealerHole,
    playerSequence,
    dealerSequence: dealer.cards.slice(2),
  };
}

function describeHand(cards: LiveCard[], fromSplit: boolean, doubled: boolean): BlackjackHand {
  const { total, soft } = blackjackTotal(cards);
  const blackjack = !fromSplit && cards.length === 2 && total === 21;
  return { cards, total, soft, bust: total > 21, blackjack, doubled, fromSplit, done: false };
}

/**
 * Replays one seat's decisions against the round: the hands they produce, whether the seat is
 * finished, and what it may do next. Deterministic: the same result and actions give the same
 * hands. An action that is not legal at its turn is a caller bug and throws a RangeError.
 */
export function playerHands(
  result: BlackjackResult,
  actions: readonly BlackjackAction[],
): BlackjackPlay {
  let cursor = 0;
  const nextCard = (): LiveCard => {
    const card = result.playerSequence[cursor];
    if (!card) throw new RangeError('the player sequence is too short');
    cursor += 1;
    return card;
  };
  let hands = [describeHand([...result.player], false, false)];
  let active = 0;
  if (hands[0]!.blackjack || dealerHasBlackjack(result)) hands[0]!.done = true;

  /** Moves to the first hand needing a decision, dealing split hands their second card. */
  const settle = (): void => {
    while (active < hands.length) {
      let hand = hands[active]!;
      if (hand.cards.length === 1) {
        const splitAces = hand.cards[0]!.rank === 1;
        hand = describeHand([...hand.cards, nextCard()], true, false);
        if (splitAces) hand.done = true;
        hands[active] = hand;
      }
      if (hand.total >= 21) hand.done = true;
      if (!hand.done) return;
      active += 1;
    }
  };
  const legalNow = (): BlackjackAction[] => {
    const hand = hands[active];
    if (!hand) return [];
    const legal: BlackjackAction[] = ['hit', 'stand'];
    if (hand.cards.length === 2) legal.push('double');
    if (
      hands.length === 1 &&
      hand.cards.length === 2 &&
      blackjackValue(hand.cards[0]!) === blackjackValue(hand.cards[1]!)
    ) {
      legal.push('split');
    }
    return legal;
  };

  settle();
  actions.forEach((action, index) => {
    if (!legalNow().includes(action)) {
      throw new RangeError(`action ${index} (${action}) is not allowed now`);
    }
    const hand = hands[active]!;
    switch (action) {
      case 'stand':
        hand.done = true;
        break;
      case 'hit':
        hands[active] = describeHand([...hand.cards, nextCard()], hand.fromSplit, false);
        break;
      case 'double':
        hands[active] = describeHand([...hand.cards, nextCard()], hand.fromSplit, true);
        hands[active]!.done = true;
        break;
      case 'split':
        hands = hand.cards.map((card) => describeHand([card], true, false));
        break;
    }
    settle();
  });
  const finished = active >= hands.length;
  return {
    hands,
    active: finished ? null : active,
    finished,
    legal: legalNow(),
    cardsUsed: cursor,
  };
}

/** The decisions completed with 'stand' for every hand still open (a seat that timed out). */
export function autoFinish(
  result: BlackjackResult,
  actions: readonly BlackjackAction[],
): BlackjackAction[] {
  const completed = [...actions];
  let play = playerHands(result, completed);
  while (!play.finished) {
    completed.push('stand');
    play = playerHands(result, completed);
  }
  return completed;
}

/**
 * The extra stake a seat's decisions put down: one more main stake per double and per split.
 * The caller debits it before accepting the action (check legality with playerHands first).
 */
export function extraStakeCents(stakeCents: number, actions: readonly BlackjackAction[]): number {
  assertStake(stakeCents, 1);
  return stakeCents * actions.filter((action) => action === 'double' || action === 'split').length;
}

/**
 * The total returned on the main bet for a seat (its stake plus extraStakeCents staked in
 * all), after completing the decisions with autoFinish: per hand 0 when lost or bust, its
 * stake when pushed, twice it when won; a blackjack returns stake + floor(1.5 x stake), or the
 * stake against a dealer blackjack.
 */
export function settleMain(
  stakeCents: number,
  result: BlackjackResult,
  actions: readonly BlackjackAction[],
): number {
  assertStake(stakeCents, 1);
  const { hands } = playerHands(result, autoFinish(result, actions));
  const dealer = dealerHand(result);
  let returned = 0;
  for (const hand of hands) {
    const staked = hand.doubled ? 2 * stakeCents : stakeCents;
    if (hand.blackjack) {
      returned += dealer.blackjack ? stakeCents : stakeCents + Math.floor((3 * stakeCents) / 2);
    } else if (hand.bust || dealer.blackjack) {
      // Nothing back (the peek ended the round before any double or split).
    } else if (dealer.bust || hand.total > dealer.total) {
      returned += 2 * staked;
    } else if (hand.total === dealer.total) {
      returned += staked;
    }
  }
  return returned;
}

/**
 * The decision with the highest expected value for the seat's active hand, from what a player
 * sees (its cards and the dealer's up card, after the peek): blackjack-strategy.ts. Null once
 * the seat is finished. For an optimal auto-play and the RTP cross-check in the tests.
 */
export function bestAction(
  result: BlackjackResult,
  actions: readonly BlackjackAction[],
): BlackjackAction | null {
  const play = playerHands(result, actions);
  if (play.active === null) return null;
  const hand = play.hands[play.active]!;
  const hard = hand.cards.reduce((sum, card) => sum + blackjackValue(card), 0);
  const ace = hand.cards.some((card) => card.rank === 1);
  const values = actionValues(
    hard,
    ace,
    blackjackValue(result.dealerUp),
    play.legal,
    blackjackValue(hand.cards[0]!),
  );
  let bestChoice: BlackjackAction = 'stand';
  let bestValue = -Infinity;
  for (const action of play.legal) {
    const value = values[action]!;
    if (value > bestValue) {
      bestChoice = action;
      bestValue = value;
    }
  }
  return bestChoice;
}

/**
 * 'pairs', a perfect-pairs side bet on the two common cards: same rank and suit 25:1, same
 * rank and colour 12:1, same rank 5:1. With an infinite deck each has chance 1/52, 1/52 and
 * 1/26, so the return is (26 + 13 + 2 x 6) / 52 = 51/52 = 98.08% (the 6:1 of shoe games would
 * return 53/52 here, more than the stake).
 */
function pairsWins(result: BlackjackResult): number {
  const [a, b] = result.player;
  if (a.rank !== b.rank) return 0;
  if (a.suit === b.suit) return 25;
  return isRed(a) === isRed(b) ? 12 : 5;
}

/**
 * The optimal-strategy return of the main bet (per original stake, blackjack-strategy.ts),
 * and the perfect-pairs return.
 */
const RTP: Readonly<Record<string, number>> = {
  main: blackjackOptimalRtp(),
  pairs: 51 / 52,
};

const SPOTS: readonly LiveSpot[] = [
  { code: 'main', pays: '1' },
  { code: 'pairs', pays: '25/12/5' },
];
const SPOT_CODES = new Set(SPOTS.map((spot) => spot.code));

export const blackjack: LiveGame<BlackjackResult> = {
  family: 'blackjack',
  isSpot: (code) => SPOT_CODES.has(code),
  spots: SPOTS,
  drawResult: drawBlackjack,
  /**
   * 'pairs' as above. 'main' settles a seat that made no decision (every hand stands), as for
   * a seat that never acted; a seat that decided is settled with settleMain and its actions.
   */
  payout(spot: string, stakeCents: number, result: BlackjackResult): number {
    if (!SPOT_CODES.has(spot)) throw new RangeError(`not a blackjack spot: ${spot}`);
    assertStake(stakeCents, 1);
    if (spot === 'main') return settleMain(stakeCents, result, []);
    const wins = pairsWins(result);
    return wins > 0 ? stakeCents * (wins + 1) : 0;
  },
  roadEntry(result: BlackjackResult) {
    const dealer = dealerHand(result);
    return {
      player: result.player.map(cardCode),
      dealer: dealer.cards.map(cardCode),
      dealerTotal: dealer.total,
      dealerBlackjack: dealer.blackjack,
    };
  },
  rtp: RTP,
};
