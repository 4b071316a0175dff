/**
 * The one way amounts and percentages are written (spec section 9, decision 034): integer
 * cents shown with exactly 2 decimals in the number style of the member's language, money with
 * the merchant's currency symbol in front. The merchant trades in reais, so Portuguese is
 * Brazilian Portuguese: "R$ 100.000,00" (pt-PT would write "100 000,00" and not group 4 digits).
 * Plain Intl, no library: the header balance formats on the first visit.
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

// Building a NumberFormat costs far more than using one, and long lists format every row.
const formats = new Map<string, Intl.NumberFormat>();

function twoDecimals(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

/**
 * The bare figure: 2 decimals in the locale's separators, a hyphen for negatives (server
 * messages and logs; screens use formatMoney / formatPercent).
 */
export function formatAmount(cents: number, locale = 'en-US'): string {
  return twoDecimals(locale).format(cents / 100);
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

/** Movements (net, ledger, results): + for money in, − for money out, no sign for zero. */
export function formatSignedMoney(cents: number, format: MoneyFormat): string {
  return cents > 0 ? `+${formatMoney(cents, format)}` : formatMoney(cents, format);
}

/** A percentage from basis points with 2 decimals: 100 -> "1,00%" (pt-BR) / "1.00%" (en-US). */
export function formatPercent(basisPoints: number, locale: string): string {
  const text = formatAmount(Math.abs(basisPoints), locale);
  return basisPoints < 0 ? `${MINUS_SIGN}${text}%` : `${text}%`;
}

/** A percentage from a rate (0.965 -> "96,50%"), rounded to the basis point. */
export function formatRatePercent(rate: number, locale: string): string {
  return formatPercent(Math.round(rate * 10_000), locale);
}

const PLAIN = /^\d+(?:[.,]\d{1,2})?$/;
const GROUPED = /^\d{1,3}(?<group>[.,])\d{3}(?:\k<group>\d{3})*(?:(?!\k<group>)[.,]\d{1,2})?$/;
/** One mark and 3 digits: "1.234" is 1234 in pt-BR and 1.234 (3 decimals) in en-US. */
const AMBIGUOUS = /^\d{1,3}[.,]\d{3}$/;

/**
 * A typed amount in the plain form the server reads ("1234.50"), or null when it is not an
 * amount. People type what they see on the screens, in any of the site's languages: "1234,5",
 * "1234.50", "1.234,50", "1,234.50", "1 234,50". A mark followed by 1 or 2 digits at the end
 * is the decimal mark; any other must group thousands by threes. A lone mark before 3 digits
 * ("1.234") is read by the number locale the member sees (pt-BR and vi-VN group with dots,
 * en-US with commas), and refused without one rather than guessed.
 */
export function normalizeTypedAmount(text: string, locale?: string): string | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (PLAIN.test(compact)) return compact.replace(',', '.');
  const grouped = GROUPED.exec(compact);
  if (!grouped) return null;
  const group = grouped.groups?.group ?? '';
  if (AMBIGUOUS.test(compact) && group !== groupMark(locale)) return null;
  return compact.replaceAll(group, '').replace(',', '.');
}

function groupMark(locale: string | undefined): string | null {
  if (!locale) return null;
  return locale.toLowerCase().startsWith('en') ? ',' : '.';
}
