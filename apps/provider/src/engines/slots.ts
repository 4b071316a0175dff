// The file, not the package's index: the game client's verifier bundles this module.
import { SLOT_LINES } from '../../../../packages/contracts/src/rules/slots/models.ts';
import type { Draw } from './draw.ts';
import { assertStake } from './stake.ts';

/**
 * The provider's three slot mathematical models. Every cell of a grid is drawn independently
 * from its reel's symbol weights (`draw(totalWeight)`), so a model is fully described by its
 * weights and pays, and two of the three models have an exact RTP by independence arguments
 * (`exactSlotRtp`). The stake is validated and used only to scale pays: the draws never see it.
 *
 * - `cascade`: 6 x 5 grid, pays anywhere (8+ of a symbol), winning symbols vanish and new ones
 *   fall, each consecutive tumble raises the step multiplier 1, 2, 3, 5. RTP by simulation.
 * - `freespins`: 5 x 3, 10 fixed lines, scatters award free spins with expanding wilds. Exact.
 * - `multiplier`: 5 x 3, 243 ways, a random win multiplier (1x-10x) each spin. Exact.
 */

export const SLOT_MODEL_IDS = ['cascade', 'freespins', 'multiplier'] as const;
export type SlotModelId = (typeof SLOT_MODEL_IDS)[number];

export type SlotSymbolKind = 'low' | 'high' | 'wild' | 'scatter';
export interface SlotSymbol {
  id: string;
  kind: SlotSymbolKind;
}

/** A grid column by column: `grid[col][row]`, row 0 at the top. Symbol ids of the model. */
export type SlotGrid = string[][];

export interface SlotCell {
  col: number;
  row: number;
}

export interface SlotWin {
  symbol: string;
  /** cascade: how many on the grid; freespins: symbols in the line; multiplier: reels in the run. */
  count: number;
  /** freespins: index into the model's `lines` (absent for scatter pays). */
  line?: number;
  /** multiplier: number of ways (product of the matching cells per reel). */
  ways?: number;
  /** Pay in the model's pay unit (bet / payDivisor), before the step multiplier. */
  payUnits: number;
  positions: SlotCell[];
}

export type SlotStepKind = 'spin' | 'tumble' | 'free-spin';

export interface SlotStep {
  kind: SlotStepKind;
  /** The grid as it landed (after the fall, for a tumble). */
  grid: SlotGrid;
  /** freespins free spin: reels whose wild expanded over the whole reel before evaluation. */
  expandedReels: number[];
  wins: SlotWin[];
  /** The multiplier applied to this step's pay units (1 where a model has none). */
  multiplier: number;
  /** This step's win; a step cut by the maximum win pays only up to the cap. */
  winCents: number;
}

export interface SlotOutcome {
  modelId: SlotModelId;
  betCents: number;
  /** The paid spin's grid (= steps[0].grid). */
  grid: SlotGrid;
  /** The paid spin, then its tumbles (cascade) or its free spins (freespins), in order. */
  steps: SlotStep[];
  freeSpinsAwarded: number;
  winCents: number;
  /** winCents / betCents. */
  winMultiplier: number;
  /** True when the round hit the maximum win and stopped there. */
  capped: boolean;
}

/** What a client shows in the paytable screen; plain data. */
export interface SlotModelDescription {
  id: SlotModelId;
  cols: number;
  rows: number;
  symbols: SlotSymbol[];
  /** Per column, the weight of each symbol (in `symbols` order) out of the column's total. */
  weights: number[][];
  /** Per symbol id: count (cascade: on the grid, at least; others: in the run) -> pay units. */
  paytable: Record<string, Record<number, number>>;
  /** The pay unit is bet / payDivisor (cascade, multiplier: bet / 20; freespins: line bet). */
  payDivisor: number;
  /** Bets are positive multiples of this, so every pay unit is a whole number of cents. */
  betStepCents: number;
  /** The round's total win never exceeds this many bets. */
  maxWinMultiplier: number;
  /** i18n key of the rules text. */
  featureKey: string;
  lines?: number[][];
  /** cascade: multiplier of the 1st, 2nd, ... winning step (the last repeats). */
  stepMultipliers?: number[];
  /** multiplier: the random multipliers and their weights. */
  randomMultipliers?: { multiplier: number; weight: number }[];
  /** freespins: scatter count (or more) -> free spins and scatter pay in total bets. */
  scatterAwards?: { count: number; freeSpins: number; payBets: number }[];
}

