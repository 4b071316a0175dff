import { describe, expect, it } from 'vitest';
import { LOTTERY_MAX_UNIT_STAKE_CENTS, LOTTERY_MIN_UNIT_STAKE_CENTS } from '@app/contracts';
import { readStake, stakeText } from './stake.ts';

describe('stake per unit', () => {
  it('reads whole units and two decimals with either separator', () => {
    expect(readStake('10')).toEqual({ cents: 1_000, problem: null });
    expect(readStake('2,5')).toEqual({ cents: 250, problem: null });
    expect(readStake('2.05')).toEqual({ cents: 205, problem: null });
    expect(readStake(' 4 000 ')).toEqual({ cents: 400_000, problem: null });
  });

  it('refuses what is not an amount', () => {
    expect(readStake('').problem).toBe('stake.empty');
    expect(readStake('1,234').problem).toBe('stake.format');
    expect(readStake('1.000,00').problem).toBe('stake.format');
    expect(readStake('-5').problem).toBe('stake.format');
    expect(readStake('ten').problem).toBe('stake.format');
  });

  it('holds the contracts limits, both ends included', () => {
    expect(readStake('1').cents).toBe(LOTTERY_MIN_UNIT_STAKE_CENTS);
    expect(readStake('0,99').problem).toBe('lottery.stake.below.min');
    expect(readStake('5000').cents).toBe(LOTTERY_MAX_UNIT_STAKE_CENTS);
    expect(readStake('5000,01').problem).toBe('lottery.stake.above.max');
  });

  it('writes chips back in the member’s decimals', () => {
    expect(stakeText(500, 'pt-PT')).toBe('5');
    expect(stakeText(250, 'pt-PT')).toBe('2,50');
    expect(stakeText(250, 'en-GB')).toBe('2.50');
    expect(stakeText(500_000, 'pt-PT')).toBe('5000');
  });
});
