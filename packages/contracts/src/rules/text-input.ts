/**
 * Control characters no text from outside may carry: C0 except tab, line feed and carriage
 * return (multi-line fields such as feedback keep their line breaks), DEL and C1. A NUL byte
 * is refused by PostgreSQL's text type and silently stored by SQLite; the others have no
 * business in a name, an id or a message and only serve to confuse logs and screens.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const FORBIDDEN_CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when the text holds a forbidden control character. */
export function hasControlCharacter(text: string): boolean {
  return FORBIDDEN_CONTROL_CHARACTER.test(text);
}

/** Deeper than any request we accept: the walk stops there and treats the rest as refused. */
const MAX_DEPTH = 32;

/**
 * Where in a parsed input (a JSON body, a query or path parameters) the first forbidden control
 * character is, in a key or a string value: a path such as `/payee/name` (`''` for the input
 * itself), or null when there is none. Every input of every route goes through this rule
 * before its schema (the server's validator), so no string field can carry one; the path is
 * built only once one is found, so a clean input (nearly all of them) costs the walk alone.
 */
export function controlCharacterPath(value: unknown): string | null {
  const segments = firstControlCharacter(value, 0);
  return segments === null ? null : segments.map((segment) => `/${segment}`).join('');
}

/** The keys and indexes down to the first forbidden character, innermost last; null if none. */
function firstControlCharacter(value: unknown, depth: number): (string | number)[] | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? [] : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return [];
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = firstControlCharacter(value[index], depth + 1);
      if (found !== null) {
        found.unshift(index);
        return found;
      }
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (hasControlCharacter(key)) return [key];
    const found = firstControlCharacter(record[key], depth + 1);
    if (found !== null) {
      found.unshift(key);
      return found;
    }
  }
  return null;
}
