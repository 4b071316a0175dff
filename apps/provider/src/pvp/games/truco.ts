import type { Draw } from '../../engines/draw.ts';
import {
  assertTable,
  cloneState,
  finishedResult,
  PvpActionError,
  settleNets,
  shuffle,
  sortedSeats,
} from './pvp-game.ts';
import type { PvpDealInput, PvpGame, PvpHandResult } from './pvp-game.ts';

/**
 * Truco Paulista, one against one, in matches to 12 points.
 *
 * - 40-card Spanish deck (no 8, 9, 10). Plain cards rank 4 5 6 7 Q J K A 2 3 whatever the
 *   suit (two plain cards of one rank tie). After the deal the next card is turned (the vira);
 *   the four cards of the rank after it in that cycle (3 wraps to 4) are the manilhas, above
 *   every plain card, ordered by suit: paus (c) > copas (h) > espadas (s) > ouros (d).
 * - Cards are rank then suit letter: '7h' = 7 de copas, 'Qc' = dama de paus, '4d' = 4 de ouros.
 * - 3 cards each, dealt one at a time from the player after the dealer (the "mão", who leads
 *   the first trick). The dealer alternates every hand, across matches too.
 * - Best of three tricks. A trick's higher card wins it; the winner leads the next. After a
 *   tied trick the player who led it leads again (the first card of the tie). Ties: a tied first
 *   trick goes to whoever wins the next decided trick; if the first is won and the second tied,
 *   or the third is tied, the first-trick winner takes the hand; three tied tricks score nothing.
 * - From the second trick on a card may be played face down ("encoberta"): it loses to any card
 *   played face up (two face-down cards tie) and is never shown to the opponent.
 * - Raises: on their turn (before playing) a player may ask truco: the hand goes from 1 to 3,
 *   then 6, 9, 12 with later asks. The asked player accepts (the value rises), refuses (the asker
 *   scores the value before the ask) or re-raises (which accepts the ask and asks the next
 *   step, answered the same way). After an accepted ask only the player who accepted may ask
 *   the next step.
 * - Mão de onze: when one player has 11 points, that player sees the cards and decides first:
 *   play (the hand is worth 3, no raises) or give up (the opponent scores 1).
 * - Mão de ferro: both at 11. Cards are dealt face down and played blind: a player chooses a
 *   slot (0..2) of the hand without ever seeing its own cards; each card is shown when played
 *   (never face down); worth 1, no raises; the winner takes the match.
 * - A match ends when a player reaches 12 (a hand worth more may pass 12); the next deal starts
 *   a new match at 0-0. A new match also starts when the two seats are not the previous hand's.
 * - Money: the hand's loser pays points x stake to the winner; rake on that win. A player at 12
 *   x stake can always pay the largest hand.
 */

export const TRUCO_RANKS = ['4', '5', '6', '7', 'Q', 'J', 'K', 'A', '2', '3'] as const;
/** Manilha order, lowest first: ouros, espadas, copas, paus. */
export const TRUCO_SUITS = ['d', 's', 'h', 'c'] as const;
export type TrucoRank = (typeof TRUCO_RANKS)[number];
export type TrucoSuit = (typeof TRUCO_SUITS)[number];
export type TrucoCard = `${TrucoRank}${TrucoSuit}`;
export const TRUCO_DECK: readonly TrucoCard[] = TRUCO_SUITS.flatMap((suit) =>
  TRUCO_RANKS.map((rank) => `${rank}${suit}` as TrucoCard),
);
export const TRUCO_MATCH_POINTS = 12;
/** The values a hand climbs through: 1, truco 3, seis 6, nove 9, doze 12. */
export const TRUCO_VALUES = [1, 3, 6, 9, 12] as const;
export const TRUCO_BUY_IN_STAKES = { min: 12, max: 120 } as const;

export type TrucoMode = 'normal' | 'eleven' | 'ferro';

