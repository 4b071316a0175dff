import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { ACCOUNT, TRIAL_TYPE } from '@app/contracts';
import type { LoginBody, LoginFailureValue, LoginValue } from '@app/contracts';
import type { Database, MembersTable } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.ts';
import { SESSION_MEMBER_COLUMNS, startSession } from '../../lib/sessions.ts';
import { checkSmsCode, consumeSmsCode, mobileKey, spendSmsCheck } from '../accounts/sms.service.ts';
import { checkLogin } from '../player-protection/index.ts';
import { checkCaptcha, ipColumn } from './captcha.service.ts';

export type LoginInput = z.output<typeof LoginBody>;

/**
 * Login throttling (decisions 008 and 029): throttle the attacker, never the owner. Failures
 * are rows in login_failures under three keys, counted over ACCOUNT.loginFailureWindowMs: the
 * account ('account:<merchant>:<name key>' or 'mobile:<merchant>:<mobile key>'), the address
 * ('ip:<address>') and the pair of both ('pair:<hash of address and account>'):
 * - one failure on the account or the address: a correct captcha is required before anything
 *   else is checked, so every further guess, from anywhere, costs a solved captcha;
 * - from loginDelayAfterFailures failures of the pair on: the next try of that account from
 *   that address waits a doubling delay after the last failure (at most loginDelayMaxMs);
 *   loginMaxFailuresPerHour of the pair refuse it until the oldest leaves the window.
 * Nothing counted on the account alone or the address alone ever refuses a try: an attacker
 * guessing at an account cannot keep its owner out (elsewhere, with the right password and a
 * solved captcha, the owner signs in), and failures from a carrier's shared address leave the
 * other members behind it a captcha, not a wait. Throttled tries are not counted, so nothing
 * extends a wait beyond the window. A success clears the account's and the pair's failures.
 */
const FLAGGED: LoginFailureValue = { captcha: true };

export interface FailureStats {
  count: number;
  first: string | null;
  last: string | null;
}

export const NONE: FailureStats = { count: 0, first: null, last: null };

const PRUNE_INTERVAL_MS = 10 * 60_000;
const lastPrune = new WeakMap<Kysely<Database>, number>();

function accountKey(ctx: AppContext, body: LoginInput): string {
  return body.type === 'username'
    ? `account:${ctx.merchantCode}:${body.username.trim().toLowerCase()}`
    : `mobile:${ctx.merchantCode}:${mobileKey(body.countryDialingCode, body.mobileNum)}`;
}

/** The key of one account tried from one address (hashed: both parts are long). */
export function pairKey(addressKey: string, accountKey: string): string {
  return `pair:${createHash('sha256').update(`${addressKey}|${accountKey}`).digest('hex').slice(0, 48)}`;
}

export async function failureStats(
  ctx: AppContext,
  keys: string[],
  now: Date,
): Promise<Map<string, FailureStats>> {
  const since = new Date(now.getTime() - ACCOUNT.loginFailureWindowMs).toISOString();
  const rows = await ctx.db
    .selectFrom('login_failures')
    .select((eb) => [
      'key',
      eb.fn.countAll().as('count'),
      eb.fn.min('failed_at').as('first'),
      eb.fn.max('failed_at').as('last'),
    ])
    .where('key', 'in', keys)
    .where('failed_at', '>', since)
    .groupBy('key')
    .execute();
  return new Map(
    rows.map((row) => [row.key, { count: Number(row.count), first: row.first, last: row.last }]),
  );
}

/**
 * How long the next try of one key must wait (ms, 0 when it may go now): the pair's at login,
 * a member's own rechecks inside a session.
 */
export function throttleWait(stats: FailureStats, nowMs: number): number {
  let until = 0;
  if (stats.count >= ACCOUNT.loginMaxFailuresPerHour && stats.first) {
    until = Date.parse(stats.first) + ACCOUNT.loginFailureWindowMs;
  }
  if (stats.count >= ACCOUNT.loginDelayAfterFailures && stats.last) {
    const delay = Math.min(
      ACCOUNT.loginDelayBaseMs * 2 ** (stats.count - ACCOUNT.loginDelayAfterFailures),
      ACCOUNT.loginDelayMaxMs,
    );
    until = Math.max(until, Date.parse(stats.last) + delay);
  }
  return Math.max(0, Math.ceil(until - nowMs));
}

export async function recordFailure(ctx: AppContext, keys: string[], now: Date): Promise<void> {
  const failedAt = now.toISOString();
  await ctx.db
    .insertInto('login_failures')
    .values(keys.map((key) => ({ key, failed_at: failedAt })))
    .execute();
}

async function pruneFailures(ctx: AppContext, now: Date): Promise<void> {
  const last = lastPrune.get(ctx.db) ?? 0;
  if (now.getTime() - last < PRUNE_INTERVAL_MS) return;
  lastPrune.set(ctx.db, now.getTime());
  const before = new Date(now.getTime() - ACCOUNT.loginFailureWindowMs).toISOString();
  await ctx.db.deleteFrom('login_failures').where('failed_at', '<=', before).execute();
}

const MEMBER_COLUMNS = [
  ...SESSION_MEMBER_COLUMNS,
  'status',
  'password_hash',
  'temp_password_hash',
  'temp_password_expires_at',
] as const;

async function isFlagOn(ctx: AppContext, key: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('merchant_whitelabel')
    .select('enabled')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('kind', '=', 'flag')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.enabled === 1;
}

