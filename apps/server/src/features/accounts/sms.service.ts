import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT, CUSTOMER_TYPE } from '@app/contracts';
import type { Language, SmsPurpose, SmsSendValue } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../errors.ts';
import { smsCodeText } from './messaging.ts';
import type { Messaging } from './messaging.ts';

/**
 * What a code is for. The public SMS call takes only SmsPurpose; the signed-in security-centre
 * flows (decision 036) use their own purposes, so a code of one never serves another.
 */
export type CodePurpose = SmsPurpose | 'bindMobile' | 'withdrawReset';
export type CodeChannel = 'sms' | 'email';

export interface CodeTarget {
  channel: CodeChannel;
  /** mobileKey() for SMS, the lower-cased address for e-mail. */
  target: string;
  purpose: CodePurpose;
}

export interface SmsCheckInput {
  countryDialingCode: string;
  mobileNum: string;
  purpose: SmsPurpose;
  code: string;
}

export interface SmsSendInput {
  countryDialingCode: string;
  mobileNum: string;
  purpose: SmsPurpose;
  ip: string;
  language: Language;
}

const HOUR_MS = 60 * 60_000;
/** Codes one address may ask for per hour, whatever the numbers (a pump against many numbers). */
export const SMS_MAX_SENDS_PER_IP_PER_HOUR = 20;

/**
 * The key of a mobile number: dialing code with its '+' plus the digits ("+5511987654321").
 * members.mobile_key, verification_codes.target and the SMS outbox address all use it.
 */
export function mobileKey(countryDialingCode: string, mobileNum: string): string {
  const dialing = countryDialingCode.trim().replace(/^\+?/, '+');
  return `${dialing}${mobileNum.trim()}`;
}

function codeHash(target: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${target}|${purpose}|${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Does a purpose that needs an account find one for this number? */
async function hasAccount(ctx: AppContext, target: string): Promise<boolean> {
  const member = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('mobile_key', '=', target)
    .where('status', '=', 'active')
    .where('type', '!=', CUSTOMER_TYPE.trial)
    .executeTakeFirst();
  return member !== undefined;
}

/**
 * Issues a new code for a number and purpose. A resend replaces the previous code (it stops
 * counting), and is refused (sms.throttled) within ACCOUNT.smsResendMs of the last send, past
 * ACCOUNT.smsMaxSendsPerHour for the number, or past the per-address hourly cap. For 'login'
 * and 'resetPassword' the message only goes out when a member has the number, but the code row
 * is written and the answer is the same either way: the call never tells who is registered.
 */
export async function sendSmsCode(
  ctx: AppContext,
  messaging: Messaging,
  input: SmsSendInput,
  now: Date = new Date(),
): Promise<SmsSendValue> {
  const target = mobileKey(input.countryDialingCode, input.mobileNum);
  const issued = await issueCode(
    ctx,
    { channel: 'sms', target, purpose: input.purpose, ip: input.ip },
    now,
  );
  const send = input.purpose === 'register' || (await hasAccount(ctx, target));
  if (send) {
    const code = { channel: 'sms', target, purpose: input.purpose } as const;
    await deliverCode(ctx, code, now, () =>
      messaging.sms.sendSms({
        to: target,
        body: smsCodeText(input.language, issued.code),
        purpose: input.purpose,
      }),
    );
  }
  return { expirationTime: issued.expirationTime };
}

/**
 * Sends a code issueCode just stored. When it could not be sent (message.send.failed, decision
 * 050) the code is used up, so no answer or code claims a message went out, and the send still
 * counts against the limits above: the gateway may have billed or even delivered it, and a
 * failing provider must not become a way around the throttle.
 */
export async function deliverCode(
  ctx: AppContext,
  code: CodeTarget,
  now: Date,
  send: () => Promise<void>,
): Promise<void> {
  try {
    await send();
  } catch (error) {
    await ctx.db
      .updateTable('verification_codes')
      .set({ consumed_at: now.toISOString() })
      .where('merchant_code', '=', ctx.merchantCode)
      .where('channel', '=', code.channel)
      .where('target', '=', code.target)
      .where('purpose', '=', code.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    throw error;
  }
}

/**
 * Stores a new code for a target and purpose (the caller sends it) under the SMS limits,
 * whatever the channel: a resend replaces the previous code, and is refused (sms.throttled)
 * within ACCOUNT.smsResendMs of the last one, past ACCOUNT.smsMaxSendsPerHour for the target,
 * or past the per-address hourly cap.
 */
export async function issueCode(
  ctx: AppContext,
  input: CodeTarget & { ip: string },
  now: Date = new Date(),
): Promise<{ code: string; expirationTime: number }> {
  const { channel, target, purpose } = input;
  const nowMs = now.getTime();
  const hourAgo = new Date(nowMs - HOUR_MS).toISOString();
  const ip = input.ip.slice(0, 64);

  const recent = await ctx.db
    .selectFrom('verification_codes')
    .select(['purpose', 'created_at'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('channel', '=', channel)
    .where('target', '=', target)
    .where('created_at', '>=', hourAgo)
    .execute();
  const lastOfPurpose = recent
    .filter((row) => row.purpose === purpose)
    .reduce((latest, row) => Math.max(latest, Date.parse(row.created_at)), 0);
  const resendWaitMs = lastOfPurpose + ACCOUNT.smsResendMs - nowMs;
  if (resendWaitMs > 0) {
    throw new AppError('sms.throttled', 429, '', { retryAfterMs: resendWaitMs });
  }
  if (recent.length >= ACCOUNT.smsMaxSendsPerHour) {
    const oldest = Math.min(...recent.map((row) => Date.parse(row.created_at)));
    throw new AppError('sms.throttled', 429, '', { retryAfterMs: oldest + HOUR_MS - nowMs });
  }
  const fromAddress = await ctx.db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('merchant_code', '=', ctx.merchantCode)
    .where('ip', '=', ip)
    .where('created_at', '>=', hourAgo)
    .executeTakeFirstOrThrow();
  if (Number(fromAddress.n) >= SMS_MAX_SENDS_PER_IP_PER_HOUR) {
    throw new AppError('sms.throttled', 429, '', { retryAfterMs: HOUR_MS });
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = nowMs + ACCOUNT.smsCodeTtlMs;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ consumed_at: now.toISOString() })
      .where('merchant_code', '=', ctx.merchantCode)
      .where('channel', '=', channel)
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        merchant_code: ctx.merchantCode,
        channel,
        target,
        purpose,
        code_hash: codeHash(target, purpose, code),
        expires_at: new Date(expiresAt).toISOString(),
        ip,
        created_at: now.toISOString(),
      })
      .execute();
  });
  return { code, expirationTime: expiresAt };
}

