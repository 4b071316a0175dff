import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './money.ts';

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
