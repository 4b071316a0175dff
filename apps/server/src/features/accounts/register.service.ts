import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCOUNT, CUSTOMER_TYPE, REBATE_GAME_TYPES, REGISTER_PROFILE_FIELDS } from '@app/contracts';
import type { Language, RegisterBody, RegisterField, RegisterSettingsValue } from '@app/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { grantWelcomeFreeSpins } from '../bonuses/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { SESSION_MEMBER_COLUMNS, type SessionMember } from '../../lib/sessions.ts';
import { checkCaptcha } from '../auth/captcha.service.ts';
import {
  applyFieldRules,
  fieldError,
  loadFieldRules,
  merchantAccountSettings,
} from './register-rules.ts';
import type { RegisterMethodKind } from './register-rules.ts';
import { checkSmsCode, consumeSmsCode, mobileKey } from './sms.service.ts';
import { ownRebateBps } from '../agents/agent-tree.ts';
import { transfer } from '../ledger/ledger.service.ts';
import { refuseExcludedContacts } from '../player-protection/index.ts';
import {
  findReferralCode,
  recordReferral,
  type ReferralCodeRow,
} from '../referrals/referrals.service.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export type ParsedRegisterBody = z.output<typeof RegisterBody>;

const HOUR_MS = 60 * 60_000;
/** Trial accounts one address may create per hour. */
export const TRIAL_MAX_PER_IP_PER_HOUR = 10;

export async function registerSettings(ctx: AppContext): Promise<RegisterSettingsValue> {
  const settings = await merchantAccountSettings(ctx);
  return {
    usernameEnabled: settings.usernameEnabled,
    mobileEnabled: settings.mobileEnabled,
    affiliateRequired: settings.affiliateRequired,
    defaultCountryDialingCode: settings.defaultCountryDialingCode,
  };
}

/** When a password set now expires: null when the merchant's passwords never expire. */
export function passwordExpiry(maxAgeDays: number, now: Date): string | null {
  return maxAgeDays > 0 ? new Date(now.getTime() + maxAgeDays * 86_400_000).toISOString() : null;
}

