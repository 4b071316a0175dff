import { describe, expect, it } from 'vitest';
import {
  DividendTerms,
  OfferContract,
  contractAmount,
  contractPeriod,
  previousContractPeriod,
} from './agent-contracts.ts';

describe('agent contract rules', () => {
  it('cuts UTC periods: day, hour, Monday-to-Sunday week, halves of the month', () => {
    const at = new Date('2026-11-25T18:35:10Z'); // a Wednesday
    expect(contractPeriod('daily', at)).toEqual({
      start: '2026-11-25',
      end: '2026-11-25',
      startAt: '2026-11-25T00:00:00.000Z',
      endAt: '2026-11-26T00:00:00.000Z',
    });
    expect(contractPeriod('hourly', at).startAt).toBe('2026-11-25T18:00:00.000Z');
    expect(contractPeriod('weekly', at)).toMatchObject({ start: '2026-11-23', end: '2026-11-29' });
    expect(contractPeriod('weekly', new Date('2026-11-29T23:59:59Z')).start).toBe('2026-11-23');
    expect(contractPeriod('weekly', new Date('2026-11-30T00:00:00Z')).start).toBe('2026-11-30');
    expect(contractPeriod('halfMonthly', at)).toMatchObject({
      start: '2026-11-16',
      end: '2026-11-30',
      endAt: '2026-12-01T00:00:00.000Z',
    });
    expect(contractPeriod('halfMonthly', new Date('2026-02-15T12:00:00Z'))).toMatchObject({
      start: '2026-02-01',
      end: '2026-02-15',
    });
    expect(contractPeriod('halfMonthly', new Date('2026-12-20T00:00:00Z')).endAt).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(previousContractPeriod('weekly', at)).toMatchObject({
      start: '2026-11-16',
      end: '2026-11-22',
    });
  });

  it('pays the highest tier reached, rounded down to the cent; no dividend on a team win', () => {
    const dividend = {
      kind: 'dividend' as const,
      terms: {
        cycle: 'weekly' as const,
        tiers: [
          { minNetLossCents: 0, rateBasisPoints: 1000 },
          { minNetLossCents: 100_000, rateBasisPoints: 1500 },
        ],
      },
    };
    expect(contractAmount(dividend, { validBetCents: 0, netLossCents: 99_999 })).toEqual({
      rateBasisPoints: 1000,
      amountCents: 9_999,
    });
    expect(contractAmount(dividend, { validBetCents: 0, netLossCents: 155_001 })).toEqual({
      rateBasisPoints: 1500,
      amountCents: 23_250,
    });
    expect(contractAmount(dividend, { validBetCents: 9e6, netLossCents: -5_000 })).toEqual({
      rateBasisPoints: 0,
      amountCents: 0,
    });
    const salary = {
      kind: 'dailySalary' as const,
      terms: { tiers: [{ minValidBetCents: 10_000, rateBasisPoints: 50 }] },
    };
    expect(contractAmount(salary, { validBetCents: 9_999, netLossCents: 0 }).amountCents).toBe(0);
    expect(contractAmount(salary, { validBetCents: 10_199, netLossCents: 0 }).amountCents).toBe(50);
  });

  it('accepts only bounded, rising tiers of the kind', () => {
    const ok = { cycle: 'weekly', tiers: [{ minNetLossCents: 0, rateBasisPoints: 5000 }] };
    expect(DividendTerms.safeParse(ok).success).toBe(true);
    const bad = [
      { cycle: 'weekly', tiers: [{ minNetLossCents: 0, rateBasisPoints: 5001 }] },
      { cycle: 'weekly', tiers: [{ minNetLossCents: 0, rateBasisPoints: 0 }] },
      { cycle: 'monthly', tiers: [{ minNetLossCents: 0, rateBasisPoints: 10 }] },
      { cycle: 'weekly', tiers: [] },
      {
        cycle: 'weekly',
        tiers: [
          { minNetLossCents: 0, rateBasisPoints: 100 },
          { minNetLossCents: 0, rateBasisPoints: 200 },
        ],
      },
      {
        cycle: 'weekly',
        tiers: [
          { minNetLossCents: 0, rateBasisPoints: 200 },
          { minNetLossCents: 10, rateBasisPoints: 100 },
        ],
      },
    ];
    for (const terms of bad) expect(DividendTerms.safeParse(terms).success).toBe(false);
    expect(
      OfferContract.safeParse({
        memberId: 1,
        kind: 'hourlySalary',
        terms: { tiers: [{ minValidBetCents: 0, rateBasisPoints: 301 }] },
      }).success,
    ).toBe(false);
  });
});
