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

describe('identity texts', () => {
  it('has the same keys in PT, EN and VI, none shadowing the entry texts', () => {
    expect(keys(en).sort()).toEqual(keys(pt).sort());
    expect(keys(vi).sort()).toEqual(keys(pt).sort());
    const entry = new Set(keys(mainEn));
    expect(keys(en).filter((key) => entry.has(key))).toEqual([]);
  });
});
