import { createOutcomeStream, uniformInt } from './fair.ts';

/**
 * Slot engine (decision 009): 5 reels x 3 rows, fixed paylines paying left to right, a WILD that
 * substitutes for every symbol but the SCATTER, a SCATTER that pays anywhere (in total bets) and
 * awards free spins. Everything here is a pure function of the model and the reel stops.
 */

export type SymbolKind = 'low' | 'high' | 'wild' | 'scatter';

export interface SlotSymbol {
  /** Stable id; a themed title maps it to its own name and art. */
  id: string;
  kind: SymbolKind;
}

export type SlotModelId = 'low' | 'medium' | 'high';

export interface SlotModel {
  id: SlotModelId;
  volatility: 'low' | 'medium' | 'high';
  reels: number;
  rows: number;
  symbols: readonly SlotSymbol[];
  /** Index of the wild and the scatter in `symbols`. */
  wild: number;
  scatter: number;
  /** Payline patterns: the row (0 = top) on each reel. */
  lines: readonly (readonly number[])[];
  /** Line pays in line bets for 3, 4 and 5 of a kind, indexed by symbol (scatter: zeros). */
  linePays: readonly (readonly [number, number, number])[];
  /** Scatter pays in total bets, indexed by scatter count (0..reels). */
  scatterPays: readonly number[];
  freeSpins: {
    /** Free spins awarded, indexed by scatter count (0..reels). */
    awards: readonly number[];
    /** Every free-spin win is multiplied by this. */
    multiplier: number;
    /** Whether scatters during free spins award more free spins (no cap). */
    retrigger: boolean;
  };
  /** Reel strips: symbol indexes; the window shows strip[(stop + row) % length]. */
  strips: readonly (readonly number[])[];
}

/** Stops of one round: the paid spin, then one set per free spin, in play order. */
export interface RoundStops {
  base: readonly number[];
  freeSpins: readonly (readonly number[])[];
}

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  /** In line bets, before the free-spin multiplier. */
  pay: number;
}

export interface SpinResult {
  stops: readonly number[];
  /** grid[reel][row] = symbol index. */
  grid: number[][];
  lineWins: LineWin[];
  scatterCount: number;
  /** Free spins this spin awards. */
  freeSpinsAwarded: number;
  /** In line bets, multiplier included. */
  units: number;
  winCents: number;
}

export interface RoundResult {
  modelId: SlotModelId;
  betCents: number;
  base: SpinResult;
  freeSpins: SpinResult[];
  /** Whole round in line bets. */
  totalUnits: number;
  totalWinCents: number;
}

export function visibleGrid(model: SlotModel, stops: readonly number[]): number[][] {
  if (stops.length !== model.reels) throw new RangeError('one stop per reel');
  return model.strips.map((strip, reel) => {
    const stop = stops[reel]!;
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) {
      throw new RangeError(`stop ${stop} outside reel ${reel}`);
    }
    const column: number[] = [];
    for (let row = 0; row < model.rows; row += 1) column.push(strip[(stop + row) % strip.length]!);
    return column;
  });
}

/** Pay of one line given its symbols left to right; the better of the wild run and the substituted run. */
export function evaluateLine(
  model: SlotModel,
  symbols: ArrayLike<number>,
): { symbol: number; count: number; pay: number } {
  const { wild, scatter } = model;
  const length = symbols.length;
  let wildRun = 0;
  while (wildRun < length && symbols[wildRun] === wild) wildRun += 1;
  let best = {
    symbol: wild,
    count: wildRun,
    pay: wildRun >= 3 ? model.linePays[wild]![wildRun - 3]! : 0,
  };
  if (wildRun < length) {
    const symbol = symbols[wildRun]!;
    if (symbol !== scatter) {
      let count = wildRun + 1;
      while (count < length && (symbols[count] === symbol || symbols[count] === wild)) count += 1;
      const pay = count >= 3 ? model.linePays[symbol]![count - 3]! : 0;
      if (pay > best.pay) best = { symbol, count, pay };
    }
  }
  return best.pay > 0 ? best : { symbol: best.symbol, count: best.count, pay: 0 };
}

export function scatterCountOf(model: SlotModel, grid: readonly (readonly number[])[]): number {
  let count = 0;
  for (const column of grid) for (const symbol of column) if (symbol === model.scatter) count += 1;
  return count;
}

function awardFor(model: SlotModel, scatterCount: number, duringFreeSpins: boolean): number {
  if (duringFreeSpins && !model.freeSpins.retrigger) return 0;
  return model.freeSpins.awards[Math.min(scatterCount, model.reels)] ?? 0;
}

/** Free spins awarded by a spin at these stops (needs no stake: drives the stop stream). */
export function freeSpinsAwardedBy(
  model: SlotModel,
  stops: readonly number[],
  duringFreeSpins: boolean,
): number {
  return awardFor(model, scatterCountOf(model, visibleGrid(model, stops)), duringFreeSpins);
}