// ---------------------------------------------------------------------------------------------
// Models. A model's weights, pays and rules must never change once rounds are played under it.

interface CascadeModel {
  id: 'cascade';
  cols: number;
  rows: number;
  symbols: SlotSymbol[];
  /** One weight table for every cell. */
  weights: number[];
  /** Counts that start each pay tier, ascending. */
  payThresholds: number[];
  /** Per symbol: pay units for each tier of payThresholds. */
  pays: number[][];
  stepMultipliers: number[];
  payDivisor: number;
  betStepCents: number;
  maxWinMultiplier: number;
}

interface FreeSpinsModel {
  id: 'freespins';
  cols: number;
  rows: number;
  symbols: SlotSymbol[];
  weights: number[][];
  wild: number;
  scatter: number;
  lines: readonly (readonly number[])[];
  /** Per symbol: pay units (line bets) for 3, 4, 5 in a line; [] for wild and scatter. */
  pays: number[][];
  /** [scatters at least, free spins, pay in total bets], ascending. */
  scatterAwards: [number, number, number][];
  payDivisor: number;
  betStepCents: number;
  maxWinMultiplier: number;
}

interface WaysModel {
  id: 'multiplier';
  cols: number;
  rows: number;
  symbols: SlotSymbol[];
  weights: number[][];
  wild: number;
  /** Per symbol: pay units per way for 3, 4, 5 reels; [] for wild. */
  pays: number[][];
  /** [multiplier, weight]. */
  multipliers: [number, number][];
  payDivisor: number;
  betStepCents: number;
  maxWinMultiplier: number;
}

const CASCADE: CascadeModel = {
  id: 'cascade',
  cols: 6,
  rows: 5,
  symbols: [
    { id: 'l1', kind: 'low' },
    { id: 'l2', kind: 'low' },
    { id: 'l3', kind: 'low' },
    { id: 'l4', kind: 'low' },
    { id: 'h1', kind: 'high' },
    { id: 'h2', kind: 'high' },
    { id: 'h3', kind: 'high' },
    { id: 'h4', kind: 'high' },
  ],
  //        l1  l2  l3  l4  h1  h2  h3  h4
  weights: [15, 14, 13, 12, 9, 8, 7, 6],
  // Pay units (bet / 20) for 8-9, 10-11 and 12+ of a symbol anywhere on the grid.
  payThresholds: [8, 10, 12],
  pays: [
    [7, 20, 60],
    [8, 25, 75],
    [10, 30, 90],
    [11, 40, 120],
    [20, 60, 150],
    [30, 80, 250],
    [40, 120, 400],
    [60, 200, 1000],
  ],
  stepMultipliers: [1, 2, 3, 5],
  payDivisor: 20,
  betStepCents: 20,
  maxWinMultiplier: 5000,
};

const FREESPINS: FreeSpinsModel = {
  id: 'freespins',
  cols: 5,
  rows: 3,
  symbols: [
    { id: 'l1', kind: 'low' },
    { id: 'l2', kind: 'low' },
    { id: 'l3', kind: 'low' },
    { id: 'l4', kind: 'low' },
    { id: 'h1', kind: 'high' },
    { id: 'h2', kind: 'high' },
    { id: 'h3', kind: 'high' },
    { id: 'wild', kind: 'wild' },
    { id: 'scatter', kind: 'scatter' },
  ],
  //        l1  l2  l3  l4  h1  h2  h3 wild scatter
  weights: [
    [20, 20, 18, 16, 12, 10, 8, 0, 4],
    [20, 20, 18, 16, 12, 10, 8, 10, 3],
    [20, 20, 18, 16, 12, 10, 8, 10, 3],
    [20, 20, 18, 16, 12, 10, 8, 10, 3],
    [20, 20, 18, 16, 12, 10, 8, 0, 4],
  ],
  wild: 7,
  scatter: 8,
  // The in-house slots' ten paylines (contracts): the same lines, the same line numbers.
  lines: SLOT_LINES,
  pays: [
    [5, 15, 50],
    [5, 15, 50],
    [8, 20, 80],
    [10, 25, 100],
    [15, 40, 120],
    [20, 60, 150],
    [30, 80, 200],
    [],
    [],
  ],
  scatterAwards: [
    [3, 10, 3],
    [4, 15, 10],
    [5, 20, 50],
  ],
  payDivisor: 10,
  betStepCents: 10,
  maxWinMultiplier: 5000,
};

