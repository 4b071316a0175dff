import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, numberLocale } from './money.ts';
import { normalizeTypedAmount } from './typed-amount.ts';

describe('normalizeTypedAmount', () => {
  it.each([
    ['1234', '1234'],
    ['1234,5', '1234.5'],
    ['1234.50', '1234.50'],
    ['1.234,50', '1234.50'],
    ['1,234.50', '1234.50'],
    ['1 234,50', '1234.50'],
    ['1\u202f234,50', '1234.50'],
    ['100.000,00', '100000.00'],
    ['100,000.00', '100000.00'],
    ['1.234.567', '1234567'],
    [' 7,10 ', '7.10'],
  ])('reads %j as %j', (typed, plain) => {
    expect(normalizeTypedAmount(typed)).toBe(plain);
  });

  it.each([
    '',
    'abc',
    '1,2,3',
    '1.23.456',
    '12.34.567,00',
    '1.234.56',
    '1.234,567',
    '-5',
    '1e3',
    '1,234,50',
  ])('refuses %j', (typed) => {
    expect(normalizeTypedAmount(typed)).toBeNull();
  });

  it('reads back what formatMoney writes, in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.constantFrom('pt', 'en', 'vi'),
        (cents, language) => {
          const shown = formatAmount(cents, numberLocale(language));
          expect(Math.round(Number(normalizeTypedAmount(shown)) * 100)).toBe(cents);
        },
      ),
    );
  });
});
