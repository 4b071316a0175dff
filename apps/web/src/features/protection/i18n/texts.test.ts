import { describe, expect, it } from 'vitest';
import mainEn from '../../../i18n/locales/en.json';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';
import checkEn from './reality-check.en.json';
import checkPt from './reality-check.pt.json';
import checkVi from './reality-check.vi.json';

function keys(object: object, prefix = ''): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('protection texts', () => {
  it('has the same keys in the three languages, none shadowing the entry texts', () => {
    const entry = new Set(keys(mainEn));
    for (const [a, b, c] of [
      [pt, en, vi],
      [checkPt, checkEn, checkVi],
    ] as const) {
      expect(keys(a).sort()).toEqual(keys(b).sort());
      expect(keys(c).sort()).toEqual(keys(b).sort());
      expect(keys(b).filter((key) => entry.has(key))).toEqual([]);
    }
  });
});