const MULTIPLIER: WaysModel = {
  id: 'multiplier',
  cols: 5,
  rows: 3,
  symbols: [
    { id: 'l1', kind: 'low' },
    { id: 'l2', kind: 'low' },
    { id: 'l3', kind: 'low' },
    { id: 'l4', kind: 'low' },
    { id: 'h1', kind: 'high' },
    { id: 'h2', kind: 'high' },
    { id: 'h3', kind: 'high' },
    { id: 'h4', kind: 'high' },
    { id: 'wild', kind: 'wild' },
  ],
  //        l1  l2  l3  l4  h1  h2  h3  h4 wild
  weights: [
    [10, 10, 9, 9, 5, 4, 3, 2, 0],
    [10, 10, 9, 9, 5, 4, 3, 2, 5],
    [10, 10, 9, 9, 5, 4, 3, 2, 5],
    [10, 10, 9, 9, 5, 4, 3, 2, 5],
    [10, 10, 9, 9, 5, 4, 3, 2, 0],
  ],
  wild: 8,
  pays: [
    [2, 4, 10],
    [2, 4, 10],
    [2, 4, 12],
    [2, 4, 15],
    [4, 10, 20],
    [5, 12, 25],
    [6, 15, 30],
    [8, 20, 40],
    [],
  ],
  multipliers: [
    [1, 60],
    [2, 25],
    [3, 10],
    [5, 4],
    [10, 1],
  ],
  payDivisor: 20,
  betStepCents: 20,
  maxWinMultiplier: 5000,
};

const MODELS = { cascade: CASCADE, freespins: FREESPINS, multiplier: MULTIPLIER } as const;

/**
 * Theoretical RTP per model. `freespins` and `multiplier` are exact (`exactSlotRtp`, rounded to
 * 8 decimals; the tests check the computation); `cascade` is a simulation estimate, see
 * CASCADE_RTP_ESTIMATE.
 */
export const SLOT_THEORETICAL_RTP: Readonly<Record<SlotModelId, number>> = {
  cascade: 0.9474,
  freespins: 0.95060769,
  multiplier: 0.95228604,
};

/**
 * How the cascade figure was obtained: one run of 20,000,000 rounds (seed 38038 of the tests'
 * sfc32 stream, never used by product code; about a minute), return per bet averaged; standard
 * error = sd / sqrt(rounds); 99% confidence interval = mean +- 2.576 SE. No round reached the
 * cap (largest win 272.35x), so the cap's effect is below the simulation's resolution.
 */
export const CASCADE_RTP_ESTIMATE = {
  rounds: 20_000_000,
  seed: 38038,
  rtp: 0.947371,
  standardDeviationPerRound: 2.8196,
  standardError: 0.00063,
  ci99: [0.945747, 0.948995] as const,
  hitRate: 0.39728,
} as const;

export function isSlotModelId(value: string): value is SlotModelId {
  return (SLOT_MODEL_IDS as readonly string[]).includes(value);
}

function modelFor(id: SlotModelId): CascadeModel | FreeSpinsModel | WaysModel {
  const model = MODELS[id];
  if (!model) throw new RangeError(`unknown slot model ${String(id)}`);
  return model;
}

export function describeSlotModel(id: SlotModelId): SlotModelDescription {
  const model = modelFor(id);
  const base = {
    id: model.id,
    cols: model.cols,
    rows: model.rows,
    symbols: model.symbols.map((symbol) => ({ ...symbol })),
    payDivisor: model.payDivisor,
    betStepCents: model.betStepCents,
    maxWinMultiplier: model.maxWinMultiplier,
    featureKey: `provider.slots.features.${model.id}`,
  };
  if (model.id === 'cascade') {
    const paytable: Record<string, Record<number, number>> = {};
    model.symbols.forEach((symbol, s) => {
      paytable[symbol.id] = Object.fromEntries(
        model.payThresholds.map((count, tier) => [count, model.pays[s]![tier]!]),
      );
    });
    return {
      ...base,
      weights: Array.from({ length: model.cols }, () => [...model.weights]),
      paytable,
      stepMultipliers: [...model.stepMultipliers],
    };
  }
  const paytable: Record<string, Record<number, number>> = {};
  model.symbols.forEach((symbol, s) => {
    const pays = model.pays[s] ?? [];
    if (pays.length > 0) paytable[symbol.id] = { 3: pays[0]!, 4: pays[1]!, 5: pays[2]! };
  });
  const weights = model.weights.map((column) => [...column]);
  if (model.id === 'freespins') {
    return {
      ...base,
      weights,
      paytable,
      lines: model.lines.map((line) => [...line]),
      scatterAwards: model.scatterAwards.map(([count, freeSpins, payBets]) => ({
        count,
        freeSpins,
        payBets,
      })),
    };
  }
  return {
    ...base,
    weights,
    paytable,
    randomMultipliers: model.multipliers.map(([multiplier, weight]) => ({ multiplier, weight })),
  };
}

