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
import { evaluateHoldem, HOLDEM_DECK, holdemRank } from './holdem-hand.ts';
import type { HoldemCard, HoldemCategory } from './holdem-hand.ts';

/**
 * No-limit Texas Hold'em for 2 to 6 seats.
 *
 * - The table stake is the big blind; the small blind is half of it (so the stake is even).
 * - The button moves one seat clockwise (up the seat numbers) each hand, from `previous`; the
 *   first hand's button is drawn. Heads-up the button posts the small blind, acts first
 *   preflop and last after the flop.
 * - The whole deck is shuffled at the deal (Fisher-Yates with the draw); hole cards go one at
 *   a time from the left of the button, the board comes off the top of the rest. No burn cards:
 *   with a fully shuffled deck they change nothing.
 * - Amounts in actions and the log are "to" amounts: the seat's total bet on this street after
 *   the action. A bet is at least the big blind and a raise at least the last full raise (the
 *   big blind when nobody raised yet), unless it is all the seat's chips. An all-in below a full
 *   raise does not reopen the betting: a seat that already acted may only call or fold unless
 *   the bets since it acted add up to a full raise (TDA rule). Nobody may raise when every other
 *   live seat is all-in.
 * - A bet nobody called is returned when the street closes. Side pots are layered by what each
 *   live seat put in; each pot goes to the best hand among the seats that covered it, split
 *   evenly, odd cents one each to the winners nearest the left of the button. Every live hand
 *   is shown at a showdown (no mucking: simpler and the history is auditable); folded hands
 *   are never shown.
 * - Fold is only offered when there is something to call (folding a free check is a misclick).
 * - Rake: the stated percent of what the winners take from other players, floored and capped,
 *   and none when the hand ends before the flop is dealt ("no flop, no drop"). A hand that goes
 *   all-in preflop deals the flop, so it is raked.
 */

export const HOLDEM_MIN_SEATS = 2;
export const HOLDEM_MAX_SEATS = 6;
/** A seat must cover the big blind to be dealt in, so a blind is never posted short. */
export const HOLDEM_MIN_STACK_BIG_BLINDS = 1;
export const HOLDEM_BUY_IN_BIG_BLINDS = { min: 20, max: 100 } as const;

export type HoldemStreet = 'preflop' | 'flop' | 'turn' | 'river';
export type HoldemActionType = 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'allin';

export interface HoldemAction {
  type: HoldemActionType;
  /**
   * bet/raise: required, the seat's total bet on this street after the action. In `legal` it
   * is also set on call/allin (the total after calling / shoving) and on bet/raise it is the
   * minimum; any amount from it up to the allin amount is legal.
   */
  amountCents?: number;
}

export interface HoldemPlayer {
  seat: number;
  startStackCents: number;
  /** Chips behind (not yet bet). After the hand: the stack after the result. */
  stackCents: number;
  hole: HoldemCard[];
  /** Bet on the current street. */
  betCents: number;
  /** Put in this hand, every street (including betCents). */
  committedCents: number;
  folded: boolean;
  allIn: boolean;
  /** The street's bet level when the seat last acted; null when it has not acted this street. */
  actedAtCents: number | null;
}

export interface HoldemLogEntry {
  seat: number;
  street: HoldemStreet;
  type: HoldemActionType | 'small-blind' | 'big-blind' | 'uncalled';
  /** 'uncalled': the amount returned; otherwise the seat's street bet after the action. */
  amountCents: number;
}

export interface HoldemPot {
  amountCents: number;
  /** The seats that covered this pot and had not folded. */
  seats: number[];
  winners: number[];
  category: HoldemCategory | null;
}

export interface HoldemShownHand {
  seat: number;
  hole: HoldemCard[];
  category: HoldemCategory;
  /** The best five cards. */
  cards: HoldemCard[];
}

export interface HoldemSummary {
  endedBy: 'fold' | 'showdown';
  board: HoldemCard[];
  /** Everything put in (after uncalled bets came back), before rake. */
  potCents: number;
  pots: HoldemPot[];
  /** Empty when the hand ended by folds. */
  shown: HoldemShownHand[];
  /** Seats that won chips from others, with their delta after rake. */
  winners: { seat: number; deltaCents: number }[];
}

