import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { describeModel, slotModel, type SlotModelId } from '@app/contracts';
import type {
  BoFreeSpinGrant,
  BoFreeSpinGrantBody,
  BoFreeSpinListQuery,
  BoFreeSpinPage,
  BoFreeSpinSlot,
} from '@app/contracts/backoffice';
import type { Database } from '../../../db/schema/tables.ts';
import { amountDetail, AppError } from '../../../errors.ts';
import type { AppContext } from '../../../lib/context.ts';
import { grantFreeSpins } from '../../bonuses/index.ts';
import { writeTransaction } from '../../ledger/ledger.service.ts';
import { loadBgsGame } from '../../play/play.service.ts';
import type { BoPrincipal } from '../bo-guard.ts';
import { providerVendorCodes } from '../providers/providers.service.ts';
import { memberSearch, operatorGrantKey, type Outcome } from './bonuses.service.ts';

/**
 * Free spins an operator grants (decision 056, "Free spins" and "Back office"): the same
 * `free_spin_grants` row the welcome pack makes, on a slot the operator picks. The slots are
 * the in-house ones (every in-house game with a slot model: the in-house list is a slot list
 * too, the welcome pack's Shell Riches among them) and the slots (RNG) of our game provider's
 * vendors, which the provider plays once the server hands the grant over at launch. A wallet-
 * only vendor is left out: nothing would tell it about the grant.
 */
type Db = Kysely<Database>;

const n = (value: number | string | bigint | null | undefined): number => Number(value ?? 0);
const DAY_MS = 86_400_000;

const SLOT_MODEL_IDS: readonly string[] = ['low', 'medium', 'high'] satisfies SlotModelId[];

/** The active games free spins may be granted on (in-house slots, the provider's slots). */
function slotsQuery(ctx: AppContext, db: Db) {
  const providerVendors = providerVendorCodes(ctx);
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .select([
      'g.game_id',
      'g.game_name',
      'g.node_name',
      'g.vendor_code',
      'g.slot_model',
      'g.min_bet_cents',
      'v.display_name as vendor_name',
      'v.is_inhouse',
    ])
    .where('g.enabled', '=', 1)
    .where('v.enabled', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([eb('v.is_inhouse', '=', 1), eb('g.slot_model', 'in', SLOT_MODEL_IDS)]),
        eb.and([
          eb('v.is_inhouse', '=', 0),
          eb('g.game_type', '=', 'RNG'),
          eb('g.vendor_code', 'in', providerVendors),
        ]),
      ]),
    );
}

type SlotRow = Awaited<ReturnType<ReturnType<typeof slotsQuery>['execute']>>[number];

/** A spin of an in-house slot is one of its bets: at least its smallest, in its bet steps. */
function inHouseBets(row: SlotRow): { minBetCents: number; betStepCents: number } | null {
  if (n(row.is_inhouse) !== 1 || !row.slot_model || !SLOT_MODEL_IDS.includes(row.slot_model)) {
    return null;
  }
  const step = describeModel(slotModel(row.slot_model as SlotModelId)).betStep;
  const min = Math.max(n(row.min_bet_cents), step);
  return { minBetCents: Math.ceil(min / step) * step, betStepCents: step };
}

function toSlot(row: SlotRow): BoFreeSpinSlot {
  const bets = inHouseBets(row);
  return {
    gameId: n(row.game_id),
    name: row.game_name ?? row.node_name,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
    inHouse: n(row.is_inhouse) === 1,
    minBetCents: bets?.minBetCents ?? null,
    betStepCents: bets?.betStepCents ?? null,
  };
}

export async function listFreeSpinSlots(ctx: AppContext): Promise<BoFreeSpinSlot[]> {
  const rows = await slotsQuery(ctx, ctx.db)
    .orderBy('v.is_inhouse', 'desc')
    .orderBy('v.sequence')
    .orderBy('g.vendor_code')
    .orderBy('g.node_name')
    .orderBy('g.game_id')
    .execute();
  return rows.map(toSlot);
}