// ---------------------------------------------------------------------------------------------
// Rounds.

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** Index of the weight table entry `draw(total)` falls into. */
function pick(weights: readonly number[], total: number, draw: Draw): number {
  let value = draw(total);
  for (let i = 0; i < weights.length; i += 1) {
    const weight = weights[i]!;
    if (value < weight) return i;
    value -= weight;
  }
  throw new RangeError('draw returned a value outside [0, n)');
}

/** Columns of symbol indices -> columns of symbol ids. */
function toGrid(symbols: readonly SlotSymbol[], cells: readonly number[], rows: number): SlotGrid {
  const grid: SlotGrid = [];
  for (let start = 0; start < cells.length; start += rows) {
    const column: string[] = [];
    for (let row = 0; row < rows; row += 1) column.push(symbols[cells[start + row]!]!.id);
    grid.push(column);
  }
  return grid;
}

/** Keeps a round's running total under the cap: a step pays at most what is left of it. */
class Purse {
  readonly capCents: number;
  totalCents = 0;
  capped = false;
  constructor(capCents: number) {
    this.capCents = capCents;
  }
  pay(cents: number): number {
    const paid = Math.min(cents, this.capCents - this.totalCents);
    this.totalCents += paid;
    if (this.totalCents >= this.capCents) this.capped = true;
    return paid;
  }
}

function playCascade(model: CascadeModel, betCents: number, draw: Draw): SlotOutcome {
  const { cols, rows, symbols, weights, pays } = model;
  const total = sum(weights);
  const unitCents = betCents / model.payDivisor;
  const purse = new Purse(betCents * model.maxWinMultiplier);
  // Initial grid column by column, top to bottom.
  const cells: number[] = [];
  for (let i = 0; i < cols * rows; i += 1) cells.push(pick(weights, total, draw));
  const counts = new Array<number>(symbols.length).fill(0);
  const steps: SlotStep[] = [];
  for (let index = 0; ; index += 1) {
    counts.fill(0);
    for (const cell of cells) counts[cell]! += 1;
    const wins: SlotWin[] = [];
    let units = 0;
    for (let s = 0; s < symbols.length; s += 1) {
      const count = counts[s]!;
      let pay = 0;
      model.payThresholds.forEach((atLeast, tier) => {
        if (count >= atLeast) pay = pays[s]![tier]!;
      });
      if (pay === 0) continue;
      units += pay;
      const positions: SlotCell[] = [];
      cells.forEach((cell, i) => {
        if (cell === s) positions.push({ col: Math.floor(i / rows), row: i % rows });
      });
      wins.push({ symbol: symbols[s]!.id, count, payUnits: pay, positions });
    }
    const multipliers = model.stepMultipliers;
    const multiplier = multipliers[Math.min(index, multipliers.length - 1)]!;
    const winCents = units === 0 ? 0 : purse.pay(units * unitCents * multiplier);
    steps.push({
      kind: index === 0 ? 'spin' : 'tumble',
      grid: toGrid(symbols, cells, rows),
      expandedReels: [],
      wins,
      multiplier,
      winCents,
    });
    // Ends: no win, or the cap is reached (every winning step pays at least one unit, so the
    // cap also bounds how many tumbles a round can have).
    if (units === 0 || purse.capped) break;
    // Tumble: winners vanish, the rest fall keeping their order, new symbols fill each column
    // from the top; drawn column by column, top to bottom.
    const paying = new Set(wins.map((win) => symbols.findIndex((s) => s.id === win.symbol)));
    for (let col = 0; col < cols; col += 1) {
      const start = col * rows;
      const kept: number[] = [];
      for (let row = 0; row < rows; row += 1) {
        const cell = cells[start + row]!;
        if (!paying.has(cell)) kept.push(cell);
      }
      const fresh = rows - kept.length;
      for (let row = 0; row < fresh; row += 1) cells[start + row] = pick(weights, total, draw);
      for (let row = fresh; row < rows; row += 1) cells[start + row] = kept[row - fresh]!;
    }
  }
  return finish(model.id, betCents, steps, 0, purse);
}

