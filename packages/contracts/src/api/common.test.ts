import { describe, expect, it } from 'vitest';
import { AnnouncementType } from '../enums.ts';
import {
  amountCents,
  amountTextWithinCeiling,
  csvOf,
  LanguageParam,
  MAX_AMOUNT_CENTS,
  MerchantCode,
  QueryBoolean,
} from './common.ts';

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

describe('amountCents (decision 030)', () => {
  it('takes integers from 1 to the ceiling, far under the largest safe integer', () => {
    expect(MAX_AMOUNT_CENTS * 1000).toBeLessThan(Number.MAX_SAFE_INTEGER);
    for (const ok of [1, 100, MAX_AMOUNT_CENTS]) expect(amountCents().parse(ok)).toBe(ok);
    for (const bad of [0, -1, 1.5, MAX_AMOUNT_CENTS + 1, Number.MAX_SAFE_INTEGER, '10']) {
      expect(amountCents().safeParse(bad).success).toBe(false);
    }
  });

  it('leaves small amounts to the route when asked, keeping the ceiling', () => {
    const cents = amountCents({ positive: false });
    expect(cents.parse(0)).toBe(0);
    expect(cents.safeParse(MAX_AMOUNT_CENTS + 1).success).toBe(false);
  });

  it('bounds typed amounts by the same ceiling; malformed text is the route’s to answer', () => {
    expect(amountTextWithinCeiling('1000000000.00')).toBe(true);
    expect(amountTextWithinCeiling('1000000000,00')).toBe(true);
    expect(amountTextWithinCeiling(1_000_000_000)).toBe(true);
    expect(amountTextWithinCeiling('1000000000.01')).toBe(false);
    expect(amountTextWithinCeiling('0001000000000.01')).toBe(false);
    expect(amountTextWithinCeiling('99999999999999')).toBe(false);
    expect(amountTextWithinCeiling(' 12.5 ')).toBe(true);
    expect(amountTextWithinCeiling('ten')).toBe(true);
  });
});
