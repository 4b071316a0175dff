import type { Draw } from './draw.ts';
import { assertStake } from './stake.ts';

/**
 * Scratch card: a 3 x 3 ticket. The prize tier is drawn first by weight; the nine symbols are
 * then laid out to agree with it (the tier's symbol three times for a win, no symbol three times
 * for a loss) from the same stream, so a ticket replays exactly from its draws. The layout is
 * presentation: the tier alone decides the prize.
 */

/** Stakes are multiples of 10 cents; prizes are whole multiples of the stake, so exact cents. */
export const SCRATCH_BET_STEP_CENTS = 10;

export interface ScratchTier {
  /** Prize in ticket prices (0 = no win). */
  multiplier: number;
  /** Weight out of SCRATCH_TOTAL_WEIGHT. */
  weight: number;
  /** The symbol that appears three times on a winning ticket; null for the no-win tier. */
  symbol: string | null;
}

export const SCRATCH_TOTAL_WEIGHT = 1_000_000;

/** RTP = sum(weight x multiplier) / total = 955,000 / 1,000,000 = 95.5%, exactly. */
export const SCRATCH_TIERS: readonly ScratchTier[] = [
  { multiplier: 0, weight: 577_590, symbol: null },
  { multiplier: 1, weight: 250_000, symbol: 'x1' },
  { multiplier: 2, weight: 120_000, symbol: 'x2' },
  { multiplier: 5, weight: 35_000, symbol: 'x5' },
  { multiplier: 10, weight: 12_000, symbol: 'x10' },
  { multiplier: 20, weight: 4_000, symbol: 'x20' },
  { multiplier: 50, weight: 1_200, symbol: 'x50' },
  { multiplier: 100, weight: 200, symbol: 'x100' },
  { multiplier: 1000, weight: 10, symbol: 'x1000' },
];

/** Every symbol a ticket can show: one per prize tier. */
export const SCRATCH_SYMBOLS: readonly string[] = SCRATCH_TIERS.flatMap((tier) =>
  tier.symbol === null ? [] : [tier.symbol],
);

export const SCRATCH_THEORETICAL_RTP = 0.955;

/** Exact RTP from the tier table (the test pins it to SCRATCH_THEORETICAL_RTP). */
export function scratchRtp(): number {
  let paid = 0;
  let total = 0;
  for (const tier of SCRATCH_TIERS) {
    paid += tier.weight * tier.multiplier;
    total += tier.weight;
  }
  return paid / total;
}

export interface ScratchOutcome {
  betCents: number;
  /** Index into SCRATCH_TIERS. */
  tier: number;
  multiplier: number;
  /** The nine cells, row by row (index = row * 3 + col). */
  symbols: string[];
  winningSymbol: string | null;
  /** Cells (0..8) of the winning symbol; empty on a loss. */
  winningCells: number[];
  winCents: number;
}

function drawTier(draw: Draw): number {
  let value = draw(SCRATCH_TOTAL_WEIGHT);
  for (let i = 0; i < SCRATCH_TIERS.length; i += 1) {
    const weight = SCRATCH_TIERS[i]!.weight;
    if (value < weight) return i;
    value -= weight;
  }
  throw new RangeError('draw returned a value outside [0, n)');
}

/**
 * One ticket. Draws: the tier (draw(1,000,000)); then the filler symbols one by one, each
 * uniform among the symbols still shown fewer than twice (the winning symbol excluded); then a
 * Fisher-Yates shuffle of the nine cells. Eight symbols at most twice each leave room for nine
 * cells (or six fillers), so a filler is always available.
 */
export function playScratch(betCents: number, draw: Draw): ScratchOutcome {
  assertStake(betCents, SCRATCH_BET_STEP_CENTS);
  const tierIndex = drawTier(draw);
  const tier = SCRATCH_TIERS[tierIndex]!;
  const counts = new Map<string, number>(SCRATCH_SYMBOLS.map((symbol) => [symbol, 0]));
  const cells: string[] = [];
  if (tier.symbol !== null) {
    cells.push(tier.symbol, tier.symbol, tier.symbol);
    counts.set(tier.symbol, 3);
  }
  while (cells.length < 9) {
    const open = SCRATCH_SYMBOLS.filter((symbol) => (counts.get(symbol) ?? 0) < 2);
    const symbol = open[draw(open.length)]!;
    cells.push(symbol);
    counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  }
  for (let i = cells.length - 1; i > 0; i -= 1) {
    const j = draw(i + 1);
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  const winningCells: number[] = [];
  if (tier.symbol !== null) {
    cells.forEach((symbol, cell) => {
      if (symbol === tier.symbol) winningCells.push(cell);
    });
  }
  return {
    betCents,
    tier: tierIndex,
    multiplier: tier.multiplier,
    symbols: cells,
    winningSymbol: tier.symbol,
    winningCells,
    winCents: betCents * tier.multiplier,
  };
}
