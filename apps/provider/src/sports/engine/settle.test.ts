import { describe, expect, it } from 'vitest';
import { seededDraw } from '../../engines/testing/seeded-draw.ts';
import { simulateMatch } from './match.ts';
import { MAX_ODDS, priceMarkets } from './odds.ts';
import type { Market } from './odds.ts';
import {
  MAX_LEGS,
  MAX_PAYOUT_CENTS,
  MAX_SLIP_STAKE_CENTS,
  MIN_SLIP_STAKE_CENTS,
  potentialPayoutCents,
  settleSelection,
  slipPayoutCents,
  validateSlip,
  validateStake,
} from './settle.ts';
import type { Outcome, SlipLeg } from './settle.ts';
import { SPORT_CODES, getSport } from './sports.ts';
import type { Score } from './sports.ts';

const settle = (
  market: Pick<Market, 'code' | 'line'>,
  code: string,
  score: Score,
  sport: Parameters<typeof settleSelection>[3] = 'football',
): Outcome => settleSelection(market, { code }, score, sport);

describe('settleSelection', () => {
  it('1X2', () => {
    const m = { code: '1X2' as const };
    expect([
      settle(m, '1', { home: 2, away: 1 }),
      settle(m, 'X', { home: 2, away: 1 }),
      settle(m, '2', { home: 2, away: 1 }),
    ]).toEqual(['won', 'lost', 'lost']);
    expect([
      settle(m, '1', { home: 1, away: 1 }),
      settle(m, 'X', { home: 1, away: 1 }),
      settle(m, '2', { home: 1, away: 1 }),
    ]).toEqual(['lost', 'won', 'lost']);
    expect([
      settle(m, '1', { home: 0, away: 3 }),
      settle(m, 'X', { home: 0, away: 3 }),
      settle(m, '2', { home: 0, away: 3 }),
    ]).toEqual(['lost', 'lost', 'won']);
  });

  it('moneyline, overtime included; a level score (never final in these sports) is void', () => {
    const m = { code: 'ML' as const };
    expect(settle(m, '1', { home: 101, away: 99 }, 'basketball')).toBe('won');
    expect(settle(m, '2', { home: 101, away: 99 }, 'basketball')).toBe('lost');
    expect(settle(m, '2', { home: 1, away: 3 }, 'volleyball')).toBe('won');
    expect(settle(m, '1', { home: 1, away: 1 }, 'tennis')).toBe('void');
  });

  it('totals: over above the line, under below, a whole line landing exactly is a push', () => {
    const half = { code: 'TOTAL' as const, line: 2.5 };
    expect(settle(half, 'OVER', { home: 2, away: 1 })).toBe('won');
    expect(settle(half, 'UNDER', { home: 2, away: 1 })).toBe('lost');
    expect(settle(half, 'OVER', { home: 1, away: 1 })).toBe('lost');
    expect(settle(half, 'UNDER', { home: 1, away: 1 })).toBe('won');
    const whole = { code: 'TOTAL' as const, line: 3 };
    expect(settle(whole, 'OVER', { home: 2, away: 1 })).toBe('void');
    expect(settle(whole, 'UNDER', { home: 2, away: 1 })).toBe('void');
    expect(settle(whole, 'OVER', { home: 2, away: 2 })).toBe('won');
    expect(settle({ code: 'TOTAL', line: 3.5 }, 'OVER', { home: 3, away: 1 }, 'volleyball')).toBe(
      'won',
    );
    expect(
      settle({ code: 'TOTAL', line: 160.5 }, 'UNDER', { home: 80, away: 80 }, 'basketball'),
    ).toBe('won');
  });

  it('handicaps: the line is added to the home score; pushes on whole lines', () => {
    const minus = { code: 'HANDICAP' as const, line: -1.5 };
    expect(settle(minus, 'HOME', { home: 2, away: 0 })).toBe('won');
    expect(settle(minus, 'AWAY', { home: 2, away: 0 })).toBe('lost');
    expect(settle(minus, 'HOME', { home: 1, away: 0 })).toBe('lost');
    expect(settle(minus, 'AWAY', { home: 1, away: 0 })).toBe('won');
    const plus = { code: 'HANDICAP' as const, line: 1.5 };
    expect(settle(plus, 'HOME', { home: 1, away: 2 })).toBe('won');
    expect(settle(plus, 'AWAY', { home: 1, away: 3 })).toBe('won');
    const whole = { code: 'HANDICAP' as const, line: -1 };
    expect(settle(whole, 'HOME', { home: 2, away: 1 })).toBe('void');
    expect(settle(whole, 'AWAY', { home: 2, away: 1 })).toBe('void');
    expect(settle(whole, 'HOME', { home: 3, away: 1 })).toBe('won');
    expect(settle({ code: 'HANDICAP', line: 0 }, 'AWAY', { home: 1, away: 1 })).toBe('void');
    // Sets: home -1.5 wins at 3-1, loses at 3-2.
    expect(settle(minus, 'HOME', { home: 3, away: 1 }, 'volleyball')).toBe('won');
    expect(settle(minus, 'HOME', { home: 3, away: 2 }, 'volleyball')).toBe('lost');
    expect(
      settle({ code: 'HANDICAP', line: -7.5 }, 'HOME', { home: 98, away: 90 }, 'basketball'),
    ).toBe('won');
  });

  it('correct score: the exact score, and OTHER outside the football grid', () => {
    const m = { code: 'CORRECT_SCORE' as const };
    expect(settle(m, '2-1', { home: 2, away: 1 })).toBe('won');
    expect(settle(m, '1-2', { home: 2, away: 1 })).toBe('lost');
    expect(settle(m, 'OTHER', { home: 2, away: 1 })).toBe('lost');
    expect(settle(m, 'OTHER', { home: 5, away: 1 })).toBe('won');
    expect(settle(m, 'OTHER', { home: 0, away: 7 }, 'futsal')).toBe('won');
    expect(settle(m, '4-4', { home: 4, away: 4 })).toBe('won');
    expect(settle(m, '3-2', { home: 3, away: 2 }, 'volleyball')).toBe('won');
    expect(settle(m, '2-0', { home: 2, away: 1 }, 'tennis')).toBe('lost');
    expect(() => settle(m, 'OTHER', { home: 3, away: 0 }, 'volleyball')).toThrow(RangeError);
  });

  it('refuses unknown selections, markets, missing or quarter lines, bad scores', () => {
    expect(() => settle({ code: '1X2' }, 'Y', { home: 0, away: 0 })).toThrow(RangeError);
    expect(() => settle({ code: 'ML' }, 'X', { home: 0, away: 1 })).toThrow(RangeError);
    expect(() => settle({ code: 'TOTAL' }, 'OVER', { home: 0, away: 0 })).toThrow(RangeError);
    expect(() => settle({ code: 'TOTAL', line: 2.25 }, 'OVER', { home: 0, away: 0 })).toThrow(
      RangeError,
    );
    expect(() => settle({ code: 'HANDICAP', line: 1.5 }, 'DRAW', { home: 0, away: 0 })).toThrow(
      RangeError,
    );
    expect(() => settle({ code: 'CORRECT_SCORE' }, 'two-one', { home: 2, away: 1 })).toThrow(
      RangeError,
    );
    expect(() => settle({ code: 'FIRST_GOAL' as never }, '1', { home: 2, away: 1 })).toThrow(
      RangeError,
    );
    expect(() => settle({ code: '1X2' }, '1', { home: -1, away: 1 })).toThrow(RangeError);
  });

  it('settles every offered selection of every market so that exactly the right ones win', () => {
    const draw = seededDraw(1);
    for (const sport of SPORT_CODES) {
      for (let i = 0; i < 30; i += 1) {
        const strength = { home: 60 + draw(36), away: 60 + draw(36) };
        const t = simulateMatch(sport, strength, draw);
        for (const market of priceMarkets(sport, strength, {
          score: { home: 0, away: 0 },
          elapsedFraction: 0,
        })) {
          const outcomes = market.selections.map((s) => settleSelection(market, s, t.final, sport));
          // Half lines: no pushes, and the selections partition the outcomes: exactly one wins.
          expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
          expect(outcomes).not.toContain('void');
        }
      }
      expect(getSport(sport).code).toBe(sport);
    }
  });
});

