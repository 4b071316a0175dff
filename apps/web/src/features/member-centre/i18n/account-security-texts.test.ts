import { describe, expect, it } from 'vitest';
import mainEn from '../../../i18n/locales/en.json';
import centreEn from './en.json';
import en from './account-security.en.json';
import pt from './account-security.pt.json';
import vi from './account-security.vi.json';

function keys(object: object, prefix = ''): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('account-security texts', () => {
  it('has the same keys in PT, EN and VI, none shadowing other texts', () => {
    expect(keys(en).sort()).toEqual(keys(pt).sort());
    expect(keys(vi).sort()).toEqual(keys(pt).sort());
    const taken = new Set([...keys(mainEn), ...keys(centreEn)]);
    expect(keys(en).filter((key) => taken.has(key))).toEqual([]);
  });
});
