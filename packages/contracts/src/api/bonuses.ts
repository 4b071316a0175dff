import { z } from 'zod';
import { REBATE_GAME_TYPES, RebateGameType } from './agent-money.ts';
import { Game } from './games.ts';

/**
 * Bonuses (issue 25, decision 056). A bonus is money the member may play but not withdraw until
 * its wagering is met: it lives in a bonus balance beside the cash balance, both in the ledger.
 * Amounts are integer cents; rates integer percent or basis points as named.
 */

/** The game types a contribution is set for: the rebate types (slots count as RNG). */
export const BONUS_GAME_TYPES = REBATE_GAME_TYPES;
export type BonusGameType = RebateGameType;

/** What share of a stake (percent, 0 to 100) counts towards wagering, per game type; absent is 0. */
export const BonusContributions = z.partialRecord(RebateGameType, z.number().int().min(0).max(100));
export type BonusContributions = z.infer<typeof BonusContributions>;

/** What the wagering requirement multiplies: the bonus alone, or the bonus plus its deposit. */
export const WAGERING_BASES = ['bonus', 'bonusAndDeposit'] as const;
export const WageringBase = z.enum(WAGERING_BASES);
export type WageringBase = z.infer<typeof WageringBase>;

const Cents = z.number().int().min(0).max(100_000_000_00);

/** A deposit promotion's bonus: what a qualifying deposit grants and the rules it is played under. */
export const BonusTerms = z.object({
  /** Bonus as a share of the deposit, basis points (10000 = 100%). */
  percentBp: z.number().int().min(1).max(100_000),
  /** The most one grant gives. */
  maxBonusCents: Cents.min(1),
  /** The smallest deposit that qualifies. */
  minDepositCents: Cents,
  /** Wagering requirement: this many times the base. */
  wageringMultiple: z.number().int().min(0).max(200),
  wageringBase: WageringBase,
  /** The largest stake allowed while the bonus is active. */
  maxBetCents: Cents.min(1),
  /** Days from the grant until an unconverted bonus expires. */
  expiryDays: z.number().int().min(1).max(365),
  /** The most the bonus converts into cash; what is above it is forfeited at conversion. */
  maxConversionCents: Cents.min(1),
  contributions: BonusContributions,
  /** One grant per member for this promotion (otherwise one per qualifying deposit). */
  oncePerMember: z.boolean(),
});
export type BonusTerms = z.infer<typeof BonusTerms>;

export const BONUS_STATUSES = [
  'active',
  'converted',
  'forfeited',
  'expired',
  'cancelled',
  'spent',
] as const;
export const BonusStatus = z.enum(BONUS_STATUSES);
export type BonusStatus = z.infer<typeof BonusStatus>;

/** Where a bonus came from: a deposit promotion, an operator, or free spins' winnings. */
export const BONUS_SOURCES = ['deposit', 'operator', 'freeSpins'] as const;
export const BonusSource = z.enum(BONUS_SOURCES);
export type BonusSource = z.infer<typeof BonusSource>;

export const MemberBonus = z.object({
  id: z.number().int(),
  source: BonusSource,
  /** The promotion's title in the member's language ('' for an operator's grant). */
  title: z.string(),
  promotionId: z.number().int().nullable(),
  status: BonusStatus,
  /** What was granted. */
  amountCents: z.number().int(),
  wageringRequiredCents: z.number().int(),
  /** Contributed stakes so far (capped at the requirement). */
  wageredCents: z.number().int(),
  maxBetCents: z.number().int(),
  maxConversionCents: z.number().int(),
  contributions: BonusContributions,
  expiresAt: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** Cash the bonus became at conversion. */
  convertedCents: z.number().int(),
  /** Bonus money removed by a forfeit, an expiry, a cancellation or the conversion cap. */
  forfeitedCents: z.number().int(),
});
export type MemberBonus = z.infer<typeof MemberBonus>;

/**
 * Free spins (decision 056, second pass): spins of a stated value on one in-house slot, paid for
 * by the house. Their winnings go to the bonus balance under `wageringMultiple` times the
 * winnings; they join the active bonus when there is one.
 */
export const FreeSpinTerms = z.object({
  spins: z.number().int().min(1).max(500),
  spinValueCents: Cents.min(1),
  /** The in-house (BGS) slot the spins are played on. */
  gameId: z.number().int().positive(),
  wageringMultiple: z.number().int().min(0).max(200),
  maxConversionCents: Cents.min(1),
  expiryDays: z.number().int().min(1).max(365),
});
export type FreeSpinTerms = z.infer<typeof FreeSpinTerms>;

export const FREE_SPIN_STATUSES = ['active', 'used', 'expired', 'cancelled'] as const;
export const FreeSpinStatus = z.enum(FREE_SPIN_STATUSES);
export type FreeSpinStatus = z.infer<typeof FreeSpinStatus>;

export const MemberFreeSpins = z.object({
  id: z.number().int(),
  /** The promotion's title in the member's language ('' for an operator's grant). */
  title: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  status: FreeSpinStatus,
  spinsTotal: z.number().int(),
  spinsLeft: z.number().int(),
  spinValueCents: z.number().int(),
  /** What the spins have won so far (it is in the bonus balance). */
  winningsCents: z.number().int(),
  wageringMultiple: z.number().int(),
  expiresAt: z.string(),
  /** The slot, as a tile launches it (a provider's slot opens on the provider's page). */
  game: Game.nullable(),
});
export type MemberFreeSpins = z.infer<typeof MemberFreeSpins>;

/** The free spins a slot's page offers: the member's live grant on that game, if any. */
export const SlotFreeSpins = z.object({
  grantId: z.number().int(),
  spinsLeft: z.number().int(),
  spinValueCents: z.number().int(),
  expiresAt: z.string(),
});
export type SlotFreeSpins = z.infer<typeof SlotFreeSpins>;

export const MemberBonusesValue = z.object({
  /** The bonus balance now: the active bonus and its winnings. */
  bonusBalanceCents: z.number().int().min(0),
  active: MemberBonus.nullable(),
  /** Free spins not yet played, soonest expiry first. */
  freeSpins: z.array(MemberFreeSpins),
  /** Closed bonuses, newest first (the last 20). */
  history: z.array(MemberBonus),
});
export type MemberBonusesValue = z.infer<typeof MemberBonusesValue>;

export const ForfeitBonusBody = z.object({ bonusId: z.number().int().positive() });
export type ForfeitBonusBody = z.input<typeof ForfeitBonusBody>;

export const ForfeitBonusValue = z.object({
  forfeitedCents: z.number().int(),
  bonusBalanceCents: z.number().int(),
});
export type ForfeitBonusValue = z.infer<typeof ForfeitBonusValue>;