/** A 5 x 3 grid drawn column by column (top to bottom) from per-column weights. */
function drawColumns(weights: readonly (readonly number[])[], rows: number, draw: Draw): number[] {
  const cells: number[] = [];
  for (const column of weights) {
    const total = sum(column);
    for (let row = 0; row < rows; row += 1) cells.push(pick(column, total, draw));
  }
  return cells;
}

/** Line wins of a grid (cells column-major). Reel 1 carries no wild, so it names the symbol. */
function lineWins(model: FreeSpinsModel, cells: readonly number[]): SlotWin[] {
  const { rows, wild, symbols } = model;
  const wins: SlotWin[] = [];
  model.lines.forEach((line, lineIndex) => {
    const first = cells[line[0]!]!;
    const pays = model.pays[first]!;
    if (pays.length === 0) return;
    let count = 1;
    while (count < line.length) {
      const cell = cells[count * rows + line[count]!]!;
      if (cell !== first && cell !== wild) break;
      count += 1;
    }
    if (count < 3) return;
    wins.push({
      symbol: symbols[first]!.id,
      count,
      line: lineIndex,
      payUnits: pays[count - 3]!,
      positions: line.slice(0, count).map((row, col) => ({ col, row })),
    });
  });
  return wins;
}

function scatterAward(model: FreeSpinsModel, count: number): [number, number, number] | null {
  let award: [number, number, number] | null = null;
  for (const entry of model.scatterAwards) if (count >= entry[0]) award = entry;
  return award;
}

function playFreeSpins(model: FreeSpinsModel, betCents: number, draw: Draw): SlotOutcome {
  const { rows, symbols } = model;
  const unitCents = betCents / model.payDivisor;
  const purse = new Purse(betCents * model.maxWinMultiplier);
  const cells = drawColumns(model.weights, rows, draw);
  const wins = lineWins(model, cells);
  const scatterCells: SlotCell[] = [];
  cells.forEach((cell, i) => {
    if (cell === model.scatter) scatterCells.push({ col: Math.floor(i / rows), row: i % rows });
  });
  const award = scatterAward(model, scatterCells.length);
  if (award && award[2] > 0) {
    wins.push({
      symbol: symbols[model.scatter]!.id,
      count: scatterCells.length,
      payUnits: award[2] * model.payDivisor,
      positions: scatterCells,
    });
  }
  const baseUnits = sum(wins.map((win) => win.payUnits));
  const steps: SlotStep[] = [
    {
      kind: 'spin',
      grid: toGrid(symbols, cells, rows),
      expandedReels: [],
      wins,
      multiplier: 1,
      winCents: purse.pay(baseUnits * unitCents),
    },
  ];
  const freeSpins = award ? award[1] : 0;
  // Free spins: same weights; a wild anywhere on a reel expands over the whole reel. Scatters
  // neither pay nor retrigger in free spins. The cap ends the round early.
  for (let spin = 0; spin < freeSpins && !purse.capped; spin += 1) {
    const landed = drawColumns(model.weights, rows, draw);
    const expanded = [...landed];
    const expandedReels: number[] = [];
    for (let col = 0; col < model.cols; col += 1) {
      const start = col * rows;
      if (!landed.slice(start, start + rows).includes(model.wild)) continue;
      expandedReels.push(col);
      for (let row = 0; row < rows; row += 1) expanded[start + row] = model.wild;
    }
    const spinWins = lineWins(model, expanded);
    const units = sum(spinWins.map((win) => win.payUnits));
    steps.push({
      kind: 'free-spin',
      grid: toGrid(symbols, landed, rows),
      expandedReels,
      wins: spinWins,
      multiplier: 1,
      winCents: purse.pay(units * unitCents),
    });
  }
  return finish(model.id, betCents, steps, freeSpins, purse);
}

