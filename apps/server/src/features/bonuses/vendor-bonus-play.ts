import type { AppContext } from '../../lib/context.ts';
import { transfer, type LedgerAccountRef } from '../ledger/ledger.service.ts';
import { splitWin } from './bonus-rules.ts';
import { bonusAccount, HOUSE_BONUS } from './bonuses.service.ts';

/**
 * Bonus money on a provider's games (decision 061). A provider settles per round, not per
 * bet, and may reverse a bet later, so the split of a round's stakes lives on its vendor round
 * (`bonus_stake_cents`, placed by `placeStake`) and a bet's split on its `bonus_stakes` row.
 *
 * The vendor's ledger account moves exactly as the provider sees it: every win and reversal is
 * paid out of it in full. The bonus share of one whose bonus has closed meanwhile (forfeited,
 * expired, cancelled, converted) goes to the house's bonus account, as the bonus balance would
 * have on closing; cash is never touched by it. Every function runs in the caller's write
 * transaction.
 */

const cashAccount = (memberId: number): LedgerAccountRef => ({ kind: 'member', memberId });

async function isActive(ctx: AppContext, bonusId: number): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('bonuses')
    .select('status')
    .where('id', '=', bonusId)
    .executeTakeFirst();
  return row?.status === 'active';
}

export interface VendorRoundShare {
  bonusId: number | null;
  /** The round's live stakes, cash and bonus. */
  stakeCents: number;
  /** Their bonus part. */
  bonusStakeCents: number;
}

export interface VendorPayout {
  memberId: number;
  vendor: LedgerAccountRef;
  amountCents: number;
  /** The cash part's ledger key; the bonus part's is `${key}:bonus`. */
  key: string;
  reference: string;
  requestHash: string;
}

/** The first transfer of a payout, whichever part it paid (cash first). */
interface Paid {
  transferId: number;
  replayed: boolean;
}

async function payParts(
  ctx: AppContext,
  input: VendorPayout,
  parts: { cashCents: number; bonusCents: number; bonusId: number | null },
  kinds: { cash: 'vendor.win' | 'vendor.rollback'; bonus: 'bonus.win' | 'bonus.rollback' },
): Promise<Paid> {
  let first: Paid | null = null;
  if (parts.cashCents > 0) {
    first = await transfer(ctx, {
      idempotencyKey: input.key,
      from: input.vendor,
      to: cashAccount(input.memberId),
      amountCents: parts.cashCents,
      kind: kinds.cash,
      reference: input.reference,
      requestHash: input.requestHash,
    });
  }
  if (parts.bonusCents > 0) {
    const active = parts.bonusId !== null && (await isActive(ctx, parts.bonusId));
    const bonus = await transfer(ctx, {
      idempotencyKey: `${input.key}:bonus`,
      from: input.vendor,
      to: active ? bonusAccount(input.memberId) : HOUSE_BONUS,
      amountCents: parts.bonusCents,
      kind: kinds.bonus,
      reference: input.reference,
    });
    first ??= bonus;
  }
  return first!;
}

/**
 * A win of a provider's round, split as the round's live stakes are: the bonus share rounded
 * down to the bonus balance, the rest (with the odd cent) to cash.
 */
export function payVendorWin(
  ctx: AppContext,
  input: VendorPayout & { round: VendorRoundShare },
): Promise<Paid> {
  const { round } = input;
  const split = splitWin(input.amountCents, {
    cashCents: round.stakeCents - round.bonusStakeCents,
    bonusCents: round.bonusStakeCents,
  });
  return payParts(
    ctx,
    input,
    { ...split, bonusId: round.bonusId },
    { cash: 'vendor.win', bonus: 'bonus.win' },
  );
}

/**
 * Reverses a provider's bet as it was staked: its cash part to cash, its bonus part to the
 * bonus balance, and what it counted towards its bonus's wagering taken back. Answers the
 * first transfer and the bonus part (the round's bonus stake goes down by it).
 */
export async function refundVendorStake(
  ctx: AppContext,
  input: VendorPayout & { stakeKey: string },
): Promise<Paid & { bonusCents: number }> {
  const stake = await ctx.db
    .selectFrom('bonus_stakes')
    .select(['bonus_id', 'bonus_cents', 'counted_cents'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('stake_key', '=', input.stakeKey)
    .executeTakeFirst();
  const bonusCents = stake ? Number(stake.bonus_cents) : 0;
  const bonusId = stake ? Number(stake.bonus_id) : null;
  const paid = await payParts(
    ctx,
    input,
    { cashCents: input.amountCents - bonusCents, bonusCents, bonusId },
    { cash: 'vendor.rollback', bonus: 'bonus.rollback' },
  );
  const counted = stake ? Number(stake.counted_cents) : 0;
  if (bonusId !== null && counted > 0) {
    // A bet that never happened wagers nothing; a closed bonus keeps its figures.
    await ctx.db
      .updateTable('bonuses')
      .set((eb) => ({ wagered_cents: eb('wagered_cents', '-', counted) }))
      .where('id', '=', bonusId)
      .where('status', '=', 'active')
      .execute();
  }
  return { ...paid, bonusCents };
}
