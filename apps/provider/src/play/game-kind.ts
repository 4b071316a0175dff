import type { Draw } from '../engines/draw.ts';

/**
 * What the round service needs of an engine, whatever its game: how to start a round from the
 * fair draw, how a waiting round takes the player's action (a poker draw, a cash-out), how a
 * round the player abandoned ends, and what of a round the player may see while it runs (never
 * what is still to come: the rest of a poker deck, a crash point).
 */
export interface StartedRound {
  /** Everything the engine needs later and the player may see once the round is over. */
  outcome: unknown;
  /** The win when the round ends at once; null when it waits for the player. */
  winCents: number | null;
}

export interface GameKind {
  engine: string;
  /** Checks the stake and the player's choices (throws BetError when they are not valid). */
  start(input: { betCents: number; draw: Draw; choice: unknown }): StartedRound;
  /** A waiting round's next step: its outcome and, when it ends, its win. */
  act?(round: ActiveRound, action: unknown, nowMs: number): StartedRound;
  /** A waiting round nobody finished: how it ends at `nowMs`, or null while it may still wait. */
  expire?(round: ActiveRound, nowMs: number): StartedRound | null;
  /** A waiting round's outcome once its stake is taken (a crash starts climbing then). */
  opened?(outcome: unknown, nowMs: number): unknown;
  /** What the player sees of a round that is still open. */
  openView?(outcome: unknown): unknown;
  limits: BetLimits;
}

export interface ActiveRound {
  betCents: number;
  outcome: unknown;
  createdAtMs: number;
}

export interface BetLimits {
  minBetCents: number;
  maxBetCents: number;
  stepCents: number;
  /** The bets the client offers (all within the limits, multiples of the step). */
  presets: number[];
}

/** Whether a stake is one the limits take: within them, in whole steps. */
export function fitsLimits(limits: BetLimits, betCents: number): boolean {
  return (
    Number.isSafeInteger(betCents) &&
    betCents >= limits.minBetCents &&
    betCents <= limits.maxBetCents &&
    betCents % limits.stepCents === 0
  );
}

/** The player's request does not fit the game: answered as 400 `bet.invalid`. */
export class BetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BetError';
  }
}
