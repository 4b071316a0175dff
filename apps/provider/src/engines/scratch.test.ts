import { describe, expect, it } from 'vitest';
import {
  playScratch,
  SCRATCH_SYMBOLS,
  SCRATCH_THEORETICAL_RTP,
  SCRATCH_TIERS,
  SCRATCH_TOTAL_WEIGHT,
  scratchRtp,
} from './scratch.ts';
import { recordingDraw, scriptedDraw, seededDraw } from './testing/seeded-draw.ts';

function counts(symbols: readonly string[]): Map<string, number> {
  const result = new Map<string, number>();
  for (const symbol of symbols) result.set(symbol, (result.get(symbol) ?? 0) + 1);
  return result;
}

describe('scratch card', () => {
  it('has weights out of 1,000,000 and an exact RTP of 95.5%', () => {
    expect(SCRATCH_TIERS.reduce((sum, tier) => sum + tier.weight, 0)).toBe(SCRATCH_TOTAL_WEIGHT);
    expect(scratchRtp()).toBe(0.955);
    expect(SCRATCH_THEORETICAL_RTP).toBe(0.955);
    expect(SCRATCH_TIERS.filter((tier) => tier.multiplier === 0)).toHaveLength(1);
    expect(new Set(SCRATCH_SYMBOLS).size).toBe(SCRATCH_TIERS.length - 1);
  });

  it('lays out a ticket consistent with its tier, for every seed', () => {
    const seen = new Set<number>();
    const broken: number[] = [];
    const known = new Set(SCRATCH_SYMBOLS);
    for (let seed = 1; seed <= 20_000; seed += 1) {
      const ticket = playScratch(100, seededDraw(seed));
      const tier = SCRATCH_TIERS[ticket.tier]!;
      seen.add(ticket.tier);
      const triples = [...counts(ticket.symbols)].filter(([, count]) => count >= 3);
      const consistent =
        ticket.symbols.length === 9 &&
        ticket.symbols.every((symbol) => known.has(symbol)) &&
        ticket.winCents === 100 * tier.multiplier &&
        (tier.symbol === null
          ? triples.length === 0 && ticket.winningCells.length === 0
          : triples.length === 1 &&
            triples[0]![0] === tier.symbol &&
            triples[0]![1] === 3 &&
            ticket.winningCells.length === 3 &&
            ticket.winningCells.every((cell) => ticket.symbols[cell] === tier.symbol));
      if (!consistent) broken.push(seed);
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThanOrEqual(7);
  });

  it('forces the top prize and a loss from scripted draws', () => {
    const top = scriptedDraw([SCRATCH_TOTAL_WEIGHT - 1], seededDraw(1));
    const win = playScratch(50, top);
    expect(win.multiplier).toBe(1000);
    expect(win.winningSymbol).toBe('x1000');
    expect(win.winCents).toBe(50_000);
    const loss = playScratch(50, scriptedDraw([0], seededDraw(2)));
    expect(loss.multiplier).toBe(0);
    expect(loss.winningSymbol).toBeNull();
  });

  it('replays a ticket from its draws, whatever the stake', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const recorder = recordingDraw(seededDraw(seed));
      const ticket = playScratch(10, recorder.draw);
      const replay = playScratch(990, scriptedDraw(recorder.values));
      expect(replay.symbols).toEqual(ticket.symbols);
      expect(replay.winCents).toBe(ticket.winCents * 99);
    }
  });

  it('refuses bad stakes', () => {
    for (const bet of [0, -10, 15, 10.5, Number.NaN]) {
      expect(() => playScratch(bet, seededDraw(1))).toThrow(RangeError);
    }
  });

  it('returns 95.5% over 200,000 tickets (within 4 standard errors)', () => {
    const draw = seededDraw(99);
    const n = 200_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i += 1) {
      const x = playScratch(10, draw).multiplier;
      sum += x;
      squares += x * x;
    }
    const mean = sum / n;
    const se = Math.sqrt((squares / n - mean * mean) / n);
    expect(Math.abs(mean - 0.955)).toBeLessThan(4 * se);
  });
});
