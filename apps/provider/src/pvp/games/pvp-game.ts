import type { Draw } from '../../engines/draw.ts';
import { assertStake } from '../../engines/stake.ts';

/**
 * The contract every player-versus-player table game implements. The engines are pure: a state
 * is a plain JSON object (it is stored in the database between two actions), every transition
 * returns a new state, and all chance comes from a Draw, so a hand replays exactly from its
 * draws and actions. Money is integer cents; the house only ever takes the rake.
 */

export type PvpFamily = 'holdem' | 'truco' | 'domino';

export interface PvpSeatIn {
  seat: number;
  stackCents: number;
}

export interface PvpHandResult {
  /** chips won (+) or lost (-) per seat this hand, AFTER rake; sum(deltas) + rakeCents === 0 */
  deltas: Record<number, number>;
  rakeCents: number;
  /** short public summary for the hand history (winner(s), hands shown, score) */
  summary: unknown;
}

export interface PvpDealInput<S> {
  seats: PvpSeatIn[];
  stakeCents: number;
  rakePercent: number;
  rakeCapCents: number;
  previous: S | null;
  draw: Draw;
}

export interface PvpGame<S, A> {
  family: PvpFamily;
  minSeats: number;
  maxSeats: number;
  /** the smallest stack a seat needs to be dealt in at this table stake (e.g. truco 12 points x stake) */
  minStackCents(stakeCents: number): number;
  /** buy-in limits for a table of this stake: {min, max} */
  buyIn(stakeCents: number): { minCents: number; maxCents: number };
  /** deals a new hand; `previous` carries match state across hands (truco match score to 12, dealer rotation) */
  deal(input: PvpDealInput<S>): S;
  /** the seat whose turn it is, or null when the hand is over */
  toAct(state: S): number | null;
  /** the legal actions of the seat to act (for the UI and the timeout) */
  legal(state: S, seat: number): A[];
  /**
   * applies an action; throws PvpActionError if illegal or not that seat's turn. No chance
   * here: every card or tile is shuffled at the deal.
   */
  apply(state: S, seat: number, action: A): S;
  /** what a seat that let its turn timer run out does */
  timeoutAction(state: S, seat: number): A;
  isOver(state: S): boolean;
  /** only when over */
  result(state: S): PvpHandResult;
  /** what `seat` may see; seat null = a spectator. Never hidden cards or the deck. */
  view(state: S, seat: number | null): unknown;
  /** a simple but sensible practice bot's action, deterministic given the draw */
  bot(state: S, seat: number, draw: Draw): A;
}

/**
 * A player's action the rules do not allow (not their turn, a card they do not hold, a raise
 * below the minimum, a hand that is over). It is the player's mistake, not a server bug: the
 * caller answers it with a 4xx and leaves the state untouched. Caller bugs (a bad stake, a
 * stack below the minimum at the deal) are RangeErrors instead.
 */
export class PvpActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PvpActionError';
  }
}

/**
 * Fisher-Yates: i from the last index down to 1 swaps i with draw(i + 1), the same walk as the
 * video poker shuffle, so a recorded draw sequence replays the deck in any client.
 */
