import { describe, expect, it } from 'vitest';
import { AnnouncementType } from '../enums.ts';
import { csvOf, LanguageParam, MerchantCode, QueryBoolean } from './common.ts';

describe('csvOf', () => {
  const Types = csvOf(AnnouncementType);

  it('splits and trims a comma-separated list', () => {
    expect(Types.parse('B,PL,PU')).toEqual(['B', 'PL', 'PU']);
    expect(Types.parse(' B , PL ')).toEqual(['B', 'PL']);
    expect(Types.parse('A')).toEqual(['A']);
  });

  it.each(['', 'X', 'B,X', 'B,,PL', 'b'])('rejects %j', (text) => {
    expect(Types.safeParse(text).success).toBe(false);
  });

  it('rejects a non-string', () => {
    expect(Types.safeParse(['B']).success).toBe(false);
  });
});

describe('LanguageParam', () => {
  it.each([
    ['PT', 'PT'],
    ['pt', 'PT'],
    ['En', 'EN'],
    ['vi', 'VI'],
  ])('accepts %s as %s', (text, language) => {
    expect(LanguageParam.parse(text)).toBe(language);
  });

  it.each(['', 'FR', 'pt-BR', 'english'])('rejects %j', (text) => {
    expect(LanguageParam.safeParse(text).success).toBe(false);
  });
});

describe('QueryBoolean', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads %s as %s', (text, value) => {
    expect(QueryBoolean.parse(text)).toBe(value);
  });

  it.each(['', 'yes', 'TRUE', '2', 'on'])('rejects %j', (text) => {
    expect(QueryBoolean.safeParse(text).success).toBe(false);
  });
});

describe('MerchantCode', () => {
  it('accepts letters, digits and underscores up to 32 characters', () => {
    expect(MerchantCode.parse('DEMO')).toBe('DEMO');
    expect(MerchantCode.parse('a_1'.padEnd(32, 'x'))).toHaveLength(32);
  });

  it.each(['', 'DE MO', 'DEMO;', 'x'.repeat(33)])('rejects %j', (text) => {
    expect(MerchantCode.safeParse(text).success).toBe(false);
  });
});
