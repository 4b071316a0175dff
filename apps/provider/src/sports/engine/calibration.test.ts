import { describe, expect, it } from 'vitest';
import { seededDraw } from '../../engines/testing/seeded-draw.ts';
import { simulateMatch, stateAt } from './match.ts';
import type { Strength } from './model.ts';
import { matchOutlook, priceMarkets } from './odds.ts';
import type { Market, PricingState } from './odds.ts';
import { SPORT_CODES, getSport } from './sports.ts';
import type { Score, SportCode } from './sports.ts';

/**
 * The prices come from the same model as the match engine: simulated results must match the
 * probabilities the odds imply. Seeds are fixed, so each check is deterministic; the thresholds
 * are 0.1% chi-square quantiles (or 4 standard errors), loose enough for any seed yet far below
 * the bias a different model would show (a 2% error in a 1X2 probability is chi-square ~40 at
 * 10,000 matches).
 */

const PRE: PricingState = { score: { home: 0, away: 0 }, elapsedFraction: 0 };
/** Chi-square 99.9% quantiles by degrees of freedom. */
const CHI2_999: Record<number, number> = { 1: 10.83, 2: 13.82, 3: 16.27, 4: 18.47, 5: 20.52 };

function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((s, o, i) => s + (o - expected[i]!) ** 2 / expected[i]!, 0);
}

/** A market's implied probabilities with the margin removed (divided by their sum). */
function deMargined(market: Market): Map<string, number> {
  const implied = market.selections.map((s) => 100 / s.oddsHundredths);
  const sum = implied.reduce((a, b) => a + b, 0);
  return new Map(market.selections.map((s, i) => [s.code, implied[i]! / sum]));
}

function resultCode(sport: SportCode, score: Score): string {
  if (score.home > score.away) return '1';
  if (score.home < score.away) return '2';
  if (!getSport(sport).drawPossible) throw new Error('a level final score');
  return 'X';
}

function finals(sport: SportCode, strength: Strength, n: number, seed: number): Score[] {
  const draw = seededDraw(seed);
  return Array.from({ length: n }, () => simulateMatch(sport, strength, draw).final);
}

describe('pre-match odds match the simulated results', () => {
  it('football 1X2: chi-square over 10,000 matches for three pairings', () => {
    const pairings: Strength[] = [
      { home: 75, away: 75 },
      { home: 90, away: 60 },
      { home: 60, away: 88 },
    ];
    pairings.forEach((strength, k) => {
      const market = priceMarkets('football', strength, PRE).find((m) => m.code === '1X2')!;
      const implied = deMargined(market);
      const counts = new Map<string, number>([
        ['1', 0],
        ['X', 0],
        ['2', 0],
      ]);
      const n = 10_000;
      for (const score of finals('football', strength, n, 100 + k)) {
        const code = resultCode('football', score);
        counts.set(code, counts.get(code)! + 1);
      }
      const codes = ['1', 'X', '2'];
      const observed = codes.map((c) => counts.get(c)!);
      const expected = codes.map((c) => implied.get(c)! * n);
      expect(chiSquare(observed, expected)).toBeLessThan(CHI2_999[2]!);
      for (const c of codes)
        expect(Math.abs(counts.get(c)! / n - implied.get(c)!)).toBeLessThan(0.02);
    });
  });

  it('every sport: the result, total and handicap markets, and the set-score grid', () => {
    const strength: Strength = { home: 82, away: 71 };
    for (const sport of SPORT_CODES) {
      const n = sport === 'basketball' || sport === 'volleyball' ? 4_000 : 6_000;
      const results = finals(sport, strength, n, 200 + SPORT_CODES.indexOf(sport));
      const markets = priceMarkets(sport, strength, PRE);
      for (const market of markets) {
        if (market.code === 'CORRECT_SCORE' && market.selections.length > 8) continue; // below
        const implied = deMargined(market);
        const counts = new Map(market.selections.map((s) => [s.code, 0]));
        for (const score of results) {
          // Exactly one selection wins (half lines): count it.
          const won = market.selections.find((s) => {
            switch (market.code) {
              case '1X2':
              case 'ML':
                return s.code === resultCode(sport, score);
              case 'TOTAL':
                return score.home + score.away > market.line! === (s.code === 'OVER');
              case 'HANDICAP':
                return score.home + market.line! > score.away === (s.code === 'HOME');
              default:
                return s.code === `${score.home}-${score.away}`;
            }
          })!;
          counts.set(won.code, counts.get(won.code)! + 1);
        }
        const observed = market.selections.map((s) => counts.get(s.code)!);
        const expected = market.selections.map((s) => implied.get(s.code)! * n);
        const statistic = chiSquare(observed, expected);
        expect(statistic, `${sport} ${market.code} ${market.line ?? ''}`).toBeLessThan(
          CHI2_999[market.selections.length - 1]!,
        );
      }
    }
  });

  it('football correct score: the 0-0..4-4 grid and OTHER (cells under 5 expected pooled)', () => {
    const strength: Strength = { home: 80, away: 70 };
    const n = 10_000;
    const outlook = matchOutlook('football', strength, PRE);
    const counts = new Map(outlook.correctScore!.map((c) => [c.code, 0]));
    for (const score of finals('football', strength, n, 300)) {
      const code = score.home <= 4 && score.away <= 4 ? `${score.home}-${score.away}` : 'OTHER';
      counts.set(code, counts.get(code)! + 1);
    }
    const observed: number[] = [];
    const expected: number[] = [];
    let pooledObserved = 0;
    let pooledExpected = 0;
    for (const { code, probability } of outlook.correctScore!) {
      if (probability * n < 5) {
        pooledObserved += counts.get(code)!;
        pooledExpected += probability * n;
      } else {
        observed.push(counts.get(code)!);
        expected.push(probability * n);
      }
    }
    if (pooledExpected > 0) {
      observed.push(pooledObserved);
      expected.push(pooledExpected);
    }
    // df = cells - 1; 99.9% quantile of chi-square with up to 25 df is at most 52.6.
    expect(observed.length).toBeGreaterThan(15);
    expect(chiSquare(observed, expected)).toBeLessThan(52.6);
  });
});

