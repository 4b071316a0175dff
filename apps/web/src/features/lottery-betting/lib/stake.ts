import { LOTTERY_MAX_UNIT_STAKE_CENTS, LOTTERY_MIN_UNIT_STAKE_CENTS } from '@app/contracts';

/** Quick stakes per unit, in cents (1, 5, 10, 50, 100, 500). */
export const STAKE_CHIPS_CENTS = [100, 500, 1_000, 5_000, 10_000, 50_000] as const;
export const DEFAULT_STAKE_CENTS = LOTTERY_MIN_UNIT_STAKE_CENTS;

export type StakeProblem =
  'stake.empty' | 'stake.format' | 'lottery.stake.below.min' | 'lottery.stake.above.max';

export type StakeReading =
  { cents: number; problem: null } | { cents: null; problem: StakeProblem };

/**
 * A stake typed by the member: whole units with up to two decimals, either separator (a PT
 * keyboard gives a comma, an EN one a point), spaces ignored. The limits are the contracts'.
 */
export function readStake(text: string): StakeReading {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return { cents: null, problem: 'stake.empty' };
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return { cents: null, problem: 'stake.format' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents < LOTTERY_MIN_UNIT_STAKE_CENTS) {
    return { cents: null, problem: 'lottery.stake.below.min' };
  }
  if (cents > LOTTERY_MAX_UNIT_STAKE_CENTS) {
    return { cents: null, problem: 'lottery.stake.above.max' };
  }
  return { cents, problem: null };
}

/** Cents as the stake box shows them: "10" for whole units, else two decimals in the locale. */
export function stakeText(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}