function playWays(model: WaysModel, betCents: number, draw: Draw): SlotOutcome {
  const { rows, cols, symbols, wild } = model;
  const unitCents = betCents / model.payDivisor;
  const purse = new Purse(betCents * model.maxWinMultiplier);
  // The multiplier is drawn first, from its own weights: independent of the grid.
  const multiplierWeights = model.multipliers.map(([, weight]) => weight);
  const multiplier = model.multipliers[pick(multiplierWeights, sum(multiplierWeights), draw)]![0];
  const cells = drawColumns(model.weights, rows, draw);
  const wins: SlotWin[] = [];
  symbols.forEach((symbol, s) => {
    const pays = model.pays[s]!;
    if (pays.length === 0) return;
    let ways = 1;
    let reels = 0;
    const positions: SlotCell[] = [];
    for (let col = 0; col < cols; col += 1) {
      let matches = 0;
      for (let row = 0; row < rows; row += 1) {
        const cell = cells[col * rows + row]!;
        if (cell === s || cell === wild) {
          matches += 1;
          positions.push({ col, row });
        }
      }
      if (matches === 0) break;
      ways *= matches;
      reels += 1;
    }
    if (reels < 3) return;
    wins.push({
      symbol: symbol.id,
      count: reels,
      ways,
      payUnits: pays[reels - 3]! * ways,
      positions: positions.filter((cell) => cell.col < reels),
    });
  });
  const units = sum(wins.map((win) => win.payUnits));
  const steps: SlotStep[] = [
    {
      kind: 'spin',
      grid: toGrid(symbols, cells, rows),
      expandedReels: [],
      wins,
      multiplier,
      winCents: purse.pay(units * unitCents * multiplier),
    },
  ];
  return finish(model.id, betCents, steps, 0, purse);
}

function finish(
  modelId: SlotModelId,
  betCents: number,
  steps: SlotStep[],
  freeSpinsAwarded: number,
  purse: Purse,
): SlotOutcome {
  return {
    modelId,
    betCents,
    grid: steps[0]!.grid,
    steps,
    freeSpinsAwarded,
    winCents: purse.totalCents,
    winMultiplier: purse.totalCents / betCents,
    capped: purse.capped,
  };
}

/**
 * Plays one paid round of a model. The bet must be a positive multiple of the model's
 * `betStepCents` (RangeError otherwise); the same draws replay the same round exactly.
 */
export function playSlot(modelId: SlotModelId, betCents: number, draw: Draw): SlotOutcome {
  const model = modelFor(modelId);
  assertStake(betCents, model.betStepCents);
  switch (model.id) {
    case 'cascade':
      return playCascade(model, betCents, draw);
    case 'freespins':
      return playFreeSpins(model, betCents, draw);
    case 'multiplier':
      return playWays(model, betCents, draw);
  }
}

// ---------------------------------------------------------------------------------------------
// Exact mathematics.

function probabilities(weights: readonly number[]): number[] {
  const total = sum(weights);
  return weights.map((weight) => weight / total);
}

/**
 * freespins: every cell is independent and, within a reel, identically distributed, so the
 * cell a line crosses on a reel has the reel's distribution whatever its row and every line has
 * the same expected pay. `wildlike[col]` is the chance that cell acts as a wild, `plain[col][s]`
 * the chance it shows s (and does not act as a wild).
 */
function expectedLinePay(
  model: FreeSpinsModel,
  plain: readonly (readonly number[])[],
  wildlike: readonly number[],
): number {
  let expected = 0;
  model.pays.forEach((pays, s) => {
    if (pays.length === 0) return;
    // Reel 1 has no wild: the line's symbol is reel 1's.
    let reach = plain[0]![s]!;
    for (let col = 1; col < model.cols; col += 1) {
      const match = plain[col]![s]! + wildlike[col]!;
      const count = col; // symbols in the run so far
      if (count >= 3) expected += reach * (1 - match) * pays[count - 3]!;
      reach *= match;
    }
    expected += reach * pays[model.cols - 3]!;
  });
  return expected;
}

