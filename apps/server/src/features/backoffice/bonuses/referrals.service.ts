import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import {
  BO_REFERRAL_SIGNALS,
  type BoReferralDecisionBody,
  type BoReferralListQuery,
  type BoReferralPage,
  type BoReferralRow,
  type BoReferralSignal,
} from '@app/contracts/backoffice';
import type { Database } from '../../../db/schema/tables.ts';
import { AppError } from '../../../errors.ts';
import { nowMs, type AppContext } from '../../../lib/context.ts';
import { ownerKey, writeTransaction } from '../../ledger/ledger.service.ts';
import {
  decideReferral,
  REFERRAL_BONUS_CENTS,
  REFERRAL_MIN_DEPOSIT_CENTS,
  REFERRAL_WAGER_CENTS,
} from '../../referrals/referral-rewards.ts';
import type { BoPrincipal } from '../bo-guard.ts';
import type { Outcome } from './bonuses.service.ts';
import { STAKE_KINDS } from '../../player-protection/index.ts';

/**
 * The referrals to review (issue 25, decision 058). The list joins each referral to its friend
 * and inviter and adds, per page, the friend's first approved deposit and what the friend has
 * staked of their own money: the two conditions the `referral-rewards` job checks, read the
 * way it reads them (referral-rewards.ts: the first approved deposit by decision time; the
 * entries of the friend's cash account in `bet` and `vendor.bet` transfers). The decision is
 * the job's own `decideReferral` (approve pays both rewards, refuse pays nothing) inside one
 * write transaction, audited with the operator's reason.
 */
type Db = Kysely<Database>;

type Num = number | string | bigint | null;
const n = (value: Num | undefined): number => Number(value ?? 0);

/** The stored comma-separated signals, known ones only, in the contract's order. */
function signalsOf(text: string): BoReferralSignal[] {
  const found = new Set(text.split(',').map((part) => part.trim()));
  return BO_REFERRAL_SIGNALS.filter((signal) => found.has(signal));
}

function referralQuery(ctx: AppContext, db: Db = ctx.db) {
  return db
    .selectFrom('member_referrals as r')
    .innerJoin('members as f', 'f.id', 'r.member_id')
    .innerJoin('members as i', 'i.id', 'r.referrer_id')
    .where('r.merchant_code', '=', ctx.merchantCode);
}

type ReferralQuery = ReturnType<typeof referralQuery>;

function selectRow(query: ReferralQuery) {
  return query.select([
    'r.member_id',
    'f.user_name as friend_user_name',
    'r.referrer_id',
    'i.user_name as inviter_user_name',
    'r.code',
    'r.created_at',
    'r.status',
    'r.signals',
    'r.decided_at',
    'r.decided_by',
  ]);
}

type RawRow = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number];

/** Each friend's first approved deposit (by decision time, then id), by friend id. */
async function firstDeposits(db: Db, friendIds: number[]): Promise<Map<number, number>> {
  const first = new Map<number, number>();
  if (friendIds.length === 0) return first;
  const rows = await db
    .selectFrom('deposits')
    .select(['member_id', 'amount_cents'])
    .where('member_id', 'in', friendIds)
    .where('status', '=', 'approved')
    .orderBy('member_id')
    .orderBy('decided_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const id = n(row.member_id);
    if (!first.has(id)) first.set(id, n(row.amount_cents));
  }
  return first;
}

/** What each friend has staked of their own money (cash account, cash stake kinds), by id. */
async function cashWagers(
  ctx: AppContext,
  db: Db,
  friendIds: number[],
): Promise<Map<number, number>> {
  const wagered = new Map<number, number>();
  if (friendIds.length === 0) return wagered;
  const keys = new Map(friendIds.map((id) => [ownerKey({ kind: 'member', memberId: id }), id]));
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select(['a.owner_key', (eb) => eb.fn.sum<Num>('e.amount_cents').as('sum')])
    .where('a.merchant_code', '=', ctx.merchantCode)
    .where('a.owner_key', 'in', [...keys.keys()])
    .where('t.kind', 'in', [...STAKE_KINDS])
    .groupBy('a.owner_key')
    .execute();
  for (const row of rows) {
    const id = keys.get(row.owner_key);
    // Stakes leave the account: their entries are negative.
    if (id !== undefined) wagered.set(id, -n(row.sum));
  }
  return wagered;
}

