import { describe, expect, it } from 'vitest';
import { toContentLanguage } from './content-language.ts';
import { readCookie } from './request-language.ts';

describe('content language', () => {
  it('reads PT and EN in any case, VI as EN, anything else as none', () => {
    expect(toContentLanguage('pt')).toBe('PT');
    expect(toContentLanguage('PT')).toBe('PT');
    expect(toContentLanguage('En')).toBe('EN');
    expect(toContentLanguage('vi')).toBe('EN');
    expect(toContentLanguage('fr')).toBeNull();
    expect(toContentLanguage('')).toBeNull();
    expect(toContentLanguage(undefined)).toBeNull();
    expect(toContentLanguage(['pt'])).toBeNull();
  });

  it('finds a cookie by exact name among others', () => {
    expect(readCookie('a=1; language=en; b=2', 'language')).toBe('en');
    expect(readCookie('site_language=en', 'language')).toBeUndefined();
    expect(readCookie('language=pt', 'language')).toBe('pt');
    expect(readCookie(undefined, 'language')).toBeUndefined();
    expect(readCookie('garbage', 'language')).toBeUndefined();
  });
});
