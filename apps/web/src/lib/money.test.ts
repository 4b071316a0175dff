import { describe, expect, it } from 'vitest';
import { money, signedMoney, toneOf } from './money.ts';

const brl = { symbol: 'R$', locale: 'pt-BR' };
const usd = { symbol: '$', locale: 'en-US' };

describe('money formats', () => {
  it('writes amounts with 2 decimals, the symbol and a real minus sign', () => {
    expect(money(123_456, usd)).toBe('$ 1,234.56');
    expect(money(5, brl)).toBe('R$ 0,05');
    expect(money(-250, brl)).toBe('\u2212R$ 2,50');
    expect(money(250, { symbol: '', locale: 'en-US' })).toBe('2.50');
    expect(money(500_000, brl)).toBe('R$ 5.000,00');
  });

  it('signs movements: + in, − out, nothing for zero', () => {
    expect(signedMoney(750, usd)).toBe('+$ 7.50');
    expect(signedMoney(-750, usd)).toBe('\u2212$ 7.50');
    expect(signedMoney(0, usd)).toBe('$ 0.00');
    expect([toneOf(1), toneOf(-1), toneOf(0)]).toEqual(['positive', 'negative', 'neutral']);
  });
});
