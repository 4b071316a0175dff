import { describe, expect, it } from 'vitest';
import mainEn from '../../../i18n/locales/en.json';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';

function keys(object: object, prefix = ''): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

// Vietnamese has one plural form: its count keys are only `_zero` and `_other`.
const singular = (key: string) => key.replace(/_(zero|one|other)$/, '');

describe('tournament texts', () => {
  it('has the same texts in Portuguese, English and Vietnamese, none shadowing the entry texts', () => {
    expect(keys(pt).sort()).toEqual(keys(en).sort());
    expect([...new Set(keys(vi).map(singular))].sort()).toEqual(
      [...new Set(keys(en).map(singular))].sort(),
    );
    const entry = new Set(keys(mainEn));
    expect(keys(en).filter((key) => entry.has(key))).toEqual([]);
  });
});
