import { describe, expect, it } from 'vitest';
import { drawRoundStopsSync, evaluateSpin } from './engine.ts';
import { uniformIntFrom } from './fair.ts';
import { analyzeModel, theoreticalRtp } from './math.ts';
import { SLOT_MODELS } from './models.ts';

/** sfc32: a fast deterministic 32-bit generator, for the simulation only (never for real rounds). */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
}

const analyses = new Map(SLOT_MODELS.map((model) => [model.id, analyzeModel(model)]));

describe('theoretical RTP', () => {
  it.each(SLOT_MODELS.map((model) => [model.id, model] as const))(
    '%s: exact RTP between 94% and 97%, full enumeration agrees with the per-line formula',
    (_id, model) => {
      const rtp = theoreticalRtp(model);
      const analysis = analyses.get(model.id)!;
      console.info(
        `${model.id}: RTP ${(rtp * 100).toFixed(4)}% (base ${(analysis.baseRtp * 100).toFixed(4)}%,` +
          ` free spins ${(analysis.freeSpinsRtp * 100).toFixed(4)}%), sd ${analysis.stdDev.toFixed(4)} bets,` +
          ` hit ${(analysis.hitFrequency * 100).toFixed(2)}%, feature 1 in ${(1 / analysis.triggerProbability).toFixed(1)},` +
          ` ${analysis.freeSpinsPerTrigger.toFixed(3)} free spins a feature, ${analysis.combinations} combinations`,
      );
      expect(rtp).toBeGreaterThanOrEqual(0.94);
      expect(rtp).toBeLessThanOrEqual(0.97);
      expect(Math.abs(analysis.rtp - rtp)).toBeLessThan(1e-12);
    },
  );

  it('volatility rises from low to high', () => {
    const [low, medium, high] = ['low', 'medium', 'high'].map(
      (id) => analyses.get(id as 'low')!.stdDev,
    );
    expect(low).toBeLessThan(medium!);
    expect(medium).toBeLessThan(high!);
  });
});

describe('one million spins', () => {
  it.each(SLOT_MODELS.map((model, i) => [model.id, model, i] as const))(
    '%s: the simulated return lies within 4 sigma of the exact RTP',
    (_id, model, index) => {
      const spins = 1_000_000;
      const next = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, 0x1000 + index);
      const uniform = (n: number) => uniformIntFrom(n, next);
      const bet = model.lines.length;
      let returned = 0;
      for (let i = 0; i < spins; i += 1) {
        returned += evaluateSpin(model, drawRoundStopsSync(model, uniform), bet).totalWinCents;
      }
      const simulated = returned / (spins * bet);
      const { rtp, stdDev } = analyses.get(model.id)!;
      const band = (4 * stdDev) / Math.sqrt(spins);
      console.info(
        `${model.id}: simulated ${(simulated * 100).toFixed(4)}% vs exact ${(rtp * 100).toFixed(4)}%` +
          ` (${((simulated - rtp) / (stdDev / Math.sqrt(spins))).toFixed(2)} sigma, band +-${(band * 100).toFixed(4)} points)`,
      );
      expect(Math.abs(simulated - rtp)).toBeLessThanOrEqual(band);
    },
    30_000,
  );
});