function assertBet(model: SlotModel, betCents: number): void {
  if (!Number.isSafeInteger(betCents) || betCents <= 0 || betCents % model.lines.length !== 0) {
    throw new RangeError(`bet must be a positive multiple of ${model.lines.length} cents`);
  }
}

/** Evaluate one spin; `betCents` is the total bet (line bet = bet / lines). */
export function evaluateSingleSpin(
  model: SlotModel,
  stops: readonly number[],
  betCents: number,
  duringFreeSpins: boolean,
): SpinResult {
  assertBet(model, betCents);
  const grid = visibleGrid(model, stops);
  const lineWins: LineWin[] = [];
  let units = 0;
  const symbols = new Array<number>(model.reels);
  model.lines.forEach((pattern, line) => {
    for (let reel = 0; reel < model.reels; reel += 1) symbols[reel] = grid[reel]![pattern[reel]!]!;
    const win = evaluateLine(model, symbols);
    if (win.pay > 0) {
      lineWins.push({ line, ...win });
      units += win.pay;
    }
  });
  const scatterCount = scatterCountOf(model, grid);
  units += (model.scatterPays[Math.min(scatterCount, model.reels)] ?? 0) * model.lines.length;
  if (duringFreeSpins) units *= model.freeSpins.multiplier;
  return {
    stops: [...stops],
    grid,
    lineWins,
    scatterCount,
    freeSpinsAwarded: awardFor(model, scatterCount, duringFreeSpins),
    units,
    winCents: (units * betCents) / model.lines.length,
  };
}

/**
 * A whole round (paid spin plus its free spins) from its stops. Pure: the same stops give the
 * same grid and the same pay in line bets, and the win scales linearly with the bet. Throws
 * when the number of free-spin stop sets does not match what the scatters awarded.
 */
export function evaluateSpin(model: SlotModel, stops: RoundStops, betCents: number): RoundResult {
  const base = evaluateSingleSpin(model, stops.base, betCents, false);
  let pending = base.freeSpinsAwarded;
  const freeSpins: SpinResult[] = [];
  for (const spinStops of stops.freeSpins) {
    if (pending === 0) throw new RangeError('more free-spin stops than free spins awarded');
    pending -= 1;
    const spin = evaluateSingleSpin(model, spinStops, betCents, true);
    pending += spin.freeSpinsAwarded;
    freeSpins.push(spin);
  }
  if (pending !== 0) throw new RangeError('fewer free-spin stops than free spins awarded');
  const totalUnits = base.units + freeSpins.reduce((sum, spin) => sum + spin.units, 0);
  return {
    modelId: model.id,
    betCents,
    base,
    freeSpins,
    totalUnits,
    totalWinCents: (totalUnits * betCents) / model.lines.length,
  };
}

/** Draws the stops of a round from a synchronous uniform source (simulations); same order as below. */
export function drawRoundStopsSync(model: SlotModel, uniform: (n: number) => number): RoundStops {
  const draw = (): number[] => model.strips.map((strip) => uniform(strip.length));
  const base = draw();
  let pending = freeSpinsAwardedBy(model, base, false);
  const freeSpins: number[][] = [];
  while (pending > 0) {
    pending -= 1;
    const spin = draw();
    pending += freeSpinsAwardedBy(model, spin, true);
    freeSpins.push(spin);
  }
  return { base, freeSpins };
}

/**
 * Draws the stops of a round from any uniform source (the seeded HMAC stream in product code):
 * the paid spin's stops reel by reel, then each free spin's, in play order.
 */
export async function drawRoundStops(
  model: SlotModel,
  uniform: (n: number) => Promise<number> | number,
): Promise<RoundStops> {
  const draw = async (): Promise<number[]> => {
    const stops: number[] = [];
    for (const strip of model.strips) stops.push(await uniform(strip.length));
    return stops;
  };
  const base = await draw();
  let pending = freeSpinsAwardedBy(model, base, false);
  const freeSpins: number[][] = [];
  while (pending > 0) {
    pending -= 1;
    const spin = await draw();
    pending += freeSpinsAwardedBy(model, spin, true);
    freeSpins.push(spin);
  }
  return { base, freeSpins };
}

/** The stops of a provably fair round: depends only on the seeds and the nonce. */
export function reelStops(
  model: SlotModel,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<RoundStops> {
  const stream = createOutcomeStream(serverSeed, clientSeed, nonce);
  return drawRoundStops(model, (n) => uniformInt(stream, n));
}

/** Recompute a past round from its revealed seeds (what the history panel does in the browser). */
export async function verifyRound(
  model: SlotModel,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  betCents: number,
): Promise<RoundResult> {
  return evaluateSpin(model, await reelStops(model, serverSeed, clientSeed, nonce), betCents);
}