function grantQuery(ctx: AppContext, db: Db) {
  return db
    .selectFrom('free_spin_grants as f')
    .innerJoin('members as m', 'm.id', 'f.member_id')
    .leftJoin('games as g', 'g.game_id', 'f.game_id')
    .leftJoin('vendors as v', 'v.code', 'g.vendor_code')
    .leftJoin('promotions as p', 'p.id', 'f.promotion_id')
    .where('f.merchant_code', '=', ctx.merchantCode);
}

type GrantQuery = ReturnType<typeof grantQuery>;

function selectGrant(query: GrantQuery) {
  return query.select([
    'f.id',
    'f.member_id',
    'm.user_name',
    'f.game_id',
    'g.game_name',
    'g.node_name',
    'g.vendor_code',
    'v.display_name as vendor_name',
    'f.promotion_id',
    'p.title as promotion_title',
    'f.status',
    'f.spins_total',
    'f.spins_left',
    'f.spin_value_cents',
    'f.winnings_cents',
    'f.wagering_multiple',
    'f.max_conversion_cents',
    'f.expires_at',
    'f.created_at',
    'f.closed_at',
    'f.granted_by',
  ]);
}

type RawGrant = Awaited<ReturnType<ReturnType<typeof selectGrant>['execute']>>[number];

function toGrant(row: RawGrant): BoFreeSpinGrant {
  return {
    id: n(row.id),
    memberId: n(row.member_id),
    userName: row.user_name,
    gameId: n(row.game_id),
    gameName: row.game_name ?? row.node_name ?? '',
    vendorCode: row.vendor_code ?? '',
    vendorName: row.vendor_name ?? row.vendor_code ?? '',
    promotionId: row.promotion_id === null ? null : n(row.promotion_id),
    promotionTitle: row.promotion_title ?? '',
    status: row.status,
    spinsTotal: n(row.spins_total),
    spinsLeft: n(row.spins_left),
    spinValueCents: n(row.spin_value_cents),
    winningsCents: n(row.winnings_cents),
    wageringMultiple: n(row.wagering_multiple),
    maxConversionCents: n(row.max_conversion_cents),
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    closedAt: row.closed_at,
    grantedBy: row.granted_by,
  };
}

async function grantRow(ctx: AppContext, db: Db, id: number): Promise<BoFreeSpinGrant> {
  const row = await selectGrant(grantQuery(ctx, db).where('f.id', '=', id)).executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404);
  return toGrant(row);
}

/** Digits only: a member id (or a user name made of digits). */

export async function listFreeSpinGrants(
  ctx: AppContext,
  query: z.output<typeof BoFreeSpinListQuery>,
): Promise<BoFreeSpinPage> {
  let base = grantQuery(ctx, ctx.db);
  if (query.status !== 'all') base = base.where('f.status', '=', query.status);
  const member = query.member.trim();
  if (member) base = base.where(memberSearch(member, 'f.member_id'));
  const total = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await selectGrant(base)
    .orderBy('f.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: n(total?.total), rows: rows.map(toGrant) };
}

/**
 * The slot of a grant, refused with bo.bonus.freespins.game unless it is one of the list's; an
 * in-house slot's spin value must be a bet its spins are played at (what the spin API takes:
 * at least its smallest bet, in its steps, at most the merchant's maximum stake), else
 * bo.bonus.freespins.value. A provider's slot takes any positive value: the provider plays it.
 */
async function checkedSlot(
  ctx: AppContext,
  db: Db,
  gameId: number,
  spinValueCents: number,
): Promise<BoFreeSpinSlot> {
  const row = await slotsQuery(ctx, db).where('g.game_id', '=', gameId).executeTakeFirst();
  if (!row) throw new AppError('bo.bonus.freespins.game', 400);
  const slot = toSlot(row);
  if (!slot.inHouse) return slot;
  const game = await loadBgsGame({ ...ctx, db }, gameId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'game.not.found') {
      throw new AppError('bo.bonus.freespins.game', 400);
    }
    throw error;
  });
  if (
    spinValueCents < game.minBetCents ||
    spinValueCents % game.betStepCents !== 0 ||
    spinValueCents > game.maxBetCents
  ) {
    throw new AppError('bo.bonus.freespins.value', 400, amountDetail(game.minBetCents), {
      minBetCents: game.minBetCents,
      betStepCents: game.betStepCents,
      maxBetCents: game.maxBetCents,
    });
  }
  return slot;
}

