import type { Draw } from '../../engines/draw.ts';

/**
 * Playing cards for the live card tables (baccarat, blackjack, dragon tiger). Unlike video
 * poker (engines/video-poker.ts, ace = 14), every live game here counts the ace low, so ranks
 * run 1 (ace) .. 13 (king); suits use the same letters as video poker.
 */

export const LIVE_CARD_SUITS = ['c', 'd', 'h', 's'] as const;
export type LiveCardSuit = (typeof LIVE_CARD_SUITS)[number];

export interface LiveCard {
  /** 1 = ace, 2..10, 11 = jack, 12 = queen, 13 = king. */
  rank: number;
  suit: LiveCardSuit;
}

const RANK_CODES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

/** Card 0..51 of a deck ordered by suit then rank: the order a shoe starts from. */
export function cardOfIndex(index: number): LiveCard {
  if (!Number.isInteger(index) || index < 0 || index >= 52) {
    throw new RangeError(`card index must be an integer 0..51, got ${index}`);
  }
  return { rank: (index % 13) + 1, suit: LIVE_CARD_SUITS[Math.floor(index / 13)]! };
}

/** Two characters, rank then suit: 'As', 'Td', 'Kh' (small for roads and logs). */
export function cardCode(card: LiveCard): string {
  return `${RANK_CODES[card.rank - 1]!}${card.suit}`;
}

/** The inverse of cardCode; a RangeError for anything else (tests build hands from codes). */
export function parseCard(code: string): LiveCard {
  const rank = RANK_CODES.indexOf(code.charAt(0) as (typeof RANK_CODES)[number]) + 1;
  const suit = LIVE_CARD_SUITS.indexOf(code.charAt(1) as LiveCardSuit);
  if (code.length !== 2 || rank < 1 || suit < 0) throw new RangeError(`not a card: ${code}`);
  return { rank, suit: LIVE_CARD_SUITS[suit]! };
}

/** Several codes at once: parseCards('As Kd') or parseCards(['As', 'Kd']). */
export function parseCards(codes: string | readonly string[]): LiveCard[] {
  const list = typeof codes === 'string' ? codes.split(/\s+/).filter(Boolean) : codes;
  return list.map(parseCard);
}

/** Hearts and diamonds are red. */
export function isRed(card: LiveCard): boolean {
  return card.suit === 'h' || card.suit === 'd';
}

/**
 * An infinite deck: every card uniform over the 52, independent of every other card (one
 * draw(52) each). Blackjack uses it, so a card's chances never depend on what was dealt.
 */
export function infiniteDeckCard(draw: Draw): LiveCard {
  return cardOfIndex(draw(52));
}

/**
 * The top cards of a freshly shuffled shoe of `decks` decks, dealt one at a time: a
 * Fisher-Yates shuffle run only as far as the cards actually dealt (card k swaps position k
 * with a uniform position in [k, size)). Every ordered run of k distinct shoe positions is
 * equally likely, exactly as if the whole shoe had been shuffled, so the dealt cards have the
 * exact without-replacement odds of a fresh shoe at a cost of one draw per card. The swaps
 * live in a sparse map (a round deals at most six cards).
 */
export function freshShoe(draw: Draw, decks: number): () => LiveCard {
  if (!Number.isInteger(decks) || decks < 1)
    throw new RangeError('decks must be a positive integer');
  const size = decks * 52;
  const moved = new Map<number, number>();
  let dealt = 0;
  return () => {
    if (dealt >= size) throw new RangeError('the shoe is empty');
    const position = dealt + draw(size - dealt);
    const picked = moved.get(position) ?? position;
    moved.set(position, moved.get(dealt) ?? dealt);
    dealt += 1;
    return cardOfIndex(picked % 52);
  };
}
