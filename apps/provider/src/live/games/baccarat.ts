import type { Draw } from '../../engines/draw.ts';
import { assertStake } from '../../engines/stake.ts';
import { cardCode, freshShoe } from './cards.ts';
import type { LiveCard } from './cards.ts';
import type { LiveGame, LiveSpot } from './live-game.ts';

/**
 * Punto banco. Every round deals from a freshly shuffled 8-deck shoe (416 cards): the cards
 * are the top of a Fisher-Yates shuffle run only as far as the cards dealt (cards.ts
 * freshShoe), so a round's four to six cards have the exact odds of the first hand of a new
 * shoe, and no round depends on another (no card counting, no cut card). Squeeze and speed
 * tables are presentation of the same result.
 *
 * Deal order: player, banker, player, banker, then the player's third card, then the
 * banker's, by the standard tableau. Bets: 'player' 1:1, 'banker' 0.95:1 (1:1 less 5%
 * commission, winnings floored to the cent), both pushed on a tie; 'tie' 8:1; 'player-pair'
 * and 'banker-pair' 11:1 on the side's first two cards sharing a rank (10, J, Q, K are four
 * ranks).
 */

export const BACCARAT_DECKS = 8;

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratResult {
  /** Every card in deal order: P1, B1, P2, B2, then P3 and/or B3 when drawn. */
  cards: LiveCard[];
  player: LiveCard[];
  banker: LiveCard[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** The side's first two cards total 8 or 9: nobody draws. */
  playerNatural: boolean;
  bankerNatural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
}

/** Ace 1, two to nine at face value, tens and pictures 0. */
export function baccaratValue(card: LiveCard): number {
  return card.rank >= 10 ? 0 : card.rank;
}

export function baccaratTotal(cards: readonly LiveCard[]): number {
  return cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;
}

/**
 * The banker's third-card rule. Without a player third card (the player stood on 6 or 7) the
 * banker draws on 0-5. Otherwise, by the value of the player's third card: 0-2 always draws;
 * 3 draws unless it is 8; 4 draws on 2-7; 5 on 4-7; 6 on 6-7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Plays one coup with the cards `next` deals, in deal order. */
export function dealBaccarat(next: () => LiveCard): BaccaratResult {
  const cards: LiveCard[] = [];
  const take = (): LiveCard => {
    const card = next();
    cards.push(card);
    return card;
  };
  const p1 = take();
  const b1 = take();
  const p2 = take();
  const b2 = take();
  const player = [p1, p2];
  const banker = [b1, b2];
  const playerNatural = baccaratTotal(player) >= 8;
  const bankerNatural = baccaratTotal(banker) >= 8;
  if (!playerNatural && !bankerNatural) {
    let playerThird: number | null = null;
    if (baccaratTotal(player) <= 5) {
      const card = take();
      player.push(card);
      playerThird = baccaratValue(card);
    }
    if (bankerDraws(baccaratTotal(banker), playerThird)) banker.push(take());
  }
  const playerTotal = baccaratTotal(player);
  const bankerTotal = baccaratTotal(banker);
  return {
    cards,
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerNatural,
    bankerNatural,
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
  };
}

/** A coup from its cards in deal order (replays, tests); the cards must be exactly those used. */
export function baccaratFromCards(cards: readonly LiveCard[]): BaccaratResult {
  let index = 0;
  const result = dealBaccarat(() => {
    const card = cards[index];
    if (!card) throw new RangeError(`the coup needs more than ${cards.length} cards`);
    index += 1;
    return card;
  });
  if (index !== cards.length)
    throw new RangeError(`the coup uses ${index} of ${cards.length} cards`);
  return result;
}

/**
 * Exact outcome counts of a coup from a fresh 8-deck shoe, as ordered deals of six cards
 * (416 x 415 x .. x 411 = 4,998,398,275,503,360 < 2^53, so every count is an exact integer;
 * a coup that uses fewer cards counts once per ordering of the cards it leaves). The tests
 * recompute them by enumerating the tableau over the ten card values.
 */
export const BACCARAT_OUTCOME_COUNTS = {
  player: 2_230_518_282_592_256,
  banker: 2_292_252_566_437_888,
  tie: 475_627_426_473_216,
  total: 4_998_398_275_503_360,
} as const;

const { player: P, banker: B, tie: T, total: ALL } = BACCARAT_OUTCOME_COUNTS;

/** A pair among a side's first two cards: 13 ranks x 32 x 31 of 416 x 415 = 31/415. */
export const BACCARAT_PAIR_PROBABILITY = 31 / 415;

/**
 * Player 2P + T (a tie pushes), banker 1.95B + T, tie 9T, pairs 12 x 31/415, all over ALL.
 * Banker 98.9421%, player 98.7649%, tie 85.6404%, pairs 89.6386% (house edges 1.06%, 1.24%,
 * 14.36%, 10.36%).
 */
const RTP: Readonly<Record<string, number>> = {
  player: (2 * P + T) / ALL,
  banker: (1.95 * B + T) / ALL,
  tie: (9 * T) / ALL,
  'player-pair': 12 * BACCARAT_PAIR_PROBABILITY,
  'banker-pair': 12 * BACCARAT_PAIR_PROBABILITY,
};

const SPOTS: readonly LiveSpot[] = [
  { code: 'player', pays: '1' },
  { code: 'banker', pays: '0.95' },
  { code: 'tie', pays: '8' },
  { code: 'player-pair', pays: '11' },
  { code: 'banker-pair', pays: '11' },
];
const SPOT_CODES = new Set(SPOTS.map((spot) => spot.code));

export const baccarat: LiveGame<BaccaratResult> = {
  family: 'baccarat',
  isSpot: (code) => SPOT_CODES.has(code),
  spots: SPOTS,
  drawResult: (draw: Draw) => dealBaccarat(freshShoe(draw, BACCARAT_DECKS)),
  payout(spot: string, stakeCents: number, result: BaccaratResult): number {
    if (!SPOT_CODES.has(spot)) throw new RangeError(`not a baccarat spot: ${spot}`);
    assertStake(stakeCents, 1);
    switch (spot) {
      case 'player':
        if (result.winner === 'tie') return stakeCents;
        return result.winner === 'player' ? 2 * stakeCents : 0;
      case 'banker':
        if (result.winner === 'tie') return stakeCents;
        // 5% commission on the winnings, floored: the player never gets a fraction of a cent.
        return result.winner === 'banker' ? stakeCents + Math.floor((stakeCents * 95) / 100) : 0;
      case 'tie':
        return result.winner === 'tie' ? 9 * stakeCents : 0;
      case 'player-pair':
        return result.playerPair ? 12 * stakeCents : 0;
      default:
        return result.bankerPair ? 12 * stakeCents : 0;
    }
  },
  roadEntry: (result) => ({
    winner: result.winner === 'player' ? 'P' : result.winner === 'banker' ? 'B' : 'T',
    player: result.playerTotal,
    banker: result.bankerTotal,
    natural: result.playerNatural || result.bankerNatural,
    playerPair: result.playerPair,
    bankerPair: result.bankerPair,
    cards: result.cards.map(cardCode),
  }),
  rtp: RTP,
};
