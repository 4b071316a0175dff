import { expect } from 'vitest';
import mainEn from '../i18n/locales/en.json';

function keys(object: object, prefix = ''): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

// Vietnamese has one plural form: its count keys are only `_zero` and `_other`.
const singular = (key: string) => key.replace(/_(zero|one|other)$/, '');

/**
 * A lazy screen's text sets: the same texts in Portuguese, English and Vietnamese (plural forms
 * aside), and none shadowing a text of the entry's set.
 */
export function expectMatchingTextSets(sets: { pt: object; en: object; vi: object }): void {
  expect(keys(sets.pt).sort()).toEqual(keys(sets.en).sort());
  expect([...new Set(keys(sets.vi).map(singular))].sort()).toEqual(
    [...new Set(keys(sets.en).map(singular))].sort(),
  );
  const entry = new Set(keys(mainEn));
  expect(keys(sets.en).filter((key) => entry.has(key))).toEqual([]);
}