function freeSpinsRtp(model: FreeSpinsModel): number {
  const p = model.weights.map(probabilities);
  const { wild, scatter, rows } = model;
  const basePlain = p.map((column) => column.map((value, s) => (s === wild ? 0 : value)));
  const baseWild = p.map((column) => column[wild]!);
  // Free spins: a reel expands when any of its cells is a wild, chance 1 - (1 - w)^rows; a
  // line's cell on a reel that did not expand is s with chance (1 - w)^rows * p(s) / (1 - w).
  const fsWild = p.map((column) => 1 - (1 - column[wild]!) ** rows);
  const fsPlain = p.map((column) =>
    column.map((value, s) => (s === wild ? 0 : (1 - column[wild]!) ** (rows - 1) * value)),
  );
  const lines = model.lines.length;
  const baseLines = lines * expectedLinePay(model, basePlain, baseWild);
  const fsLines = lines * expectedLinePay(model, fsPlain, fsWild);
  // Scatter count over the grid: per reel binomial(rows, q), reels convolved.
  let distribution = [1];
  for (const column of p) {
    const q = column[scatter]!;
    const reel = Array.from(
      { length: rows + 1 },
      (_, k) => binomial(rows, k) * q ** k * (1 - q) ** (rows - k),
    );
    const next = new Array<number>(distribution.length + rows).fill(0);
    distribution.forEach((a, i) => reel.forEach((b, j) => (next[i + j]! += a * b)));
    distribution = next;
  }
  let scatterPay = 0;
  let freeSpins = 0;
  distribution.forEach((probability, count) => {
    const award = scatterAward(model, count);
    if (!award) return;
    freeSpins += probability * award[1];
    scatterPay += probability * award[2] * model.payDivisor;
  });
  // Free spins are independent of the spin that awarded them, so E[round] = E[base pay] +
  // E[spins awarded] x E[free spin pay] (linearity; no retriggers).
  return (baseLines + scatterPay + freeSpins * fsLines) / model.payDivisor;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

function waysRtp(model: WaysModel): number {
  const p = model.weights.map(probabilities);
  const { wild, rows } = model;
  // Reels are independent, so E[product of matching cells over reels 1..k, reel k+1 has none]
  // is the product of the per-reel expectations: rows x p(s or wild) per reel in the run and
  // (1 - p(s or wild))^rows for the reel that breaks it.
  let expected = 0;
  model.pays.forEach((pays, s) => {
    if (pays.length === 0) return;
    let reach = 1;
    for (let col = 0; col < model.cols; col += 1) {
      const match = p[col]![s]! + (s === wild ? 0 : p[col]![wild]!);
      if (col >= 3) expected += reach * (1 - match) ** rows * pays[col - 3]!;
      reach *= rows * match;
    }
    expected += reach * pays[model.cols - 3]!;
  });
  const weights = model.multipliers.map(([, weight]) => weight);
  const total = sum(weights);
  const meanMultiplier = sum(model.multipliers.map(([m, weight]) => (m * weight) / total));
  // The multiplier is drawn independently of the grid: E[M x pay] = E[M] x E[pay].
  return (meanMultiplier * expected) / model.payDivisor;
}

/**
 * The exact RTP of a model where independence allows it (`freespins`, `multiplier`); null for
 * `cascade`, whose tumbles depend on what survived and is estimated by simulation instead.
 * Exact because the cap is out of reach (`slotMaxWinBound` is below `maxWinMultiplier`).
 */
export function exactSlotRtp(id: SlotModelId): number | null {
  const model = modelFor(id);
  if (model.id === 'freespins') return freeSpinsRtp(model);
  if (model.id === 'multiplier') return waysRtp(model);
  return null;
}

/**
 * An upper bound of a round's win in bets, ignoring the cap. Where it is below the cap the cap
 * never binds, so the exact RTP above is the RTP of the capped game too.
 */
export function slotMaxWinBound(id: SlotModelId): number {
  const model = modelFor(id);
  if (model.id === 'cascade') return Number.POSITIVE_INFINITY;
  const topPay = Math.max(...model.pays.map((pays) => pays[2] ?? 0));
  if (model.id === 'multiplier') {
    // Reel 1 has no wild, so the ways of all symbols together are at most rows^cols.
    const maxMultiplier = Math.max(...model.multipliers.map(([m]) => m));
    return (model.rows ** model.cols * topPay * maxMultiplier) / model.payDivisor;
  }
  const lines = model.lines.length * topPay;
  const maxSpins = Math.max(...model.scatterAwards.map(([, spins]) => spins));
  const maxScatter = Math.max(...model.scatterAwards.map(([, , bets]) => bets));
  return (lines * (1 + maxSpins)) / model.payDivisor + maxScatter;
}