describe('slipPayoutCents', () => {
  it('pays a single as floor(stake x odds / 100)', () => {
    expect(slipPayoutCents(1_000, [{ oddsHundredths: 185, outcome: 'won' }])).toBe(1_850);
    expect(slipPayoutCents(333, [{ oddsHundredths: 185, outcome: 'won' }])).toBe(616); // 616.05
    expect(slipPayoutCents(1_000, [{ oddsHundredths: 185, outcome: 'lost' }])).toBe(0);
    expect(slipPayoutCents(1_000, [{ oddsHundredths: 185, outcome: 'void' }])).toBe(1_000);
  });

  it('multiplies an accumulator exactly, void legs at 1.00, any loss pays nothing', () => {
    // R$12.34 x 1.85 x 2.50 x 1.01 = R$57.6432...: 5764 cents.
    expect(
      slipPayoutCents(1_234, [
        { oddsHundredths: 185, outcome: 'won' },
        { oddsHundredths: 250, outcome: 'won' },
        { oddsHundredths: 101, outcome: 'won' },
      ]),
    ).toBe(5_764);
    expect(
      slipPayoutCents(1_000, [
        { oddsHundredths: 185, outcome: 'won' },
        { oddsHundredths: 250, outcome: 'void' },
        { oddsHundredths: 300, outcome: 'won' },
      ]),
    ).toBe(5_550);
    expect(
      slipPayoutCents(1_000, [
        { oddsHundredths: 185, outcome: 'void' },
        { oddsHundredths: 250, outcome: 'void' },
      ]),
    ).toBe(1_000);
    expect(
      slipPayoutCents(1_000, [
        { oddsHundredths: 185, outcome: 'won' },
        { oddsHundredths: 250, outcome: 'void' },
        { oddsHundredths: 300, outcome: 'lost' },
      ]),
    ).toBe(0);
  });

  it('floors exactly where a double would not', () => {
    // 10 legs at 1.07: 1.07^10 = 1.96715135729...; a double product can land a hair off.
    const legs = new Array(10).fill({ oddsHundredths: 107, outcome: 'won' as const });
    const exact = (100_000n * 107n ** 10n) / 100n ** 10n;
    expect(slipPayoutCents(100_000, legs)).toBe(Number(exact));
    // Odds 1.01 to the tenth on 1 cent: 1.1046... -> 1 cent.
    expect(
      slipPayoutCents(1, new Array(10).fill({ oddsHundredths: 101, outcome: 'won' as const })),
    ).toBe(1);
  });

  it('cuts every payout to MAX_PAYOUT_CENTS', () => {
    const legs = new Array(10).fill({ oddsHundredths: MAX_ODDS, outcome: 'won' as const });
    expect(slipPayoutCents(MAX_SLIP_STAKE_CENTS, legs)).toBe(MAX_PAYOUT_CENTS);
    expect(potentialPayoutCents(100_000, [MAX_ODDS])).toBe(MAX_PAYOUT_CENTS); // 1000 x R$1,000
    expect(potentialPayoutCents(100, [MAX_ODDS])).toBe(100_000);
    expect(potentialPayoutCents(1_000, [200, 150])).toBe(3_000);
  });

  it('refuses bad stakes, odds, outcomes and empty slips', () => {
    expect(() => slipPayoutCents(0, [{ oddsHundredths: 185, outcome: 'won' }])).toThrow(RangeError);
    expect(() => slipPayoutCents(10.5, [{ oddsHundredths: 185, outcome: 'won' }])).toThrow(
      RangeError,
    );
    expect(() => slipPayoutCents(100, [])).toThrow(RangeError);
    expect(() => slipPayoutCents(100, [{ oddsHundredths: 100, outcome: 'won' }])).toThrow(
      RangeError,
    );
    expect(() => slipPayoutCents(100, [{ oddsHundredths: 185.5, outcome: 'won' }])).toThrow(
      RangeError,
    );
    expect(() =>
      slipPayoutCents(100, [{ oddsHundredths: 185, outcome: 'pending' as never }]),
    ).toThrow(RangeError);
  });
});

