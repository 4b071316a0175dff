/**
 * The one way amounts and percentages are written (spec section 9, decision 034): integer
 * cents shown with exactly 2 decimals in the number style of the member's language, money with
 * the merchant's currency symbol in front. The merchant trades in reais, so Portuguese is
 * Brazilian Portuguese: "R$ 100.000,00" (pt-PT would write "100 000,00" and not group 4 digits).
 * Plain Intl, no library: the header balance formats on the first visit, so this module stays
 * small (it travels in the first screen's chunk); percentages are in ./percent.ts and the
 * reading of typed amounts in ./typed-amount.ts, which only lazy screens load.
 */

/** U+2212: a real minus sign, read as "minus" by screen readers (a hyphen often is not). */
export const MINUS_SIGN = '\u2212';

/**
 * The number locale of a UI language (`pt`, `pt-BR`, `PT`, `en`, `vi`...): pt -> pt-BR,
 * en -> en-US, vi -> vi-VN; anything else reads as the default language, Portuguese.
 */
export function numberLocale(language: string): string {
  const code = language.slice(0, 2).toLowerCase();
  return code === 'en' ? 'en-US' : code === 'vi' ? 'vi-VN' : 'pt-BR';
}

/**
 * The bare figure: 2 decimals in the locale's separators, a hyphen for negatives (server
 * messages and logs; screens use formatMoney / formatPercent).
 */
export function formatAmount(cents: number, locale = 'en-US'): string {
  const separators = SEPARATORS[locale];
  if (!separators || !Number.isSafeInteger(cents) || Object.is(cents, -0)) {
    return intlAmount(locale).format(cents / 100);
  }
  const [group, decimal] = separators;
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, group);
  return `${cents < 0 ? '-' : ''}${whole}${decimal}${digits.slice(-2)}`;
}

/**
 * The grouping and decimal separators of the site's three number locales, written out so the
 * first screen does not build an Intl.NumberFormat: the first one in a page loads the locale's
 * data, about 36 ms of main thread on this machine and four times that on a cheap phone. A test
 * holds these to Intl's output; any other locale still goes through Intl.
 */
const SEPARATORS: Record<string, readonly [group: string, decimal: string]> = {
  'pt-BR': ['.', ','],
  'vi-VN': ['.', ','],
  'en-US': [',', '.'],
};

const intlFormats = new Map<string, Intl.NumberFormat>();
function intlAmount(locale: string): Intl.NumberFormat {
  let format = intlFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    intlFormats.set(locale, format);
  }
  return format;
}

/** How a screen writes money: the merchant's symbol and the number locale of the language. */
export interface MoneyFormat {
  /** The merchant's currency symbol ("R$"); empty while the settings load. */
  symbol: string;
  /** A number locale (see numberLocale). */
  locale: string;
}

/** "R$ 1.234,56"; negatives "−R$ 2,50" with a real minus sign. */
export function formatMoney(cents: number, { symbol, locale }: MoneyFormat): string {
  const amount = formatAmount(Math.abs(cents), locale);
  const text = symbol ? `${symbol} ${amount}` : amount;
  return cents < 0 ? `${MINUS_SIGN}${text}` : text;
}