export type TrucoAction =
  | { type: 'play'; card?: TrucoCard; slot?: number; hidden?: boolean }
  | { type: 'truco' }
  | { type: 'accept' }
  | { type: 'refuse' }
  | { type: 'raise' }
  | { type: 'play-eleven' }
  | { type: 'fold-eleven' };
export type TrucoActionType = TrucoAction['type'];

export interface TrucoPlay {
  seat: number;
  /** Null in a view when the card went face down and the viewer is not its owner. */
  card: TrucoCard | null;
  hidden: boolean;
}

export interface TrucoTrick {
  leaderSeat: number;
  plays: TrucoPlay[];
  /** The winner once both played; null while open or when tied. */
  winnerSeat: number | null;
  tied: boolean;
}

export interface TrucoLogEntry {
  seat: number;
  type: TrucoActionType;
  /** play: the card (null in a view when face down and not the viewer's). */
  card: TrucoCard | null;
  hidden: boolean;
  /** truco/raise: the value asked; accept: the value now. */
  value: number | null;
}

export type TrucoEndReason = 'tricks' | 'refused' | 'fold-eleven' | 'all-tied';

export interface TrucoSummary {
  winnerSeat: number | null;
  points: number;
  reason: TrucoEndReason;
  vira: TrucoCard;
  manilha: TrucoRank;
  tricks: TrucoTrick[];
  scoreBefore: Record<number, number>;
  scoreAfter: Record<number, number>;
  matchOver: boolean;
  matchWinnerSeat: number | null;
}

export interface TrucoResult extends PvpHandResult {
  summary: TrucoSummary;
}

export interface TrucoState {
  family: 'truco';
  handNo: number;
  matchNo: number;
  stakeCents: number;
  rakePercent: number;
  rakeCapCents: number;
  /** The two seat numbers, in seat order; every index below refers to this array. */
  seats: number[];
  startStacks: number[];
  dealer: number;
  /** Points before this hand. */
  score: number[];
  vira: TrucoCard;
  manilha: TrucoRank;
  /** The three cards dealt to each player (played ones stay; `slot` indexes this). */
  hands: TrucoCard[][];
  /** The undealt rest. Secret. */
  deck: TrucoCard[];
  mode: TrucoMode;
  /** Mão de onze: the index at 11 and whether it still has to decide. */
  eleven: { index: number; decided: boolean } | null;
  /** The accepted value of the hand. */
  value: number;
  /** An ask waiting for an answer. */
  pending: { by: number; to: number } | null;
  /** Who made the last accepted ask: that player may not ask the next step. */
  lastAsker: number | null;
  tricks: TrucoTrick[];
  /** Whose card it is (when no decision or ask is pending). */
  turn: number;
  log: TrucoLogEntry[];
  over: boolean;
  scoreAfter: number[] | null;
  result: TrucoResult | null;
}

export interface TrucoView {
  family: 'truco';
  handNo: number;
  matchNo: number;
  stakeCents: number;
  viewer: number | null;
  seats: { seat: number; cardCount: number; score: number; stackCents: number }[];
  dealerSeat: number;
  mode: TrucoMode;
  value: number;
  pending: { bySeat: number; toValue: number } | null;
  elevenSeat: number | null;
  vira: TrucoCard;
  manilha: TrucoRank;
  /** The viewer's cards still in hand (null in a mão de ferro: they play blind). */
  yourCards: TrucoCard[] | null;
  /** The viewer's unplayed slots (what a blind play names). */
  yourSlots: number[];
  tricks: TrucoTrick[];
  toAct: number | null;
  legal: TrucoAction[];
  log: TrucoLogEntry[];
  over: boolean;
  result: TrucoResult | null;
}

const ACTION_TYPES: readonly TrucoActionType[] = [
  'play',
  'truco',
  'accept',
  'refuse',
  'raise',
  'play-eleven',
  'fold-eleven',
];

