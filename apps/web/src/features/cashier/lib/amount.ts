import { amountProblem, formatAmount, parseAmountCents } from '@app/contracts';

export interface AmountLimits {
  minCents: number;
  maxCents: number;
  /** The withdraw screen also checks the balance. */
  balanceCents?: number;
}

/** A decimal comma (as Portuguese is written) is the decimal point the server reads. */
export function normalizeAmount(text: string): string {
  const trimmed = text.trim();
  return /^\d+,\d*$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
}

/** The i18n key and values of why an amount cannot be sent, or null when it can. */
export function amountError(
  text: string,
  limits: AmountLimits,
  locale = 'en-GB',
): { key: string; values: Record<string, string> } | null {
  const problem = amountProblem(normalizeAmount(text), limits);
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
