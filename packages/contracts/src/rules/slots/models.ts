import type { SlotModel, SlotModelId, SlotSymbol } from './engine.ts';

/**
 * The three mathematical models of the in-house (BGS) slots (decision 009). Themed titles use
 * one of these and only rename and redraw the symbols; the math (strips, lines, pays) is here.
 */

export const SLOT_SYMBOLS: readonly SlotSymbol[] = [
  { id: 'low1', kind: 'low' },
  { id: 'low2', kind: 'low' },
  { id: 'low3', kind: 'low' },
  { id: 'low4', kind: 'low' },
  { id: 'high1', kind: 'high' },
  { id: 'high2', kind: 'high' },
  { id: 'high3', kind: 'high' },
  { id: 'wild', kind: 'wild' },
  { id: 'scatter', kind: 'scatter' },
];

const WILD = 7;
const SCATTER = 8;

/** Ten fixed paylines: the row (0 = top) on each of the 5 reels. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/**
 * A reel strip from symbol counts (indexed by symbol), spread evenly by smooth weighted
 * round-robin and rotated by `rotate` so reels do not line up visually. Deterministic.
 */
export function buildStrip(counts: readonly number[], rotate = 0): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const current = counts.map(() => 0);
  const strip: number[] = [];
  for (let i = 0; i < total; i += 1) {
    let best = -1;
    counts.forEach((count, symbol) => {
      current[symbol]! += count;
      if (count > 0 && (best < 0 || current[symbol]! > current[best]!)) best = symbol;
    });
    current[best]! -= total;
    strip.push(best);
  }
  const shift = ((rotate % total) + total) % total;
  return [...strip.slice(shift), ...strip.slice(0, shift)];
}

function strips(perReel: readonly (readonly number[])[]): number[][] {
  return perReel.map((counts, reel) => buildStrip(counts, reel * 5));
}

//                         low1 low2 low3 low4 high1 high2 high3 wild scatter
const LOW_OUTER = /*    */ [5, 5, 4, 4, 2, 2, 1, 1, 1];
const LOW_INNER = /*    */ [5, 5, 4, 4, 2, 2, 1, 2, 1];

const MEDIUM_OUTER = /* */ [5, 5, 4, 4, 2, 2, 1, 0, 1];
const MEDIUM_INNER = /* */ [5, 5, 4, 4, 2, 2, 1, 2, 1];

const HIGH_OUTER = /*   */ [6, 6, 5, 4, 2, 1, 1, 0, 1];
const HIGH_INNER = /*   */ [6, 6, 5, 4, 2, 1, 1, 2, 1];

/** What every model shares: 5 x 3 reels, the nine symbols and the ten fixed lines. */
const LAYOUT = {
  reels: 5,
  rows: 3,
  symbols: SLOT_SYMBOLS,
  wild: WILD,
  scatter: SCATTER,
  lines: SLOT_LINES,
} as const;

export const SLOT_MODELS: readonly SlotModel[] = [
  {
    id: 'low',
    volatility: 'low',
    ...LAYOUT,
    linePays: [
      [6, 12, 30],
      [6, 12, 35],
      [8, 18, 45],
      [15, 30, 75],
      [18, 45, 120],
      [25, 60, 175],
      [30, 90, 250],
      [50, 150, 500],
      [0, 0, 0],
    ],
    scatterPays: [0, 0, 0, 2, 10, 50],
    freeSpins: { awards: [0, 0, 0, 8, 10, 12], multiplier: 1, retrigger: false },
    strips: strips([LOW_OUTER, LOW_INNER, LOW_INNER, LOW_INNER, LOW_OUTER]),
  },
  {
    id: 'medium',
    volatility: 'medium',
    ...LAYOUT,
    linePays: [
      [6, 12, 30],
      [6, 15, 35],
      [8, 20, 50],
      [14, 25, 60],
      [20, 50, 125],
      [25, 60, 175],
      [40, 120, 300],
      [75, 250, 1000],
      [0, 0, 0],
    ],
    scatterPays: [0, 0, 0, 2, 10, 50],
    freeSpins: { awards: [0, 0, 0, 10, 12, 15], multiplier: 2, retrigger: true },
    strips: strips([MEDIUM_OUTER, MEDIUM_INNER, MEDIUM_INNER, MEDIUM_INNER, MEDIUM_OUTER]),
  },
  {
    id: 'high',
    volatility: 'high',
    ...LAYOUT,
    linePays: [
      [5, 10, 25],
      [5, 10, 30],
      [5, 15, 40],
      [10, 20, 50],
      [30, 100, 300],
      [50, 150, 600],
      [60, 250, 1200],
      [100, 500, 2500],
      [0, 0, 0],
    ],
    scatterPays: [0, 0, 0, 5, 20, 100],
    freeSpins: { awards: [0, 0, 0, 10, 15, 20], multiplier: 3, retrigger: true },
    strips: strips([HIGH_OUTER, HIGH_INNER, HIGH_INNER, HIGH_INNER, HIGH_OUTER]),
  },
];

export function slotModel(id: SlotModelId): SlotModel {
  const model = SLOT_MODELS.find((candidate) => candidate.id === id);
  if (!model) throw new RangeError(`unknown slot model ${id}`);
  return model;
}