// ---------------------------------------------------------------------------------------------
// Cards.

export function trucoRankOf(card: TrucoCard): TrucoRank {
  return card[0] as TrucoRank;
}

/** The manilha rank for a vira: the next rank in 4 5 6 7 Q J K A 2 3, 3 wrapping to 4. */
export function manilhaFor(vira: TrucoCard): TrucoRank {
  const index = TRUCO_RANKS.indexOf(trucoRankOf(vira));
  return TRUCO_RANKS[(index + 1) % TRUCO_RANKS.length]!;
}

/**
 * A card's strength: plain cards 0..9 by rank (equal ranks tie), manilhas 10..13 by suit (never
 * equal). A face-down card is -1: it beats nothing.
 */
export function trucoPower(card: TrucoCard, manilha: TrucoRank, hidden = false): number {
  if (hidden) return -1;
  const rank = trucoRankOf(card);
  if (rank === manilha) return 10 + TRUCO_SUITS.indexOf(card[1] as TrucoSuit);
  return TRUCO_RANKS.indexOf(rank);
}

export function isTrucoCard(value: unknown): value is TrucoCard {
  return typeof value === 'string' && TRUCO_DECK.includes(value as TrucoCard);
}

/**
 * Who takes the hand from the finished tricks (index, 'tie'), or undefined while undecided.
 * null: all three tied, nobody scores.
 */
export function trucoHandWinner(results: readonly (number | 'tie')[]): number | null | undefined {
  const [t1, t2, t3] = results;
  if (t2 === undefined) return undefined;
  if (t3 === undefined) {
    if (t1 !== 'tie' && (t2 === t1 || t2 === 'tie')) return t1 as number;
    if (t1 === 'tie' && t2 !== 'tie') return t2;
    return undefined;
  }
  if (t3 !== 'tie') return t3;
  // A tied third trick: the first-trick winner, or nobody when everything tied.
  return t1 === 'tie' ? null : (t1 as number);
}

function nextValue(value: number): number {
  const index = TRUCO_VALUES.indexOf(value as (typeof TRUCO_VALUES)[number]);
  return TRUCO_VALUES[index + 1] ?? value;
}

// ---------------------------------------------------------------------------------------------
// State helpers.

function other(index: number): number {
  return 1 - index;
}

function currentTrick(s: TrucoState): TrucoTrick {
  return s.tricks[s.tricks.length - 1]!;
}

/** The original slots a player has not played yet. */
function remainingSlots(s: TrucoState, index: number): number[] {
  const seat = s.seats[index]!;
  const played = new Set(
    s.tricks.flatMap((t) => t.plays.filter((p) => p.seat === seat).map((p) => p.card)),
  );
  return [0, 1, 2].filter((slot) => !played.has(s.hands[index]![slot]!));
}

function remainingCards(s: TrucoState, index: number): TrucoCard[] {
  return remainingSlots(s, index).map((slot) => s.hands[index]![slot]!);
}

function toActIndex(s: TrucoState): number | null {
  if (s.over) return null;
  if (s.eleven && !s.eleven.decided) return s.eleven.index;
  if (s.pending) return other(s.pending.by);
  return s.turn;
}

function mayAsk(s: TrucoState, index: number): boolean {
  return s.mode === 'normal' && s.value < TRUCO_MATCH_POINTS && s.lastAsker !== index;
}

