/**
 * Reading amounts people type (decision 034), the other half of rules/money.ts: its own module
 * because only the lazy forms use it, and rules/money.ts travels with the first screen.
 */

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
