import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import mainEn from '../../../i18n/locales/en.json';
import en from './en.json';
import pt from './pt.json';
import './texts.ts';

function keys(object: object, prefix = ''): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('accounts texts', () => {
  it('has the same keys in English and Portuguese, none shadowing the entry texts', () => {
    expect(keys(pt).sort()).toEqual(keys(en).sort());
    const entry = new Set(keys(mainEn));
    expect(keys(en).filter((key) => entry.has(key))).toEqual([]);
  });

  it('joins the main texts of PT at once and of EN when English loads', async () => {
    expect(i18n.getFixedT('pt')('auth.loginButton')).toBe('Entrar');
    expect(i18n.getFixedT('pt')('auth.loginTitle')).toBe('Entrar');
    await i18n.loadLanguages(['en']);
    expect(i18n.getFixedT('en')('validation.in_email_incorrect')).toBe(
      en.validation.in_email_incorrect,
    );
    // The entry's own English texts are still there (the backend loaded them, not replaced).
    expect(i18n.getFixedT('en')('header.login')).toBe('Login');
  });
});