export interface HoldemResult extends PvpHandResult {
  summary: HoldemSummary;
}

export interface HoldemState {
  family: 'holdem';
  handNo: number;
  stakeCents: number;
  smallBlindCents: number;
  bigBlindCents: number;
  rakePercent: number;
  rakeCapCents: number;
  buttonSeat: number;
  smallBlindSeat: number;
  bigBlindSeat: number;
  /** In seat order (clockwise). */
  players: HoldemPlayer[];
  /** The undealt cards, in dealing order. Secret. */
  deck: HoldemCard[];
  board: HoldemCard[];
  street: HoldemStreet;
  toActIndex: number | null;
  /** The highest bet on this street. */
  currentBetCents: number;
  /** The last full raise increment on this street (the big blind when nobody bet yet). */
  minRaiseCents: number;
  log: HoldemLogEntry[];
  over: boolean;
  result: HoldemResult | null;
}

export interface HoldemSeatView {
  seat: number;
  stackCents: number;
  betCents: number;
  committedCents: number;
  folded: boolean;
  allIn: boolean;
  /** 2 while in the hand, 0 once folded. */
  cardCount: number;
  /** The viewer's own cards, or a hand shown at the showdown; otherwise null. */
  cards: HoldemCard[] | null;
}

export interface HoldemView {
  family: 'holdem';
  handNo: number;
  stakeCents: number;
  smallBlindCents: number;
  bigBlindCents: number;
  buttonSeat: number;
  smallBlindSeat: number;
  bigBlindSeat: number;
  street: HoldemStreet;
  board: HoldemCard[];
  /** Everything put in so far, current street bets included. */
  potCents: number;
  currentBetCents: number;
  /** The smallest legal bet/raise-to right now (before the all-in exception). */
  minRaiseToCents: number;
  toAct: number | null;
  viewer: number | null;
  seats: HoldemSeatView[];
  /** The viewer's legal actions when it is their turn. */
  legal: HoldemAction[];
  log: HoldemLogEntry[];
  over: boolean;
  result: HoldemResult | null;
}

const ACTION_TYPES: readonly HoldemActionType[] = [
  'fold',
  'check',
  'call',
  'bet',
  'raise',
  'allin',
];
const NEXT_STREET: Record<HoldemStreet, HoldemStreet | null> = {
  preflop: 'flop',
  flop: 'turn',
  turn: 'river',
  river: null,
};

// ---------------------------------------------------------------------------------------------
// Betting helpers (they mutate a state that the caller already cloned).

function canAct(p: HoldemPlayer): boolean {
  return !p.folded && !p.allIn;
}

function othersCanAct(s: HoldemState, i: number): boolean {
  return s.players.some((q, j) => j !== i && canAct(q));
}

/**
 * A seat must act when it faces a bet, or has not acted this street while someone else could
 * still answer a bet (alone against all-ins there is nothing to decide).
 */
function needsAction(s: HoldemState, i: number): boolean {
  const p = s.players[i]!;
  if (!canAct(p)) return false;
  return p.betCents < s.currentBetCents || (p.actedAtCents === null && othersCanAct(s, i));
}

/**
 * The reopening rule: a seat may raise if it has not acted this street, or if the bets since it
 * last acted add up to at least a full raise. Never when nobody else could call.
 */
function mayRaise(s: HoldemState, i: number): boolean {
  const p = s.players[i]!;
  if (!othersCanAct(s, i)) return false;
  return p.actedAtCents === null || s.currentBetCents - p.actedAtCents >= s.minRaiseCents;
}

function nextToAct(s: HoldemState, from: number): number | null {
  const n = s.players.length;
  for (let k = 1; k <= n; k += 1) {
    const j = (from + k) % n;
    if (needsAction(s, j)) return j;
  }
  return null;
}

function indexOfSeat(s: HoldemState, seat: number): number {
  return s.players.findIndex((p) => p.seat === seat);
}

/** Moves chips so the seat's street bet becomes `to`. */
function putTo(s: HoldemState, i: number, to: number): void {
  const p = s.players[i]!;
  const add = to - p.betCents;
  p.stackCents -= add;
  p.betCents = to;
  p.committedCents += add;
  if (p.stackCents === 0) p.allIn = true;
}

