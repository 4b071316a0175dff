import { z } from 'zod';
import {
  BONUS_SOURCES,
  BONUS_STATUSES,
  BonusContributions,
  BonusTerms,
  FREE_SPIN_STATUSES,
  FreeSpinStatus,
  MemberBonus,
} from '../api/bonuses.ts';
import { BoPageQuery, BoReason, boPage } from './common.ts';

/**
 * The back office's bonuses (issue 25, decision 056): every bonus with its member, balance and
 * wagering; one bonus's ledger transfers and round stakes; an operator's grant to a member and
 * the cancellation of an active bonus (bonus money only: cash is never touched); and the bonus
 * terms of the deposit promotions. Reads need bonuses.read, writes bonuses.write; each write is
 * audited with its reason. Amounts are integer cents.
 */
export const BO_BONUSES_API = {
  /** GET the bonuses, newest first (filters, paging); POST grants one to a member. */
  bonuses: '/bo/api/bonuses',
  /** GET one bonus: its row, wagering progress, ledger transfers and round stakes. */
  bonus: '/bo/api/bonuses/:id',
  /** POST { reason }: cancels an active bonus, its bonus balance back to the house. */
  cancel: '/bo/api/bonuses/:id/cancel',
  /** GET the promotions a deposit may name, each with its bonus terms or none. */
  terms: '/bo/api/bonus-terms',
  /** GET one promotion's bonus terms; PUT { terms | null, reason } sets or removes them. */
  promotionTerms: '/bo/api/bonus-terms/:id',
  /** GET the free-spin grants, newest first (filters, paging); POST grants spins to a member. */
  freeSpins: '/bo/api/free-spins',
  /** GET the slots free spins may be granted on: the in-house slots and the provider's. */
  freeSpinSlots: '/bo/api/free-spins/slots',
} as const;

/** The largest bonus, bet or conversion cap an operator may set: 10 million in the currency. */
export const BO_BONUS_MAX_CENTS = 1_000_000_000;

export const BO_BONUS_STATUS_FILTERS = ['all', ...BONUS_STATUSES] as const;
export const BO_BONUS_SOURCE_FILTERS = ['all', ...BONUS_SOURCES] as const;

export const BoBonusListQuery = BoPageQuery.extend({
  /** A member id or user name (exact, any case); empty: every member. */
  member: z.string().trim().max(64).default(''),
  status: z.enum(BO_BONUS_STATUS_FILTERS).default('all'),
  source: z.enum(BO_BONUS_SOURCE_FILTERS).default('all'),
});
export type BoBonusListQuery = z.input<typeof BoBonusListQuery>;

/** A bonus as the member sees it (title aside), with who it is for and who granted it. */
export const BoBonusRow = MemberBonus.omit({ title: true }).extend({
  memberId: z.number().int(),
  userName: z.string(),
  /** The promotion's title (the merchant's default text); '' for an operator's grant. */
  promotionTitle: z.string(),
  /** The deposit that earned it (0 for an operator's grant). */
  depositCents: z.number().int(),
  /** `deposit:<id>` for a promotion's grant, the operator's user name for an operator's. */
  grantedBy: z.string(),
  note: z.string(),
  /** The member's bonus balance now, for an active bonus (the bonus and its winnings); else null. */
  balanceCents: z.number().int().nullable(),
});
export type BoBonusRow = z.infer<typeof BoBonusRow>;

export const BoBonusPage = boPage(BoBonusRow);
export type BoBonusPage = z.infer<typeof BoBonusPage>;

export const BoBonusProgress = z.object({
  requiredCents: z.number().int(),
  wageredCents: z.number().int(),
  remainingCents: z.number().int(),
  /** Whole percent wagered, 0 to 100 (100 when nothing is required). */
  percent: z.number().int().min(0).max(100),
});
export type BoBonusProgress = z.infer<typeof BoBonusProgress>;

