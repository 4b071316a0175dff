import { describe, expect, it } from 'vitest';
import { listDay, money, recordTime, signedMoney, toneOf } from './format.ts';
import { restoreZone, setZone } from '../test-utils.tsx';

const brl = { symbol: 'R$', locale: 'pt-PT' };
const usd = { symbol: '$', locale: 'en-GB' };

describe('record formats', () => {
  it('writes amounts with 2 decimals, the symbol and a real minus sign', () => {
    expect(money(123_456, usd)).toBe('$ 1,234.56');
    expect(money(5, brl)).toBe('R$ 0,05');
    expect(money(-250, brl)).toBe('\u2212R$ 2,50');
    expect(money(250, { symbol: '', locale: 'en-GB' })).toBe('2.50');
  });

  it('signs movements: + in, − out, nothing for zero', () => {
    expect(signedMoney(750, usd)).toBe('+$ 7.50');
    expect(signedMoney(-750, usd)).toBe('\u2212$ 7.50');
    expect(signedMoney(0, usd)).toBe('$ 0.00');
    expect([toneOf(1), toneOf(-1), toneOf(0)]).toEqual(['positive', 'negative', 'neutral']);
  });

  it("writes list dates YYYY/MM/DD with the time on the member's clock", () => {
    setZone('America/Sao_Paulo');
    try {
      expect(recordTime('2026-05-05T03:04:05.678Z')).toBe('2026/05/05 00:04:05');
      expect(recordTime('2026-05-06T02:30:00Z')).toBe('2026/05/05 23:30:00');
    } finally {
      restoreZone();
    }
    expect(recordTime('not a date')).toBe('not a date');
    expect(listDay('2026-05-05')).toBe('2026/05/05');
  });
});