/** A bet or raise to `to`: it reopens the betting only when it is at least a full raise. */
function raiseTo(s: HoldemState, i: number, to: number): void {
  const increment = to - s.currentBetCents;
  if (increment >= s.minRaiseCents) s.minRaiseCents = increment;
  s.currentBetCents = to;
  putTo(s, i, to);
}

/** The part of the top bet on this street that nobody matched goes back to its owner. */
function returnUncalled(s: HoldemState): void {
  let top = -1;
  let topCount = 0;
  let second = 0;
  let topIndex = -1;
  s.players.forEach((p, i) => {
    if (p.betCents > top) {
      second = Math.max(second, top);
      top = p.betCents;
      topCount = 1;
      topIndex = i;
    } else if (p.betCents === top) {
      topCount += 1;
    } else {
      second = Math.max(second, p.betCents);
    }
  });
  if (topCount !== 1 || top <= second) return;
  const p = s.players[topIndex]!;
  const excess = top - second;
  p.betCents -= excess;
  p.committedCents -= excess;
  p.stackCents += excess;
  p.allIn = p.stackCents === 0;
  s.log.push({ seat: p.seat, street: s.street, type: 'uncalled', amountCents: excess });
}

function buttonIndex(s: HoldemState): number {
  return indexOfSeat(s, s.buttonSeat);
}

/** Seat numbers from the left of the button round to the button: odd chips and rake order. */
function orderFromButton(s: HoldemState): number[] {
  const n = s.players.length;
  const b = buttonIndex(s);
  return Array.from({ length: n }, (_, k) => s.players[(b + 1 + k) % n]!.seat);
}

function startStreet(s: HoldemState, street: HoldemStreet): void {
  const cards = street === 'flop' ? 3 : 1;
  s.board.push(...s.deck.splice(0, cards));
  s.street = street;
  s.currentBetCents = 0;
  s.minRaiseCents = s.bigBlindCents;
  for (const p of s.players) {
    p.betCents = 0;
    p.actedAtCents = null;
  }
}

/** The street's betting is over: deal on (skipping streets nobody can bet on) or show down. */
function closeStreet(s: HoldemState): void {
  returnUncalled(s);
  for (;;) {
    const next = NEXT_STREET[s.street];
    if (next === null) {
      showdown(s);
      return;
    }
    startStreet(s, next);
    const first = nextToAct(s, buttonIndex(s));
    if (first !== null) {
      s.toActIndex = first;
      return;
    }
  }
}

function afterAction(s: HoldemState, i: number): void {
  const live = s.players.filter((p) => !p.folded);
  if (live.length === 1) {
    returnUncalled(s);
    const winner = live[0]!;
    const pot = s.players.reduce((sum, p) => sum + p.committedCents, 0);
    const won = new Map(s.players.map((p) => [p.seat, p === winner ? pot : 0]));
    finish(
      s,
      'fold',
      won,
      [{ amountCents: pot, seats: [winner.seat], winners: [winner.seat], category: null }],
      [],
    );
    return;
  }
  const next = nextToAct(s, i);
  if (next !== null) {
    s.toActIndex = next;
    return;
  }
  closeStreet(s);
}

/**
 * Pots layered by the live seats' commitments: the layer up to each distinct amount a live seat
 * put in is contested by the live seats that put in at least that much; folded chips fall into
 * the layers they reach.
 */
