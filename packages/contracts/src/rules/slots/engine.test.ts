import { describe, expect, it } from 'vitest';
import {
  drawRoundStops,
  drawRoundStopsSync,
  evaluateLine,
  evaluateSpin,
  reelStops,
  verifyRound,
  visibleGrid,
} from './engine.ts';
import { roundSeedHash } from './fair.ts';
import { slotModel, SLOT_MODELS } from './models.ts';
import { describeModel } from './describe.ts';

const low = slotModel('low');
const medium = slotModel('medium');
const high = slotModel('high');
const [L1, L2, , , H1, , H3, W, S] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const SERVER_SEED = 'recorded-server-seed-0001';
const CLIENT_SEED = 'member-client-seed';

describe('line evaluation', () => {
  it('pays runs from the left, the wild substituting for any symbol but the scatter', () => {
    expect(evaluateLine(low, [L1, L1, L1, L2, L2])).toEqual({ symbol: L1, count: 3, pay: 6 });
    expect(evaluateLine(low, [L1, W, L1, W, L2])).toEqual({ symbol: L1, count: 4, pay: 12 });
    expect(evaluateLine(low, [W, W, H3, H3, H3])).toEqual({ symbol: H3, count: 5, pay: 250 });
    expect(evaluateLine(low, [L2, L1, L1, L1, L1])).toMatchObject({ pay: 0 });
    expect(evaluateLine(low, [W, W, S, S, S])).toMatchObject({ pay: 0 });
    expect(evaluateLine(low, [S, S, S, L1, L1])).toMatchObject({ pay: 0 });
  });

  it('pays the better of the wild run and the substituted run', () => {
    // 4 wilds (150) beat 5 x low1 (30).
    expect(evaluateLine(low, [W, W, W, W, L1])).toEqual({ symbol: W, count: 4, pay: 150 });
    // 3 wilds (50) lose to 5 x high3 (250).
    expect(evaluateLine(low, [W, W, W, H3, H3])).toEqual({ symbol: H3, count: 5, pay: 250 });
    expect(evaluateLine(high, [W, W, W, W, W])).toEqual({ symbol: W, count: 5, pay: 2500 });
    expect(evaluateLine(high, [H1, W, H1, L1, L1])).toEqual({ symbol: H1, count: 3, pay: 30 });
  });
});

