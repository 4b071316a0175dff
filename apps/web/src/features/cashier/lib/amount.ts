import {
  amountProblem,
  formatAmount,
  normalizeTypedAmount,
  parseAmountCents,
} from '@app/contracts';

export interface AmountLimits {
  minCents: number;
  maxCents: number;
  /** The withdraw screen also checks the balance. */
  balanceCents?: number;
}

/**
 * The typed amount as the server reads it ("1.234,50" and "1,234.50" -> "1234.50"); text that
 * is no amount stays as typed, for amountProblem to refuse.
 */
export function normalizeAmount(text: string, locale?: string): string {
  return normalizeTypedAmount(text, locale) ?? text.trim();
}

/** The i18n key and values of why an amount cannot be sent, or null when it can. */
export function amountError(
  text: string,
  limits: AmountLimits,
  locale = 'en-US',
): { key: string; values: Record<string, string> } | null {
  const problem = amountProblem(normalizeAmount(text, locale), limits);
  if (!problem) return null;
  return {
    key: `cashier.errors.${problem}`,
    values: {
      min: formatAmount(limits.minCents, locale),
      max: formatAmount(limits.maxCents, locale),
    },
  };
}

export { parseAmountCents };
