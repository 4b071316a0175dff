import type { TFunction } from '../../../i18n/translator.ts';
import {
  LOTTERY_MAX_LINES,
  LOTTERY_MAX_PICKS,
  LOTTERY_MAX_UNIT_STAKE_CENTS,
  LOTTERY_MIN_UNIT_STAKE_CENTS,
} from '@app/contracts';
import type { SlipProblem } from './slip.ts';
import type { StakeProblem } from './stake.ts';

/** Everything the page may find wrong before a slip leaves it. */
export type BettingProblem = SlipProblem | StakeProblem | 'picks.empty';

const KEYS: Readonly<Record<BettingProblem, string>> = {
  'slip.full': 'slipFull',
  'picks.empty': 'picksEmpty',
  'stake.empty': 'stakeEmpty',
  'stake.format': 'stakeFormat',
  'lottery.bet.type.invalid': 'betType',
  'lottery.picks.invalid': 'picks',
  'lottery.stake.below.min': 'stakeMin',
  'lottery.stake.above.max': 'stakeMax',
};

/** The member's words for a problem, with the contracts' limits filled in. */
export function problemText(
  t: TFunction,
  problem: BettingProblem,
  money: (cents: number) => string,
): string {
  return t(`lotteryBetting.problem.${KEYS[problem]}`, {
    min: money(LOTTERY_MIN_UNIT_STAKE_CENTS),
    max: money(LOTTERY_MAX_UNIT_STAKE_CENTS),
    maxLines: LOTTERY_MAX_LINES,
    maxPicks: LOTTERY_MAX_PICKS,
  });
}
