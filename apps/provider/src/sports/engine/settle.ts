import { CORRECT_SCORE_GRID_MAX, MAX_ODDS, MIN_ODDS } from './odds.ts';
import type { Market, MarketCode, Selection } from './odds.ts';
import { getSport } from './sports.ts';
import type { Score, SportCode } from './sports.ts';

/**
 * Settlement: a selection against the final score (goals, points with overtime, sets or maps
 * won), and a slip's payout. Handicaps and totals are on the final score; a whole-number line
 * that lands exactly is a push (void, the leg counts as odds 1.00). The engine only prices half
 * lines, so pushes come only from whole lines a caller stored itself; quarter lines are refused.
 */

export type Outcome = 'won' | 'lost' | 'void';

/** R$1.00 .. R$10,000.00 a slip. */
export const MIN_SLIP_STAKE_CENTS = 100;
export const MAX_SLIP_STAKE_CENTS = 1_000_000;
/** R$500,000.00: no slip pays more, whatever its odds (the payout is cut to it). */
export const MAX_PAYOUT_CENTS = 50_000_000;
export const MAX_LEGS = 10;

function assertFinal(score: Score): void {
  for (const value of [score.home, score.away]) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError('a final score is two non-negative integers');
    }
  }
}

function lineOf(market: Pick<Market, 'code' | 'line'>): number {
  const line = market.line;
  if (line === undefined || !Number.isFinite(line) || (line * 2) % 1 !== 0) {
    throw new RangeError(`${market.code} needs a whole or half line, got ${String(line)}`);
  }
  return line;
}

/** won above 0, void at 0, lost below. */
function bySign(value: number): Outcome {
  return value > 0 ? 'won' : value < 0 ? 'lost' : 'void';
}

/**
 * How a selection ends. 1X2: '1' home win, 'X' draw, '2' away win. ML: '1' or '2' (a level score,
 * which no moneyline sport can end with, is void). TOTAL: 'OVER' wins above the line, 'UNDER'
 * below. HANDICAP: the line is added to the home score; 'HOME' wins if home is then ahead,
 * 'AWAY' if behind. CORRECT_SCORE: 'h-a' the exact score; 'OTHER' (football and futsal) any
 * score outside the 0-0..4-4 grid.
 */
export function settleSelection(
  market: Pick<Market, 'code' | 'line'>,
  selection: Pick<Selection, 'code'>,
  finalScore: Score,
  sport: SportCode,
): Outcome {
  assertFinal(finalScore);
  const code = selection.code;
  const { home, away } = finalScore;
  const bad = (): never => {
    throw new RangeError(`${market.code} has no selection ${code}`);
  };
  switch (market.code as MarketCode) {
    case '1X2':
      if (code === '1') return home > away ? 'won' : 'lost';
      if (code === 'X') return home === away ? 'won' : 'lost';
      if (code === '2') return away > home ? 'won' : 'lost';
      return bad();
    case 'ML':
      if (code === '1') return bySign(home - away);
      if (code === '2') return bySign(away - home);
      return bad();
    case 'TOTAL': {
      const line = lineOf(market);
      if (code === 'OVER') return bySign(home + away - line);
      if (code === 'UNDER') return bySign(line - (home + away));
      return bad();
    }
    case 'HANDICAP': {
      const line = lineOf(market);
      if (code === 'HOME') return bySign(home + line - away);
      if (code === 'AWAY') return bySign(away - (home + line));
      return bad();
    }
    case 'CORRECT_SCORE': {
      if (code === 'OTHER') {
        if (!getSport(sport).drawPossible) return bad();
        return home > CORRECT_SCORE_GRID_MAX || away > CORRECT_SCORE_GRID_MAX ? 'won' : 'lost';
      }
      const match = /^(\d+)-(\d+)$/.exec(code);
      if (!match) return bad();
      return Number(match[1]) === home && Number(match[2]) === away ? 'won' : 'lost';
    }
    default:
      throw new RangeError(`unknown market ${String(market.code)}`);
  }
}

