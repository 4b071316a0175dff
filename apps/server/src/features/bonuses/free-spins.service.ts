import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import type { FreeSpinTerms, MemberFreeSpins, SlotFreeSpins } from '@app/contracts';
import type { FreeSpinGrantsTable } from '../../db/schema/bonus-tables.ts';
import { AppError } from '../../errors.ts';
import { nowMs, type AppContext } from '../../lib/context.ts';
import type { ContentLanguage } from '../../lib/content-language.ts';
import { promotionTitles } from './promotion-titles.ts';
import { toGame } from '../games/games.service.ts';
import { transfer, type LedgerAccountRef } from '../ledger/ledger.service.ts';

/**
 * Free spins (issue 25, decision 056 second pass). A grant is spins of a stated value on one
 * in-house slot, paid for by the house: a round played with one stakes nothing, and its win goes
 * to the bonus balance under the grant's wagering multiple. Every function runs in the caller's
 * transaction.
 */

type GrantRow = Selectable<FreeSpinGrantsTable>;

/** A free-spins bonus's largest stake, in spins of its grant's value (decision 056). */
const MAX_BET_SPINS = 5;
/** Free-spin winnings are wagered on slots: the game type they were won on. */
const FREE_SPIN_CONTRIBUTIONS = { RNG: 100, FISH: 100 } as const;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export interface GrantFreeSpinsInput {
  memberId: number;
  promotionId: number | null;
  terms: FreeSpinTerms;
  grantKey: string;
  grantedBy: string;
}

