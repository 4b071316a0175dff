/**
 * Game name search text (decision 012). Names and what a member types are both brought to one
 * form: lower case, accents gone (NFD, then every combining mark removed, so "Ceará" and
 * "ceara", "Lưu Đức" and "luu duc" meet), the few letters that do not decompose (Vietnamese đ,
 * and ø, ł, æ, œ, ß) spelled in plain letters, runs of white space made one space. Punctuation
 * stays: "5/36" finds "Lotto 5/36", and "%" or "_" are ordinary characters, never wildcards.
 */

const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  đ: 'd',
  ø: 'o',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
};

const COMBINING_MARKS = /\p{M}+/gu;
const UNDECOMPOSED = /[đøłæœß]/g;

/** At most this many characters of a typed name are searched for. */
export const GAME_NAME_SEARCH_MAX = 64;

export function normaliseGameName(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(UNDECOMPOSED, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Every tail of a normalised name that begins a word: "ceara lotto 5/36" gives "ceara lotto
 * 5/36", "lotto 5/36", "5/36" and "36". A word begins at the start, after a space, and where a
 * letter or digit follows anything else ("pre-match" also gives "match"). A search for term t
 * is then "some tail starts with t": a range of one B-tree index, on either database.
 */
export function wordStartTails(normalised: string): string[] {
  const tails: string[] = [];
  const chars = Array.from(normalised);
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i]!;
    if (char === ' ') continue;
    const previous = chars[i - 1];
    if (
      previous === undefined ||
      previous === ' ' ||
      (WORD_CHAR.test(char) && !WORD_CHAR.test(previous))
    ) {
      tails.push(chars.slice(i).join(''));
    }
  }
  return [...new Set(tails)];
}

/**
 * The smallest string above every string that starts with `prefix` (in code point order, which
 * is UTF-8 byte order): `tail >= prefix AND tail < prefixEnd(prefix)` is "starts with" without
 * LIKE, so nothing the member types can act as a wildcard.
 */
export function prefixEnd(prefix: string): string {
  const chars = Array.from(prefix);
  const last = chars.pop();
  if (last === undefined) throw new Error('empty prefix');
  let next = last.codePointAt(0)! + 1;
  // Skip the surrogate block, which is not a character of its own.
  if (next >= 0xd800 && next <= 0xdfff) next = 0xe000;
  if (next > 0x10ffff) return prefixEnd(chars.join(''));
  return chars.join('') + String.fromCodePoint(next);
}

// The list's constants live here, away from the schemas, so a screen that needs only them does
// not build every schema of the game calls (decision 053).

/** The only page sizes (section 9): 25 search and slot list, 50 game list, 100 vendor list. */
export const GAME_LIST_PAGE_SIZES = [25, 50, 100] as const;

/** The minimum-bet picker (section 5), in currency units; the wire sends them as text. */
export const MIN_BET_OPTIONS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** E-sport game codes (section 9): SPORTS vendors with these codes are e-sports vendors. */
export const ESPORTS_VENDOR_CODES: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