function finish(
  s: TrucoState,
  winner: number | null,
  points: number,
  reason: TrucoEndReason,
): void {
  const scoreAfter = s.score.slice();
  if (winner !== null) scoreAfter[winner]! += points;
  const nets = new Map<number, number>(s.seats.map((seat) => [seat, 0]));
  if (winner !== null && points > 0) {
    nets.set(s.seats[winner]!, points * s.stakeCents);
    nets.set(s.seats[other(winner)]!, -points * s.stakeCents);
  }
  const { deltas, rakeCents } = settleNets(nets, s.seats, s.rakePercent, s.rakeCapCents);
  const matchWinner = scoreAfter.findIndex((points) => points >= TRUCO_MATCH_POINTS);
  s.over = true;
  s.pending = null;
  s.scoreAfter = scoreAfter;
  s.result = {
    deltas,
    rakeCents,
    summary: {
      winnerSeat: winner === null ? null : s.seats[winner]!,
      points: winner === null ? 0 : points,
      reason,
      vira: s.vira,
      manilha: s.manilha,
      tricks: publicTricks(s, null),
      scoreBefore: bySeat(s, s.score),
      scoreAfter: bySeat(s, scoreAfter),
      matchOver: matchWinner >= 0,
      matchWinnerSeat: matchWinner >= 0 ? s.seats[matchWinner]! : null,
    },
  };
}

function bySeat(s: TrucoState, values: readonly number[]): Record<number, number> {
  return Object.fromEntries(s.seats.map((seat, i) => [seat, values[i]!]));
}

/** Tricks as `viewer` may see them: face-down cards only for their owner. */
function publicTricks(s: TrucoState, viewer: number | null): TrucoTrick[] {
  return s.tricks.map((t) => ({
    leaderSeat: t.leaderSeat,
    plays: t.plays.map((p) => ({
      seat: p.seat,
      card: p.hidden && p.seat !== viewer ? null : p.card,
      hidden: p.hidden,
    })),
    winnerSeat: t.winnerSeat,
    tied: t.tied,
  }));
}

/** Closes a trick with two cards; ends the hand or opens the next trick. */
function resolveTrick(s: TrucoState): void {
  const trick = currentTrick(s);
  const [first, second] = trick.plays as [TrucoPlay, TrucoPlay];
  const a = trucoPower(first.card!, s.manilha, first.hidden);
  const b = trucoPower(second.card!, s.manilha, second.hidden);
  if (a === b) trick.tied = true;
  else trick.winnerSeat = a > b ? first.seat : second.seat;
  const results = s.tricks.map((t) => (t.tied ? 'tie' : s.seats.indexOf(t.winnerSeat!)));
  const winner = trucoHandWinner(results);
  if (winner !== undefined) {
    finish(s, winner, s.value, winner === null ? 'all-tied' : 'tricks');
    return;
  }
  const leader = trick.tied
    ? s.seats.indexOf(trick.leaderSeat)
    : s.seats.indexOf(trick.winnerSeat!);
  s.tricks.push({ leaderSeat: s.seats[leader]!, plays: [], winnerSeat: null, tied: false });
  s.turn = leader;
}

function log(
  s: TrucoState,
  index: number,
  type: TrucoActionType,
  extra: Partial<TrucoLogEntry> = {},
): void {
  s.log.push({ seat: s.seats[index]!, type, card: null, hidden: false, value: null, ...extra });
}

// ---------------------------------------------------------------------------------------------
// The game.

