/**
 * Poker hand values for Texas Hold'em: the best five of five to seven cards, as one number that
 * compares the way the rules do (category first, then the ranks that break ties, in order). Two
 * hands with the same score split the pot: suits never break a tie.
 *
 * Cards are two-character strings, rank then suit ('As', 'Td', '7h', '2c'): compact in the JSON
 * states and readable in a hand history.
 */

export const HOLDEM_RANK_CHARS = '23456789TJQKA';
export const HOLDEM_SUIT_CHARS = 'cdhs';
export type HoldemRankChar =
  '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'J' | 'Q' | 'K' | 'A';
export type HoldemSuitChar = 'c' | 'd' | 'h' | 's';
export type HoldemCard = `${HoldemRankChar}${HoldemSuitChar}`;

/** The 52 cards by suit then rank: the order the shuffle starts from. */
export const HOLDEM_DECK: readonly HoldemCard[] = [...HOLDEM_SUIT_CHARS].flatMap((suit) =>
  [...HOLDEM_RANK_CHARS].map((rank) => `${rank}${suit}` as HoldemCard),
);

/** Lowest to highest; the index is the category's weight in the score. */
export const HOLDEM_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const;
export type HoldemCategory = (typeof HOLDEM_CATEGORIES)[number];

export interface HoldemHandValue {
  category: HoldemCategory;
  /**
   * category x 16^5 + the five deciding ranks as base-16 digits (2..14; the wheel's ace counts
   * as 1). Higher wins; equal splits.
   */
  score: number;
  /** The five deciding ranks, most significant first (quads: 4 x quad rank then the kicker). */
  ranks: number[];
  /** The five cards that make the hand, in the order of `ranks`. */
  cards: HoldemCard[];
}

const RANK_VALUE: Readonly<Record<string, number>> = Object.fromEntries(
  [...HOLDEM_RANK_CHARS].map((char, i) => [char, i + 2]),
);
const SUIT_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  [...HOLDEM_SUIT_CHARS].map((char, i) => [char, i]),
);

/** 2..14 for a card's rank. */
export function holdemRank(card: HoldemCard): number {
  return HOLDEM_RANK_CHARS.indexOf(card[0]!) + 2;
}

export function isHoldemCard(value: unknown): value is HoldemCard {
  return (
    typeof value === 'string' &&
    value.length === 2 &&
    HOLDEM_RANK_CHARS.includes(value[0]!) &&
    HOLDEM_SUIT_CHARS.includes(value[1]!)
  );
}

/** The high card of the best straight in a rank bitmask (bit r = rank r present), or 0. */
function straightHigh(mask: number): number {
  // The ace also plays low: bit 1 stands for it in the wheel A-2-3-4-5.
  const withLowAce = mask & (1 << 14) ? mask | 2 : mask;
  for (let high = 14; high >= 5; high -= 1) {
    const run = 0b11111 << (high - 4);
    if ((withLowAce & run) === run) return high;
  }
  return 0;
}

function straightRanks(high: number): number[] {
  return [high, high - 1, high - 2, high - 3, high - 4];
}

/**
 * Evaluates 5 to 7 distinct cards directly (no 21-subset loop): count ranks and suits, then
 * test the categories from the top. With at most 7 cards only one suit can hold five, and a
 * straight flush must be found inside that suit (a straight and a flush that use different
 * cards are just a flush).
 */
