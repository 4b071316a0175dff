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

/** A key without its plural suffix: each language has its own plural forms. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const bases = (object: object) => [...new Set(keys(object).map(base))].sort();

describe('betting page texts', () => {
  it('says everything in Portuguese, English and Vietnamese, shadowing no entry text', () => {
    expect(bases(pt)).toEqual(bases(en));
    expect(bases(vi)).toEqual(bases(en));
    const entry = new Set(keys(mainEn));
    expect(keys(en).filter((key) => entry.has(key))).toEqual([]);
  });

  it('gives Vietnamese the one plural form it has, the others theirs', () => {
    const plural = (object: object) => keys(object).filter((key) => base(key) !== key);
    expect(plural(vi).every((key) => key.endsWith('_other'))).toBe(true);
    expect(plural(en).filter((key) => key.endsWith('_one'))).toHaveLength(
      plural(en).filter((key) => key.endsWith('_other')).length,
    );
  });
});
