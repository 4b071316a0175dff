import { describe, expect, it } from 'vitest';
import { LOTTERY_BET_TYPES, PRIZE_ROW_LABELS, SIZE_PARITY_PICKS } from '@app/contracts';
import { i18n } from '../../i18n/index.ts';
import mainEn from '../../i18n/locales/en.json';
import en from './i18n/en.json';
import pt from './i18n/pt.json';
import vi from './i18n/vi.json';
import './lottery-texts.ts';

function keys(object: object, prefix = ''): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('shared lottery texts', () => {
  it('has the same keys in PT, EN and VI, none shadowing the entry texts', () => {
    expect(keys(pt).sort()).toEqual(keys(en).sort());
    expect(keys(vi).sort()).toEqual(keys(en).sort());
    const entry = new Set(keys(mainEn));
    expect(keys(en).filter((key) => entry.has(key))).toEqual([]);
  });

  it('names every bet type, pick and prize row of the contracts', () => {
    for (const bundle of [pt, en, vi]) {
      expect(Object.keys(bundle.lottery.betType).sort()).toEqual([...LOTTERY_BET_TYPES].sort());
      expect(Object.keys(bundle.lottery.pick).sort()).toEqual([...SIZE_PARITY_PICKS].sort());
      expect(Object.keys(bundle.lottery.prizeRow)).toEqual(PRIZE_ROW_LABELS);
    }
  });

  it('joins the main texts, Vietnamese included', async () => {
    expect(i18n.getFixedT('pt')('lottery.verify.button')).toBe('Verificar');
    expect(i18n.getFixedT('pt')('lottery.playNow')).toBe('Jogar agora');
    await i18n.loadLanguages(['vi', 'en']);
    const t = i18n.getFixedT('vi');
    expect(t('lottery.betType.lo2')).toBe('Lô 2 số');
    expect(t('lottery.pick.big')).toBe('Tài');
    expect(t('lottery.prizeRow.GB')).toBe('Giải đặc biệt');
    expect(t('lottery.playNow')).toBe('Chơi ngay');
  });
});