function showdown(s: HoldemState): void {
  const liveIdx = s.players.map((p, i) => (p.folded ? -1 : i)).filter((i) => i >= 0);
  const values = new Map(
    liveIdx.map((i) => [i, evaluateHoldem([...s.players[i]!.hole, ...s.board])] as const),
  );
  const order = orderFromButton(s);
  const levels = [...new Set(liveIdx.map((i) => s.players[i]!.committedCents))].sort(
    (a, b) => a - b,
  );
  const won = new Map(s.players.map((p) => [p.seat, 0]));
  const pots: HoldemPot[] = [];
  let previous = 0;
  let total = 0;
  for (const level of levels) {
    let amount = 0;
    for (const p of s.players) {
      amount += Math.min(p.committedCents, level) - Math.min(p.committedCents, previous);
    }
    const eligible = liveIdx.filter((i) => s.players[i]!.committedCents >= level);
    pots.push({
      amountCents: amount,
      seats: eligible.map((i) => s.players[i]!.seat),
      winners: [],
      category: null,
    });
    total += amount;
    previous = level;
  }
  // A folded seat never put in more than the top live seat (it folded facing a bigger bet), so
  // this is only a guard: any chips above the top layer join the last pot.
  const committed = s.players.reduce((sum, p) => sum + p.committedCents, 0);
  pots[pots.length - 1]!.amountCents += committed - total;

  for (const pot of pots) {
    const scores = pot.seats.map((seat) => values.get(indexOfSeat(s, seat))!);
    const best = Math.max(...scores.map((v) => v.score));
    const winners = order.filter((seat) => {
      const i = indexOfSeat(s, seat);
      return pot.seats.includes(seat) && values.get(i)!.score === best;
    });
    const share = Math.floor(pot.amountCents / winners.length);
    let odd = pot.amountCents - share * winners.length;
    for (const seat of winners) {
      won.set(seat, won.get(seat)! + share + (odd > 0 ? 1 : 0));
      if (odd > 0) odd -= 1;
    }
    pot.winners = winners;
    pot.category = scores.find((v) => v.score === best)!.category;
  }
  const shown: HoldemShownHand[] = order
    .map((seat) => indexOfSeat(s, seat))
    .filter((i) => values.has(i))
    .map((i) => {
      const value = values.get(i)!;
      return {
        seat: s.players[i]!.seat,
        hole: [...s.players[i]!.hole],
        category: value.category,
        cards: value.cards,
      };
    });
  finish(s, 'showdown', won, pots, shown);
}

function finish(
  s: HoldemState,
  endedBy: 'fold' | 'showdown',
  won: Map<number, number>,
  pots: HoldemPot[],
  shown: HoldemShownHand[],
): void {
  const nets = new Map(s.players.map((p) => [p.seat, won.get(p.seat)! - p.committedCents]));
  const order = orderFromButton(s);
  const { deltas, rakeCents } = settleNets(
    nets,
    order,
    s.rakePercent,
    s.rakeCapCents,
    s.board.length >= 3,
  );
  for (const p of s.players) {
    p.stackCents = p.startStackCents + deltas[p.seat]!;
    p.betCents = 0;
  }
  s.over = true;
  s.toActIndex = null;
  s.result = {
    deltas,
    rakeCents,
    summary: {
      endedBy,
      board: [...s.board],
      potCents: s.players.reduce((sum, p) => sum + p.committedCents, 0),
      pots,
      shown,
      winners: order
        .filter((seat) => deltas[seat]! > 0)
        .map((seat) => ({ seat, deltaCents: deltas[seat]! })),
    },
  };
}

function seatIndexToAct(s: HoldemState, seat: number): number {
  if (s.over) throw new PvpActionError('the hand is over');
  const i = s.toActIndex;
  if (i === null || s.players[i]!.seat !== seat) throw new PvpActionError('not your turn');
  return i;
}

function assertAction(action: unknown): asserts action is HoldemAction {
  if (typeof action !== 'object' || action === null)
    throw new PvpActionError('an action is an object');
  const { type, amountCents } = action as Record<string, unknown>;
  if (!ACTION_TYPES.includes(type as HoldemActionType)) throw new PvpActionError('unknown action');
  if (
    amountCents !== undefined &&
    (!Number.isSafeInteger(amountCents) || (amountCents as number) < 0)
  ) {
    throw new PvpActionError('amountCents is a non-negative integer');
  }
}

// ---------------------------------------------------------------------------------------------
// The game.

