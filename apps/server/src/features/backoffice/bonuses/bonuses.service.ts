import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { BonusContributions, type BonusTerms } from '@app/contracts';
import {
  BO_BONUS_STAKES_SHOWN,
  BO_BONUS_TRANSFERS_SHOWN,
  type BoBonusCancelValue,
  type BoBonusDetail,
  type BoBonusGrantBody,
  type BoBonusListQuery,
  type BoBonusPage,
  type BoBonusProgress,
  type BoBonusRow,
  type BoBonusStake,
  type BoBonusTransfer,
  type BoPromotionTerms,
  type BoPromotionTermsBody,
  type BoPromotionTermsRow,
} from '@app/contracts/backoffice';
import type { Database } from '../../../db/schema/tables.ts';
import { AppError } from '../../../errors.ts';
import type { AppContext } from '../../../lib/context.ts';
import {
  bonusBalance,
  bonusTermsRow,
  forfeitActiveBonus,
  grantBonus,
  hasActiveBonus,
  promotionTerms,
} from '../../bonuses/index.ts';
import { writeTransaction } from '../../ledger/ledger.service.ts';
import type { AuditEntry } from '../audit.ts';
import type { BoPrincipal } from '../bo-guard.ts';
import { findBoPromotion, listBoPromotions } from '../content/content.service.ts';

/**
 * The back office's bonuses (issue 25, decision 056). Reads join each bonus to its member, its
 * promotion and, while active, the member's bonus account; the detail reads that account's
 * entries during the bonus's life (one active bonus per member, so every movement of the
 * account between this bonus's opening and the next one's is this bonus's). Writes go through
 * the bonus engine inside one write transaction, and answer their audit entry (null when a
 * repeated request changed nothing).
 */
type Db = Kysely<Database>;

export interface Outcome<V> {
  value: V;
  audit: AuditEntry | null;
}

type Num = number | string | bigint | null;
const n = (value: Num | undefined): number => Number(value ?? 0);

