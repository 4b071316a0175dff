import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import mainEn from '../../../i18n/locales/en.json';
import en from './en.json';
import pt from './pt.json';
import vi from './vi.json';
import './texts.ts';

function keys(object: object, prefix = ''): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('records texts', () => {
  it('has the same keys in English and Portuguese, none shadowing the entry texts', () => {
    // Portuguese plurals have a "many" form (a million) that English lacks.
    const ptKeys = keys(pt).filter((key) => !key.endsWith('_many'));
    expect(ptKeys.sort()).toEqual(keys(en).sort());
    expect(keys(pt).filter((key) => key.endsWith('_many'))).toEqual([
      'records.games.totals_many',
      'records.account.totals_many',
    ]);
    const entry = new Set(keys(mainEn));
    expect(keys(en).filter((key) => entry.has(key))).toEqual([]);
  });

  it('has Vietnamese for every English key', () => {
    expect(keys(vi).sort()).toEqual(keys(en).sort());
  });

  it('joins PT at once and EN when English loads, plurals included', async () => {
    const ptT = i18n.getFixedT('pt');
    expect(ptT('records.games.totals', { count: 1 })).toBe('Totais de 1 rodada mostrada');
    expect(ptT('records.games.totals', { count: 1_000_000 })).toBe(
      'Totais de 1000000 rodadas mostradas',
    );
    await i18n.loadLanguages(['en']);
    expect(i18n.getFixedT('en')('records.account.totals', { count: 3 })).toBe(
      'Totals of 3 entries shown',
    );
  });
});