describe('validateSlip and validateStake', () => {
  const leg = (matchId: string, odds = 185): SlipLeg => ({
    matchId,
    marketCode: '1X2',
    selectionCode: '1',
    oddsHundredths: odds,
  });

  it('takes 1 to 10 legs, one per match', () => {
    expect(validateSlip([leg('m1')])).toEqual({ ok: true, kind: 'single' });
    expect(validateSlip([leg('m1'), leg('m2')])).toEqual({ ok: true, kind: 'accumulator' });
    const ten = Array.from({ length: MAX_LEGS }, (_, i) => leg(`m${i}`));
    expect(validateSlip(ten)).toEqual({ ok: true, kind: 'accumulator' });
    expect(validateSlip([...ten, leg('m10')])).toEqual({ ok: false, error: 'slip.too_many_legs' });
    expect(validateSlip([])).toEqual({ ok: false, error: 'slip.empty' });
    expect(
      validateSlip([
        leg('m1'),
        { ...leg('m1'), marketCode: 'TOTAL', selectionCode: 'OVER', line: 2.5 },
      ]),
    ).toEqual({
      ok: false,
      error: 'slip.same_match',
    });
    expect(validateSlip([leg('m1', 100)])).toEqual({ ok: false, error: 'slip.odds_invalid' });
    expect(validateSlip([leg('m1', MAX_ODDS + 1)])).toEqual({
      ok: false,
      error: 'slip.odds_invalid',
    });
  });

  it('takes stakes of MIN_SLIP_STAKE_CENTS to MAX_SLIP_STAKE_CENTS whole cents', () => {
    expect(MIN_SLIP_STAKE_CENTS).toBe(100);
    expect(MAX_SLIP_STAKE_CENTS).toBe(1_000_000);
    expect(MAX_PAYOUT_CENTS).toBe(50_000_000);
    expect(validateStake(MIN_SLIP_STAKE_CENTS)).toEqual({ ok: true });
    expect(validateStake(MAX_SLIP_STAKE_CENTS)).toEqual({ ok: true });
    for (const bad of [MIN_SLIP_STAKE_CENTS - 1, MAX_SLIP_STAKE_CENTS + 1, 150.5, Number.NaN]) {
      expect(validateStake(bad)).toEqual({ ok: false, error: 'slip.stake_invalid' });
    }
  });
});
