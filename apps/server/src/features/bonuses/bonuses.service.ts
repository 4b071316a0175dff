import type { Kysely, Selectable } from 'kysely';
import {
  BonusContributions,
  type BonusGameType,
  type BonusTerms,
  type ForfeitBonusValue,
  type LedgerKind,
  type MemberBonus,
  type MemberBonusesValue,
} from '@app/contracts';
import type { BonusesTable, PromotionBonusTermsTable } from '../../db/schema/bonus-tables.ts';
import type { Database } from '../../db/schema/tables.ts';
import { AppError, amountDetail } from '../../errors.ts';
import { nowMs, type AppContext } from '../../lib/context.ts';
import type { ContentLanguage } from '../../lib/content-language.ts';
import { promotionTitles } from './promotion-titles.ts';
import {
  accountBalance,
  transfer,
  type LedgerAccountRef,
  type TransferResult,
} from '../ledger/ledger.service.ts';
import {
  contributionCents,
  contributionPercent,
  conversion,
  grantCents,
  splitStake,
  splitWin,
  wageringRequirementCents,
} from './bonus-rules.ts';
import { expireFreeSpins, memberFreeSpins } from './free-spins.service.ts';

/**
 * The bonus engine (issue 25, decision 056). Every function runs in the caller's write
 * transaction (ctx.db is one): a stake, its split and its wagering commit together, as do a
 * conversion or a forfeit and the bonus row's new status. A member has at most one active
 * bonus; its money is the member's bonus ledger account.
 */

type Db = Kysely<Database>;
type BonusRow = Selectable<BonusesTable>;

export const HOUSE_BONUS: LedgerAccountRef = { kind: 'house', name: 'bonus' };
export const bonusAccount = (memberId: number): LedgerAccountRef => ({
  kind: 'member-bonus',
  memberId,
});
const cashAccount = (memberId: number): LedgerAccountRef => ({ kind: 'member', memberId });

export function bonusBalance(ctx: AppContext, memberId: number): Promise<number> {
  return accountBalance(ctx, bonusAccount(memberId));
}

function parseContributions(json: string): BonusContributions {
  const parsed = BonusContributions.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : {};
}

