import type { SlotModel } from './engine.ts';
import { evaluateLine } from './engine.ts';

/**
 * Exact return to player (decision 009). One spin's pay Y (line bets) and the free spins F it
 * awards come from the reel stops only; the free-spin value solves a linear equation:
 *   V = M * Y + (sum of V over the G free spins a free spin awards), G = F when retriggers are on,
 *   E[V] = M E[Y] / (1 - E[G]),   E[round] = E[Y] + E[F] E[V],   RTP = E[round] / lines.
 */

/** Distribution of the number of scatters in the window, by exact counting over every stop. */
function scatterDistribution(model: SlotModel): number[] {
  let distribution = [1];
  for (const strip of model.strips) {
    const perReel = new Array<number>(model.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let count = 0;
      for (let row = 0; row < model.rows; row += 1) {
        if (strip[(stop + row) % strip.length] === model.scatter) count += 1;
      }
      perReel[count]! += 1 / strip.length;
    }
    const next = new Array<number>(distribution.length + model.rows).fill(0);
    distribution.forEach((p, i) => perReel.forEach((q, j) => (next[i + j]! += p * q)));
    distribution = next;
  }
  return distribution;
}

/**
 * Expected pay of one payline in line bets. Every reel stop is equally likely, so the symbol a
 * line sees on a reel (whatever its row) is distributed as the strip's symbol counts, the reels
 * are independent, and every line has the same expectation: sum over symbol tuples.
 */