export function evaluateHoldem(cards: readonly HoldemCard[]): HoldemHandValue {
  if (cards.length < 5 || cards.length > 7) throw new RangeError('a poker hand has 5 to 7 cards');
  const counts = new Array<number>(15).fill(0);
  const suitMasks = [0, 0, 0, 0];
  const suitCounts = [0, 0, 0, 0];
  let mask = 0;
  for (const card of cards) {
    const rank = RANK_VALUE[card[0]!];
    const suit = SUIT_INDEX[card[1]!];
    if (rank === undefined || suit === undefined || card.length !== 2) {
      throw new RangeError(`not a card: ${card}`);
    }
    // The suit's rank bit doubles as the duplicate check.
    if (suitMasks[suit]! & (1 << rank)) throw new RangeError('a poker hand holds distinct cards');
    counts[rank]! += 1;
    suitMasks[suit]! |= 1 << rank;
    suitCounts[suit]! += 1;
    mask |= 1 << rank;
  }
  const flushSuit = suitCounts.findIndex((count) => count >= 5);

  let category: HoldemCategory;
  let ranks: number[];
  if (flushSuit >= 0 && straightHigh(suitMasks[flushSuit]!) > 0) {
    category = 'straight-flush';
    ranks = straightRanks(straightHigh(suitMasks[flushSuit]!));
  } else {
    const quads: number[] = [];
    const trips: number[] = [];
    const pairs: number[] = [];
    for (let rank = 14; rank >= 2; rank -= 1) {
      const count = counts[rank]!;
      if (count === 4) quads.push(rank);
      else if (count === 3) trips.push(rank);
      else if (count === 2) pairs.push(rank);
    }
    /** The highest ranks present outside `used`, for kickers. */
    const kickers = (used: number[], n: number): number[] => {
      const out: number[] = [];
      for (let rank = 14; rank >= 2 && out.length < n; rank -= 1) {
        if (counts[rank]! > 0 && !used.includes(rank)) out.push(rank);
      }
      return out;
    };
    const straight = straightHigh(mask);
    if (quads.length > 0) {
      const quad = quads[0]!;
      category = 'four-of-a-kind';
      ranks = [quad, quad, quad, quad, ...kickers([quad], 1)];
    } else if (trips.length > 0 && trips.length + pairs.length >= 2) {
      // A second set of trips plays as the pair of the full house.
      const three = trips[0]!;
      const two = Math.max(trips[1] ?? 0, pairs[0] ?? 0);
      category = 'full-house';
      ranks = [three, three, three, two, two];
    } else if (flushSuit >= 0) {
      category = 'flush';
      ranks = [];
      for (let rank = 14; rank >= 2 && ranks.length < 5; rank -= 1) {
        if (suitMasks[flushSuit]! & (1 << rank)) ranks.push(rank);
      }
    } else if (straight > 0) {
      category = 'straight';
      ranks = straightRanks(straight);
    } else if (trips.length > 0) {
      const three = trips[0]!;
      category = 'three-of-a-kind';
      ranks = [three, three, three, ...kickers([three], 2)];
    } else if (pairs.length >= 2) {
      // A third pair can only be the kicker (one of its cards).
      const [high, low] = [pairs[0]!, pairs[1]!];
      category = 'two-pair';
      ranks = [high, high, low, low, ...kickers([high, low], 1)];
    } else if (pairs.length === 1) {
      const pair = pairs[0]!;
      category = 'pair';
      ranks = [pair, pair, ...kickers([pair], 3)];
    } else {
      category = 'high-card';
      ranks = kickers([], 5);
    }
  }

  let score = HOLDEM_CATEGORIES.indexOf(category);
  for (const rank of ranks) score = score * 16 + rank;
  return { category, score, ranks, cards: pickCards(cards, ranks, category, flushSuit) };
}

/** The actual cards behind the deciding ranks (the wheel's 1 is the ace). */
function pickCards(
  cards: readonly HoldemCard[],
  ranks: readonly number[],
  category: HoldemCategory,
  flushSuit: number,
): HoldemCard[] {
  const suit =
    category === 'flush' || category === 'straight-flush' ? HOLDEM_SUIT_CHARS[flushSuit] : null;
  let used = 0;
  const out: HoldemCard[] = [];
  for (const rank of ranks) {
    const wanted = rank === 1 ? 14 : rank;
    for (let i = 0; i < cards.length; i += 1) {
      const card = cards[i]!;
      if (used & (1 << i) || RANK_VALUE[card[0]!] !== wanted || (suit && card[1] !== suit))
        continue;
      used |= 1 << i;
      out.push(card);
      break;
    }
  }
  return out;
}
