import { describe, expect, it } from 'vitest';
import { amountError, normalizeAmount, parseAmountCents } from './amount.ts';

const limits = { minCents: 5_000, maxCents: 2_000_000 };

describe('amount validation', () => {
  it('parses decimal text into cents, at most 2 decimals', () => {
    expect(parseAmountCents('100')).toBe(10_000);
    expect(parseAmountCents('100.5')).toBe(10_050);
    expect(parseAmountCents('100.05')).toBe(10_005);
    expect(parseAmountCents(' 7.10 ')).toBe(710);
    expect(parseAmountCents('100.005')).toBeNull();
    expect(parseAmountCents('1,5')).toBeNull();
    expect(parseAmountCents('-5')).toBeNull();
    expect(parseAmountCents('0')).toBeNull();
    expect(parseAmountCents('0.00')).toBeNull();
    expect(parseAmountCents('')).toBeNull();
    expect(parseAmountCents('abc')).toBeNull();
    expect(parseAmountCents('1e3')).toBeNull();
  });

  it('names the broken rule with the limits filled in', () => {
    expect(amountError('10.001', limits)?.key).toBe('cashier.errors.invalid');
    // In Brazilian digits the same text is ten thousand and one.
    expect(amountError('10.001', limits, 'pt-BR')).toBeNull();
    expect(amountError('49.99', limits)).toEqual({
      key: 'cashier.errors.below.min',
      values: { min: '50.00', max: '20,000.00' },
    });
    expect(amountError('20000.01', limits)?.key).toBe('cashier.errors.above.max');
    expect(amountError('50', limits)).toBeNull();
    expect(amountError('20000', limits)).toBeNull();
  });

  it('reads a decimal comma as the decimal point, and fills limits in the site format', () => {
    expect(normalizeAmount('100,5')).toBe('100.5');
    // What the screens write reads back, in either language's digits.
    expect(normalizeAmount('1,000.5')).toBe('1000.5');
    expect(normalizeAmount('1.000,50')).toBe('1000.50');
    expect(normalizeAmount('R$ 5')).toBe('R$ 5');
    expect(amountError('100,5555', limits)?.key).toBe('cashier.errors.invalid');
    expect(amountError('1.0,5', limits)?.key).toBe('cashier.errors.invalid');
    expect(amountError('10.000,00', limits)).toBeNull();
    expect(normalizeAmount('10.000', 'pt-BR')).toBe('10000');
    expect(normalizeAmount('10.000', 'en-US')).toBe('10.000');
    expect(amountError('100,55', limits)).toBeNull();
    expect(amountError('1', limits, 'pt-BR')?.values.min).toBe('50,00');
  });

  it('checks the balance when one is given (withdrawals)', () => {
    expect(amountError('60', { ...limits, balanceCents: 5_999 })?.key).toBe(
      'cashier.errors.insufficient',
    );
    expect(amountError('60', { ...limits, balanceCents: 6_000 })).toBeNull();
  });
});
