/** Amounts travel as integer cents and show with exactly 2 decimals (spec section 9). */
export function formatAmount(cents: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
