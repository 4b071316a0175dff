import { formatAmount, MINUS_SIGN } from './money.ts';

/**
 * Percentages by the money rule (decision 034): 2 decimals in the member's digits. Beside
 * rules/money.ts rather than in it because only lazy screens show percentages.
 */

/** A percentage from basis points with 2 decimals: 100 -> "1,00%" (pt-BR) / "1.00%" (en-US). */
export function formatPercent(basisPoints: number, locale: string): string {
  const text = formatAmount(Math.abs(basisPoints), locale);
  return basisPoints < 0 ? `${MINUS_SIGN}${text}%` : `${text}%`;
}

/** A percentage from a rate (0.965 -> "96,50%"), rounded to the basis point. */
export function formatRatePercent(rate: number, locale: string): string {
  return formatPercent(Math.round(rate * 10_000), locale);
}