export function dealHoldem(input: PvpDealInput<HoldemState>): HoldemState {
  const { stakeCents, draw, previous } = input;
  assertTable(input, {
    minSeats: HOLDEM_MIN_SEATS,
    maxSeats: HOLDEM_MAX_SEATS,
    stakeStepCents: 2,
    minStackCents: stakeCents * HOLDEM_MIN_STACK_BIG_BLINDS,
  });
  if (previous && !previous.over) throw new RangeError('the previous hand is not over');
  const seats = sortedSeats(input.seats);
  const n = seats.length;
  let button: number;
  if (previous) {
    // The button moves to the next seated player clockwise of where it was.
    const after = seats.findIndex((s) => s.seat > previous.buttonSeat);
    button = after < 0 ? 0 : after;
  } else {
    button = draw(n);
  }
  const deck = shuffle(HOLDEM_DECK, draw);
  const sb = n === 2 ? button : (button + 1) % n;
  const bb = (sb + 1) % n;
  const players: HoldemPlayer[] = seats.map((s) => ({
    seat: s.seat,
    startStackCents: s.stackCents,
    stackCents: s.stackCents,
    hole: [],
    betCents: 0,
    committedCents: 0,
    folded: false,
    allIn: false,
    actedAtCents: null,
  }));
  for (let round = 0; round < 2; round += 1) {
    for (let k = 1; k <= n; k += 1) players[(button + k) % n]!.hole.push(deck.shift()!);
  }
  const s: HoldemState = {
    family: 'holdem',
    handNo: previous ? previous.handNo + 1 : 1,
    stakeCents,
    smallBlindCents: stakeCents / 2,
    bigBlindCents: stakeCents,
    rakePercent: input.rakePercent,
    rakeCapCents: input.rakeCapCents,
    buttonSeat: seats[button]!.seat,
    smallBlindSeat: seats[sb]!.seat,
    bigBlindSeat: seats[bb]!.seat,
    players,
    deck,
    board: [],
    street: 'preflop',
    toActIndex: null,
    currentBetCents: stakeCents,
    minRaiseCents: stakeCents,
    log: [],
    over: false,
    result: null,
  };
  putTo(s, sb, s.smallBlindCents);
  s.log.push({
    seat: players[sb]!.seat,
    street: 'preflop',
    type: 'small-blind',
    amountCents: players[sb]!.betCents,
  });
  putTo(s, bb, s.bigBlindCents);
  s.log.push({
    seat: players[bb]!.seat,
    street: 'preflop',
    type: 'big-blind',
    amountCents: players[bb]!.betCents,
  });
  const first = nextToAct(s, bb);
  if (first === null) closeStreet(s);
  else s.toActIndex = first;
  return s;
}

export function holdemLegal(s: HoldemState, seat: number): HoldemAction[] {
  if (s.over || s.toActIndex === null || s.players[s.toActIndex]!.seat !== seat) return [];
  const i = s.toActIndex;
  const p = s.players[i]!;
  const toCall = s.currentBetCents - p.betCents;
  const maxTo = p.betCents + p.stackCents;
  const out: HoldemAction[] = [];
  if (toCall > 0) {
    out.push({ type: 'fold' });
    out.push({ type: 'call', amountCents: Math.min(s.currentBetCents, maxTo) });
  } else {
    out.push({ type: 'check' });
  }
  if (maxTo > s.currentBetCents && mayRaise(s, i)) {
    if (s.currentBetCents === 0) {
      if (s.bigBlindCents < maxTo) out.push({ type: 'bet', amountCents: s.bigBlindCents });
    } else {
      const minTo = s.currentBetCents + s.minRaiseCents;
      if (minTo < maxTo) out.push({ type: 'raise', amountCents: minTo });
    }
    out.push({ type: 'allin', amountCents: maxTo });
  } else if (toCall > 0 && maxTo <= s.currentBetCents) {
    // Calling takes every chip: the all-in is the same move.
    out.push({ type: 'allin', amountCents: maxTo });
  }
  return out;
}