export async function usernameAvailable(ctx: AppContext, username: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('user_name_key', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  return row === undefined;
}

interface AffiliateRow {
  code: string;
  member_id: number;
  /** The rebate the link gives a new member (migration 016, decision 021). */
  default_rebate_bps: number;
}

/** An enabled affiliate code, matched without regard to case. */
export async function findAffiliateCode(
  ctx: AppContext,
  code: string,
): Promise<AffiliateRow | undefined> {
  return ctx.db
    .selectFrom('affiliate_codes')
    .select(['code', 'member_id', 'default_rebate_bps'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()))
    .where('enabled', '=', 1)
    .executeTakeFirst();
}

/** The enabled affiliate code a link's domain carries, if any. */
export async function affiliateForDomain(
  ctx: AppContext,
  domain: string,
): Promise<AffiliateRow | undefined> {
  const host = domain.trim().toLowerCase();
  if (!host) return undefined;
  return ctx.db
    .selectFrom('affiliate_codes')
    .select(['code', 'member_id', 'default_rebate_bps'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where((eb) => eb(eb.fn('lower', ['domain']), '=', host))
    .where('enabled', '=', 1)
    .orderBy('created_at')
    .executeTakeFirst();
}

/**
 * The rebate a member registering through a link gets: the link's default, but never above
 * its agent's own rebate now (the agent's rebate may have been lowered since the link was made).
 */
async function linkRebateBps(ctx: AppContext, affiliate: AffiliateRow): Promise<number> {
  if (affiliate.default_rebate_bps <= 0) return 0;
  return Math.min(affiliate.default_rebate_bps, await ownRebateBps(ctx.db, affiliate.member_id));
}

/**
 * The per-game-type rates (`agent_rebates`, decision 022) a member registering through a link
 * starts with: the link's default on every game type, each capped at the agent's own rate for
 * that type now (a downline never earns more than its upline on any game). Types left at 0 get
 * no row, as an agent's untouched downline has none.
 */
async function linkRebateRates(
  ctx: AppContext,
  affiliate: AffiliateRow,
): Promise<Array<{ gameType: string; rateBp: number }>> {
  if (affiliate.default_rebate_bps <= 0) return [];
  const own = await ctx.db
    .selectFrom('agent_rebates')
    .select(['game_type', 'rate_bp'])
    .where('member_id', '=', affiliate.member_id)
    .execute();
  const ceilings = new Map(own.map((row) => [row.game_type, Number(row.rate_bp)]));
  return REBATE_GAME_TYPES.map((gameType) => ({
    gameType,
    rateBp: Math.min(affiliate.default_rebate_bps, ceilings.get(gameType) ?? 0),
  })).filter((rate) => rate.rateBp > 0);
}

/** Which unique key a failed insert ran into, or null for any other error. */
export function uniqueViolation(error: unknown): 'username' | 'mobile' | null {
  if (!isUniqueViolation(error)) return null;
  const e = error as { constraint?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : '';
  const where = `${typeof e.constraint === 'string' ? e.constraint : ''} ${message}`;
  if (where.includes('user_name')) return 'username';
  if (where.includes('mobile')) return 'mobile';
  return null;
}

function generatedName(prefix: string): string {
  return `${prefix}${randomInt(10_000_000, 100_000_000)}`;
}

export interface RegisterInput {
  body: ParsedRegisterBody;
  method: RegisterMethodKind;
  ip: string;
  language: Language;
  now?: Date;
}

/**
 * Registration by user name or by mobile number. Checks, in order: the method is enabled, the
 * field configuration, password confirmation, the affiliate code, the captcha, the name or
 * number is free, the SMS code (mobile); then writes the member and its wallet in one
 * transaction. A lost race on the unique keys answers 409 like the early check.
 */
export async function registerMember(
  ctx: AppContext,
  input: RegisterInput,
): Promise<SessionMember & { account: string }> {
  const { body, method, language } = input;
  const now = input.now ?? new Date();
  const settings = await merchantAccountSettings(ctx);
  const enabled = method === 'username' ? settings.usernameEnabled : settings.mobileEnabled;
  if (!enabled) throw new AppError('register.method.disabled', 403, method);

  const rules = await loadFieldRules(ctx);
  const values = applyFieldRules(rules, body as Record<RegisterField, string>, method, language);
  if (body.password !== body.confirmPassword) {
    throw new AppError('password.mismatch', 400, '', { field: 'confirmPassword' });
  }

  let affiliate: AffiliateRow | undefined;
  // A member's invite code (decision 035) travels in the same field as an agent's link code.
  let referral: ReferralCodeRow | undefined;
  if (values.affiliateCode) {
    affiliate = await findAffiliateCode(ctx, values.affiliateCode);
    if (!affiliate) referral = await findReferralCode(ctx, values.affiliateCode);
    if (!affiliate && !referral) {
      throw new AppError('invitation_code_error', 400, '', { field: 'affiliateCode' });
    }
  } else {
    affiliate = await affiliateForDomain(ctx, body.domain);
  }
  if (!affiliate && !referral && settings.affiliateRequired) {
    throw fieldError('affiliateCode', rules.affiliateCode, language, true);
  }
  const rebateBps = affiliate ? await linkRebateBps(ctx, affiliate) : 0;
  const rebateRates = affiliate ? await linkRebateRates(ctx, affiliate) : [];

  if (settings.captchaEnabled) {
    await checkCaptcha(ctx, {
      key: body.captchaKey || undefined,
      answer: body.captcha || undefined,
      ip: input.ip,
    });
  }

  const dialingCode = body.countryDialingCode || settings.defaultCountryDialingCode;
  const mobile = values.mobileNum ? mobileKey(dialingCode, values.mobileNum) : null;
  // Only a number proven by an SMS code becomes the account's mobile key (SMS login, reset).
  const verifiedMobile = method === 'mobile' ? mobile : null;
  if (method === 'username' && !(await usernameAvailable(ctx, values.username))) {
    throw new AppError('register.username.exists', 409, '', { field: 'username' });
  }
  if (verifiedMobile) {
    const taken = await ctx.db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', ctx.merchantCode)
      .where('mobile_key', '=', verifiedMobile)
      .executeTakeFirst();
    if (taken) throw new AppError('register.mobile.exists', 409, '', { field: 'mobileNum' });
  }
  // The mobile or e-mail of a member on a break or self-excluded (decision 048).
  await refuseExcludedContacts(ctx, {
    countryDialingCode: dialingCode,
    mobileNum: values.mobileNum ?? '',
    mobileKey: mobile,
    email: values.email ?? '',
  });
  let codeId: number | null = null;
  if (method === 'mobile') {
    codeId = await checkSmsCode(
      ctx,
      {
        countryDialingCode: dialingCode,
        mobileNum: values.mobileNum,
        purpose: 'register',
        code: values.verificationCode,
      },
      now,
    );
  }

  const passwordHash = await hashPassword(body.password);
  const paymentPasswordHash = values.paymentPassword
    ? await hashPassword(body.paymentPassword)
    : null;
  if (codeId !== null) await consumeSmsCode(ctx, codeId, now);

  const profile: Record<string, string> = {};
  for (const field of REGISTER_PROFILE_FIELDS) if (values[field]) profile[field] = values[field];
  const nowIso = now.toISOString();
  const columns = {
    merchant_code: ctx.merchantCode,
    password_hash: passwordHash,
    type: CUSTOMER_TYPE.member,
    nickname: values.nickname,
    country_dialing_code: values.mobileNum ? dialingCode : '',
    mobile_num: values.mobileNum,
    mobile_key: verifiedMobile,
    email: values.email,
    payee_name: values.payeeName,
    profile: JSON.stringify(profile),
    payment_password_hash: paymentPasswordHash,
    // A friend a member invited joins that member's agent team, with no link rebate.
    upline_id: affiliate?.member_id ?? referral?.uplineId ?? null,
    affiliate_code: affiliate?.code ?? '',
    rebate_bps: rebateBps,
    register_method: body.registerMethod,
    register_url: body.registerUrl,
    domain: body.domain,
    first_time_login: 0,
    password_changed_at: nowIso,
    password_expires_at: passwordExpiry(settings.passwordMaxAgeDays, now),
    created_at: nowIso,
  };

  for (let attempt = 0; ; attempt += 1) {
    const userName = method === 'username' ? values.username : generatedName('u');
    try {
      const member = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('members')
          .values({ ...columns, user_name: userName, user_name_key: userName.toLowerCase() })
          .returning(SESSION_MEMBER_COLUMNS)
          .executeTakeFirstOrThrow();
        if (referral) {
          await recordReferral(trx, ctx.merchantCode, row.id, referral, nowIso);
        }
        if (rebateRates.length > 0) {
          await trx
            .insertInto('agent_rebates')
            .values(
              rebateRates.map(({ gameType, rateBp }) => ({
                member_id: row.id,
                game_type: gameType,
                rate_bp: rateBp,
                updated_at: nowIso,
                updated_by: affiliate?.member_id ?? null,
              })),
            )
            .execute();
        }
        return row;
      });
      // A real name and a confirmed mobile finish registering: the welcome pack (decision 056).
      await grantWelcomeFreeSpins(ctx, member.id);
      return { ...member, account: member.user_name };
    } catch (error) {
      const clash = uniqueViolation(error);
      if (clash === 'username' && method === 'mobile' && attempt < 5) continue;
      if (clash === 'username') {
        throw new AppError('register.username.exists', 409, '', { field: 'username' });
      }
      if (clash === 'mobile') {
        throw new AppError('register.mobile.exists', 409, '', { field: 'mobileNum' });
      }
      throw error;
    }
  }
}

/** Trial accounts created from an address within the last hour (each signs in once, at creation). */
async function recentTrials(ctx: AppContext, ip: string, now: Date): Promise<number> {
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('members.merchant_code', '=', ctx.merchantCode)
    .where('members.type', '=', CUSTOMER_TYPE.trial)
    .where('members.created_at', '>=', new Date(now.getTime() - HOUR_MS).toISOString())
    .where('sessions.ip', '=', ip.slice(0, 64))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function insertTrial(trx: Kysely<Database>, ctx: AppContext, userName: string, now: Date) {
  const nowIso = now.toISOString();
  const member = await trx
    .insertInto('members')
    .values({
      merchant_code: ctx.merchantCode,
      user_name: userName,
      user_name_key: userName.toLowerCase(),
      // Not an Argon2 string: no password ever verifies against it.
      password_hash: `!trial:${randomBytes(16).toString('hex')}`,
      type: CUSTOMER_TYPE.trial,
      register_method: 'H5',
      password_changed_at: nowIso,
      created_at: nowIso,
    })
    .returning(SESSION_MEMBER_COLUMNS)
    .executeTakeFirstOrThrow();
  await transfer(
    { ...ctx, db: trx },
    {
      from: { kind: 'house', name: 'trial' },
      to: { kind: 'member', memberId: member.id },
      amountCents: ACCOUNT.trialBalanceCents,
      kind: 'trial.grant',
      idempotencyKey: `trial:${ctx.merchantCode}:${member.id}`,
      reference: 'Trial demo balance',
    },
  );
  return member;
}

/**
 * A free-play account: type 4, a generated name, an unusable password and the demo balance
 * credited through the ledger, all in one transaction. Capped per address per hour.
 */
export async function createTrialMember(
  ctx: AppContext,
  ip: string,
  now: Date = new Date(),
): Promise<SessionMember> {
  if ((await recentTrials(ctx, ip, now)) >= TRIAL_MAX_PER_IP_PER_HOUR) {
    throw new AppError('rate.limited', 429, '', { retryAfterMs: HOUR_MS });
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await ctx.db
        .transaction()
        .execute((trx) => insertTrial(trx, ctx, generatedName('trial'), now));
    } catch (error) {
      if (uniqueViolation(error) === 'username' && attempt < 5) continue;
      throw error;
    }
  }
}