/** A transfer of the member's bonus balance for this bonus (grant, bets, wins, conversion, forfeit). */
export const BoBonusTransfer = z.object({
  transferId: z.number().int(),
  /** A ledger kind: bonus.grant, bonus.bet, bonus.win, bonus.rollback, bonus.convert, bonus.forfeit. */
  kind: z.string(),
  /** Signed as the bonus balance saw it: positive in, negative out. */
  amountCents: z.number().int(),
  /** The bonus balance after it. */
  balanceAfterCents: z.number().int(),
  reference: z.string(),
  createdAt: z.string(),
});
export type BoBonusTransfer = z.infer<typeof BoBonusTransfer>;

/** A stake placed under the bonus, split cash first then bonus, and its round's win split alike. */
export const BoBonusStake = z.object({
  /** The stake's ledger idempotency key. */
  stakeKey: z.string(),
  /** The round (`bgs-round:<id>`...). */
  reference: z.string(),
  cashCents: z.number().int(),
  bonusCents: z.number().int(),
  winCashCents: z.number().int(),
  winBonusCents: z.number().int(),
  createdAt: z.string(),
});
export type BoBonusStake = z.infer<typeof BoBonusStake>;

/** How many transfers and stakes the detail lists (newest first); the counts say how many in all. */
export const BO_BONUS_TRANSFERS_SHOWN = 200;
export const BO_BONUS_STAKES_SHOWN = 100;

export const BoBonusDetail = z.object({
  bonus: BoBonusRow,
  progress: BoBonusProgress,
  /** Newest first, at most BO_BONUS_TRANSFERS_SHOWN. */
  transfers: z.array(BoBonusTransfer),
  transferCount: z.number().int(),
  /** Newest first, at most BO_BONUS_STAKES_SHOWN. */
  stakes: z.array(BoBonusStake),
  stakeCount: z.number().int(),
});
export type BoBonusDetail = z.infer<typeof BoBonusDetail>;

const Cents = z.number().int().positive().max(BO_BONUS_MAX_CENTS);

/**
 * An operator's bonus to a member: the amount, its wagering (a multiple of the bonus), maximum
 * bet, conversion cap, days to expiry and contribution per game type, with the reason (kept as
 * the bonus's note and in the audit log). Refused while the member has an active bonus.
 */