export function shuffle<T>(items: readonly T[], draw: Draw): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = draw(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The rake percent in basis points (5 -> 500, 2.5 -> 250). Percents are given with at most two
 * decimals so the rake is computed in integers: floor(won x bp / 10000) is exact, where a float
 * percent (won x 0.07) could land a hair under an integer and floor one cent away.
 */
export function rakeBasisPoints(rakePercent: number): number {
  if (!Number.isFinite(rakePercent) || rakePercent < 0 || rakePercent > 100) {
    throw new RangeError('rakePercent must be between 0 and 100');
  }
  const bp = Math.round(rakePercent * 100);
  if (Math.abs(bp - rakePercent * 100) > 1e-6) {
    throw new RangeError('rakePercent has at most two decimals');
  }
  return bp;
}

/** Validates the table parameters every deal shares; caller bugs are RangeErrors. */
export function assertTable(
  input: { seats: PvpSeatIn[]; stakeCents: number; rakePercent: number; rakeCapCents: number },
  rules: { minSeats: number; maxSeats: number; stakeStepCents: number; minStackCents: number },
): void {
  assertStake(input.stakeCents, rules.stakeStepCents, 'stake');
  rakeBasisPoints(input.rakePercent);
  if (!Number.isSafeInteger(input.rakeCapCents) || input.rakeCapCents < 0) {
    throw new RangeError('rakeCapCents must be a non-negative integer');
  }
  const { seats } = input;
  if (seats.length < rules.minSeats || seats.length > rules.maxSeats) {
    throw new RangeError(`this game seats ${rules.minSeats} to ${rules.maxSeats} players`);
  }
  const numbers = new Set<number>();
  for (const { seat, stackCents } of seats) {
    if (!Number.isSafeInteger(seat) || seat < 0) throw new RangeError('seat numbers are >= 0');
    if (numbers.has(seat)) throw new RangeError(`seat ${seat} appears twice`);
    numbers.add(seat);
    if (!Number.isSafeInteger(stackCents) || stackCents < rules.minStackCents) {
      throw new RangeError(`seat ${seat} needs a stack of at least ${rules.minStackCents} cents`);
    }
  }
}

/** The seats sorted by seat number: the clockwise order every game deals and acts in. */
export function sortedSeats(seats: readonly PvpSeatIn[]): PvpSeatIn[] {
  return seats
    .map((s) => ({ seat: s.seat, stackCents: s.stackCents }))
    .sort((a, b) => a.seat - b.seat);
}

/**
 * Turns each seat's net result (what it won minus what it put in) into the hand's deltas and
 * rake. The rake is a share of what the winners took from OTHER players: the sum of the
 * positive nets (a winner's own chips coming back are not a win), floored to cents and capped.
 * The rake is split between the winners in proportion to their nets, remainders by largest
 * fraction and then by `order` (the table's priority, e.g. left of the button), so a winner
 * never pays more than its net: each share is at most ceil(net x rake / total) <= net.
 * `rakeable` false (hold'em without a flop) takes no rake at all.
 */
export function settleNets(
  nets: ReadonlyMap<number, number>,
  order: readonly number[],
  rakePercent: number,
  rakeCapCents: number,
  rakeable = true,
): { deltas: Record<number, number>; rakeCents: number } {
  let sum = 0;
  let won = 0;
  for (const net of nets.values()) {
    sum += net;
    if (net > 0) won += net;
  }
  if (sum !== 0) throw new Error(`nets do not balance (${sum})`);
  const bp = rakeBasisPoints(rakePercent);
  const rakeCents = rakeable ? Math.min(rakeCapCents, Math.floor((won * bp) / 10_000)) : 0;
  const deltas: Record<number, number> = {};
  for (const [seat, net] of nets) deltas[seat] = net;
  const winners = order.filter((seat) => (nets.get(seat) ?? 0) > 0);
  if (winners.length !== [...nets.values()].filter((net) => net > 0).length) {
    throw new Error('the rake order must list every winner');
  }
  if (rakeCents === 0) return { deltas, rakeCents };
  // BigInt: rake x net can pass 2^53 at the largest stakes; the quotient and remainder are exact.
  const shares = winners.map((seat) => {
    const exact = BigInt(rakeCents) * BigInt(nets.get(seat)!);
    const total = BigInt(won);
    return { seat, cents: Number(exact / total), remainder: exact % total };
  });
  let left = rakeCents - shares.reduce((total, share) => total + share.cents, 0);
  const byRemainder = shares
    .map((share, index) => ({ share, index }))
    .sort((a, b) =>
      a.share.remainder === b.share.remainder
        ? a.index - b.index
        : a.share.remainder > b.share.remainder
          ? -1
          : 1,
    );
  for (const { share } of byRemainder) {
    if (left === 0) break;
    share.cents += 1;
    left -= 1;
  }
  for (const share of shares) deltas[share.seat]! -= share.cents;
  return { deltas, rakeCents };
}

/** The result of a finished hand (a copy), or PvpActionError while it is still being played. */
export function finishedResult<R>(state: { over: boolean; result: R | null }): R {
  if (!state.over || !state.result) throw new PvpActionError('the hand is not over');
  return structuredClone(state.result);
}

/** A deep copy of a JSON state: transitions mutate the copy and return it. */
export function cloneState<S>(state: S): S {
  return structuredClone(state);
}
