import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  drawResultSync,
  RESULT_LAYOUT_IDS,
  resultFromBytes,
  type ResultLayout,
} from '@app/contracts';
import type { LayoutCounts, SliceInput, SliceOutput } from './chi-square.worker.ts';

/**
 * Are results uniform? Simulated draws of each layout through the server's own derivation
 * (draws.service drawResult, node:crypto HMAC), seed i = SHA-256 of i, so every run tests the
 * same draws. Each test compares counts with the uniform ones by chi-square at a fixed
 * significance level; a control made without the rejection rule shows the test can fail.
 *
 * Sample size: the bias to catch is the classic one, byte mod 10 without rejection (digits 0-5
 * each 26/256, 6-9 each 25/256), whose non-centrality is 3.66e-4 per draw and digit position.
 * The strictest test, one position of the north layout (df 9, α / 107 ≈ 9.3e-6, critical value
 * about 41), needs λ ≈ 80 to fail such a bias 99 times in 100: 250,000 draws give λ ≈ 92, a
 * power above 99.5 %. `npm run bench:uniformity` runs one million draws of each layout.
 */

const DRAWS = drawCount(process.env.CHI_SQUARE_DRAWS);
const CONTROL_DRAWS = 100_000;
/** Significance of every test (a family of tests shares it, Bonferroni). */
const ALPHA = 0.001;

function drawCount(text: string | undefined): number {
  const draws = Number(text ?? 250_000);
  if (!Number.isInteger(draws) || draws < 250_000) {
    throw new Error(`CHI_SQUARE_DRAWS must be an integer of at least 250000 (power), not ${text}`);
  }
  return draws;
}

// ---- Chi-square distribution: upper tail through the regularized incomplete gamma function.

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9): about 15 significant digits for x > 0.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i += 1) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Q(a, x) = Γ(a, x) / Γ(a): series below a + 1, continued fraction above (Numerical Recipes). */
function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-15; n += 1) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return front * h;
}

/** P(X >= statistic) for a chi-square variable with `df` degrees of freedom. */
function chiSquarePValue(statistic: number, df: number): number {
  return upperGammaQ(df / 2, statistic / 2);
}

/** Pearson's statistic of observed counts against equal expected counts, and its p-value. */
function uniformity(counts: readonly number[]): { statistic: number; p: number; total: number } {
  const total = counts.reduce((sum, n) => sum + n, 0);
  const expected = total / counts.length;
  const statistic = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
  return { statistic, p: chiSquarePValue(statistic, counts.length - 1), total };
}

// ---- The simulation, split over worker threads.

function runSlice(input: SliceInput): Promise<SliceOutput> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./chi-square.worker.ts', import.meta.url), {
      workerData: input,
    });
    worker.once('message', (output: SliceOutput) => resolve(output));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`chi-square worker exited with ${code}`));
    });
  });
}

function addInto(target: number[], source: readonly number[]): void {
  source.forEach((n, i) => {
    target[i] = (target[i] ?? 0) + n;
  });
}

