import { describe, expect, it } from 'vitest';
import { checkRates, checkTransfer } from './forms.ts';

const line = (memberId: number, amount: string) => ({ memberId, userName: `u${memberId}`, amount });

describe('transfer form checks', () => {
  it('adds up valid amounts and accepts a total equal to the balance', () => {
    const check = checkTransfer([line(1, '1.50'), line(2, '2'), line(3, '0,25')], 375);
    expect(check).toMatchObject({ totalCents: 375, aboveBalance: false, ok: true });
    expect(check.errors.size).toBe(0);
  });

  it('names empty, zero, negative, 3-decimal and non-numeric amounts per line', () => {
    const check = checkTransfer(
      [line(1, ''), line(2, '0'), line(3, '-1'), line(4, '1.005'), line(5, 'abc'), line(6, '3')],
      10_000,
    );
    expect([...check.errors]).toEqual([
      [1, 'amountRequired'],
      [2, 'amountInvalid'],
      [3, 'amountInvalid'],
      [4, 'amountInvalid'],
      [5, 'amountInvalid'],
    ]);
    expect(check.totalCents).toBe(300);
    expect(check.ok).toBe(false);
  });

  it('refuses a total above the balance, and nothing to send', () => {
    expect(checkTransfer([line(1, '1.00'), line(2, '0.01')], 100)).toMatchObject({
      totalCents: 101,
      aboveBalance: true,
      ok: false,
    });
    expect(checkTransfer([], 100).ok).toBe(false);
    // Balance still loading: the server has the last word.
    expect(checkTransfer([line(1, '5')], undefined).ok).toBe(true);
  });
});

describe('rebate form checks', () => {
  const bounds = [
    { gameType: 'RNG' as const, ceilingBp: 100, floorBp: 0 },
    { gameType: 'LOTT' as const, ceilingBp: 150, floorBp: 0 },
  ];

  it('turns percentages into basis points, above the ceiling included (the server decides)', () => {
    expect(checkRates({ RNG: '0.5', LOTT: '2,00' }, bounds)).toEqual({
      errors: new Map(),
      rates: [
        { gameType: 'RNG', rateBp: 50 },
        { gameType: 'LOTT', rateBp: 200 },
      ],
    });
  });

  it('marks what is not a percentage from 0 to 100 with 2 decimals', () => {
    const { errors, rates } = checkRates({ RNG: '1.234', LOTT: '101' }, bounds);
    expect([...errors]).toEqual([
      ['RNG', 'rateInvalid'],
      ['LOTT', 'rateInvalid'],
    ]);
    expect(rates).toEqual([]);
    expect(checkRates({ RNG: '', LOTT: '-1' }, bounds).errors.size).toBe(2);
  });
});