describe('in-play odds match the simulated results', () => {
  it('every sport: predicted home-win chances from random live states are calibrated', () => {
    for (const sport of SPORT_CODES) {
      const draw = seededDraw(400 + SPORT_CODES.indexOf(sport));
      const n = sport === 'basketball' ? 1_200 : 2_000;
      // Ten bins of predicted probability: observed wins within 4 SE of the predicted sum.
      const predicted = new Array<number>(10).fill(0);
      const variance = new Array<number>(10).fill(0);
      const observed = new Array<number>(10).fill(0);
      let overPredicted = 0;
      let overVariance = 0;
      let overObserved = 0;
      for (let i = 0; i < n; i += 1) {
        const strength = { home: 55 + draw(41), away: 55 + draw(41) };
        const t = simulateMatch(sport, strength, draw);
        // A time drawn independently of how the match goes (not from its own duration, which
        // would sample 3-0 sweeps' third sets more often than 3-2 thrillers'); ended: skipped.
        const state = stateAt(t, sport, draw(t.regulationMs));
        if (state.phase === 'ended') continue;
        const outlook = matchOutlook(sport, strength, state);
        const p = outlook.result.home;
        const bin = Math.min(9, Math.floor(p * 10));
        predicted[bin]! += p;
        variance[bin]! += p * (1 - p);
        if (t.final.home > t.final.away) observed[bin]! += 1;
        // The main total from the same state.
        const total = priceMarkets(sport, strength, state).find((m) => m.code === 'TOTAL');
        if (total) {
          const q = outlook.total.p.reduce(
            (s, x, k) => s + (outlook.total.min + k > total.line! ? x : 0),
            0,
          );
          overPredicted += q;
          overVariance += q * (1 - q);
          if (t.final.home + t.final.away > total.line!) overObserved += 1;
        }
      }
      for (let bin = 0; bin < 10; bin += 1) {
        if (variance[bin]! < 1) continue;
        expect(Math.abs(observed[bin]! - predicted[bin]!), `${sport} bin ${bin}`).toBeLessThan(
          4 * Math.sqrt(variance[bin]!) + 1,
        );
      }
      expect(Math.abs(overObserved - overPredicted), `${sport} totals`).toBeLessThan(
        4 * Math.sqrt(overVariance) + 1,
      );
    }
  });
});

describe('a different model would fail these checks', () => {
  it('detects a 3-point error in the home-win probability', () => {
    // The chi-square of the first test, against probabilities shifted by 3 points.
    const strength: Strength = { home: 75, away: 75 };
    const o = matchOutlook('football', strength, PRE).result;
    const n = 10_000;
    const counts = [0, 0, 0];
    for (const score of finals('football', strength, n, 100)) {
      counts[score.home > score.away ? 0 : score.home === score.away ? 1 : 2]! += 1;
    }
    const wrong = [o.home + 0.03, o.draw, o.away - 0.03].map((p) => p * n);
    expect(chiSquare(counts, wrong)).toBeGreaterThan(CHI2_999[2]!);
  });
});
