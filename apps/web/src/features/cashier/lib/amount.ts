import { amountProblem, formatAmount, parseAmountCents } from '@app/contracts';

export interface AmountLimits {
  minCents: number;
  maxCents: number;
  /** The withdraw screen also checks the balance. */
  balanceCents?: number;
}

/** The i18n key and values of why an amount cannot be sent, or null when it can. */
export function amountError(
  text: string,
  limits: AmountLimits,
): { key: string; values: Record<string, string> } | null {
  const problem = amountProblem(text, limits);
  if (!problem) return null;
  return {
    key: `cashier.errors.${problem}`,
    values: { min: formatAmount(limits.minCents), max: formatAmount(limits.maxCents) },
  };
}

export { parseAmountCents };