type MemberRow = Pick<Selectable<MembersTable>, (typeof MEMBER_COLUMNS)[number]>;

function canSignIn(member: MemberRow | undefined): member is MemberRow {
  return member !== undefined && member.status === 'active' && member.type !== TRIAL_TYPE;
}

/**
 * Checks a user name and password. Every failure costs two verifications, whether the name
 * exists or not and whatever the account's state, so the answer time tells nothing. A live
 * temporary password (forgot by e-mail) is the second candidate and, when it matches, forces
 * the change-password screen.
 */
async function checkPassword(
  ctx: AppContext,
  username: string,
  password: string,
  now: Date,
): Promise<{ member: MemberRow; temporary: boolean } | null> {
  const member = await ctx.db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('user_name_key', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!member) {
    await verifyAgainstNothing(password);
    await verifyAgainstNothing(password);
    return null;
  }
  let temporary = false;
  let matched = await verifyPassword(member.password_hash, password);
  if (!matched) {
    const tempLive =
      member.temp_password_hash !== null &&
      member.temp_password_expires_at !== null &&
      member.temp_password_expires_at > now.toISOString();
    matched = tempLive
      ? await verifyPassword(member.temp_password_hash!, password)
      : await verifyAgainstNothing(password);
    temporary = matched;
  } else if (!canSignIn(member)) {
    // The right password of an account that may not sign in: spend the second verification
    // too, or the quicker answer would confirm the password.
    await verifyAgainstNothing(password);
  }
  return matched && canSignIn(member) ? { member, temporary } : null;
}

/**
 * The member an SMS login code signs in, and the code's id: checked, not yet used up, so a
 * refusal for a break (decision 048) leaves it for the withdraw-only retry the site offers.
 */
async function checkSmsLogin(
  ctx: AppContext,
  body: Extract<LoginInput, { type: 'sms' }>,
): Promise<{ member: MemberRow; codeId: number } | null> {
  let codeId: number;
  try {
    codeId = await checkSmsCode(ctx, {
      countryDialingCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      purpose: 'login',
      code: body.verificationCode,
    });
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError(error.code, error.status, error.detail, FLAGGED);
    }
    throw error;
  }
  const member = await ctx.db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('mobile_key', '=', mobileKey(body.countryDialingCode, body.mobileNum))
    .executeTakeFirst();
  if (!canSignIn(member)) {
    await consumeSmsCode(ctx, codeId);
    return null;
  }
  return { member: member!, codeId };
}

/** POST login: throttle, captcha once flagged, credentials, then a new session. */
export async function login(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginInput,
  now: Date = new Date(),
): Promise<LoginValue> {
  if (body.type === 'sms' && !(await isFlagOn(ctx, 'MOBILEVERCODELOGIN3'))) {
    throw new AppError('permission.denied', 403);
  }
  await pruneFailures(ctx, now);
  const ip = ipColumn(request.ip);
  const accountK = accountKey(ctx, body);
  const addressK = `ip:${ip}`;
  const pairK = pairKey(addressK, accountK);
  const keys = [accountK, addressK, pairK];
  const stats = await failureStats(ctx, keys, now);
  const account = stats.get(accountK) ?? NONE;
  const address = stats.get(addressK) ?? NONE;
  const pair = stats.get(pairK) ?? NONE;

  const wait = throttleWait(pair, now.getTime());
  if (wait > 0) {
    throw new AppError('login.throttled', 429, '', { ...FLAGGED, retryAfterMs: wait });
  }

  try {
    if (account.count > 0 || address.count > 0) {
      await checkCaptcha(ctx, { key: body.captchaKey, answer: body.captcha, ip }, now);
    }
    let signedIn: { member: MemberRow; temporary: boolean } | null;
    let smsCodeId: number | null = null;
    if (body.type === 'username') {
      signedIn = await checkPassword(ctx, body.username, body.password, now);
    } else {
      const checked = await checkSmsLogin(ctx, body);
      smsCodeId = checked?.codeId ?? null;
      signedIn = checked ? { member: checked.member, temporary: false } : null;
    }
    if (!signedIn) throw new AppError('login.failed', 401, '', FLAGGED);

    await ctx.db.deleteFrom('login_failures').where('key', 'in', [accountK, pairK]).execute();
    // On a break or self-excluded: refused unless asking for a withdraw-only session (048). A
    // refused SMS code stays usable for that retry, one check spent, so it cannot be hammered.
    try {
      await checkLogin(ctx, signedIn.member.id, body.withdrawOnly === true);
    } catch (error) {
      if (smsCodeId !== null) await spendSmsCheck(ctx, smsCodeId);
      throw error;
    }
    if (smsCodeId !== null) await consumeSmsCode(ctx, smsCodeId);
    return await startSession(ctx, request, reply, signedIn.member, {
      forceChange: signedIn.temporary,
      now,
    });
  } catch (error) {
    // A try without the captcha asked for tested nothing (the password is not looked at): not
    // a failure. Counted, it would slow a member behind a shared address (a carrier's NAT)
    // whose first try cannot know a captcha is due.
    // Nor is an exclusion's refusal: the credentials were right.
    const tested = !(
      error instanceof AppError &&
      (error.code === 'captcha.required' || error.code.startsWith('rg.excluded.'))
    );
    if (error instanceof AppError && error.status < 500 && tested) {
      await recordFailure(ctx, keys, now);
    }
    throw error;
  }
}