/** What a request asked for, to tell a retry (same grant) from another request reusing its id. */
function sameRequest(grant: BoFreeSpinGrant, body: z.output<typeof BoFreeSpinGrantBody>): boolean {
  return (
    grant.memberId === body.memberId &&
    grant.gameId === body.gameId &&
    grant.spinsTotal === body.spins &&
    grant.spinValueCents === body.spinValueCents &&
    grant.wageringMultiple === body.wageringMultiple &&
    grant.maxConversionCents === body.maxConversionCents &&
    Date.parse(grant.expiresAt) - Date.parse(grant.createdAt) === body.expiryDays * DAY_MS
  );
}

/**
 * An operator's free spins to a member, in one transaction. The same request again (its
 * requestId) answers the grant it made and changes nothing; the same id with other spins is
 * refused (409 ledger.idempotency.conflict). A member's active bonus does not stand in the way:
 * the spins' winnings join it.
 */
export async function grantFreeSpinsByOperator(
  ctx: AppContext,
  operator: BoPrincipal,
  body: z.output<typeof BoFreeSpinGrantBody>,
): Promise<Outcome<BoFreeSpinGrant>> {
  const grantKey = operatorGrantKey(operator.operatorId, body.requestId);
  return writeTransaction(ctx.db, async (db) => {
    const tctx = { ...ctx, db };
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('id', '=', body.memberId)
      .where('merchant_code', '=', ctx.merchantCode)
      .executeTakeFirst();
    if (!member) throw new AppError('bo.not.found', 404);
    const replay = async () => {
      const earlier = await db
        .selectFrom('free_spin_grants')
        .select('id')
        .where('merchant_code', '=', ctx.merchantCode)
        .where('grant_key', '=', grantKey)
        .executeTakeFirst();
      if (!earlier) return null;
      const grant = await grantRow(tctx, db, n(earlier.id));
      if (!sameRequest(grant, body)) throw new AppError('ledger.idempotency.conflict', 409);
      return { value: grant, audit: null };
    };
    const earlier = await replay();
    if (earlier) return earlier;
    const slot = await checkedSlot(tctx, db, body.gameId, body.spinValueCents);
    const grantId = await grantFreeSpins(tctx, {
      memberId: body.memberId,
      promotionId: null,
      terms: {
        gameId: body.gameId,
        spins: body.spins,
        spinValueCents: body.spinValueCents,
        wageringMultiple: body.wageringMultiple,
        maxConversionCents: body.maxConversionCents,
        expiryDays: body.expiryDays,
      },
      grantKey,
      grantedBy: operator.username.slice(0, 64),
    });
    if (grantId === null) {
      // Another call of the same request took the key a moment ago: answer its grant.
      const raced = await replay();
      if (raced) return raced;
      throw new AppError('ledger.idempotency.conflict', 409);
    }
    const grant = await grantRow(tctx, db, grantId);
    return {
      value: grant,
      audit: {
        action: 'bonus.freespins.grant',
        targetType: 'free_spin_grant',
        targetId: grantId,
        before: null,
        after: {
          memberId: body.memberId,
          gameId: body.gameId,
          gameName: slot.name,
          vendorCode: slot.vendorCode,
          inHouse: slot.inHouse,
          spins: body.spins,
          spinValueCents: body.spinValueCents,
          wageringMultiple: body.wageringMultiple,
          maxConversionCents: body.maxConversionCents,
          expiryDays: body.expiryDays,
          expiresAt: grant.expiresAt,
          requestId: body.requestId,
        },
        reason: body.reason,
      },
    };
  });
}