/** Creates a grant of free spins, once per grant key; answers its id or null when it existed. */
export async function grantFreeSpins(
  ctx: AppContext,
  input: GrantFreeSpinsInput,
): Promise<number | null> {
  const now = nowMs(ctx);
  const row = await ctx.db
    .insertInto('free_spin_grants')
    .values({
      merchant_code: ctx.merchantCode,
      member_id: input.memberId,
      promotion_id: input.promotionId,
      game_id: input.terms.gameId,
      grant_key: input.grantKey,
      status: 'active',
      spins_total: input.terms.spins,
      spins_left: input.terms.spins,
      spin_value_cents: input.terms.spinValueCents,
      wagering_multiple: input.terms.wageringMultiple,
      max_conversion_cents: input.terms.maxConversionCents,
      expires_at: iso(now + input.terms.expiryDays * 86_400_000),
      granted_by: input.grantedBy,
      created_at: iso(now),
      closed_at: null,
    })
    .onConflict((oc) => oc.columns(['merchant_code', 'grant_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/**
 * The welcome pack: once a member has finished registering (a real name and a confirmed
 * mobile), each live promotion whose free spins are granted on registration gives its spins,
 * once per member. Called where either of the two is completed; answers the grants made.
 */
export async function grantWelcomeFreeSpins(ctx: AppContext, memberId: number): Promise<number> {
  const member = await ctx.db
    .selectFrom('members')
    .select(['payee_name', 'mobile_key', 'type'])
    .where('id', '=', memberId)
    .where('merchant_code', '=', ctx.merchantCode)
    .executeTakeFirst();
  if (!member || member.payee_name.trim() === '' || !member.mobile_key) return 0;
  const today = iso(nowMs(ctx)).slice(0, 10);
  const offers = await ctx.db
    .selectFrom('promotion_free_spin_terms as t')
    .innerJoin('promotions as p', 'p.id', 't.promotion_id')
    .selectAll('t')
    .where('t.merchant_code', '=', ctx.merchantCode)
    .where('t.trigger', '=', 'registration')
    .where('p.enabled', '=', 1)
    .where('p.start_date', '<=', `${today}T23:59:59`)
    .where((eb) =>
      eb.or([
        eb('p.no_expiry', '=', 1),
        eb('p.end_date', 'is', null),
        eb('p.end_date', '>=', today),
      ]),
    )
    .execute();
  let granted = 0;
  for (const offer of offers) {
    const id = await grantFreeSpins(ctx, {
      memberId,
      promotionId: Number(offer.promotion_id),
      terms: {
        spins: Number(offer.spins),
        spinValueCents: Number(offer.spin_value_cents),
        gameId: Number(offer.game_id),
        wageringMultiple: Number(offer.wagering_multiple),
        maxConversionCents: Number(offer.max_conversion_cents),
        expiryDays: Number(offer.expiry_days),
      },
      grantKey: `promotion:${offer.promotion_id}:member:${memberId}`,
      grantedBy: 'registration',
    });
    if (id !== null) granted += 1;
  }
  return granted;
}

function liveGrants(ctx: AppContext, memberId: number) {
  return ctx.db
    .selectFrom('free_spin_grants')
    .selectAll()
    .where('merchant_code', '=', ctx.merchantCode)
    .where('member_id', '=', memberId)
    .where('status', '=', 'active')
    .where('spins_left', '>', 0)
    .where('expires_at', '>', iso(nowMs(ctx)))
    .orderBy('expires_at')
    .orderBy('id');
}

/** The member's live grant on this game (the one expiring first), as the slot page shows it. */
export async function slotFreeSpins(
  ctx: AppContext,
  memberId: number,
  gameId: number,
): Promise<SlotFreeSpins | null> {
  const row = await liveGrants(ctx, memberId)
    .where('game_id', '=', gameId)
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        grantId: Number(row.id),
        spinsLeft: Number(row.spins_left),
        spinValueCents: Number(row.spin_value_cents),
        expiresAt: row.expires_at,
      }
    : null;
}

/**
 * Takes one spin of the grant for a round of this game at this bet; refused (changing nothing)
 * when the grant is not the member's, not for this game or value, used up or expired.
 */
export function claimFreeSpin(
  ctx: AppContext,
  claim: { memberId: number; grantId: number; gameId: number; betCents: number },
): Promise<GrantRow> {
  return takeSpin(
    ctx,
    { memberId: claim.memberId, grantId: claim.grantId },
    (eb) => eb.and([eb('game_id', '=', claim.gameId), eb('spin_value_cents', '=', claim.betCents)]),
    () => new AppError('bonus.freespin.unavailable', 409),
  );
}

/**
 * Takes one spin of a grant a provider played (decision 061): the grant must be the member's
 * and on one of this vendor's games (that game, when the provider names it); its value is the
 * grant's, as the provider was told at launch.
 */
export function claimVendorFreeRound(
  ctx: AppContext,
  claim: { memberId: number; grantId: number; vendorCode: string; gameCode: string | undefined },
): Promise<GrantRow> {
  return takeSpin(
    ctx,
    { memberId: claim.memberId, grantId: claim.grantId },
    (eb) => {
      let games = eb
        .selectFrom('games')
        .select('game_id')
        .where('vendor_code', '=', claim.vendorCode);
      if (claim.gameCode !== undefined) games = games.where('game_code', '=', claim.gameCode);
      return eb('game_id', 'in', games);
    },
    () => new AppError('vendor.free.rounds.unavailable', 409, `fs-${claim.grantId}`),
  );
}

type GrantFilter = (eb: ExpressionBuilder<Database, 'free_spin_grants'>) => Expression<SqlBool>;

async function takeSpin(
  ctx: AppContext,
  claim: { memberId: number; grantId: number },
  narrow: GrantFilter,
  unavailable: () => AppError,
): Promise<GrantRow> {
  const nowIso = iso(nowMs(ctx));
  const taken = await ctx.db
    .updateTable('free_spin_grants')
    .set((eb) => ({ spins_left: eb('spins_left', '-', 1) }))
    .where('id', '=', claim.grantId)
    .where(narrow)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('member_id', '=', claim.memberId)
    .where('status', '=', 'active')
    .where('spins_left', '>', 0)
    .where('expires_at', '>', nowIso)
    .returningAll()
    .executeTakeFirst();
  if (!taken) throw unavailable();
  if (Number(taken.spins_left) === 0) {
    await ctx.db
      .updateTable('free_spin_grants')
      .set({ status: 'used', closed_at: nowIso })
      .where('id', '=', taken.id)
      .execute();
  }
  return taken;
}

/**
 * A free spin's win: to the bonus balance (kind bonus.win, from the game), under the grant's
 * wagering. It joins the active bonus when there is one (its amount and requirement grow; its
 * cap and maximum bet stay); otherwise it opens a free-spins bonus of its own.
 */
export async function payFreeSpinWin(
  ctx: AppContext,
  win: {
    grant: GrantRow;
    winCents: number;
    key: string;
    reference: string;
    from: LedgerAccountRef;
  },
): Promise<number> {
  const { grant, winCents } = win;
  const memberId = Number(grant.member_id);
  const requirement = Number(grant.wagering_multiple) * winCents;
  const join = async () =>
    Number(
      (
        await ctx.db
          .updateTable('bonuses')
          .set((eb) => ({
            amount_cents: eb('amount_cents', '+', winCents),
            wagering_required_cents: eb('wagering_required_cents', '+', requirement),
          }))
          .where('merchant_code', '=', ctx.merchantCode)
          .where('member_id', '=', memberId)
          .where('status', '=', 'active')
          .executeTakeFirst()
      ).numUpdatedRows,
    ) === 1;
  if (!(await join())) {
    const now = nowMs(ctx);
    const lifetime = Date.parse(grant.expires_at) - Date.parse(grant.created_at);
    const opened = await ctx.db
      .insertInto('bonuses')
      .values({
        merchant_code: ctx.merchantCode,
        member_id: memberId,
        source: 'freeSpins',
        promotion_id: grant.promotion_id,
        deposit_id: null,
        grant_key: `free-spins:${grant.id}:${win.key}`,
        status: 'active',
        amount_cents: winCents,
        wagering_required_cents: requirement,
        max_bet_cents: MAX_BET_SPINS * Number(grant.spin_value_cents),
        max_conversion_cents: Number(grant.max_conversion_cents),
        contributions: JSON.stringify(FREE_SPIN_CONTRIBUTIONS),
        expires_at: iso(now + lifetime),
        granted_by: `free-spins:${grant.id}`,
        created_at: iso(now),
        closed_at: null,
      })
      // Another bonus opened meanwhile (bonuses_one_active): the win joins it instead.
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!opened && !(await join())) throw new Error('free-spin win found no bonus to join');
  }
  await ctx.db
    .updateTable('free_spin_grants')
    .set((eb) => ({ winnings_cents: eb('winnings_cents', '+', winCents) }))
    .where('id', '=', grant.id)
    .execute();
  const paid = await transfer(ctx, {
    idempotencyKey: win.key,
    from: win.from,
    to: { kind: 'member-bonus', memberId },
    amountCents: winCents,
    kind: 'bonus.win',
    reference: win.reference,
  });
  return paid.transferId;
}

/** Closes every live grant past its expiry (its spins are gone; its winnings stay as bonus). */
export async function expireFreeSpins(ctx: AppContext): Promise<number> {
  const nowIso = iso(nowMs(ctx));
  const result = await ctx.db
    .updateTable('free_spin_grants')
    .set({ status: 'expired', closed_at: nowIso })
    .where('merchant_code', '=', ctx.merchantCode)
    .where('status', '=', 'active')
    .where('expires_at', '<=', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The member's free spins still to play, for the bonus screen. */
export async function memberFreeSpins(
  ctx: AppContext,
  memberId: number,
  language: ContentLanguage,
): Promise<MemberFreeSpins[]> {
  const rows = await liveGrants(ctx, memberId).execute();
  if (rows.length === 0) return [];
  const games = await ctx.db
    .selectFrom('games')
    .selectAll()
    .where('game_id', 'in', [...new Set(rows.map((row) => Number(row.game_id)))])
    .execute();
  const gameOf = new Map(games.map((game) => [Number(game.game_id), game]));
  const titleOf = await promotionTitles(ctx, rows, language);
  return rows.map((row) => ({
    id: Number(row.id),
    title: titleOf(row),
    gameId: Number(row.game_id),
    gameName: gameOf.get(Number(row.game_id))?.game_name ?? '',
    status: row.status,
    spinsTotal: Number(row.spins_total),
    spinsLeft: Number(row.spins_left),
    spinValueCents: Number(row.spin_value_cents),
    winningsCents: Number(row.winnings_cents),
    wageringMultiple: Number(row.wagering_multiple),
    expiresAt: row.expires_at,
    game: gameOf.has(Number(row.game_id)) ? toGame(gameOf.get(Number(row.game_id))!) : null,
  }));
}