export interface PayoutLeg {
  oddsHundredths: number;
  outcome: Outcome;
}

function assertOdds(odds: number): void {
  if (!Number.isInteger(odds) || odds < MIN_ODDS || odds > MAX_ODDS) {
    throw new RangeError(`odds must be an integer ${MIN_ODDS}..${MAX_ODDS} (hundredths)`);
  }
}

/**
 * What a settled slip pays, in cents: 0 if any leg lost; otherwise floor(stake x the product of
 * the legs' odds / 100^k), a void leg counting as 1.00 (so an all-void slip returns the stake),
 * computed exactly in BigInt (ten legs at 1000.00 are 10^50), and cut to MAX_PAYOUT_CENTS. A
 * single is a slip of one leg.
 */
export function slipPayoutCents(stakeCents: number, legs: readonly PayoutLeg[]): number {
  if (!Number.isSafeInteger(stakeCents) || stakeCents <= 0) {
    throw new RangeError('stake must be a positive integer of cents');
  }
  if (legs.length === 0) throw new RangeError('a slip has at least one leg');
  let numerator = BigInt(stakeCents);
  let denominator = 1n;
  for (const leg of legs) {
    assertOdds(leg.oddsHundredths);
    if (leg.outcome === 'lost') return 0;
    if (leg.outcome === 'won') numerator *= BigInt(leg.oddsHundredths);
    else if (leg.outcome === 'void') numerator *= 100n;
    else throw new RangeError(`unknown outcome ${String(leg.outcome)}`);
    denominator *= 100n;
  }
  const payout = numerator / denominator; // BigInt division floors (both positive)
  return payout > BigInt(MAX_PAYOUT_CENTS) ? MAX_PAYOUT_CENTS : Number(payout);
}

/** The payout if every leg wins (the slip's "potential return"). */
export function potentialPayoutCents(
  stakeCents: number,
  oddsHundredths: readonly number[],
): number {
  return slipPayoutCents(
    stakeCents,
    oddsHundredths.map((odds) => ({ oddsHundredths: odds, outcome: 'won' as const })),
  );
}

export interface SlipLeg {
  /** The fixture's id: an accumulator takes at most one leg per match. */
  matchId: string;
  marketCode: MarketCode;
  selectionCode: string;
  line?: number;
  oddsHundredths: number;
}

export type SlipError =
  | 'slip.empty'
  | 'slip.too_many_legs'
  | 'slip.same_match'
  | 'slip.odds_invalid'
  | 'slip.stake_invalid';

export type SlipValidation =
  { ok: true; kind: 'single' | 'accumulator' } | { ok: false; error: SlipError };

/**
 * A slip's legs: 1..MAX_LEGS, odds in range, and in an accumulator no two legs of one match
 * (their outcomes are correlated, which the product of odds would misprice).
 */
export function validateSlip(legs: readonly SlipLeg[]): SlipValidation {
  if (legs.length === 0) return { ok: false, error: 'slip.empty' };
  if (legs.length > MAX_LEGS) return { ok: false, error: 'slip.too_many_legs' };
  for (const leg of legs) {
    const odds = leg.oddsHundredths;
    if (!Number.isInteger(odds) || odds < MIN_ODDS || odds > MAX_ODDS) {
      return { ok: false, error: 'slip.odds_invalid' };
    }
  }
  if (new Set(legs.map((leg) => leg.matchId)).size !== legs.length) {
    return { ok: false, error: 'slip.same_match' };
  }
  return { ok: true, kind: legs.length === 1 ? 'single' : 'accumulator' };
}

/** A stake: whole cents, MIN_SLIP_STAKE_CENTS..MAX_SLIP_STAKE_CENTS. */
export function validateStake(
  stakeCents: number,
): { ok: true } | { ok: false; error: 'slip.stake_invalid' } {
  return Number.isSafeInteger(stakeCents) &&
    stakeCents >= MIN_SLIP_STAKE_CENTS &&
    stakeCents <= MAX_SLIP_STAKE_CENTS
    ? { ok: true }
    : { ok: false, error: 'slip.stake_invalid' };
}