export function dealTruco(input: PvpDealInput<TrucoState>): TrucoState {
  const { stakeCents, draw, previous } = input;
  assertTable(input, {
    minSeats: 2,
    maxSeats: 2,
    stakeStepCents: 1,
    minStackCents: stakeCents * TRUCO_MATCH_POINTS,
  });
  const seats = sortedSeats(input.seats);
  const seatNumbers = seats.map((s) => s.seat);
  if (previous && !previous.over) throw new RangeError('the previous hand is not over');
  const sameTable =
    previous !== null &&
    previous.seats.length === 2 &&
    previous.seats.every((seat, i) => seat === seatNumbers[i]);
  let dealer: number;
  let score: number[];
  let matchNo: number;
  if (previous && sameTable) {
    dealer = other(previous.dealer);
    const matchOver = previous.scoreAfter!.some((points) => points >= TRUCO_MATCH_POINTS);
    score = matchOver ? [0, 0] : previous.scoreAfter!.slice();
    matchNo = matchOver ? previous.matchNo + 1 : previous.matchNo;
  } else {
    dealer = draw(2);
    score = [0, 0];
    matchNo = (previous?.matchNo ?? 0) + 1;
  }
  const deck = shuffle(TRUCO_DECK, draw);
  const mao = other(dealer);
  const hands: TrucoCard[][] = [[], []];
  for (let k = 0; k < 6; k += 1) hands[k % 2 === 0 ? mao : dealer]!.push(deck.shift()!);
  const vira = deck.shift()!;
  const atEleven = [0, 1].filter((i) => score[i] === TRUCO_MATCH_POINTS - 1);
  const mode: TrucoMode =
    atEleven.length === 2 ? 'ferro' : atEleven.length === 1 ? 'eleven' : 'normal';
  return {
    family: 'truco',
    handNo: previous ? previous.handNo + 1 : 1,
    matchNo,
    stakeCents,
    rakePercent: input.rakePercent,
    rakeCapCents: input.rakeCapCents,
    seats: seatNumbers,
    startStacks: seats.map((s) => s.stackCents),
    dealer,
    score,
    vira,
    manilha: manilhaFor(vira),
    hands,
    deck,
    mode,
    eleven: mode === 'eleven' ? { index: atEleven[0]!, decided: false } : null,
    value: 1,
    pending: null,
    lastAsker: null,
    tricks: [{ leaderSeat: seatNumbers[mao]!, plays: [], winnerSeat: null, tied: false }],
    turn: mao,
    log: [],
    over: false,
    scoreAfter: null,
    result: null,
  };
}

export function trucoToAct(s: TrucoState): number | null {
  const index = toActIndex(s);
  return index === null ? null : s.seats[index]!;
}

export function trucoLegal(s: TrucoState, seat: number): TrucoAction[] {
  const index = toActIndex(s);
  if (index === null || s.seats[index] !== seat) return [];
  if (s.eleven && !s.eleven.decided) return [{ type: 'play-eleven' }, { type: 'fold-eleven' }];
  if (s.pending) {
    const out: TrucoAction[] = [{ type: 'accept' }, { type: 'refuse' }];
    if (s.pending.to < TRUCO_MATCH_POINTS) out.push({ type: 'raise' });
    return out;
  }
  const out: TrucoAction[] = [];
  if (s.mode === 'ferro') {
    for (const slot of remainingSlots(s, index)) out.push({ type: 'play', slot });
  } else {
    const cards = remainingCards(s, index);
    for (const card of cards) out.push({ type: 'play', card });
    if (s.tricks.length > 1)
      for (const card of cards) out.push({ type: 'play', card, hidden: true });
  }
  if (mayAsk(s, index)) out.push({ type: 'truco' });
  return out;
}

