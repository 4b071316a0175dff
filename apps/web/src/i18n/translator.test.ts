import { describe, expect, it, vi } from 'vitest';
import { Translator, type Texts } from './translator.ts';

const PT: Texts = {
  header: { login: 'Entrar', welcome: 'Olá, {{name}}' },
  errors: { 'below.min': 'Mínimo {{min}}' },
  unread_one: '{{count}} não lida',
  unread_other: '{{count}} não lidas',
  onlyPortuguese: 'Só em português',
};
const EN: Texts = {
  header: { login: 'Login', welcome: 'Hello, {{name}}' },
  unread_zero: 'No unread',
  unread_one: '{{count}} unread',
  unread_other: '{{count}} unread',
  onlyEnglish: 'English only',
};
const VI: Texts = { header: { login: 'Đăng nhập' }, unread_other: '{{count}} chưa đọc' };

function translator(
  load = vi.fn(async (language: string) => ({ en: EN, vi: VI })[language] ?? {}),
) {
  const i18n = new Translator({
    language: 'pt',
    bundled: { pt: PT },
    fallbacks: { vi: ['en', 'pt'], default: ['pt'] },
    load,
  });
  return { i18n, load };
}

describe('Translator', () => {
  it('reads nested keys, keys with a dot in them, and fills placeholders', () => {
    const { i18n } = translator();
    expect(i18n.t('header.login')).toBe('Entrar');
    expect(i18n.t('header.welcome', { name: 'Ana' })).toBe('Olá, Ana');
    expect(i18n.t('errors.below.min', { min: 'R$ 10,00' })).toBe('Mínimo R$ 10,00');
    // A value left out stays visible as its placeholder.
    expect(i18n.t('header.welcome')).toBe('Olá, {{name}}');
  });

  it('answers a missing key with its default value, or the key itself', () => {
    const { i18n } = translator();
    expect(i18n.t('nowhere.toBeFound', { defaultValue: 'Pix' })).toBe('Pix');
    expect(i18n.t('nowhere.toBeFound')).toBe('nowhere.toBeFound');
    expect(i18n.t('header')).toBe('header'); // a group, not a text
    expect(i18n.exists('header.login')).toBe(true);
    expect(i18n.exists('header')).toBe(false);
  });

  it('picks the plural form by the language rules, with _zero for none where a set has it', async () => {
    const { i18n } = translator();
    // Portuguese counts 0 and 1 as one.
    expect(i18n.t('unread', { count: 0 })).toBe('0 não lida');
    expect(i18n.t('unread', { count: 1 })).toBe('1 não lida');
    expect(i18n.t('unread', { count: 2 })).toBe('2 não lidas');
    await i18n.changeLanguage('en');
    expect(i18n.t('unread', { count: 0 })).toBe('No unread');
    expect(i18n.t('unread', { count: 1 })).toBe('1 unread');
    expect(i18n.t('unread', { count: 7 })).toBe('7 unread');
    // Vietnamese has only `other`.
    await i18n.loadLanguages('vi');
    expect(i18n.getFixedT('vi')('unread', { count: 1 })).toBe('1 chưa đọc');
  });

  it('falls back along the chain: VI to EN to PT; EN to PT', async () => {
    const { i18n } = translator();
    await i18n.loadLanguages('vi');
    const t = i18n.getFixedT('vi');
    expect(t('header.login')).toBe('Đăng nhập');
    expect(t('header.welcome', { name: 'Lan' })).toBe('Hello, Lan');
    expect(t('onlyPortuguese')).toBe('Só em português');
    expect(i18n.getFixedT('en')('onlyEnglish')).toBe('English only');
    expect(i18n.t('onlyEnglish')).toBe('onlyEnglish'); // PT does not look at EN
  });

  it('loads a language with its fallbacks, once, before it becomes the language', async () => {
    const { i18n, load } = translator();
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    const first = i18n.changeLanguage('vi');
    const second = i18n.changeLanguage('vi');
    expect(i18n.language).toBe('pt'); // not before its texts are there
    await Promise.all([first, second]);
    expect(i18n.language).toBe('vi');
    expect(load.mock.calls.map(([language]) => language).sort()).toEqual(['en', 'vi']);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledWith('vi');
    await i18n.changeLanguage('en');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries a failed load again on the next change', async () => {
    const load = vi
      .fn<(language: string) => Promise<Texts>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(EN);
    const { i18n } = translator(load);
    await expect(i18n.changeLanguage('en')).rejects.toThrow('chunk failed');
    expect(i18n.language).toBe('pt');
    await i18n.changeLanguage('en');
    expect(i18n.t('header.login')).toBe('Login');
  });

  it('adds a set without replacing texts already there, and never changes the set passed in', () => {
    const { i18n } = translator();
    const later: Texts = { header: { login: 'Replaced', logout: 'Sair' } };
    i18n.addTexts('pt', later);
    expect(i18n.t('header.login')).toBe('Entrar');
    expect(i18n.t('header.logout')).toBe('Sair');
    i18n.addTexts('pt', { header: { extra: 'Extra' } });
    expect(later).toEqual({ header: { login: 'Replaced', logout: 'Sair' } });
    expect(PT.header).toEqual({ login: 'Entrar', welcome: 'Olá, {{name}}' });
  });

  it('tells when a language first has texts, so screens can add theirs', async () => {
    const { i18n } = translator();
    const added = vi.fn();
    i18n.on('added', added);
    await i18n.loadLanguages('en');
    i18n.addTexts('en', { more: 'More' });
    expect(added.mock.calls).toEqual([['en']]);
    expect(i18n.hasTexts('en')).toBe(true);
    expect(i18n.hasTexts('vi')).toBe(false);
    i18n.off('added', added);
    await i18n.loadLanguages('vi');
    expect(added).toHaveBeenCalledTimes(1);
  });

  it('hands out one function per language, so hook dependencies stay stable', () => {
    const { i18n } = translator();
    expect(i18n.getFixedT('pt')).toBe(i18n.getFixedT('pt'));
    expect(i18n.getFixedT('pt')).not.toBe(i18n.getFixedT('en'));
  });
});
