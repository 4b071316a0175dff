import type { BonusContributions, BonusGameType, BonusTerms } from '@app/contracts';

/**
 * The arithmetic of bonuses (decision 056), apart from the database so properties can run it
 * over random sequences. All amounts are integer cents; every rounding favours cash, the
 * member's own money.
 */

/** The bonus a qualifying deposit grants: its share of the deposit, at most the terms' maximum. */
export function grantCents(
  terms: Pick<BonusTerms, 'percentBp' | 'maxBonusCents'>,
  depositCents: number,
): number {
  return Math.min(Math.floor((depositCents * terms.percentBp) / 10_000), terms.maxBonusCents);
}

/** What must be wagered before the bonus converts. */
export function wageringRequirementCents(
  terms: Pick<BonusTerms, 'wageringMultiple' | 'wageringBase'>,
  bonusCents: number,
  depositCents: number,
): number {
  const base = terms.wageringBase === 'bonusAndDeposit' ? bonusCents + depositCents : bonusCents;
  return terms.wageringMultiple * base;
}

/** The percent of a stake on this game type that counts towards wagering (absent: none). */
export function contributionPercent(
  contributions: BonusContributions,
  gameType: BonusGameType | null,
): number {
  return gameType === null ? 0 : (contributions[gameType] ?? 0);
}

/** The part of a stake that counts towards wagering, rounded down. */
export function contributionCents(stakeCents: number, percent: number): number {
  return Math.floor((stakeCents * percent) / 100);
}

/**
 * Cash first, then bonus: the stake takes the member's cash, and only what the cash does not
 * cover comes from the bonus balance. A game that does not count towards wagering (0%) is
 * played with cash alone, so bonus money is never spent where it cannot be wagered off.
 * Answers null when cash and usable bonus together do not cover the stake.
 */
export function splitStake(
  stakeCents: number,
  cashCents: number,
  bonusCents: number,
  bonusUsable: boolean,
): { cashCents: number; bonusCents: number } | null {
  const fromCash = Math.min(stakeCents, cashCents);
  const fromBonus = stakeCents - fromCash;
  if (fromBonus > 0 && (!bonusUsable || fromBonus > bonusCents)) return null;
  return { cashCents: fromCash, bonusCents: fromBonus };
}

/**
 * A round's win, split as its stake was: the bonus share (rounded down) goes to the bonus
 * balance, the rest, with the odd cent, to cash.
 */
export function splitWin(
  winCents: number,
  stake: { cashCents: number; bonusCents: number },
): { cashCents: number; bonusCents: number } {
  const total = stake.cashCents + stake.bonusCents;
  // BigInt: a provider's win times its round's stake may pass 2^53.
  const bonusCents =
    total === 0 ? 0 : Number((BigInt(winCents) * BigInt(stake.bonusCents)) / BigInt(total));
  return { cashCents: winCents - bonusCents, bonusCents };
}

/**
 * Conversion once wagering is met: the bonus balance becomes cash up to the cap; what is above
 * the cap is forfeited.
 */
export function conversion(
  bonusBalanceCents: number,
  maxConversionCents: number,
): { toCashCents: number; forfeitCents: number } {
  const toCashCents = Math.min(bonusBalanceCents, maxConversionCents);
  return { toCashCents, forfeitCents: bonusBalanceCents - toCashCents };
}