export function applyTruco(state: TrucoState, seat: number, action: TrucoAction): TrucoState {
  if (state.over) throw new PvpActionError('the hand is over');
  const index = toActIndex(state);
  if (index === null || state.seats[index] !== seat) throw new PvpActionError('not your turn');
  if (typeof action !== 'object' || action === null || !ACTION_TYPES.includes(action.type)) {
    throw new PvpActionError('unknown action');
  }
  const s = cloneState(state);
  if (s.eleven && !s.eleven.decided) {
    if (action.type === 'fold-eleven') {
      log(s, index, action.type);
      finish(s, other(index), 1, 'fold-eleven');
      return s;
    }
    if (action.type !== 'play-eleven') throw new PvpActionError('decide the mão de onze first');
    s.eleven.decided = true;
    s.value = 3;
    log(s, index, action.type, { value: 3 });
    return s;
  }
  if (s.pending) {
    const pending = s.pending;
    switch (action.type) {
      case 'accept':
        s.value = pending.to;
        s.lastAsker = pending.by;
        s.pending = null;
        log(s, index, 'accept', { value: s.value });
        return s;
      case 'refuse':
        log(s, index, 'refuse', { value: s.value });
        finish(s, pending.by, s.value, 'refused');
        return s;
      case 'raise':
        if (pending.to >= TRUCO_MATCH_POINTS) throw new PvpActionError('twelve is the top');
        // Re-raising accepts the ask: a refusal now costs the asked value.
        s.value = pending.to;
        s.pending = { by: index, to: nextValue(pending.to) };
        log(s, index, 'raise', { value: s.pending.to });
        return s;
      default:
        throw new PvpActionError('answer the ask: accept, refuse or raise');
    }
  }
  if (action.type === 'truco') {
    if (!mayAsk(s, index)) {
      throw new PvpActionError(
        s.mode !== 'normal'
          ? 'no raises in this hand'
          : 'you made the last ask: it is not yours to raise',
      );
    }
    s.pending = { by: index, to: nextValue(s.value) };
    log(s, index, 'truco', { value: s.pending.to });
    return s;
  }
  if (action.type !== 'play') throw new PvpActionError(`${action.type} is not possible now`);
  const slots = remainingSlots(s, index);
  let card: TrucoCard;
  if (action.slot !== undefined) {
    if (!Number.isInteger(action.slot) || !slots.includes(action.slot)) {
      throw new PvpActionError('no unplayed card in that slot');
    }
    card = s.hands[index]![action.slot]!;
    if (action.card !== undefined && action.card !== card)
      throw new PvpActionError('slot and card disagree');
  } else {
    if (s.mode === 'ferro')
      throw new PvpActionError('mão de ferro: play a slot, the cards are blind');
    if (!isTrucoCard(action.card) || !remainingCards(s, index).includes(action.card)) {
      throw new PvpActionError('you do not hold that card');
    }
    card = action.card;
  }
  const hidden = action.hidden === true;
  if (hidden && s.tricks.length === 1)
    throw new PvpActionError('no face-down card in the first trick');
  if (hidden && s.mode === 'ferro') throw new PvpActionError('no face-down card in a mão de ferro');
  currentTrick(s).plays.push({ seat, card, hidden });
  log(s, index, 'play', { card, hidden });
  if (currentTrick(s).plays.length === 2) resolveTrick(s);
  else s.turn = other(index);
  return s;
}