async function toRows(ctx: AppContext, db: Db, raw: RawRow[]): Promise<BoReferralRow[]> {
  const ids = raw.map((row) => n(row.member_id));
  const [deposits, wagers] = await Promise.all([firstDeposits(db, ids), cashWagers(ctx, db, ids)]);
  return raw.map((row) => {
    const friendId = n(row.member_id);
    return {
      friendId,
      friendUserName: row.friend_user_name,
      inviterId: n(row.referrer_id),
      inviterUserName: row.inviter_user_name,
      code: row.code,
      registeredAt: row.created_at,
      status: row.status,
      signals: signalsOf(row.signals),
      firstDepositCents: deposits.get(friendId) ?? null,
      wageredCents: wagers.get(friendId) ?? 0,
      decidedAt: row.decided_at,
      decidedBy: row.decided_by,
    };
  });
}

/** One referral, by its friend's id; 404 bo.not.found for none of this merchant. */
export async function referralRow(
  ctx: AppContext,
  friendId: number,
  db: Db = ctx.db,
): Promise<BoReferralRow> {
  const row = await selectRow(referralQuery(ctx, db).where('r.member_id', '=', friendId))
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404);
  const [value] = await toRows(ctx, db, [row]);
  return value!;
}

/** Digits only: a member id (or a user name made of digits). */
const DIGITS = /^\d{1,9}$/;

/**
 * The referrals of a status (under review by default), of a member as friend or inviter, the
 * latest to change state first (held, rewarded or decided; pending ones by registration).
 */
export async function listReferrals(
  ctx: AppContext,
  query: z.output<typeof BoReferralListQuery>,
): Promise<BoReferralPage> {
  let base = referralQuery(ctx);
  if (query.status !== 'all') base = base.where('r.status', '=', query.status);
  const member = query.member.trim();
  if (member) {
    const key = member.toLowerCase();
    base = base.where((eb) =>
      eb.or([
        eb('f.user_name_key', '=', key),
        eb('i.user_name_key', '=', key),
        ...(DIGITS.test(member)
          ? [eb('r.member_id', '=', Number(member)), eb('r.referrer_id', '=', Number(member))]
          : []),
      ]),
    );
  }
  const total = await base
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirst();
  const raw = await selectRow(base)
    .orderBy(sql`coalesce(r.decided_at, r.created_at)`, 'desc')
    .orderBy('r.member_id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return {
    total: n(total?.total),
    rows: await toRows(ctx, ctx.db, raw),
    minDepositCents: REFERRAL_MIN_DEPOSIT_CENTS,
    requiredWagerCents: REFERRAL_WAGER_CENTS,
    rewardCents: REFERRAL_BONUS_CENTS,
  };
}

/**
 * An operator's decision on a referral held for review: approving pays the inviter's and the
 * friend's rewards (once: their codes are unique per member), refusing pays nothing. 409
 * bo.referral.not.review when it is not under review (pending, or decided already, also by a
 * concurrent decision: decideReferral's update is conditional on the status).
 */
export async function decideReferralByOperator(
  ctx: AppContext,
  operator: BoPrincipal,
  friendId: number,
  body: z.output<typeof BoReferralDecisionBody>,
): Promise<Outcome<BoReferralRow>> {
  return writeTransaction(ctx.db, async (db) => {
    const before = await referralRow(ctx, friendId, db);
    if (before.status !== 'review') throw new AppError('bo.referral.not.review', 409);
    const approve = body.decision === 'approve';
    const decided = await decideReferral(
      db,
      ctx.merchantCode,
      { friendId, approve, operator: operator.username },
      new Date(nowMs(ctx)),
    );
    if (!decided) throw new AppError('bo.referral.not.review', 409);
    const after = await referralRow(ctx, friendId, db);
    return {
      value: after,
      audit: {
        action: approve ? 'referral.approve' : 'referral.refuse',
        targetType: 'referral',
        targetId: friendId,
        before: {
          inviterId: before.inviterId,
          status: before.status,
          signals: before.signals,
          firstDepositCents: before.firstDepositCents,
          wageredCents: before.wageredCents,
        },
        after: {
          status: after.status,
          decidedAt: after.decidedAt,
          decidedBy: after.decidedBy,
          // Each side's reward, in their reward centres.
          rewardCents: approve ? REFERRAL_BONUS_CENTS : 0,
        },
        reason: body.reason,
      },
    };
  });
}
