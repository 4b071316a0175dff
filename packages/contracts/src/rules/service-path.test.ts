import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptServicePath, encryptServicePath, SERVICE_PATH_KEY_LENGTH } from './service-path.ts';

const keyArb = fc.stringMatching(/^[A-Za-z0-9]{8}$/);

describe('encryptServicePath / decryptServicePath', () => {
  it('round-trips a customer-service link', () => {
    const link = 'https://chat.example.test/widget?lang=pt&merchant=DEMO';
    const encrypted = encryptServicePath(link, 'Ab3dEf9h');
    expect(encrypted.endsWith('Ab3dEf9h')).toBe(true);
    expect(encrypted).not.toContain('chat.example');
    expect(decryptServicePath(encrypted)).toBe(link);
  });

  it('round-trips any unicode string with any valid key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), keyArb, (path, key) => {
        expect(decryptServicePath(encryptServicePath(path, key))).toBe(path);
      }),
    );
  });

  // Lone surrogates cannot travel as UTF-8; the property holds for well-formed text. Drawing
  // code points outside the surrogate block directly (rather than discarding strings that hold
  // one) keeps nearly every run and the test fast on a loaded machine.
  const wellFormedCodePoint = fc
    .integer({ min: 0, max: 0x10ffff - 0x800 })
    .map((n) => String.fromCodePoint(n < 0xd800 ? n : n + 0x800));

  it('round-trips full-range code points, including astral ones', () => {
    fc.assert(
      fc.property(fc.string({ unit: wellFormedCodePoint, minLength: 1 }), keyArb, (path, key) => {
        expect(decryptServicePath(encryptServicePath(path, key))).toBe(path);
      }),
    );
  });

  it('always ends with the key and carries only base64 before it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), keyArb, (path, key) => {
        const encrypted = encryptServicePath(path, key);
        expect(encrypted.slice(-SERVICE_PATH_KEY_LENGTH)).toBe(key);
        expect(encrypted.slice(0, -SERVICE_PATH_KEY_LENGTH)).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
      }),
    );
  });

  it.each([
    ['empty text', ''],
    ['only a key', 'Ab3dEf9h'],
    ['shorter than a key', 'abc'],
    ['a key with symbols', 'aGVsbG8=Ab3d-f9h'],
    ['a body that is not base64', '!!!!Ab3dEf9h'],
    ['a body of impossible base64 length', 'aGVsbAb3dEf9h'],
  ])('returns null for %s', (_label, text) => {
    expect(decryptServicePath(text)).toBeNull();
  });

  it('returns null when the plain bytes are not UTF-8', () => {
    const key = 'AAAAAAAA';
    // 0xff is never valid UTF-8; XOR with "A" (0x41) gives 0xbe, base64 "vg==".
    const invalid = btoa(String.fromCharCode(0xff ^ 0x41)) + key;
    expect(decryptServicePath(invalid)).toBeNull();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const result = decryptServicePath(text);
        expect(result === null || typeof result === 'string').toBe(true);
      }),
    );
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'abcdefghi'],
    ['with a symbol', 'abcd-fgh'],
    ['non-ASCII', 'abcdéfgh'],
    ['empty', ''],
  ])('throws for a key that is %s', (_label, key) => {
    expect(() => encryptServicePath('/cs', key)).toThrow(/8 letters or digits/);
  });
});