function parseContributions(json: string): BonusContributions {
  try {
    const parsed = BonusContributions.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function bonusQuery(ctx: AppContext, db: Db = ctx.db) {
  return db
    .selectFrom('bonuses as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .leftJoin('promotions as p', 'p.id', 'b.promotion_id')
    .leftJoin('ledger_accounts as a', (join) =>
      join
        .onRef('a.member_id', '=', 'b.member_id')
        .onRef('a.merchant_code', '=', 'b.merchant_code')
        .on('a.kind', '=', 'member-bonus'),
    )
    .where('b.merchant_code', '=', ctx.merchantCode);
}

type BonusQuery = ReturnType<typeof bonusQuery>;

function selectRow(query: BonusQuery) {
  return query.select([
    'b.id',
    'b.member_id',
    'm.user_name',
    'b.source',
    'b.promotion_id',
    'p.title as promotion_title',
    'b.status',
    'b.amount_cents',
    'b.deposit_cents',
    'b.wagering_required_cents',
    'b.wagered_cents',
    'b.max_bet_cents',
    'b.max_conversion_cents',
    'b.contributions',
    'b.expires_at',
    'b.created_at',
    'b.closed_at',
    'b.converted_cents',
    'b.forfeited_cents',
    'b.granted_by',
    'b.note',
    'a.balance_cents as bonus_balance_cents',
  ]);
}

type RawRow = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number];

function toRow(row: RawRow): BoBonusRow {
  const required = n(row.wagering_required_cents);
  return {
    id: n(row.id),
    memberId: n(row.member_id),
    userName: row.user_name,
    source: row.source,
    promotionId: row.promotion_id === null ? null : n(row.promotion_id),
    promotionTitle: row.promotion_title ?? '',
    status: row.status,
    amountCents: n(row.amount_cents),
    depositCents: n(row.deposit_cents),
    wageringRequiredCents: required,
    wageredCents: Math.min(n(row.wagered_cents), required),
    maxBetCents: n(row.max_bet_cents),
    maxConversionCents: n(row.max_conversion_cents),
    contributions: parseContributions(row.contributions),
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    closedAt: row.closed_at,
    convertedCents: n(row.converted_cents),
    forfeitedCents: n(row.forfeited_cents),
    grantedBy: row.granted_by,
    note: row.note,
    balanceCents: row.status === 'active' ? n(row.bonus_balance_cents) : null,
  };
}

/** One bonus as the list shows it; 404 bo.not.found for none of this merchant. */
export async function bonusRow(ctx: AppContext, id: number, db: Db = ctx.db): Promise<BoBonusRow> {
  const row = await selectRow(bonusQuery(ctx, db).where('b.id', '=', id)).executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404);
  return toRow(row);
}

/** Digits only: a member id (or a user name made of digits). */
const DIGITS = /^\d{1,9}$/;

/**
 * A list's member search: "12" finds member 12 or the user named "12", anything else a user
 * name (case-insensitive). The list's query joins the member as `m`; `idColumn` is its own.
 */
export function memberSearch(member: string, idColumn: string): RawBuilder<SqlBool> {
  const key = member.toLowerCase();
  return DIGITS.test(member)
    ? sql<SqlBool>`(${sql.ref(idColumn)} = ${Number(member)} or m.user_name_key = ${key})`
    : sql<SqlBool>`m.user_name_key = ${key}`;
}

export async function listBonuses(
  ctx: AppContext,
  query: z.output<typeof BoBonusListQuery>,
): Promise<BoBonusPage> {
  let base = bonusQuery(ctx);
  if (query.status !== 'all') base = base.where('b.status', '=', query.status);
  if (query.source !== 'all') base = base.where('b.source', '=', query.source);
  const member = query.member.trim();
  if (member) base = base.where(memberSearch(member, 'b.member_id'));
  const total = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await selectRow(base)
    .orderBy('b.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: n(total?.total), rows: rows.map(toRow) };
}

export function progressOf(bonus: BoBonusRow): BoBonusProgress {
  const required = bonus.wageringRequiredCents;
  const wagered = Math.min(bonus.wageredCents, required);
  return {
    requiredCents: required,
    wageredCents: wagered,
    remainingCents: required - wagered,
    percent: required === 0 ? 100 : Math.min(100, Math.floor((wagered * 100) / required)),
  };
}

async function accountId(
  ctx: AppContext,
  kind: 'member' | 'member-bonus',
  memberId: number,
): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('kind', '=', kind)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ? n(row.id) : null;
}

/** The ids of the transfers with these idempotency keys, by key. */
async function transfersByKey(ctx: AppContext, keys: string[]) {
  if (keys.length === 0) return new Map<string, { id: number; reference: string }>();
  const rows = await ctx.db
    .selectFrom('ledger_transfers')
    .select(['id', 'idempotency_key', 'reference'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('idempotency_key', 'in', keys)
    .execute();
  return new Map(
    rows.map((row) => [row.idempotency_key, { id: n(row.id), reference: row.reference }]),
  );
}

/**
 * The transfer that opened each of the member's bonuses (up to `lastId`) on the bonus account,
 * by bonus id: its grant, or (a free-spins bonus opens with its first win) the first credit
 * after the previous bonus's opening that took the account up from 0. Every bonus starts on an
 * empty account (closing one empties it), and an active bonus whose balance reaches 0 is closed
 * in the same round, so no other credit from 0 falls inside a bonus's life.
 */
async function openings(
  ctx: AppContext,
  account: number,
  memberId: number,
  lastId: number,
): Promise<Map<number, number>> {
  const bonuses = await ctx.db
    .selectFrom('bonuses')
    .select(['id', 'created_at'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('member_id', '=', memberId)
    .where('id', '<=', lastId)
    .orderBy('id')
    .execute();
  const grants = await transfersByKey(
    ctx,
    bonuses.map((row) => `bonus:${n(row.id)}:grant`),
  );
  const opened = new Map<number, number>();
  let previous = 0;
  for (const row of bonuses) {
    const id = n(row.id);
    let opening = grants.get(`bonus:${id}:grant`)?.id ?? null;
    if (opening === null) {
      const first = await ctx.db
        .selectFrom('ledger_entries')
        .select('transfer_id')
        .where('account_id', '=', account)
        .where('transfer_id', '>', previous)
        .where('created_at', '>=', row.created_at)
        .where('amount_cents', '>', 0)
        .whereRef('balance_after_cents', '=', 'amount_cents')
        .orderBy('transfer_id')
        .limit(1)
        .executeTakeFirst();
      opening = first ? n(first.transfer_id) : null;
    }
    if (opening !== null) {
      opened.set(id, opening);
      previous = opening;
    }
  }
  return opened;
}

/**
 * The bonus account's entries in the bonus's life: from the transfer that opened it up to the
 * one that opened the member's next bonus (the account only moves for the active bonus).
 */
function bonusEntries(
  ctx: AppContext,
  account: number,
  fromTransfer: number,
  before: number | null,
) {
  let query = ctx.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .where('e.account_id', '=', account)
    .where('e.transfer_id', '>=', fromTransfer);
  if (before !== null) query = query.where('e.transfer_id', '<', before);
  return query;
}

async function bonusTransfers(
  ctx: AppContext,
  bonus: BoBonusRow,
): Promise<{ transfers: BoBonusTransfer[]; count: number }> {
  const account = await accountId(ctx, 'member-bonus', bonus.memberId);
  if (account === null) return { transfers: [], count: 0 };
  const next = await ctx.db
    .selectFrom('bonuses')
    .select('id')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('member_id', '=', bonus.memberId)
    .where('id', '>', bonus.id)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const opened = await openings(ctx, account, bonus.memberId, next ? n(next.id) : bonus.id);
  const opening = opened.get(bonus.id);
  if (opening === undefined) return { transfers: [], count: 0 };
  const before = next ? (opened.get(n(next.id)) ?? null) : null;
  const [count, rows] = await Promise.all([
    bonusEntries(ctx, account, opening, before)
      .select((eb) => eb.fn.countAll<number>().as('c'))
      .executeTakeFirst(),
    bonusEntries(ctx, account, opening, before)
      .select([
        't.id',
        't.kind',
        't.reference',
        'e.amount_cents',
        'e.balance_after_cents',
        'e.created_at',
      ])
      .orderBy('e.transfer_id', 'desc')
      .limit(BO_BONUS_TRANSFERS_SHOWN)
      .execute(),
  ]);
  return {
    count: n(count?.c),
    transfers: rows.map((row) => ({
      transferId: n(row.id),
      kind: row.kind,
      amountCents: n(row.amount_cents),
      balanceAfterCents: n(row.balance_after_cents),
      reference: row.reference,
      createdAt: row.created_at,
    })),
  };
}

const WIN_KINDS = ['win', 'vendor.win', 'bonus.win'] as const;

/** The stakes placed under the bonus, newest first, with their rounds' wins split alike. */
async function bonusStakes(
  ctx: AppContext,
  bonus: BoBonusRow,
): Promise<{ stakes: BoBonusStake[]; count: number }> {
  const [count, rows] = await Promise.all([
    ctx.db
      .selectFrom('bonus_stakes')
      .select((eb) => eb.fn.countAll<number>().as('c'))
      .where('merchant_code', '=', ctx.merchantCode)
      .where('bonus_id', '=', bonus.id)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('bonus_stakes')
      .select(['stake_key', 'cash_cents', 'bonus_cents', 'created_at'])
      .where('merchant_code', '=', ctx.merchantCode)
      .where('bonus_id', '=', bonus.id)
      .orderBy('created_at', 'desc')
      .orderBy('stake_key', 'desc')
      .limit(BO_BONUS_STAKES_SHOWN)
      .execute(),
  ]);
  if (rows.length === 0) return { stakes: [], count: n(count?.c) };
  // A stake's cash part carries its key, its bonus part the key and ':bonus': either names the round.
  const keyed = await transfersByKey(
    ctx,
    rows.flatMap((row) => [row.stake_key, `${row.stake_key}:bonus`]),
  );
  const referenceOf = (key: string) =>
    keyed.get(key)?.reference ?? keyed.get(`${key}:bonus`)?.reference ?? '';
  const references = [...new Set(rows.map((row) => referenceOf(row.stake_key)).filter(Boolean))];
  // The rounds' wins: credits of the member's two accounts since the bonus began (the
  // (account, created_at) index), matched to the rounds by their reference.
  const wins = new Map<string, { cash: number; bonus: number }>();
  const accounts = (
    await Promise.all([
      accountId(ctx, 'member', bonus.memberId),
      accountId(ctx, 'member-bonus', bonus.memberId),
    ])
  ).filter((id): id is number => id !== null);
  if (references.length > 0 && accounts.length > 0) {
    const credited = await ctx.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
      .select(['t.kind', 't.reference', 't.amount_cents'])
      .where('e.account_id', 'in', accounts)
      .where('e.created_at', '>=', bonus.createdAt)
      .where('t.kind', 'in', [...WIN_KINDS])
      .where('t.reference', 'in', references)
      .execute();
    for (const row of credited) {
      const win = wins.get(row.reference) ?? { cash: 0, bonus: 0 };
      if (row.kind === 'bonus.win') win.bonus += n(row.amount_cents);
      else win.cash += n(row.amount_cents);
      wins.set(row.reference, win);
    }
  }
  return {
    count: n(count?.c),
    stakes: rows.map((row) => {
      const reference = referenceOf(row.stake_key);
      const win = wins.get(reference);
      return {
        stakeKey: row.stake_key,
        reference,
        cashCents: n(row.cash_cents),
        bonusCents: n(row.bonus_cents),
        winCashCents: win?.cash ?? 0,
        winBonusCents: win?.bonus ?? 0,
        createdAt: row.created_at,
      };
    }),
  };
}

export async function bonusDetail(ctx: AppContext, id: number): Promise<BoBonusDetail> {
  const bonus = await bonusRow(ctx, id);
  const [transfers, stakes] = await Promise.all([
    bonusTransfers(ctx, bonus),
    bonusStakes(ctx, bonus),
  ]);
  return {
    bonus,
    progress: progressOf(bonus),
    transfers: transfers.transfers,
    transferCount: transfers.count,
    stakes: stakes.stakes,
    stakeCount: stakes.count,
  };
}

// ---------------------------------------------------------------------------------------------
// Writes

/** The grant key of an operator's grant: one bonus per operator and screen request. */
export const operatorGrantKey = (operatorId: number, requestId: string) =>
  `operator:${operatorId}:${requestId}`;

/**
 * An operator's bonus to a member, in one transaction with its ledger transfer. The same
 * request again (its requestId) answers the bonus it granted and moves nothing; a member with
 * an active bonus is refused (409 bo.bonus.active); the database's one-active index holds that
 * even against a deposit's grant racing this one.
 */
export async function grantByOperator(
  ctx: AppContext,
  operator: BoPrincipal,
  body: z.output<typeof BoBonusGrantBody>,
): Promise<Outcome<BoBonusRow>> {
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
    const earlier = await db
      .selectFrom('bonuses')
      .select(['id', 'member_id', 'amount_cents'])
      .where('merchant_code', '=', ctx.merchantCode)
      .where('grant_key', '=', grantKey)
      .executeTakeFirst();
    if (earlier) {
      if (n(earlier.member_id) !== body.memberId || n(earlier.amount_cents) !== body.amountCents) {
        throw new AppError('ledger.idempotency.conflict', 409);
      }
      return { value: await bonusRow(tctx, n(earlier.id), db), audit: null };
    }
    if (await hasActiveBonus(tctx, body.memberId)) throw new AppError('bo.bonus.active', 409);
    const wageringRequiredCents = body.wageringMultiple * body.amountCents;
    const bonusId = await grantBonus(tctx, {
      memberId: body.memberId,
      source: 'operator',
      grantKey,
      amountCents: body.amountCents,
      depositCents: 0,
      promotionId: null,
      depositId: null,
      wageringRequiredCents,
      maxBetCents: body.maxBetCents,
      maxConversionCents: body.maxConversionCents,
      contributions: body.contributions,
      expiryDays: body.expiryDays,
      grantedBy: operator.username.slice(0, 64),
      note: body.reason,
    });
    if (bonusId === null) {
      // Another bonus opened meanwhile (the database holds one active per member), or another
      // call of the same request took the key a moment ago.
      if (await hasActiveBonus(tctx, body.memberId)) throw new AppError('bo.bonus.active', 409);
      throw new AppError('ledger.idempotency.conflict', 409);
    }
    const bonus = await bonusRow(tctx, bonusId, db);
    return {
      value: bonus,
      audit: {
        action: 'bonus.grant',
        targetType: 'bonus',
        targetId: bonusId,
        before: null,
        after: {
          memberId: body.memberId,
          amountCents: body.amountCents,
          wageringMultiple: body.wageringMultiple,
          wageringRequiredCents,
          maxBetCents: body.maxBetCents,
          maxConversionCents: body.maxConversionCents,
          expiryDays: body.expiryDays,
          expiresAt: bonus.expiresAt,
          contributions: body.contributions,
          requestId: body.requestId,
        },
        reason: body.reason,
      },
    };
  });
}

/**
 * Cancels an active bonus: its whole bonus balance (the bonus and what it won) goes back to the
 * house in the same transaction; the member's cash is never touched.
 */
export async function cancelBonus(
  ctx: AppContext,
  bonusId: number,
  reason: string,
): Promise<Outcome<BoBonusCancelValue>> {
  return writeTransaction(ctx.db, async (db) => {
    const tctx = { ...ctx, db };
    const before = await bonusRow(tctx, bonusId, db);
    if (before.status !== 'active') throw new AppError('bo.bonus.not.active', 409);
    const balanceCents = await bonusBalance(tctx, before.memberId);
    const forfeitedCents = await forfeitActiveBonus(tctx, before.memberId, 'cancelled', bonusId);
    if (forfeitedCents === null) throw new AppError('bo.bonus.not.active', 409);
    const bonus = await bonusRow(tctx, bonusId, db);
    return {
      value: { bonus, forfeitedCents },
      audit: {
        action: 'bonus.cancel',
        targetType: 'bonus',
        targetId: bonusId,
        before: { memberId: before.memberId, status: before.status, balanceCents },
        after: { status: bonus.status, forfeitedCents, closedAt: bonus.closedAt },
        reason,
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Deposit promotions' bonus terms

/** Terms with their contributions in a fixed order, so equal terms compare equal. */
function canonical(terms: BonusTerms | null): string {
  if (!terms) return 'null';
  const contributions = Object.fromEntries(
    Object.entries(terms.contributions).sort(([a], [b]) => a.localeCompare(b)),
  );
  return JSON.stringify({ ...terms, contributions });
}

export async function listPromotionTerms(ctx: AppContext): Promise<BoPromotionTermsRow[]> {
  const promotions = (await listBoPromotions(ctx)).filter((promotion) => !promotion.referral);
  const terms = await promotionTerms(
    ctx,
    promotions.map((promotion) => promotion.id),
  );
  return promotions.map((promotion) => ({
    promotionId: promotion.id,
    code: promotion.code,
    title: { PT: promotion.title.PT, EN: promotion.title.EN },
    category: String(promotion.category),
    enabled: promotion.enabled,
    terms: terms.get(promotion.id) ?? null,
  }));
}

export async function promotionTermsOf(ctx: AppContext, id: number): Promise<BoPromotionTerms> {
  await findBoPromotion(ctx, id);
  return { promotionId: id, terms: (await promotionTerms(ctx, [id])).get(id) ?? null };
}

/**
 * Sets or removes a promotion's bonus terms. Bonuses already granted keep what they were
 * granted with (each bonus row holds its own rules); deposits from now on get the new terms.
 */
export async function setPromotionTerms(
  ctx: AppContext,
  id: number,
  body: z.output<typeof BoPromotionTermsBody>,
): Promise<Outcome<BoPromotionTerms>> {
  return writeTransaction(ctx.db, async (db) => {
    const tctx = { ...ctx, db };
    const promotion = await findBoPromotion(tctx, id, db);
    if (promotion.referral && body.terms !== null) {
      throw new AppError('bo.bonus.terms.referral', 409);
    }
    const before = (await promotionTerms(tctx, [id])).get(id) ?? null;
    await db
      .deleteFrom('promotion_bonus_terms')
      .where('merchant_code', '=', ctx.merchantCode)
      .where('promotion_id', '=', id)
      .execute();
    if (body.terms !== null) {
      await db
        .insertInto('promotion_bonus_terms')
        .values(bonusTermsRow(ctx.merchantCode, id, body.terms))
        .execute();
    }
    const after = (await promotionTerms(tctx, [id])).get(id) ?? null;
    const value = { promotionId: id, terms: after };
    if (canonical(before) === canonical(after)) return { value, audit: null };
    return {
      value,
      audit: {
        action: after === null ? 'bonus.terms.remove' : 'bonus.terms.set',
        targetType: 'promotion',
        targetId: id,
        before,
        after,
        reason: body.reason,
      },
    };
  });
}