export const BoBonusGrantBody = z.object({
  memberId: z.number().int().positive(),
  amountCents: Cents,
  /**
   * At least 1: a bonus without wagering would convert to cash at once, a cash credit that
   * belongs to the balance adjustments (and their four-eyes limit).
   */
  wageringMultiple: z.number().int().min(1).max(200),
  maxBetCents: Cents,
  maxConversionCents: Cents,
  expiryDays: z.number().int().min(1).max(365),
  contributions: BonusContributions,
  reason: z.string().trim().min(3).max(200),
  /**
   * Made once by the screen per grant it shows: sending the same one again (a retry, a double
   * click) grants once and answers the same bonus.
   */
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type BoBonusGrantBody = z.input<typeof BoBonusGrantBody>;

export const BoBonusCancelBody = z.object({ reason: BoReason });
export type BoBonusCancelBody = z.input<typeof BoBonusCancelBody>;

export const BoBonusCancelValue = z.object({
  bonus: BoBonusRow,
  /** The bonus balance taken back to the house (the bonus and what it won). */
  forfeitedCents: z.number().int(),
});
export type BoBonusCancelValue = z.infer<typeof BoBonusCancelValue>;

// ---------------------------------------------------------------------------------------------
// Deposit promotions' bonus terms

export const BoPromotionTermsRow = z.object({
  promotionId: z.number().int(),
  code: z.string(),
  title: z.object({ PT: z.string(), EN: z.string() }),
  category: z.string(),
  enabled: z.boolean(),
  terms: BonusTerms.nullable(),
});
export type BoPromotionTermsRow = z.infer<typeof BoPromotionTermsRow>;

/** Every promotion a deposit may name (referral promotions are not), in the content's order. */
export const BoPromotionTermsList = z.object({ promotions: z.array(BoPromotionTermsRow) });
export type BoPromotionTermsList = z.infer<typeof BoPromotionTermsList>;

export const BoPromotionTerms = z.object({
  promotionId: z.number().int(),
  terms: BonusTerms.nullable(),
});
export type BoPromotionTerms = z.infer<typeof BoPromotionTerms>;

/** New terms, or null to remove them; bonuses already granted keep the terms they had. */
export const BoPromotionTermsBody = z.object({
  terms: BonusTerms.nullable(),
  reason: BoReason,
});
export type BoPromotionTermsBody = z.input<typeof BoPromotionTermsBody>;

// ---------------------------------------------------------------------------------------------
// Free spins granted by an operator

/** The most spins one operator's grant gives, and the longest it lasts. */
export const BO_FREE_SPINS_MAX = 500;
export const BO_FREE_SPINS_MAX_EXPIRY_DAYS = 90;

/**
 * A slot an operator may grant free spins on: an in-house slot (played on our game page, where
 * a spin is a bet of the slot, so its value must be one) or a slot of our game provider's
 * vendors (the provider plays the grant: the server hands it over at launch).
 */
export const BoFreeSpinSlot = z.object({
  gameId: z.number().int(),
  name: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  inHouse: z.boolean(),
  /** In-house slots: the smallest bet and the bet step a spin value keeps to; else null. */
  minBetCents: z.number().int().nullable(),
  betStepCents: z.number().int().nullable(),
});
export type BoFreeSpinSlot = z.infer<typeof BoFreeSpinSlot>;

/** In-house slots first, then the provider's vendors in the catalogue's order, each by name. */
export const BoFreeSpinSlotList = z.object({ slots: z.array(BoFreeSpinSlot) });
export type BoFreeSpinSlotList = z.infer<typeof BoFreeSpinSlotList>;

export const BO_FREE_SPIN_STATUS_FILTERS = ['all', ...FREE_SPIN_STATUSES] as const;

export const BoFreeSpinListQuery = BoPageQuery.extend({
  /** A member id or user name (exact, any case); empty: every member. */
  member: z.string().trim().max(64).default(''),
  status: z.enum(BO_FREE_SPIN_STATUS_FILTERS).default('all'),
});
export type BoFreeSpinListQuery = z.input<typeof BoFreeSpinListQuery>;

/** A grant of free spins: a promotion's (the welcome pack) or an operator's. */
export const BoFreeSpinGrant = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  userName: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  /** The promotion that granted it (its default title); null and '' for an operator's grant. */
  promotionId: z.number().int().nullable(),
  promotionTitle: z.string(),
  status: FreeSpinStatus,
  spinsTotal: z.number().int(),
  spinsLeft: z.number().int(),
  spinValueCents: z.number().int(),
  /** What the spins have won so far (paid into the bonus balance). */
  winningsCents: z.number().int(),
  wageringMultiple: z.number().int(),
  maxConversionCents: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** 'registration' for the welcome pack, the operator's user name for an operator's grant. */
  grantedBy: z.string(),
});
export type BoFreeSpinGrant = z.infer<typeof BoFreeSpinGrant>;

export const BoFreeSpinPage = boPage(BoFreeSpinGrant);
export type BoFreeSpinPage = z.infer<typeof BoFreeSpinPage>;

/**
 * An operator's free spins to a member: so many spins of a value on one slot of
 * BoFreeSpinSlotList, their winnings under a wagering multiple (at least 1, as an operator's
 * bonus) and a conversion cap, for some days, with the reason (kept in the audit log).
 */
export const BoFreeSpinGrantBody = z.object({
  memberId: z.number().int().positive(),
  gameId: z.number().int().positive(),
  spins: z.number().int().min(1).max(BO_FREE_SPINS_MAX),
  spinValueCents: Cents,
  wageringMultiple: z.number().int().min(1).max(200),
  maxConversionCents: Cents,
  expiryDays: z.number().int().min(1).max(BO_FREE_SPINS_MAX_EXPIRY_DAYS),
  reason: z.string().trim().min(3).max(200),
  /** As a bonus grant's: the same one again grants once and answers the same grant. */
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type BoFreeSpinGrantBody = z.input<typeof BoFreeSpinGrantBody>;
