import { randomBytes, randomInt } from 'node:crypto';
import { ACCOUNT, CUSTOMER_TYPE } from '@app/contracts';
import type {
  ChangePasswordBody,
  ForgotByEmailBody,
  Language,
  SetPasswordByPhoneBody,
} from '@app/contracts';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { recheckLoginPassword } from '../auth/password-recheck.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AuthContext, SessionMember } from '../../lib/sessions.ts';
import { endOtherSessions, SESSION_MEMBER_COLUMNS } from '../../lib/sessions.ts';
import { tempPasswordMail } from './messaging.ts';
import type { Messaging } from './messaging.ts';
import { checkPasswordRule, merchantAccountSettings } from './register-rules.ts';
import { passwordExpiry } from './register.service.ts';
import { checkSmsCode, consumeSmsCode, mobileKey, spendSmsCheck } from './sms.service.ts';

const HOUR_MS = 60 * 60_000;
/** Forgot-by-e-mail requests answered per address and per user name each hour; more are dropped silently. */
export const FORGOT_MAX_PER_IP_PER_HOUR = 10;
export const FORGOT_MAX_PER_USER_PER_HOUR = 3;

/** Readable: no 0/O, 1/l/I. */
const TEMP_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TEMP_LENGTH = 10;

/** A random 10-character temporary password with at least one letter and one digit. */
export function temporaryPassword(): string {
  for (;;) {
    let text = '';
    for (let i = 0; i < TEMP_LENGTH; i += 1) text += TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)];
    if (/[A-Za-z]/.test(text) && /\d/.test(text)) return text;
  }
}

/**
 * Counts a request against a key in the attempts table (login_failures, under a 'forgot:' key
 * that the login throttle never reads) and says whether it is within the hourly cap.
 */
async function withinCap(ctx: AppContext, key: string, cap: number, now: Date): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('key', '=', key)
    .where('failed_at', '>=', new Date(now.getTime() - HOUR_MS).toISOString())
    .executeTakeFirstOrThrow();
  await ctx.db.insertInto('login_failures').values({ key, failed_at: now.toISOString() }).execute();
  return Number(row.n) < cap;
}

/**
 * Forgot password by e-mail. When the user name and e-mail (case-insensitive) belong to a
 * non-trial member, a temporary password valid ACCOUNT.tempPasswordTtlMs is stored hashed and
 * e-mailed. The caller answers the same success whatever happened here, and the work (one
 * hash) is the same either way, so neither the answer nor its timing tells who is registered.
 */