describe('rounds', () => {
  it('recomputes recorded rounds from their seeds (same seeds, same stops, same payout)', async () => {
    expect(await reelStops(low, SERVER_SEED, CLIENT_SEED, 0)).toEqual({
      base: [4, 5, 22, 21, 18],
      freeSpins: [],
    });
    const plain = await verifyRound(low, SERVER_SEED, CLIENT_SEED, 0, 100);
    expect(plain.totalWinCents).toBe(60);
    expect(plain.base.lineWins).toEqual([{ line: 6, symbol: L1, count: 3, pay: 6 }]);

    const withFeature = await verifyRound(medium, SERVER_SEED, CLIENT_SEED, 64, 100);
    expect(withFeature.base.stops).toEqual([11, 24, 23, 25, 17]);
    expect(withFeature.base.scatterCount).toBe(3);
    expect(withFeature.freeSpins).toHaveLength(10);
    expect(withFeature.totalWinCents).toBe(3520);
    const again = await verifyRound(medium, SERVER_SEED, CLIENT_SEED, 64, 100);
    expect(again).toEqual(withFeature);
  });

  it('changes with the client seed, the nonce and the server seed', async () => {
    const reference = await reelStops(high, SERVER_SEED, CLIENT_SEED, 5);
    expect(await reelStops(high, SERVER_SEED, `${CLIENT_SEED}x`, 5)).not.toEqual(reference);
    expect(await reelStops(high, SERVER_SEED, CLIENT_SEED, 6)).not.toEqual(reference);
    expect(await reelStops(high, `${SERVER_SEED}x`, CLIENT_SEED, 5)).not.toEqual(reference);
    expect(await roundSeedHash(SERVER_SEED)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('pays linearly in the bet; the stops never see the bet', async () => {
    const stops = await reelStops(medium, SERVER_SEED, CLIENT_SEED, 64);
    const unit = evaluateSpin(medium, stops, 10);
    for (const bet of [10, 100, 250, 12_340]) {
      const result = evaluateSpin(medium, stops, bet);
      expect(result.totalUnits).toBe(unit.totalUnits);
      expect(result.totalWinCents).toBe((unit.totalWinCents * bet) / 10);
    }
    expect(() => evaluateSpin(medium, stops, 15)).toThrow(RangeError);
    expect(() => evaluateSpin(medium, stops, 0)).toThrow(RangeError);
  });

  it('refuses stops that do not match the free spins awarded, or lie outside a reel', async () => {
    const stops = await reelStops(medium, SERVER_SEED, CLIENT_SEED, 64);
    expect(() =>
      evaluateSpin(medium, { ...stops, freeSpins: stops.freeSpins.slice(1) }, 100),
    ).toThrow();
    expect(() =>
      evaluateSpin(medium, { base: stops.base, freeSpins: [...stops.freeSpins, stops.base] }, 100),
    ).toThrow();
    expect(() => visibleGrid(medium, [0, 0, 0, 0, 999])).toThrow(RangeError);
  });

  it('draws the same stops from the same words, sync or async', async () => {
    const source = () => {
      let state = 12345;
      return (n: number) => {
        state = (state * 1103515245 + 12345) % 2 ** 31;
        return state % n;
      };
    };
    for (const model of SLOT_MODELS) {
      expect(await drawRoundStops(model, source())).toEqual(drawRoundStopsSync(model, source()));
    }
  });

  it('describes the paytable and rules', () => {
    const description = describeModel(high);
    expect(description.betStep).toBe(10);
    expect(description.paytable[0]).toEqual({
      symbol: 'wild',
      kind: 'wild',
      pays: [
        { count: 3, pay: 100 },
        { count: 4, pay: 500 },
        { count: 5, pay: 2500 },
      ],
    });
    expect(description.paytable.some((row) => row.kind === 'scatter')).toBe(false);
    expect(description.freeSpins).toEqual({
      awards: [
        { count: 3, spins: 10 },
        { count: 4, spins: 15 },
        { count: 5, spins: 20 },
      ],
      multiplier: 3,
      retrigger: true,
    });
    expect(description.rtp).toBeGreaterThan(0.94);
  });
});

/** Regularised upper incomplete gamma Q(a, x): the chi-square p-value is Q(df / 2, chi2 / 2). */
function upperGammaQ(a: number, x: number): number {
  const lnGamma = (z: number): number => {
    const g = [
      676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
      12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
    ];
    let sum = 0.99999999999980993;
    const zz = z - 1;
    g.forEach((c, i) => (sum += c / (zz + i + 1)));
    const t = zz + g.length - 0.5;
    return 0.5 * Math.log(2 * Math.PI) + (zz + 0.5) * Math.log(t) - t + Math.log(sum);
  };
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500; n += 1) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  // Lentz continued fraction.
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < 1e-300 ? 1e-300 : d;
    c = b + an / c;
    c = Math.abs(c) < 1e-300 ? 1e-300 : c;
    d = 1 / d;
    h *= d * c;
  }
  return front * h;
}

describe('reel-stop uniformity over HMAC-derived rounds', () => {
  it('the chi-square helper matches known critical values', () => {
    expect(upperGammaQ(12, 51.179 / 2)).toBeCloseTo(0.001, 4); // df 24
    expect(upperGammaQ(1, 5.991 / 2)).toBeCloseTo(0.05, 3); // df 2
    expect(upperGammaQ(0.5, 3.841 / 2)).toBeCloseTo(0.05, 3); // df 1
  });

  it('20,000 rounds: every reel of every model passes chi-square at p > 0.001', async () => {
    const rounds = 20_000;
    const smallest: string[] = [];
    for (const model of SLOT_MODELS) {
      let minP = 1;
      const counts = model.strips.map((strip) => new Array<number>(strip.length).fill(0));
      for (let nonce = 0; nonce < rounds; nonce += 1) {
        const { base } = await reelStops(model, `uniformity-${model.id}`, 'client', nonce);
        base.forEach((stop, reel) => (counts[reel]![stop]! += 1));
      }
      counts.forEach((bins) => {
        const expected = rounds / bins.length;
        const chi2 = bins.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
        const p = upperGammaQ((bins.length - 1) / 2, chi2 / 2);
        expect(p).toBeGreaterThan(0.001);
        minP = Math.min(minP, p);
      });
      smallest.push(`${model.id} ${minP.toFixed(4)}`);
    }
    console.info(`chi-square, smallest p-value of the 5 reels: ${smallest.join(', ')}`);
  }, 60_000);
});