export function applyHoldem(state: HoldemState, seat: number, action: HoldemAction): HoldemState {
  const i = seatIndexToAct(state, seat);
  assertAction(action);
  const s = cloneState(state);
  const p = s.players[i]!;
  const toCall = s.currentBetCents - p.betCents;
  const maxTo = p.betCents + p.stackCents;
  const amount = action.amountCents;
  switch (action.type) {
    case 'fold':
      if (toCall <= 0) throw new PvpActionError('nothing to call: check instead of folding');
      p.folded = true;
      break;
    case 'check':
      if (toCall > 0) throw new PvpActionError(`there is ${toCall} to call`);
      break;
    case 'call':
      if (toCall <= 0) throw new PvpActionError('nothing to call');
      putTo(s, i, Math.min(s.currentBetCents, maxTo));
      break;
    case 'bet':
    case 'raise': {
      if (action.type === 'bet' && s.currentBetCents > 0)
        throw new PvpActionError('there is a bet: raise it');
      if (action.type === 'raise' && s.currentBetCents === 0)
        throw new PvpActionError('no bet to raise: bet');
      if (amount === undefined) throw new PvpActionError('a bet or raise needs amountCents');
      if (!mayRaise(s, i)) throw new PvpActionError('the betting is not open to you: call or fold');
      if (amount > maxTo) throw new PvpActionError(`you can bet at most ${maxTo}`);
      if (amount <= s.currentBetCents)
        throw new PvpActionError('a raise must be above the current bet');
      const minTo = s.currentBetCents === 0 ? s.bigBlindCents : s.currentBetCents + s.minRaiseCents;
      if (amount < minTo && amount !== maxTo) throw new PvpActionError(`the minimum is ${minTo}`);
      raiseTo(s, i, amount);
      break;
    }
    case 'allin':
      if (p.stackCents === 0) throw new PvpActionError('no chips left');
      if (maxTo <= s.currentBetCents) {
        putTo(s, i, maxTo);
      } else {
        if (!mayRaise(s, i))
          throw new PvpActionError('the betting is not open to you: call or fold');
        raiseTo(s, i, maxTo);
      }
      break;
  }
  p.actedAtCents = s.currentBetCents;
  s.log.push({ seat, street: s.street, type: action.type, amountCents: p.betCents });
  afterAction(s, i);
  return s;
}

export function holdemView(s: HoldemState, viewer: number | null): HoldemView {
  const showdown = s.over && s.result?.summary.endedBy === 'showdown';
  const shown = new Set(showdown ? s.result!.summary.shown.map((h) => h.seat) : []);
  const minRaiseToCents =
    s.currentBetCents === 0 ? s.bigBlindCents : s.currentBetCents + s.minRaiseCents;
  return {
    family: 'holdem',
    handNo: s.handNo,
    stakeCents: s.stakeCents,
    smallBlindCents: s.smallBlindCents,
    bigBlindCents: s.bigBlindCents,
    buttonSeat: s.buttonSeat,
    smallBlindSeat: s.smallBlindSeat,
    bigBlindSeat: s.bigBlindSeat,
    street: s.street,
    board: [...s.board],
    potCents: s.players.reduce((sum, p) => sum + p.committedCents, 0),
    currentBetCents: s.currentBetCents,
    minRaiseToCents,
    toAct: holdemToAct(s),
    viewer,
    seats: s.players.map((p) => ({
      seat: p.seat,
      stackCents: p.stackCents,
      betCents: p.betCents,
      committedCents: p.committedCents,
      folded: p.folded,
      allIn: p.allIn,
      cardCount: p.folded ? 0 : p.hole.length,
      cards: p.seat === viewer || shown.has(p.seat) ? [...p.hole] : null,
    })),
    legal: viewer === null ? [] : holdemLegal(s, viewer),
    log: s.log.map((entry) => ({ ...entry })),
    over: s.over,
    result: s.result ? structuredClone(s.result) : null,
  };
}

export function holdemToAct(s: HoldemState): number | null {
  return s.over || s.toActIndex === null ? null : s.players[s.toActIndex]!.seat;
}

// ---------------------------------------------------------------------------------------------
// The practice bot.

/**
 * A rough 0..1 hand strength. Preflop: pairs by rank, then high cards, suitedness and
 * connectedness (a Chen-formula flavour). After the flop: the made hand, where a pair or two
 * pair that lives only on the board counts as nothing.
 */
