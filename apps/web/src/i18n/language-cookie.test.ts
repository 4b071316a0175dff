import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@app/contracts';
import { changeLocale } from './index.ts';

const cookieLanguage = () => /(?:^|;\s*)language=([^;]*)/.exec(document.cookie)?.[1];

describe('language cookie', () => {
  afterAll(() => changeLocale('pt'));

  it('is set at start-up, so visitors from before the cookie get it too', () => {
    expect(cookieLanguage()).toBe('pt');
  });

  it('follows every language switch, Vietnamese included (the server reads vi content as EN)', async () => {
    await changeLocale('en');
    expect(cookieLanguage()).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    await changeLocale('vi');
    expect(cookieLanguage()).toBe('vi');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    await changeLocale('pt');
    expect(cookieLanguage()).toBe('pt');
  });
});