function expectedLinePay(model: SlotModel): number {
  const counts = model.strips.map((strip) => {
    const byKind = new Map<number, number>();
    for (const symbol of strip) byKind.set(symbol, (byKind.get(symbol) ?? 0) + 1);
    return [...byKind.entries()];
  });
  const total = model.strips.reduce((product, strip) => product * strip.length, 1);
  const symbols: number[] = [];
  let numerator = 0;
  const walk = (reel: number, weight: number): void => {
    if (reel === model.reels) {
      numerator += weight * evaluateLine(model, symbols).pay;
      return;
    }
    for (const [symbol, count] of counts[reel]!) {
      symbols[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  return numerator / total;
}

export interface ModelMoments {
  /** E[Y], E[F], E[G] per spin (Y in line bets, before any multiplier). */
  spinPay: number;
  awards: number;
  retriggerAwards: number;
  /** Probability that a paid spin triggers free spins. */
  triggerProbability: number;
}

function freeSpinValue(model: SlotModel, moments: ModelMoments): number {
  const { multiplier } = model.freeSpins;
  if (moments.retriggerAwards >= 1) throw new Error('free spins would never end on average');
  return (multiplier * moments.spinPay) / (1 - moments.retriggerAwards);
}

export function modelMoments(model: SlotModel): ModelMoments {
  const lines = model.lines.length;
  const scatters = scatterDistribution(model);
  let scatterUnits = 0;
  let awards = 0;
  let triggerProbability = 0;
  scatters.forEach((p, count) => {
    const capped = Math.min(count, model.reels);
    scatterUnits += p * (model.scatterPays[capped] ?? 0) * lines;
    const award = model.freeSpins.awards[capped] ?? 0;
    awards += p * award;
    if (award > 0) triggerProbability += p;
  });
  return {
    spinPay: lines * expectedLinePay(model) + scatterUnits,
    awards,
    retriggerAwards: model.freeSpins.retrigger ? awards : 0,
    triggerProbability,
  };
}

const rtpCache = new WeakMap<SlotModel, number>();

/** Exact theoretical RTP (fraction of the total bet), base game and free spins. Milliseconds. */
export function theoreticalRtp(model: SlotModel): number {
  const cached = rtpCache.get(model);
  if (cached !== undefined) return cached;
  const moments = modelMoments(model);
  const round = moments.spinPay + moments.awards * freeSpinValue(model, moments);
  const rtp = round / model.lines.length;
  rtpCache.set(model, rtp);
  return rtp;
}

export interface ModelAnalysis {
  combinations: number;
  rtp: number;
  /** Standard deviation of one round's return, in total bets. */
  stdDev: number;
  /** Share of paid spins with any win (base spin only). */
  hitFrequency: number;
  triggerProbability: number;
  /** Expected number of free spins once triggered. */
  freeSpinsPerTrigger: number;
  /** Base game and free-spin parts of the RTP. */
  baseRtp: number;
  freeSpinsRtp: number;
}

/**
 * Full enumeration of every stop combination (product of the strip lengths): the exact mean
 * and variance of a round's return, with the free-spin feature solved in closed form
 * (see decision 009). Seconds, not milliseconds: for tests and reports, not the page.
 */
export function analyzeModel(model: SlotModel): ModelAnalysis {
  if (model.reels !== 5) throw new Error('analyzeModel enumerates 5 reels');
  const lines = model.lines.length;
  const nSymbols = model.symbols.length;
  const radix = [nSymbols ** 4, nSymbols ** 3, nSymbols ** 2, nSymbols, 1];
  const payTable = new Float64Array(nSymbols ** 5);
  const symbols = [0, 0, 0, 0, 0];
  for (let code = 0; code < payTable.length; code += 1) {
    for (let reel = 0; reel < 5; reel += 1)
      symbols[reel] = Math.floor(code / radix[reel]!) % nSymbols;
    payTable[code] = evaluateLine(model, symbols).pay;
  }
  // Per reel and stop: each line's contribution to the tuple code, and the scatters shown.
  const codes = model.strips.map((strip, reel) => {
    const table = new Int32Array(strip.length * lines);
    for (let stop = 0; stop < strip.length; stop += 1) {
      model.lines.forEach((pattern, line) => {
        table[stop * lines + line] = strip[(stop + pattern[reel]!) % strip.length]! * radix[reel]!;
      });
    }
    return table;
  });
  const scatterCounts = model.strips.map((strip) => {
    const table = new Int32Array(strip.length);
    for (let stop = 0; stop < strip.length; stop += 1) {
      for (let row = 0; row < model.rows; row += 1) {
        if (strip[(stop + row) % strip.length] === model.scatter) table[stop]! += 1;
      }
    }
    return table;
  });
  const scatterUnits = new Float64Array(model.reels * model.rows + 1);
  const award = new Float64Array(model.reels * model.rows + 1);
  for (let count = 0; count < scatterUnits.length; count += 1) {
    const capped = Math.min(count, model.reels);
    scatterUnits[count] = (model.scatterPays[capped] ?? 0) * lines;
    award[count] = model.freeSpins.awards[capped] ?? 0;
  }
  const [l0, l1, l2, l3, l4] = model.strips.map((strip) => strip.length) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const [c0, c1, c2, c3, c4] = codes as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const [s0, s1, s2, s3, s4] = scatterCounts as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const p1 = new Int32Array(lines);
  const p2 = new Int32Array(lines);
  const p3 = new Int32Array(lines);
  let sumY = 0;
  let sumY2 = 0;
  let sumYF = 0;
  let sumF = 0;
  let sumFF = 0;
  let hits = 0;
  let triggers = 0;
  for (let a = 0; a < l0; a += 1) {
    for (let b = 0; b < l1; b += 1) {
      for (let k = 0; k < lines; k += 1) p1[k] = c0[a * lines + k]! + c1[b * lines + k]!;
      for (let c = 0; c < l2; c += 1) {
        for (let k = 0; k < lines; k += 1) p2[k] = p1[k]! + c2[c * lines + k]!;
        for (let d = 0; d < l3; d += 1) {
          for (let k = 0; k < lines; k += 1) p3[k] = p2[k]! + c3[d * lines + k]!;
          const scatterPartial = s0[a]! + s1[b]! + s2[c]! + s3[d]!;
          for (let e = 0; e < l4; e += 1) {
            let y = 0;
            const base = e * lines;
            for (let k = 0; k < lines; k += 1) y += payTable[p3[k]! + c4[base + k]!]!;
            const scatterCount = scatterPartial + s4[e]!;
            y += scatterUnits[scatterCount]!;
            const f = award[scatterCount]!;
            sumY += y;
            sumY2 += y * y;
            if (y > 0) hits += 1;
            if (f > 0) {
              triggers += 1;
              sumF += f;
              sumFF += f * (f - 1);
              sumYF += y * f;
            }
          }
        }
      }
    }
  }
  const n = l0 * l1 * l2 * l3 * l4;
  const eY = sumY / n;
  const eY2 = sumY2 / n;
  const eYF = sumYF / n;
  const eF = sumF / n;
  const eFF = sumFF / n;
  const retrigger = model.freeSpins.retrigger;
  const eG = retrigger ? eF : 0;
  const eYG = retrigger ? eYF : 0;
  const eGG = retrigger ? eFF : 0;
  const m = model.freeSpins.multiplier;
  // One free spin and everything it retriggers: V = M Y + sum_{j<=G} V_j.
  const eV = (m * eY) / (1 - eG);
  const eV2 = (m * m * eY2 + 2 * m * eV * eYG + eGG * eV * eV) / (1 - eG);
  // A paid round: X = Y + sum_{j<=F} V_j.
  const eX = eY + eF * eV;
  const eX2 = eY2 + 2 * eYF * eV + eF * eV2 + eFF * eV * eV;
  const variance = eX2 - eX * eX;
  const freeSpinsPerTrigger = triggers === 0 ? 0 : eF / (triggers / n) / (1 - eG);
  return {
    combinations: n,
    rtp: eX / lines,
    stdDev: Math.sqrt(variance) / lines,
    hitFrequency: hits / n,
    triggerProbability: triggers / n,
    freeSpinsPerTrigger,
    baseRtp: eY / lines,
    freeSpinsRtp: (eF * eV) / lines,
  };
}