export function holdemStrength(hole: readonly HoldemCard[], board: readonly HoldemCard[]): number {
  const [a, b] = [holdemRank(hole[0]!), holdemRank(hole[1]!)];
  const hi = Math.max(a, b);
  const lo = Math.min(a, b);
  if (board.length === 0) {
    if (a === b) return 0.5 + ((a - 2) / 12) * 0.5;
    let score = ((hi - 2) / 12) * 0.35 + ((lo - 2) / 12) * 0.2;
    if (hole[0]![1] === hole[1]![1]) score += 0.06;
    if (hi - lo === 1) score += 0.05;
    else if (hi - lo === 2) score += 0.03;
    return Math.min(0.49, score);
  }
  const value = evaluateHoldem([...hole, ...board]);
  const boardRanks = board.map(holdemRank);
  const top = Math.max(...boardRanks);
  switch (value.category) {
    case 'high-card':
      return hi > top ? 0.2 : 0.1;
    case 'pair': {
      const pair = value.ranks[0]!;
      if (a !== pair && b !== pair) return hi > top ? 0.22 : 0.15;
      return pair >= top ? 0.62 : 0.42;
    }
    case 'two-pair':
      return boardRanks.filter((r) => r === value.ranks[0] || r === value.ranks[2]).length >= 4
        ? 0.2
        : 0.75;
    case 'three-of-a-kind':
      return 0.8;
    case 'straight':
      return 0.85;
    case 'flush':
      return 0.88;
    case 'full-house':
      return 0.94;
    default:
      return 0.98;
  }
}

export function holdemBot(s: HoldemState, seat: number, draw: Draw): HoldemAction {
  const legal = holdemLegal(s, seat);
  if (legal.length === 0) throw new PvpActionError('not your turn');
  const p = s.players[s.toActIndex!]!;
  const strength = holdemStrength(p.hole, s.board);
  const roll = draw(100) / 100;
  const pot = s.players.reduce((sum, q) => sum + q.committedCents, 0);
  const find = (type: HoldemActionType) => legal.find((a) => a.type === type);
  const aggressive = find('bet') ?? find('raise');
  const allin = find('allin');
  /** A raise to about `size` over the current bet, clamped to the legal range. */
  const sized = (size: number): HoldemAction | undefined => {
    if (!aggressive) return allin && strength > 0.9 ? allin : undefined;
    const to = s.currentBetCents + Math.max(size, 0);
    if (allin && to >= allin.amountCents!) return strength > 0.8 ? allin : aggressive;
    return { type: aggressive.type, amountCents: Math.max(aggressive.amountCents!, to) };
  };
  const check = find('check');
  if (check) {
    if (strength > 0.6 || roll < 0.08) {
      const bet = sized(Math.floor(pot * (0.5 + roll / 2)));
      if (bet) return bet;
    }
    return check;
  }
  const call = find('call')!;
  const toCall = call.amountCents! - p.betCents;
  const odds = toCall / (pot + toCall);
  const commitment = toCall / (p.stackCents + p.betCents);
  if (strength > 0.85 && roll < 0.6) {
    const raise = sized(pot + toCall);
    if (raise) return raise;
  }
  if (strength >= 0.55 || (strength >= odds + 0.12 && commitment < 0.5) || roll < 0.03) {
    return call;
  }
  return { type: 'fold' };
}

export function holdemTimeout(s: HoldemState, seat: number): HoldemAction {
  const legal = holdemLegal(s, seat);
  if (legal.length === 0) throw new PvpActionError('not your turn');
  return legal.some((a) => a.type === 'check') ? { type: 'check' } : { type: 'fold' };
}

export const holdemGame = {
  family: 'holdem',
  minSeats: HOLDEM_MIN_SEATS,
  maxSeats: HOLDEM_MAX_SEATS,
  minStackCents: (stakeCents: number) => stakeCents * HOLDEM_MIN_STACK_BIG_BLINDS,
  buyIn: (stakeCents: number) => ({
    minCents: stakeCents * HOLDEM_BUY_IN_BIG_BLINDS.min,
    maxCents: stakeCents * HOLDEM_BUY_IN_BIG_BLINDS.max,
  }),
  deal: dealHoldem,
  toAct: holdemToAct,
  legal: holdemLegal,
  apply: applyHoldem,
  timeoutAction: holdemTimeout,
  isOver: (s: HoldemState) => s.over,
  result: (s: HoldemState): HoldemResult => finishedResult(s),
  view: holdemView,
  bot: holdemBot,
} satisfies PvpGame<HoldemState, HoldemAction>;
