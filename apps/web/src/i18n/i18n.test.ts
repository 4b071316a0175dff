import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import pt from './locales/pt.json';
import vi from './locales/vi.json';
import { i18n, isLocale, SITE_LOCALES, toApiLanguage } from './index.ts';

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

  it('the Vietnamese set covers every shell text (issue 18), English still its fallback', async () => {
    await i18n.loadLanguages(['vi', 'en']);
    expect(keys(vi).sort()).toEqual(keys(en).sort());
    const t = i18n.getFixedT('vi');
    expect(t('lottery.playNow')).toBe('Chơi ngay');
    expect(t('header.login')).toBe('Đăng nhập');
    expect(t('header.deposit')).toBe('Nạp tiền');
    // A text not in Vietnamese (yet) reads English, not PT.
    i18n.addTexts('en', { probe: { onlyEnglish: 'English only' } });
    expect(t('probe.onlyEnglish')).toBe('English only');
  });

  it('offers the three site languages, each a locale', () => {
    expect(SITE_LOCALES).toEqual(['pt', 'en', 'vi']);
    expect(SITE_LOCALES.every(isLocale)).toBe(true);
    expect(isLocale('fr')).toBe(false);
  });

  it('maps locales to the API language', () => {
    expect(toApiLanguage('pt')).toBe('PT');
    expect(toApiLanguage('en-GB')).toBe('EN');
    expect(toApiLanguage('vi')).toBe('VI');
    expect(toApiLanguage('xx')).toBe('PT');
  });
});
