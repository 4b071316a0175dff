import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  percentToRateBp,
  rateBpToPercent,
  rebateGameTypeOf,
  TransferDownlineBody,
  UpdateDownlineRebatesBody,
} from './agent-money.ts';

describe('agent money rules', () => {
  it('reads typed amounts as cents: positive, at most 2 decimals', () => {
    expect(['1', '1.5', '1.50', '0,01', ' 12.34 ', 1, 12.5].map(amountToCents)).toEqual([
      100, 150, 150, 1, 1234, 100, 1250,
    ]);
    expect(
      ['', '0', '0.00', '-1', '1.005', '1e3', 'abc', '1.2.3', 1.001, 0, -5, 1e-7].map(
        amountToCents,
      ),
    ).toEqual(Array(12).fill(null));
    expect(amountToCents('1000000000.00')).toBe(100_000_000_000);
    expect(amountToCents('1000000000.01')).toBeNull();
  });

  it('reads percentages as basis points within 0..100%', () => {
    expect(['0', '1', '1.5', '0,25', '100'].map(percentToRateBp)).toEqual([
      0, 100, 150, 25, 10_000,
    ]);
    expect(['', '-1', '100.01', '1.234', 'x'].map(percentToRateBp)).toEqual(Array(5).fill(null));
    expect(rateBpToPercent(125)).toBe('1.25');
  });

  it('counts in-house slots as RNG and both lottery types as LOTT', () => {
    expect(['RNG', 'INHOUSE', 'LOTT', 'ELOTT', 'LIVE', 'OTHER'].map(rebateGameTypeOf)).toEqual([
      'RNG',
      'RNG',
      'LOTT',
      'LOTT',
      'LIVE',
      null,
    ]);
  });

  it('needs a recipient, a valid request id and each game type once', () => {
    expect(TransferDownlineBody.safeParse({ requestId: 'abcdefgh', amount: 1 }).success).toBe(
      false,
    );
    expect(
      TransferDownlineBody.safeParse({ requestId: 'short', memberId: 1, amount: 1 }).success,
    ).toBe(false);
    expect(
      TransferDownlineBody.safeParse({ requestId: 'abcdefgh', userName: 'ana', amount: '1.00' })
        .success,
    ).toBe(true);
    const rates = [
      { gameType: 'RNG', rateBp: 1 },
      { gameType: 'RNG', rateBp: 2 },
    ];
    expect(UpdateDownlineRebatesBody.safeParse({ memberId: 1, rates }).success).toBe(false);
  });
});