describe('uniformity of draw results (chi-square, α = 0.001)', () => {
  let counts: Record<ResultLayout, LayoutCounts>;
  let control: Omit<SliceOutput, 'layouts'>;

  beforeAll(async () => {
    const workers = Math.max(1, Math.min(4, os.availableParallelism()));
    const bound = (total: number, index: number) => Math.round((total * index) / workers);
    const slices = await Promise.all(
      Array.from({ length: workers }, (_, w) =>
        runSlice({
          from: bound(DRAWS, w),
          to: bound(DRAWS, w + 1),
          controlFrom: bound(CONTROL_DRAWS, w),
          controlTo: bound(CONTROL_DRAWS, w + 1),
        }),
      ),
    );
    counts = Object.fromEntries(
      RESULT_LAYOUT_IDS.map((layout) => [layout, { digits: [], lastTwo: [], lastThree: [] }]),
    ) as unknown as Record<ResultLayout, LayoutCounts>;
    control = { unrejected: [], mismatches: 0, skippedBytes: 0 };
    for (const slice of slices) {
      for (const layout of RESULT_LAYOUT_IDS) {
        addInto(counts[layout].digits, slice.layouts[layout].digits);
        addInto(counts[layout].lastTwo, slice.layouts[layout].lastTwo);
        addInto(counts[layout].lastThree, slice.layouts[layout].lastThree);
      }
      addInto(control.unrejected, slice.unrejected);
      control.mismatches += slice.mismatches;
      control.skippedBytes += slice.skippedBytes;
    }
  }, 300_000);

  it('computes chi-square tail probabilities that match the tables', () => {
    // Critical values of standard tables: 27.877 (df 9, 0.001), 16.919 (df 9, 0.05),
    // 148.230 (df 99, 0.001), 1105.917 (df 999, 0.01).
    expect(chiSquarePValue(27.877, 9)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(16.919, 9)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(148.23, 99)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(1105.917, 999)).toBeCloseTo(0.01, 5);
    expect(chiSquarePValue(0, 9)).toBe(1);
  });

  it('skips bytes 250 to 255 and reads the rest as byte mod 10', () => {
    const bytes = Uint8Array.from([250, 251, 252, 253, 254, 255, 0, 19, 249, 255, 7, 8, 9]);
    expect(resultFromBytes('digits5', bytes)).toBe('0,9,9,7,8');
    expect(resultFromBytes('digits5', Uint8Array.from([250, 1, 2, 3, 4]))).toBeNull();
    // A first block of nothing but skipped bytes: the digits come from the next blocks.
    const hmac = (message: string) =>
      message.endsWith(':0') ? new Uint8Array(32).fill(255) : new Uint8Array(32).fill(13);
    expect(drawResultSync({ gameCode: 'X', numero: '1', layout: 'digits5' }, hmac)).toBe(
      '3,3,3,3,3',
    );
    // Rebuilt from the raw HMAC bytes with the rule, 100,000 draws agree with the server's,
    // and skipped bytes did occur among them (about 6 in 256).
    expect(control.mismatches).toBe(0);
    const read = CONTROL_DRAWS * 5 + control.skippedBytes;
    expect(control.skippedBytes / read).toBeGreaterThan(0.02);
    expect(control.skippedBytes / read).toBeLessThan(0.027);
  });

  it('rejects digits made without the rule (byte mod 10 favours 0 to 5): the test can fail', () => {
    const { p, total } = uniformity(control.unrejected);
    expect(total).toBe(CONTROL_DRAWS * 5);
    expect(p).toBeLessThan(1e-9);
  });

  for (const layout of RESULT_LAYOUT_IDS) {
    it(`draws every digit of a ${layout} result uniformly, position by position`, () => {
      const { digits } = counts[layout];
      const positions = digits.length / 10;
      expect(Number.isInteger(positions)).toBe(true);
      const pooled = new Array<number>(10).fill(0);
      for (let position = 0; position < positions; position += 1) {
        const row = digits.slice(position * 10, position * 10 + 10);
        addInto(pooled, row);
        const { p, total } = uniformity(row);
        expect(total, `position ${position}`).toBe(DRAWS);
        expect(p, `position ${position}`).toBeGreaterThan(ALPHA / positions);
      }
      expect(uniformity(pooled).p).toBeGreaterThan(ALPHA);
    });
  }

  for (const layout of ['north', 'south'] as const) {
    it(`gives the ${layout} special prize’s last two and three digits uniformly (de, cang3)`, () => {
      const two = uniformity(counts[layout].lastTwo);
      const three = uniformity(counts[layout].lastThree);
      expect(two.total).toBe(DRAWS);
      expect(three.total).toBe(DRAWS);
      // Two tests per layout share α.
      expect(two.p).toBeGreaterThan(ALPHA / 2);
      expect(three.p).toBeGreaterThan(ALPHA / 2);
    });
  }
});