function activeRow(db: Db, merchantCode: string, memberId: number) {
  return db
    .selectFrom('bonuses')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('member_id', '=', memberId)
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function hasActiveBonus(ctx: AppContext, memberId: number): Promise<boolean> {
  return (await activeRow(ctx.db, ctx.merchantCode, memberId)) !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Terms

export function toTerms(row: Selectable<PromotionBonusTermsTable>): BonusTerms {
  return {
    percentBp: Number(row.percent_bp),
    maxBonusCents: Number(row.max_bonus_cents),
    minDepositCents: Number(row.min_deposit_cents),
    wageringMultiple: Number(row.wagering_multiple),
    wageringBase: row.wagering_base,
    maxBetCents: Number(row.max_bet_cents),
    expiryDays: Number(row.expiry_days),
    maxConversionCents: Number(row.max_conversion_cents),
    contributions: parseContributions(row.contributions),
    oncePerMember: Number(row.once_per_member) === 1,
  };
}

/** The row of a promotion's bonus terms. */
export function bonusTermsRow(merchantCode: string, promotionId: number, terms: BonusTerms) {
  return {
    promotion_id: promotionId,
    merchant_code: merchantCode,
    percent_bp: terms.percentBp,
    max_bonus_cents: terms.maxBonusCents,
    min_deposit_cents: terms.minDepositCents,
    wagering_multiple: terms.wageringMultiple,
    wagering_base: terms.wageringBase,
    max_bet_cents: terms.maxBetCents,
    expiry_days: terms.expiryDays,
    max_conversion_cents: terms.maxConversionCents,
    contributions: JSON.stringify(terms.contributions),
    once_per_member: terms.oncePerMember ? 1 : 0,
  };
}

/** The bonus terms of each of these promotions that has some. */
export async function promotionTerms(
  ctx: AppContext,
  promotionIds: readonly number[],
): Promise<Map<number, BonusTerms>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('promotion_bonus_terms')
    .selectAll()
    .where('merchant_code', '=', ctx.merchantCode)
    .where('promotion_id', 'in', [...promotionIds])
    .execute();
  return new Map(rows.map((row) => [Number(row.promotion_id), toTerms(row)]));
}

function onceKey(promotionId: number, memberId: number): string {
  return `promotion:${promotionId}:member:${memberId}`;
}

/**
 * Why this member cannot take this promotion's bonus with a deposit of this amount, as the
 * error to answer, or null when it can. Asked when the deposit is requested (the member hears
 * at once) and again when it is credited (the answer may have changed meanwhile).
 */
export async function promotionRefusal(
  ctx: AppContext,
  memberId: number,
  promotionId: number,
  depositCents: number,
): Promise<AppError | null> {
  const terms = (await promotionTerms(ctx, [promotionId])).get(promotionId);
  return terms ? refusalUnder(ctx, memberId, { promotionId, terms }, depositCents) : null;
}

async function refusalUnder(
  ctx: AppContext,
  memberId: number,
  { promotionId, terms }: { promotionId: number; terms: BonusTerms },
  depositCents: number,
): Promise<AppError | null> {
  if (depositCents < terms.minDepositCents) {
    return new AppError('cashier.promotion.min.deposit', 400, amountDetail(terms.minDepositCents));
  }
  if (await hasActiveBonus(ctx, memberId)) {
    return new AppError('cashier.promotion.bonus.active', 409);
  }
  if (terms.oncePerMember) {
    const used = await ctx.db
      .selectFrom('bonuses')
      .select('id')
      .where('merchant_code', '=', ctx.merchantCode)
      .where('grant_key', '=', onceKey(promotionId, memberId))
      .executeTakeFirst();
    if (used) return new AppError('cashier.promotion.used', 409);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Grants

interface GrantInput {
  memberId: number;
  source: 'deposit' | 'operator';
  grantKey: string;
  amountCents: number;
  depositCents: number;
  promotionId: number | null;
  depositId: number | null;
  wageringRequiredCents: number;
  maxBetCents: number;
  maxConversionCents: number;
  contributions: BonusContributions;
  expiryDays: number;
  grantedBy: string;
  note?: string;
}

/** Creates the bonus and moves its money from the house; once per grant key. */
export async function grantBonus(ctx: AppContext, input: GrantInput): Promise<number | null> {
  const now = nowMs(ctx);
  const inserted = await ctx.db
    .insertInto('bonuses')
    .values({
      merchant_code: ctx.merchantCode,
      member_id: input.memberId,
      source: input.source,
      promotion_id: input.promotionId,
      deposit_id: input.depositId,
      grant_key: input.grantKey,
      status: 'active',
      amount_cents: input.amountCents,
      deposit_cents: input.depositCents,
      wagering_required_cents: input.wageringRequiredCents,
      max_bet_cents: input.maxBetCents,
      max_conversion_cents: input.maxConversionCents,
      contributions: JSON.stringify(input.contributions),
      expires_at: new Date(now + input.expiryDays * 86_400_000).toISOString(),
      granted_by: input.grantedBy,
      note: input.note ?? '',
      created_at: new Date(now).toISOString(),
      closed_at: null,
    })
    // Taken grant key, or another bonus active (bonuses_one_active): nothing is granted.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const bonusId = Number(inserted.id);
  await transfer(ctx, {
    idempotencyKey: `bonus:${bonusId}:grant`,
    from: HOUSE_BONUS,
    to: bonusAccount(input.memberId),
    amountCents: input.amountCents,
    kind: 'bonus.grant',
    reference: `bonus:${bonusId}`,
  });
  // A requirement of nothing is met at once.
  await settleBonus(ctx, input.memberId);
  return bonusId;
}

/**
 * The bonus a credited deposit earns with the promotion it named, if the promotion has bonus
 * terms and the member still qualifies. The deposit is credited either way.
 */
export async function grantDepositBonus(
  ctx: AppContext,
  deposit: { id: number; memberId: number; amountCents: number; promotionId: number | null },
): Promise<number | null> {
  if (deposit.promotionId === null) return null;
  const terms = (await promotionTerms(ctx, [deposit.promotionId])).get(deposit.promotionId);
  if (!terms) return null;
  const refusal = await refusalUnder(
    ctx,
    deposit.memberId,
    { promotionId: deposit.promotionId, terms },
    deposit.amountCents,
  );
  if (refusal) return null;
  const amountCents = grantCents(terms, deposit.amountCents);
  if (amountCents <= 0) return null;
  return grantBonus(ctx, {
    memberId: deposit.memberId,
    source: 'deposit',
    grantKey: terms.oncePerMember
      ? onceKey(deposit.promotionId, deposit.memberId)
      : `deposit:${deposit.id}`,
    amountCents,
    depositCents: deposit.amountCents,
    promotionId: deposit.promotionId,
    depositId: deposit.id,
    wageringRequiredCents: wageringRequirementCents(terms, amountCents, deposit.amountCents),
    maxBetCents: terms.maxBetCents,
    maxConversionCents: terms.maxConversionCents,
    contributions: terms.contributions,
    expiryDays: terms.expiryDays,
    grantedBy: `deposit:${deposit.id}`,
  });
}

// ---------------------------------------------------------------------------------------------
// Stakes and wins

export interface StakeInput {
  memberId: number;
  amountCents: number;
  /**
   * The stake's game type for contributions (null: counts for nothing, plays cash only); a
   * function is asked only under an active bonus, as most members have none.
   */
  gameType: BonusGameType | null | (() => Promise<BonusGameType | null>);
  /** The round's ledger key: the cash part uses it, the bonus part `${key}:bonus`. */
  key: string;
  kind: Extract<LedgerKind, 'bet' | 'vendor.bet'>;
  to: LedgerAccountRef;
  reference: string;
  requestHash?: string;
}

export interface StakeResult {
  /** The active bonus the stake was placed under, or null (then the bonus balance is 0). */
  bonusId: number | null;
  /** The first transfer of the stake (cash if any, else bonus). */
  transferId: number;
  replayed: boolean;
  cashCents: number;
  bonusCents: number;
  balanceCents: number;
  bonusBalanceCents: number;
}

/**
 * A stake, cash first then bonus. The caller has claimed the round (a repeat of the request
 * never gets here), so the split is decided once. While a bonus is active, a stake on a game
 * that counts is refused above the bonus's maximum bet, and every stake adds its contribution
 * to the wagering.
 */
export async function placeStake(ctx: AppContext, input: StakeInput): Promise<StakeResult> {
  const bonus = await activeRow(ctx.db, ctx.merchantCode, input.memberId);
  const cashStake = (amountCents: number) =>
    transfer(ctx, {
      idempotencyKey: input.key,
      from: cashAccount(input.memberId),
      to: input.to,
      amountCents,
      kind: input.kind,
      reference: input.reference,
      requestHash: input.requestHash,
    });
  if (!bonus) {
    const cash = await cashStake(input.amountCents);
    // Closing a bonus empties its account (converted, forfeited or spent), so none active
    // means a bonus balance of 0: the usual stake asks nothing more.
    return {
      bonusId: null,
      transferId: cash.transferId,
      replayed: cash.replayed,
      cashCents: input.amountCents,
      bonusCents: 0,
      balanceCents: cash.memberBalanceCents ?? 0,
      bonusBalanceCents: 0,
    };
  }

  const gameType = typeof input.gameType === 'function' ? await input.gameType() : input.gameType;
  const percent = contributionPercent(parseContributions(bonus.contributions), gameType);
  if (percent > 0 && input.amountCents > Number(bonus.max_bet_cents)) {
    throw new AppError('bonus.max.bet', 409, amountDetail(Number(bonus.max_bet_cents)), {
      maxBetCents: Number(bonus.max_bet_cents),
    });
  }
  const [cashCents, bonusCents] = [
    await accountBalance(ctx, cashAccount(input.memberId)),
    await bonusBalance(ctx, input.memberId),
  ];
  // Not covered: the whole stake from cash, which the ledger refuses with the member's balance.
  const split = splitStake(input.amountCents, cashCents, bonusCents, percent > 0) ?? {
    cashCents: input.amountCents,
    bonusCents: 0,
  };

  let first: TransferResult | null = null;
  let balance = cashCents;
  if (split.cashCents > 0) {
    first = await cashStake(split.cashCents);
    balance = first.memberBalanceCents ?? 0;
  }
  let bonusAfter = bonusCents;
  if (split.bonusCents > 0) {
    const fromBonus = await transfer(ctx, {
      idempotencyKey: `${input.key}:bonus`,
      from: bonusAccount(input.memberId),
      to: input.to,
      amountCents: split.bonusCents,
      kind: 'bonus.bet',
      reference: input.reference,
    });
    first ??= fromBonus;
    bonusAfter -= split.bonusCents;
  }
  const counted = contributionCents(input.amountCents, percent);
  await ctx.db
    .insertInto('bonus_stakes')
    .values({
      merchant_code: ctx.merchantCode,
      stake_key: input.key,
      bonus_id: Number(bonus.id),
      cash_cents: split.cashCents,
      bonus_cents: split.bonusCents,
      counted_cents: counted,
      created_at: new Date(nowMs(ctx)).toISOString(),
    })
    .execute();
  await countStake(ctx, { bonusId: Number(bonus.id), counted });
  return {
    bonusId: Number(bonus.id),
    transferId: first!.transferId,
    replayed: first!.replayed,
    cashCents: split.cashCents,
    bonusCents: split.bonusCents,
    balanceCents: balance,
    bonusBalanceCents: bonusAfter,
  };
}

/** Adds a stake's contribution to its bonus's wagering. */
async function countStake(
  ctx: AppContext,
  check: { bonusId: number; counted: number },
): Promise<void> {
  if (check.counted <= 0) return;
  await ctx.db
    .updateTable('bonuses')
    .set((eb) => ({ wagered_cents: eb('wagered_cents', '+', check.counted) }))
    .where('id', '=', check.bonusId)
    .where('status', '=', 'active')
    .execute();
}

export interface WinInput {
  memberId: number;
  /** The stake's key: its split decides the win's. */
  stakeKey: string;
  /** The stake, when the caller placed it in this transaction: spares looking its split up. */
  stake?: StakeResult;
  amountCents: number;
  key: string;
  kind: Extract<LedgerKind, 'win' | 'vendor.win'>;
  from: LedgerAccountRef;
  reference: string;
}

async function stakeSplit(ctx: AppContext, stakeKey: string) {
  const row = await ctx.db
    .selectFrom('bonus_stakes as s')
    .innerJoin('bonuses as b', 'b.id', 's.bonus_id')
    .select(['s.cash_cents', 's.bonus_cents', 'b.status'])
    .where('s.merchant_code', '=', ctx.merchantCode)
    .where('s.stake_key', '=', stakeKey)
    .executeTakeFirst();
  return row
    ? { cashCents: Number(row.cash_cents), bonusCents: Number(row.bonus_cents), status: row.status }
    : undefined;
}

/**
 * A round's win, split as its stake was. The bonus share of a win whose bonus has closed
 * meanwhile (forfeited, expired) stays with the house: it was won with the house's money.
 */
export async function payWin(
  ctx: AppContext,
  input: WinInput,
): Promise<{ transferId: number | null; balanceCents: number | null }> {
  const stake =
    input.stake === undefined
      ? await stakeSplit(ctx, input.stakeKey)
      : input.stake.bonusId === null
        ? undefined
        : { ...input.stake, status: 'active' };
  const split = stake
    ? splitWin(input.amountCents, stake)
    : { cashCents: input.amountCents, bonusCents: 0 };
  let transferId: number | null = null;
  let balanceCents: number | null = null;
  if (split.cashCents > 0) {
    const cash = await transfer(ctx, {
      idempotencyKey: input.key,
      from: input.from,
      to: cashAccount(input.memberId),
      amountCents: split.cashCents,
      kind: input.kind,
      reference: input.reference,
    });
    transferId = cash.transferId;
    balanceCents = cash.memberBalanceCents;
  }
  if (split.bonusCents > 0 && stake?.status === 'active') {
    const bonusWin = await transfer(ctx, {
      idempotencyKey: `${input.key}:bonus`,
      from: input.from,
      to: bonusAccount(input.memberId),
      amountCents: split.bonusCents,
      kind: 'bonus.win',
      reference: input.reference,
    });
    transferId ??= bonusWin.transferId;
  }
  return { transferId, balanceCents };
}

/**
 * After a round: converts the active bonus once its wagering is met (up to its cap, the rest
 * forfeited), or closes it as spent when its balance is gone. Answers the balances after.
 * While a provider's round still holds some of the bonus's money (staked, not yet credited,
 * decision 061), it stays open: that round's win belongs to it.
 */
export async function settleBonus(
  ctx: AppContext,
  memberId: number,
): Promise<{ balanceCents: number; bonusBalanceCents: number }> {
  const bonus = await activeRow(ctx.db, ctx.merchantCode, memberId);
  const bonusCents = await bonusBalance(ctx, memberId);
  if (bonus && !(await holdsOpenRound(ctx, Number(bonus.id)))) {
    const wagered = Number(bonus.wagered_cents) >= Number(bonus.wagering_required_cents);
    if (wagered) {
      const { toCashCents, forfeitCents } = conversion(
        bonusCents,
        Number(bonus.max_conversion_cents),
      );
      await closeBonus(ctx, bonus, 'converted', { toCashCents, forfeitCents });
    } else if (bonusCents === 0) {
      await closeBonus(ctx, bonus, 'spent', { toCashCents: 0, forfeitCents: 0 });
    }
  }
  return {
    balanceCents: await accountBalance(ctx, cashAccount(memberId)),
    bonusBalanceCents: await bonusBalance(ctx, memberId),
  };
}

/**
 * A provider's round that staked some of this bonus's money and has no credit yet. One left
 * open for a day is taken as lost (the provider settles its rounds in seconds; its credit, if
 * it ever comes, finds the bonus closed), so a lost round cannot hold a bonus open for good.
 */
const OPEN_ROUND_MS = 24 * 60 * 60 * 1000;

async function holdsOpenRound(ctx: AppContext, bonusId: number): Promise<boolean> {
  const open = await ctx.db
    .selectFrom('vendor_rounds')
    .select('id')
    .where('bonus_id', '=', bonusId)
    .where('credit_count', '=', 0)
    .where('bonus_stake_cents', '>', 0)
    // Rounds are stamped on the wall clock (vendor-rounds.ts).
    .where('created_at', '>', new Date(Date.now() - OPEN_ROUND_MS).toISOString())
    .limit(1)
    .executeTakeFirst();
  return open !== undefined;
}

type ClosedStatus = 'converted' | 'forfeited' | 'expired' | 'cancelled' | 'spent';

async function closeBonus(
  ctx: AppContext,
  bonus: BonusRow,
  status: ClosedStatus,
  money: { toCashCents: number; forfeitCents: number },
): Promise<boolean> {
  const nowIso = new Date(nowMs(ctx)).toISOString();
  const closed = await ctx.db
    .updateTable('bonuses')
    .set({
      status,
      closed_at: nowIso,
      converted_cents: money.toCashCents,
      forfeited_cents: money.forfeitCents,
    })
    .where('id', '=', bonus.id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) !== 1) return false;
  const memberId = Number(bonus.member_id);
  if (money.toCashCents > 0) {
    await transfer(ctx, {
      idempotencyKey: `bonus:${bonus.id}:convert`,
      from: bonusAccount(memberId),
      to: cashAccount(memberId),
      amountCents: money.toCashCents,
      kind: 'bonus.convert',
      reference: `bonus:${bonus.id}`,
    });
  }
  if (money.forfeitCents > 0) {
    await transfer(ctx, {
      idempotencyKey: `bonus:${bonus.id}:forfeit`,
      from: bonusAccount(memberId),
      to: HOUSE_BONUS,
      amountCents: money.forfeitCents,
      kind: 'bonus.forfeit',
      reference: `bonus:${bonus.id}`,
    });
  }
  return true;
}

/**
 * Gives up the member's active bonus: its whole bonus balance (the bonus and what it won) goes
 * back to the house; cash is never touched. Answers what was removed, or null with no bonus.
 */
export async function forfeitActiveBonus(
  ctx: AppContext,
  memberId: number,
  status: 'forfeited' | 'expired' | 'cancelled' = 'forfeited',
  bonusId?: number,
): Promise<number | null> {
  const bonus = await activeRow(ctx.db, ctx.merchantCode, memberId);
  if (!bonus || (bonusId !== undefined && Number(bonus.id) !== bonusId)) return null;
  const forfeitCents = await bonusBalance(ctx, memberId);
  const closed = await closeBonus(ctx, bonus, status, { toCashCents: 0, forfeitCents });
  return closed ? forfeitCents : null;
}

/** The member's own forfeit, from the bonus screen. */
export async function forfeitByMember(
  ctx: AppContext,
  memberId: number,
  bonusId: number,
): Promise<ForfeitBonusValue> {
  const forfeitedCents = await forfeitActiveBonus(ctx, memberId, 'forfeited', bonusId);
  if (forfeitedCents === null) throw new AppError('bonus.not.found', 404);
  return { forfeitedCents, bonusBalanceCents: await bonusBalance(ctx, memberId) };
}

/**
 * The scheduler's job: every active bonus past its expiry is forfeited, and every free-spin
 * grant past its expiry closes. Answers how many bonuses expired.
 */
export async function expireBonuses(
  ctx: AppContext,
  inTransaction: <T>(work: (ctx: AppContext) => Promise<T>) => Promise<T>,
): Promise<number> {
  const nowIso = new Date(nowMs(ctx)).toISOString();
  await expireFreeSpins(ctx);
  const due = await ctx.db
    .selectFrom('bonuses')
    .select(['id', 'member_id'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('status', '=', 'active')
    .where('expires_at', '<=', nowIso)
    .execute();
  let expired = 0;
  for (const row of due) {
    const removed = await inTransaction((tctx) =>
      forfeitActiveBonus(tctx, Number(row.member_id), 'expired', Number(row.id)),
    );
    if (removed !== null) expired += 1;
  }
  return expired;
}

// ---------------------------------------------------------------------------------------------
// The member's view

function toMemberBonus(row: BonusRow, title: string): MemberBonus {
  return {
    id: Number(row.id),
    source: row.source,
    title,
    promotionId: row.promotion_id === null ? null : Number(row.promotion_id),
    status: row.status,
    amountCents: Number(row.amount_cents),
    wageringRequiredCents: Number(row.wagering_required_cents),
    wageredCents: Math.min(Number(row.wagered_cents), Number(row.wagering_required_cents)),
    maxBetCents: Number(row.max_bet_cents),
    maxConversionCents: Number(row.max_conversion_cents),
    contributions: parseContributions(row.contributions),
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    closedAt: row.closed_at,
    convertedCents: Number(row.converted_cents),
    forfeitedCents: Number(row.forfeited_cents),
  };
}

export async function memberBonuses(
  ctx: AppContext,
  memberId: number,
  language: ContentLanguage,
): Promise<MemberBonusesValue> {
  const rows = await ctx.db
    .selectFrom('bonuses')
    .selectAll()
    .where('merchant_code', '=', ctx.merchantCode)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(21)
    .execute();
  const titleOf = await promotionTitles(ctx, rows, language);
  const views = rows.map((row) => toMemberBonus(row, titleOf(row)));
  return {
    bonusBalanceCents: await bonusBalance(ctx, memberId),
    active: views.find((bonus) => bonus.status === 'active') ?? null,
    freeSpins: await memberFreeSpins(ctx, memberId, language),
    history: views.filter((bonus) => bonus.status !== 'active').slice(0, 20),
  };
}
