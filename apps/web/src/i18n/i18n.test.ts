import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import pt from './locales/pt.json';
import vi from './locales/vi.json';
import { i18n, toApiLanguage } from './index.ts';

function keys(object: object, prefix = ''): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('i18n', () => {
  it('has the same keys in English and Portuguese', () => {
    expect(keys(pt).sort()).toEqual(keys(en).sort());
  });

  it('defaults to Portuguese', () => {
    expect(i18n.language).toBe('pt');
    expect(i18n.t('header.login')).toBe('Entrar');
  });

  it('the Vietnamese set covers the lottery words and falls back to English', async () => {
    await i18n.loadLanguages(['vi', 'en']);
    expect(keys(vi.lottery).sort()).toEqual(keys(en.lottery).sort());
    const t = i18n.getFixedT('vi');
    expect(t('lottery.playNow')).toBe('Chơi ngay');
    expect(t('header.login')).toBe('Login');
  });

  it('maps locales to the API language', () => {
    expect(toApiLanguage('pt')).toBe('PT');
    expect(toApiLanguage('en-GB')).toBe('EN');
    expect(toApiLanguage('vi')).toBe('VI');
    expect(toApiLanguage('xx')).toBe('PT');
  });
});