export async function forgotByEmail(
  ctx: AppContext,
  messaging: Messaging,
  input: z.output<typeof ForgotByEmailBody> & { ip: string; language: Language },
  now: Date = new Date(),
): Promise<void> {
  const userKey = input.username.trim().toLowerCase();
  const ipOk = await withinCap(
    ctx,
    `forgot:ip:${input.ip.slice(0, 64)}`,
    FORGOT_MAX_PER_IP_PER_HOUR,
    now,
  );
  const userOk = await withinCap(
    ctx,
    `forgot:user:${ctx.merchantCode}:${userKey}`,
    FORGOT_MAX_PER_USER_PER_HOUR,
    now,
  );
  const member = await ctx.db
    .selectFrom('members')
    .select(['id', 'user_name', 'email'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('user_name_key', '=', userKey)
    .where('type', '!=', CUSTOMER_TYPE.trial)
    .where('status', '=', 'active')
    .executeTakeFirst();
  const matches =
    member !== undefined &&
    member.email !== '' &&
    member.email.toLowerCase() === input.email.trim().toLowerCase();
  const temp = temporaryPassword();
  const tempHash = await hashPassword(matches ? temp : randomBytes(12).toString('hex'));
  if (!matches || !ipOk || !userOk) return;

  await ctx.db
    .updateTable('members')
    .set({
      temp_password_hash: tempHash,
      temp_password_expires_at: new Date(now.getTime() + ACCOUNT.tempPasswordTtlMs).toISOString(),
    })
    .where('id', '=', member.id)
    .execute();
  const mail = tempPasswordMail(input.language, member.user_name, temp);
  try {
    await messaging.mail.sendMail({ to: member.email, ...mail, purpose: 'tempPassword' });
  } catch (error) {
    // Not sent (message.send.failed, decision 050): no temporary password is left behind.
    await ctx.db
      .updateTable('members')
      .set({ temp_password_hash: null, temp_password_expires_at: null })
      .where('id', '=', member.id)
      .where('temp_password_hash', '=', tempHash)
      .execute();
    throw error;
  }
}

async function writeNewPassword(
  ctx: AppContext,
  memberId: number,
  newPassword: string,
  now: Date,
): Promise<string | null> {
  const settings = await merchantAccountSettings(ctx);
  const expiresAt = passwordExpiry(settings.passwordMaxAgeDays, now);
  await ctx.db
    .updateTable('members')
    .set({
      password_hash: await hashPassword(newPassword),
      password_changed_at: now.toISOString(),
      password_expires_at: expiresAt,
      temp_password_hash: null,
      temp_password_expires_at: null,
      first_time_login: 0,
    })
    .where('id', '=', memberId)
    .execute();
  return expiresAt;
}

/**
 * Set password by phone: the SMS code (purpose resetPassword) proves the number. The code is
 * checked first, then the new password; it is used up only when the password is written, so
 * after modify.new.old.same the member may retype the password and keep the code (each such
 * refusal still spends one of the code's checks). Ends every session of the member; the
 * caller then signs in.
 */
export async function setPasswordByPhone(
  ctx: AppContext,
  body: z.output<typeof SetPasswordByPhoneBody>,
  language: Language,
  now: Date = new Date(),
): Promise<SessionMember> {
  await checkPasswordRule(ctx, body.newPassword, language, 'newPassword');
  const codeId = await checkSmsCode(
    ctx,
    {
      countryDialingCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      purpose: 'resetPassword',
      code: body.verificationCode,
    },
    now,
  );
  const member = await ctx.db
    .selectFrom('members')
    .select([...SESSION_MEMBER_COLUMNS, 'password_hash'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('mobile_key', '=', mobileKey(body.countryDialingCode, body.mobileNum))
    .where('type', '!=', CUSTOMER_TYPE.trial)
    .where('status', '=', 'active')
    .executeTakeFirst();
  // A code for a number without an account was never sent: nobody can hold it.
  if (!member) throw new AppError('sms.code.invalid', 400);
  if (await verifyPassword(member.password_hash, body.newPassword)) {
    await spendSmsCheck(ctx, codeId);
    throw new AppError('modify.new.old.same', 400, '', { field: 'newPassword' });
  }
  await consumeSmsCode(ctx, codeId, now);
  const expiresAt = await writeNewPassword(ctx, member.id, body.newPassword, now);
  await endOtherSessions(ctx, member.id, null, now);
  const { password_hash: _hash, ...sessionMember } = member;
  return { ...sessionMember, first_time_login: 0, password_expires_at: expiresAt };
}

/**
 * passWordChangeV2: the old password (or a live temporary one) must match, within the login's
 * failure limits (auth/password-recheck.ts); the new one must
 * differ, match its confirmation and pass the password rule. Ends the member's other sessions.
 */
export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  body: z.output<typeof ChangePasswordBody>,
  language: Language,
  now: Date = new Date(),
): Promise<void> {
  if (auth.type === CUSTOMER_TYPE.trial) throw new AppError('trial.forbidden', 403);
  if (body.newPassword !== body.confirmNewPassword) {
    throw new AppError('password.mismatch', 400, '', { field: 'confirmNewPassword' });
  }
  const oldMatches = await recheckLoginPassword(ctx, auth.memberId, body.oldPassword, {
    acceptTemporary: true,
    now,
  });
  if (!oldMatches) {
    throw new AppError('password.old.incorrect', 400, '', { field: 'oldPassword' });
  }
  if (body.newPassword === body.oldPassword) {
    throw new AppError('modify.new.old.same', 400, '', { field: 'newPassword' });
  }
  await checkPasswordRule(ctx, body.newPassword, language, 'newPassword');
  await writeNewPassword(ctx, auth.memberId, body.newPassword, now);
  await endOtherSessions(ctx, auth.memberId, auth.sessionId, now);
}
