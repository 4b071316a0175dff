import type { SlotModel, SymbolKind } from './engine.ts';
import { theoreticalRtp } from './math.ts';

export interface ModelDescription {
  id: SlotModel['id'];
  volatility: SlotModel['volatility'];
  reels: number;
  rows: number;
  lines: readonly (readonly number[])[];
  /** Line pays in line bets (total bet / lines) for 3, 4, 5 of a kind, best first. */
  paytable: { symbol: string; kind: SymbolKind; pays: { count: number; pay: number }[] }[];
  /** Scatter pays in total bets, by scatter count anywhere. */
  scatterPays: { count: number; pay: number }[];
  freeSpins: { awards: { count: number; spins: number }[]; multiplier: number; retrigger: boolean };
  /** The total bet must be a multiple of this many minor units (one per line). */
  betStep: number;
  /** Exact theoretical RTP, a fraction (0.9527 = 95.27%). */
  rtp: number;
}

const descriptions = new WeakMap<SlotModel, ModelDescription>();

/** What the paytable and rules panel shows; worked out once per model (every spin asks). */
export function describeModel(model: SlotModel): ModelDescription {
  let found = descriptions.get(model);
  if (!found) {
    found = buildDescription(model);
    descriptions.set(model, found);
  }
  return found;
}

function buildDescription(model: SlotModel): ModelDescription {
  const paytable = model.symbols
    .map((symbol, index) => ({
      symbol: symbol.id,
      kind: symbol.kind,
      pays: model.linePays[index]!.map((pay, i) => ({ count: i + 3, pay })).filter(
        (p) => p.pay > 0,
      ),
    }))
    .filter((row) => row.pays.length > 0)
    .reverse();
  const byCount = (values: readonly number[]) =>
    values.map((value, count) => ({ count, value })).filter((entry) => entry.value > 0);
  return {
    id: model.id,
    volatility: model.volatility,
    reels: model.reels,
    rows: model.rows,
    lines: model.lines,
    paytable,
    scatterPays: byCount(model.scatterPays).map(({ count, value }) => ({ count, pay: value })),
    freeSpins: {
      awards: byCount(model.freeSpins.awards).map(({ count, value }) => ({ count, spins: value })),
      multiplier: model.freeSpins.multiplier,
      retrigger: model.freeSpins.retrigger,
    },
    betStep: model.lines.length,
    rtp: theoreticalRtp(model),
  };
}
