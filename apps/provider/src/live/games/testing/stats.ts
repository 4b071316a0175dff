/**
 * Test-only statistics for the live-game tests. Critical values are the 99.9% points of the
 * chi-square distribution; a fixed seed makes each test deterministic, the threshold only
 * says the seeded stream is not visibly skewed.
 */

/** Pearson's statistic of observed counts against expected counts. */
export function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, count, i) => {
    const e = expected[i]!;
    return sum + ((count - e) * (count - e)) / e;
  }, 0);
}

/** chi-square 99.9% quantiles by degrees of freedom. */
export const CHI_SQUARE_999: Readonly<Record<number, number>> = {
  3: 16.27,
  5: 20.52,
  12: 32.91,
  15: 37.7,
  36: 67.99,
  51: 87.97,
  79: 123.59,
};

/** The mean of a sample and its standard error. */
export function meanAndError(
  sum: number,
  squares: number,
  n: number,
): { mean: number; se: number } {
  const mean = sum / n;
  return { mean, se: Math.sqrt((squares / n - mean * mean) / n) };
}
