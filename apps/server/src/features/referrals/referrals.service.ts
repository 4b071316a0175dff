import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { TRIAL_TYPE } from '@app/contracts';
import type { InvitedFriend, MemberInviteValue, ReferralPromotion } from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import { nowMs } from '../../lib/context.ts';
import type { AppContext } from '../../lib/context.ts';
import { localizeRows } from '../../lib/content-language.ts';
import type { ContentLanguage } from '../../lib/content-language.ts';
import { totalPages } from '../../lib/paging.ts';
import type { AuthContext } from '../../lib/sessions.ts';
import { isAgentType } from '../agents/agent-tree.ts';
import { linkUrl, mainDomain } from '../agents/agent-home.service.ts';
import { findLiveReferralPromotion } from '../promotions/promotions.repository.ts';

/**
 * Member invites (issue 18, decision 035): a member's personal code, the friends it brought.
 * The code shares the registration form's `affiliateCode` with agent links; it is 10
 * characters long where generated agent codes are 8, so the two never clash, and an agent
 * code of the same text (typed by an operator) wins at registration.
 */

// No 0/O or 1/I, as agent codes: codes are read aloud and typed.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const MEMBER_CODE_LENGTH = 10;

function newCode(): string {
  let code = '';
  for (let i = 0; i < MEMBER_CODE_LENGTH; i++) {
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return code;
}

/** Members (not agents) invite; a trial account is told to use a real one. */
export function requireInviter(auth: AuthContext): AuthContext {
  if (auth.type === TRIAL_TYPE) throw new AppError('trial.forbidden', 403);
  if (isAgentType(auth.type)) throw new AppError('permission.denied', 403);
  return auth;
}

/** The member's code, made on first ask. Concurrent first asks agree on one row. */
export async function memberReferralCode(
  ctx: AppContext,
  memberId: number,
  now: Date = new Date(nowMs(ctx)),
): Promise<string> {
  const read = () =>
    ctx.db
      .selectFrom('member_referral_codes')
      .select('code')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  const existing = await read();
  if (existing) return existing.code;
  for (let attempt = 0; ; attempt++) {
    try {
      await ctx.db
        .insertInto('member_referral_codes')
        .values({
          merchant_code: ctx.merchantCode,
          code: newCode(),
          member_id: memberId,
          created_at: now.toISOString(),
        })
        // Another request made the member's code first: keep that one.
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
      const row = await read();
      if (row) return row.code;
    } catch (error) {
      // A (rare) clash with another member's code: the primary key says so; try another.
      if (attempt >= 5) throw error;
    }
  }
}

export interface ReferralCodeRow {
  code: string;
  referrerId: number;
  /** The referrer's agent: the friend joins the same team (decision 035). */
  uplineId: number | null;
}

/** A member's invite code, matched without regard to case; only members who may invite. */
export async function findReferralCode(
  ctx: AppContext,
  code: string,
): Promise<ReferralCodeRow | undefined> {
  const row = await ctx.db
    .selectFrom('member_referral_codes as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.code', 'c.member_id', 'm.upline_id', 'm.type'])
    .where('c.merchant_code', '=', ctx.merchantCode)
    .where((eb) => eb(eb.fn('upper', ['c.code']), '=', code.trim().toUpperCase()))
    .executeTakeFirst();
  // A member promoted to agent since keeps the code row, but agents invite with their links.
  if (!row || row.type === TRIAL_TYPE || isAgentType(row.type)) return undefined;
  return { code: row.code, referrerId: row.member_id, uplineId: row.upline_id };
}

/** Records, inside the registration's transaction, who brought the new member. */
export async function recordReferral(
  trx: Transaction<Database> | Kysely<Database>,
  merchantCode: string,
  memberId: number,
  referral: ReferralCodeRow,
  nowIso: string,
): Promise<void> {
  await trx
    .insertInto('member_referrals')
    .values({
      member_id: memberId,
      merchant_code: merchantCode,
      referrer_id: referral.referrerId,
      code: referral.code,
      created_at: nowIso,
    })
    .execute();
}

/** 'maria2024' -> 'ma*****24'; short names keep one letter at each end. */
export function maskUserName(userName: string): string {
  const letters = [...userName];
  if (letters.length <= 2) return `${letters[0] ?? ''}*`;
  const keep = letters.length >= 6 ? 2 : 1;
  return `${letters.slice(0, keep).join('')}${'*'.repeat(letters.length - keep * 2)}${letters
    .slice(-keep)
    .join('')}`;
}

async function referralPromotion(
  ctx: AppContext,
  language: ContentLanguage,
): Promise<ReferralPromotion | null> {
  const merchant = await ctx.db
    .selectFrom('merchants')
    .select('referral_enabled')
    .where('code', '=', ctx.merchantCode)
    .executeTakeFirstOrThrow();
  // The same switch the footer's invite tab follows (system status, decision 017).
  if (merchant.referral_enabled !== 1) return null;
  const row = await findLiveReferralPromotion(
    ctx.db,
    ctx.merchantCode,
    new Date(nowMs(ctx)).toISOString(),
  );
  if (!row) return null;
  const [localized] = await localizeRows(
    ctx.db,
    ctx.merchantCode,
    'promotion',
    language,
    [row],
    ['title', 'content'],
  );
  const noExpiry = localized!.no_expiry === 1 ? 1 : 0;
  return {
    id: localized!.id,
    title: localized!.title,
    content: localized!.content,
    startDate: localized!.start_date,
    endDate: noExpiry === 1 ? null : localized!.end_date,
    noExpiry,
  };
}

async function invitedFriends(
  ctx: AppContext,
  referrerId: number,
  pageNo: number,
  pageSize: number,
): Promise<MemberInviteValue['friends']> {
  const base = ctx.db
    .selectFrom('member_referrals as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .where('r.merchant_code', '=', ctx.merchantCode)
    .where('r.referrer_id', '=', referrerId);
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'm.user_name',
        'r.created_at',
        eb
          .exists(
            eb
              .selectFrom('deposits as d')
              .select('d.id')
              .whereRef('d.member_id', '=', 'r.member_id')
              .where('d.status', '=', 'approved'),
          )
          .as('deposited'),
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.member_id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  const list: InvitedFriend[] = rows.map((row) => ({
    userName: maskUserName(row.user_name),
    joinedAt: row.created_at,
    // SQLite answers 0/1, PostgreSQL true/false.
    deposited: Boolean(Number(row.deposited)),
  }));
  const total = Number(count.total);
  return { list, pageNo, pageSize, total, totalPages: totalPages(total, pageSize) };
}

/** The invite screen: the member's link, the referral promotion, the friends (paged). */
export async function memberInvite(
  ctx: AppContext,
  auth: AuthContext,
  query: { pageNo: number; pageSize: number },
  language: ContentLanguage,
): Promise<MemberInviteValue> {
  requireInviter(auth);
  const code = await memberReferralCode(ctx, auth.memberId);
  const [domain, promotion, friends] = await Promise.all([
    mainDomain(ctx),
    referralPromotion(ctx, language),
    invitedFriends(ctx, auth.memberId, query.pageNo, query.pageSize),
  ]);
  return { code, url: linkUrl(domain, code), promotion, friends };
}