export function trucoView(s: TrucoState, viewer: number | null): TrucoView {
  const me = viewer === null ? -1 : s.seats.indexOf(viewer);
  const pendingView = s.pending ? { bySeat: s.seats[s.pending.by]!, toValue: s.pending.to } : null;
  return {
    family: 'truco',
    handNo: s.handNo,
    matchNo: s.matchNo,
    stakeCents: s.stakeCents,
    viewer,
    seats: s.seats.map((seat, i) => ({
      seat,
      cardCount: remainingSlots(s, i).length,
      score: s.score[i]!,
      stackCents: s.result ? s.startStacks[i]! + s.result.deltas[seat]! : s.startStacks[i]!,
    })),
    dealerSeat: s.seats[s.dealer]!,
    mode: s.mode,
    value: s.value,
    pending: pendingView,
    elevenSeat: s.eleven ? s.seats[s.eleven.index]! : null,
    vira: s.vira,
    manilha: s.manilha,
    yourCards: me < 0 || s.mode === 'ferro' ? null : remainingCards(s, me),
    yourSlots: me < 0 ? [] : remainingSlots(s, me),
    tricks: publicTricks(s, viewer),
    toAct: trucoToAct(s),
    legal: viewer === null ? [] : trucoLegal(s, viewer),
    log: s.log.map((entry) => ({
      ...entry,
      card: entry.hidden && entry.seat !== viewer ? null : entry.card,
    })),
    over: s.over,
    result: s.result ? structuredClone(s.result) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The practice bot.

/**
 * How good the rest of a hand looks, roughly on the 0..13 power scale: the mean of the cards
 * left, nudged by the tricks already won or lost.
 */
function handOutlook(s: TrucoState, index: number): number {
  const powers = remainingCards(s, index).map((card) => trucoPower(card, s.manilha));
  const mean = powers.length ? powers.reduce((a, b) => a + b, 0) / powers.length : 0;
  const seat = s.seats[index]!;
  let edge = 0;
  for (const t of s.tricks) {
    if (t.winnerSeat === seat) edge += 3;
    else if (t.winnerSeat !== null) edge -= 3;
  }
  return mean + edge;
}

export function trucoBot(s: TrucoState, seat: number, draw: Draw): TrucoAction {
  const legal = trucoLegal(s, seat);
  if (legal.length === 0) throw new PvpActionError('not your turn');
  const index = s.seats.indexOf(seat);
  const roll = draw(100);
  if (s.eleven && !s.eleven.decided) {
    const strong = remainingCards(s, index).filter(
      (card) => trucoPower(card, s.manilha) >= 8,
    ).length;
    return strong >= 2 || roll < 10 ? { type: 'play-eleven' } : { type: 'fold-eleven' };
  }
  const outlook = handOutlook(s, index);
  if (s.pending) {
    if (outlook >= 10 && s.pending.to < TRUCO_MATCH_POINTS && roll < 40) return { type: 'raise' };
    return outlook >= 6.5 || roll < 8 ? { type: 'accept' } : { type: 'refuse' };
  }
  if (legal.some((a) => a.type === 'truco') && ((outlook >= 9 && roll < 50) || roll < 4)) {
    return { type: 'truco' };
  }
  if (s.mode === 'ferro') return legal.find((a) => a.type === 'play')!;
  const cards = remainingCards(s, index).sort(
    (a, b) => trucoPower(a, s.manilha) - trucoPower(b, s.manilha),
  );
  const trick = currentTrick(s);
  const lowest = cards[0]!;
  if (trick.plays.length === 1) {
    const theirs = trick.plays[0]!;
    const target = trucoPower(theirs.card!, s.manilha, theirs.hidden);
    // The cheapest card that wins; else throw away the lowest (face down once allowed).
    const winner = cards.find((card) => trucoPower(card, s.manilha) > target);
    if (winner) return { type: 'play', card: winner };
    return s.tricks.length > 1
      ? { type: 'play', card: lowest, hidden: true }
      : { type: 'play', card: lowest };
  }
  return { type: 'play', card: cards[cards.length - 1]! };
}

export function trucoTimeout(s: TrucoState, seat: number): TrucoAction {
  const legal = trucoLegal(s, seat);
  if (legal.length === 0) throw new PvpActionError('not your turn');
  if (s.eleven && !s.eleven.decided) return { type: 'fold-eleven' };
  if (s.pending) return { type: 'refuse' };
  const index = s.seats.indexOf(seat);
  if (s.mode === 'ferro') return { type: 'play', slot: remainingSlots(s, index)[0]! };
  const cards = remainingCards(s, index).sort(
    (a, b) => trucoPower(a, s.manilha) - trucoPower(b, s.manilha),
  );
  return { type: 'play', card: cards[0]! };
}

export const trucoGame = {
  family: 'truco',
  minSeats: 2,
  maxSeats: 2,
  minStackCents: (stakeCents: number) => stakeCents * TRUCO_MATCH_POINTS,
  buyIn: (stakeCents: number) => ({
    minCents: stakeCents * TRUCO_BUY_IN_STAKES.min,
    maxCents: stakeCents * TRUCO_BUY_IN_STAKES.max,
  }),
  deal: dealTruco,
  toAct: trucoToAct,
  legal: trucoLegal,
  apply: applyTruco,
  timeoutAction: trucoTimeout,
  isOver: (s: TrucoState) => s.over,
  result: (s: TrucoState): TrucoResult => finishedResult(s),
  view: trucoView,
  bot: trucoBot,
} satisfies PvpGame<TrucoState, TrucoAction>;