/**
 * Checks a code without using it up: answers the code's id. The newest unconsumed code of the
 * number and purpose is the only one that counts. Expired, used or exhausted (ACCOUNT.
 * smsMaxChecks) answers sms.code.expired; a wrong code spends a check and answers
 * sms.code.invalid.
 */
export async function checkSmsCode(
  ctx: AppContext,
  input: SmsCheckInput,
  now: Date = new Date(),
): Promise<number> {
  const target = mobileKey(input.countryDialingCode, input.mobileNum);
  return checkCode(ctx, { channel: 'sms', target, purpose: input.purpose, code: input.code }, now);
}

/** checkSmsCode for any channel and purpose. */
export async function checkCode(
  ctx: AppContext,
  input: CodeTarget & { code: string },
  now: Date = new Date(),
): Promise<number> {
  const { channel, target, purpose } = input;
  const row = await ctx.db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'checks', 'expires_at'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('channel', '=', channel)
    .where('target', '=', target)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= now.getTime() || row.checks >= ACCOUNT.smsMaxChecks) {
    throw new AppError('sms.code.expired', 400);
  }
  if (!sameHash(row.code_hash, codeHash(target, purpose, input.code.trim()))) {
    await spendSmsCheck(ctx, row.id);
    throw new AppError('sms.code.invalid', 400);
  }
  return row.id;
}

/** Counts one check against a code (a wrong code, or a refused use of a right one). */
export async function spendSmsCheck(ctx: AppContext, codeId: number): Promise<void> {
  await ctx.db
    .updateTable('verification_codes')
    .set((eb) => ({ checks: eb('checks', '+', 1) }))
    .where('id', '=', codeId)
    .execute();
}

/** Uses a checked code up, once: a second use (or a race) answers sms.code.expired. */
export async function consumeSmsCode(
  ctx: AppContext,
  codeId: number,
  now: Date = new Date(),
): Promise<void> {
  const result = await ctx.db
    .updateTable('verification_codes')
    .set({ consumed_at: now.toISOString() })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .where('checks', '<', ACCOUNT.smsMaxChecks)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('sms.code.expired', 400);
}

/**
 * Consumes an SMS code: throws sms.code.invalid for a wrong code and sms.code.expired for an
 * expired, used or exhausted one.
 */
export async function verifySmsCode(
  ctx: AppContext,
  input: SmsCheckInput,
  now: Date = new Date(),
): Promise<void> {
  const id = await checkSmsCode(ctx, input, now);
  await consumeSmsCode(ctx, id, now);
}
