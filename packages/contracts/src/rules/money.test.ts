import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, MINUS_SIGN, numberLocale } from './money.ts';
import { formatPercent, formatRatePercent } from './percent.ts';

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [123_456, '1,234.56'],
    [3_000_000_000, '30,000,000.00'],
    [-250, '-2.50'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatAmount(cents)).toBe(text);
  });

  it('follows the locale separators', () => {
    expect(formatAmount(123_456, 'pt-BR')).toBe('1.234,56');
  });

  it('always shows exactly 2 decimals and keeps the value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatAmount(cents);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.round(Number(text.replaceAll(',', '')) * 100)).toBe(cents);
      }),
    );
  });
});

describe('formatAmount without Intl', () => {
  it('writes what Intl writes in the three site locales, for any whole number of cents', () => {
    for (const locale of ['pt-BR', 'en-US', 'vi-VN']) {
      const intl = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      fc.assert(
        fc.property(
          fc.maxSafeInteger().map((n) => n % 1e15),
          (cents) => {
            expect(formatAmount(cents, locale)).toBe(intl.format(cents / 100));
          },
        ),
      );
      for (const cents of [0, 1, -1, 99, -99, 100, 99_999, 100_000, -123_456_789])
        expect(formatAmount(cents, locale)).toBe(intl.format(cents / 100));
    }
  });
});

describe('numberLocale', () => {
  it('reads Portuguese as Brazilian, English as US, Vietnamese as Vietnam', () => {
    expect(['pt', 'pt-BR', 'PT', 'en', 'EN', 'en-GB', 'vi', 'VI', 'xx'].map(numberLocale)).toEqual([
      'pt-BR',
      'pt-BR',
      'pt-BR',
      'en-US',
      'en-US',
      'en-US',
      'vi-VN',
      'vi-VN',
      'pt-BR',
    ]);
  });
});

describe('formatMoney: one rule for every screen', () => {
  const real = (language: string) => ({ symbol: 'R$', locale: numberLocale(language) });

  it('writes the same cents in each language with the symbol and grouped thousands', () => {
    expect(formatMoney(10_000_000, real('pt'))).toBe('R$ 100.000,00');
    expect(formatMoney(10_000_000, real('en'))).toBe('R$ 100,000.00');
    expect(formatMoney(10_000_000, real('vi'))).toBe('R$ 100.000,00');
    // Four digits group too (pt-PT wrote "5000,00"), and no space of any width inside.
    expect(formatMoney(500_000, real('pt'))).toBe('R$ 5.000,00');
    expect(formatMoney(5, real('pt'))).toBe('R$ 0,05');
  });

  it('puts a real minus sign before the symbol', () => {
    expect(formatMoney(-250, real('pt'))).toBe(`${MINUS_SIGN}R$ 2,50`);
    expect(formatMoney(-123_456, real('en'))).toBe('\u2212R$ 1,234.56');
  });

  it('leaves the symbol out while it is unknown', () => {
    expect(formatMoney(250, { symbol: '', locale: 'en-US' })).toBe('2.50');
  });

  it('shows exactly 2 decimals and keeps the value in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom('pt', 'en', 'vi'),
        (cents, language) => {
          const text = formatMoney(cents, real(language));
          const decimal = language === 'en' ? '.' : ',';
          expect(text.at(-3)).toBe(decimal);
          expect(text).not.toMatch(/[\u00a0\u2009\u202f]/);
          const sign = text.startsWith(MINUS_SIGN) ? -1 : 1;
          expect(sign * Number(text.replace(/\D/g, ''))).toBe(cents === 0 ? 0 : cents);
        },
      ),
    );
  });
});

describe('formatPercent', () => {
  it('writes basis points with 2 decimals in the language style', () => {
    expect(formatPercent(100, numberLocale('pt'))).toBe('1,00%');
    expect(formatPercent(100, numberLocale('vi'))).toBe('1,00%');
    expect(formatPercent(100, numberLocale('en'))).toBe('1.00%');
    expect(formatPercent(25, 'pt-BR')).toBe('0,25%');
    expect(formatPercent(-150, 'en-US')).toBe('\u22121.50%');
  });

  it('reads rates as fractions of one', () => {
    expect(formatRatePercent(0.965, 'pt-BR')).toBe('96,50%');
    expect(formatRatePercent(0.01, 'en-US')).toBe('1.00%');
  });
});
