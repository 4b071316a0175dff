import type { Draw } from '../../engines/draw.ts';
import { assertStake } from '../../engines/stake.ts';
import { cardCode, freshShoe } from './cards.ts';
import type { LiveCard } from './cards.ts';
import type { LiveGame, LiveSpot } from './live-game.ts';

/**
 * Dragon tiger: one card to the dragon, then one to the tiger, from a freshly shuffled 8-deck
 * shoe each round (cards.ts freshShoe, so the tiger's card is drawn from the 415 cards left).
 * The higher rank wins, ace low, king high; suits never rank.
 *
 * Spots: 'dragon' and 'tiger' 1:1, on a tie half the stake back (floored to the cent); 'tie'
 * 8:1; 'suited-tie' 50:1 (same rank and suit); per side 'dragon:big' / 'dragon:small' (8-K /
 * A-6) and 'dragon:odd' / 'dragon:even' (A 3 5 9 J K / 2 4 6 8 10 Q) 1:1, a seven losing all
 * four, and the same for 'tiger:'.
 *
 * Exact odds: the second card matches the first's rank with 31/415 (32 of a rank, one gone)
 * and also its suit with 7/415; each side wins with (1 - 31/415) / 2 = 192/415.
 */

export const DRAGON_TIGER_DECKS = 8;

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export interface DragonTigerResult {
  dragon: LiveCard;
  tiger: LiveCard;
  winner: DragonTigerWinner;
  /** A tie in rank and suit. */
  suitedTie: boolean;
}

export function dragonTigerFromCards(dragon: LiveCard, tiger: LiveCard): DragonTigerResult {
  const winner = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
  return { dragon, tiger, winner, suitedTie: winner === 'tie' && dragon.suit === tiger.suit };
}

const SIDE_BETS: Readonly<Record<string, (rank: number) => boolean>> = {
  big: (rank) => rank >= 8,
  small: (rank) => rank <= 6,
  odd: (rank) => rank !== 7 && rank % 2 === 1,
  even: (rank) => rank % 2 === 0,
};

const SPOTS: readonly LiveSpot[] = [
  { code: 'dragon', pays: '1' },
  { code: 'tiger', pays: '1' },
  { code: 'tie', pays: '8' },
  { code: 'suited-tie', pays: '50' },
  ...['dragon', 'tiger'].flatMap((side) =>
    Object.keys(SIDE_BETS).map((bet) => ({ code: `${side}:${bet}`, pays: '1' })),
  ),
];
const SPOT_CODES = new Set(SPOTS.map((spot) => spot.code));

/**
 * dragon / tiger: 2 x 192/415 + 1/2 x 31/415 = 799/830 = 96.27%; tie: 9 x 31/415 = 67.23%;
 * suited tie: 51 x 7/415 = 86.02%; the side bets win on 6 ranks of 13 (each card alone is
 * uniform over the ranks): 12/13 = 92.31%.
 */
const RTP: Readonly<Record<string, number>> = {
  dragon: 799 / 830,
  tiger: 799 / 830,
  tie: 279 / 415,
  'suited-tie': 357 / 415,
  big: 12 / 13,
  small: 12 / 13,
  odd: 12 / 13,
  even: 12 / 13,
};

export const dragonTiger: LiveGame<DragonTigerResult> = {
  family: 'dragon-tiger',
  isSpot: (code) => SPOT_CODES.has(code),
  spots: SPOTS,
  drawResult(draw: Draw): DragonTigerResult {
    const next = freshShoe(draw, DRAGON_TIGER_DECKS);
    const dragon = next();
    return dragonTigerFromCards(dragon, next());
  },
  payout(spot: string, stakeCents: number, result: DragonTigerResult): number {
    if (!SPOT_CODES.has(spot)) throw new RangeError(`not a dragon tiger spot: ${spot}`);
    assertStake(stakeCents, 1);
    if (spot === 'dragon' || spot === 'tiger') {
      if (result.winner === 'tie') return Math.floor(stakeCents / 2);
      return result.winner === spot ? 2 * stakeCents : 0;
    }
    if (spot === 'tie') return result.winner === 'tie' ? 9 * stakeCents : 0;
    if (spot === 'suited-tie') return result.suitedTie ? 51 * stakeCents : 0;
    const [side, bet] = spot.split(':') as [string, string];
    const card = side === 'dragon' ? result.dragon : result.tiger;
    return SIDE_BETS[bet]!(card.rank) ? 2 * stakeCents : 0;
  },
  roadEntry: (result) => ({
    winner: result.winner === 'dragon' ? 'D' : result.winner === 'tiger' ? 'T' : 'X',
    dragon: cardCode(result.dragon),
    tiger: cardCode(result.tiger),
  }),
  rtp: RTP,
};
