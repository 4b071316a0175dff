import type {
  BindMobileBody,
  BindMobileCodeBody,
  ResetChannel,
  SmsSendValue,
  WithdrawPasswordResetBody,
  WithdrawResetCodeValue,
} from '@app/contracts';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Language } from '@app/contracts';
import { hashPassword } from '../../lib/passwords.ts';
import { requireRealAccount, type AuthContext } from '../../lib/sessions.ts';
import { codeMail, smsCodeText } from '../accounts/messaging.ts';
import type { Messaging } from '../accounts/messaging.ts';
import { merchantAccountSettings } from '../accounts/register-rules.ts';
import { uniqueViolation } from '../accounts/register.service.ts';
import {
  checkCode,
  consumeSmsCode,
  deliverCode,
  issueCode,
  mobileKey,
} from '../accounts/sms.service.ts';
import { recheckLoginPassword } from '../auth/password-recheck.ts';
import { clearWithdrawPasswordFailures } from '../cashier/payee.service.ts';
import { maskEmail, maskMobile } from './masking.ts';
import { grantWelcomeFreeSpins } from '../bonuses/index.ts';

/**
 * Mobile binding and the forgotten withdrawal password (issue 18, decision 036). Codes go
 * through the same store and limits as the public SMS codes (accounts/sms.service.ts) under
 * their own purposes, so a login or registration code never binds a number or resets a
 * password, and a code sent to one number never binds another.
 */

interface Contact {
  mobile_num: string;
  mobile_key: string | null;
  email: string;
}

async function contact(ctx: AppContext, memberId: number): Promise<Contact> {
  return ctx.db
    .selectFrom('members')
    .select(['mobile_num', 'mobile_key', 'email'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/**
 * The number as the site takes it: the merchant's own dialing code only (the site serves one
 * country), so a member cannot bind a number SMS login and reset would never reach.
 */
async function mobileTarget(ctx: AppContext, body: z.output<typeof BindMobileCodeBody>) {
  const settings = await merchantAccountSettings(ctx);
  if (
    mobileKey(body.countryDialingCode, '') !== mobileKey(settings.defaultCountryDialingCode, '')
  ) {
    throw new AppError('mobile.invalid', 400, '', { field: 'mobileNum' });
  }
  return mobileKey(body.countryDialingCode, body.mobileNum);
}

/** Refuses a number another member holds, or the one this member already has. */
async function ensureFree(ctx: AppContext, memberId: number, target: string): Promise<void> {
  const holder = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('mobile_key', '=', target)
    .executeTakeFirst();
  if (holder?.id === memberId)
    throw new AppError('member.mobile.same', 409, '', { field: 'mobileNum' });
  if (holder) throw new AppError('member.mobile.taken', 409, '', { field: 'mobileNum' });
}

/** Sends a code by SMS to the number the member is about to bind (or change to). */
export async function sendBindMobileCode(
  ctx: AppContext,
  messaging: Messaging,
  auth: AuthContext,
  body: z.output<typeof BindMobileCodeBody>,
  request: { ip: string; language: Language },
  now: Date = new Date(),
): Promise<SmsSendValue> {
  requireRealAccount(auth);
  const target = await mobileTarget(ctx, body);
  await ensureFree(ctx, auth.memberId, target);
  const issued = await issueCode(
    ctx,
    { channel: 'sms', target, purpose: 'bindMobile', ip: request.ip },
    now,
  );
  await deliverCode(ctx, { channel: 'sms', target, purpose: 'bindMobile' }, now, () =>
    messaging.sms.sendSms({
      to: target,
      body: smsCodeText(request.language, issued.code),
      purpose: 'bindMobile',
    }),
  );
  return { expirationTime: issued.expirationTime };
}

/**
 * Binds the number the code was sent to. Replacing a bound number also needs the login
 * password, checked before the code so a refusal spends nothing: whoever holds only a session
 * must not move the number that SMS login and password reset trust. A refusal changes nothing.
 */
export async function bindMobile(
  ctx: AppContext,
  auth: AuthContext,
  body: z.output<typeof BindMobileBody>,
  now: Date = new Date(),
): Promise<string> {
  requireRealAccount(auth);
  const target = await mobileTarget(ctx, body);
  const current = await contact(ctx, auth.memberId);
  if (current.mobile_key !== null) {
    if (!body.password)
      throw new AppError('security.reauth.required', 400, '', { field: 'password' });
    if (!(await recheckLoginPassword(ctx, auth.memberId, body.password, { now }))) {
      throw new AppError('security.password.incorrect', 400, '', { field: 'password' });
    }
  }
  await ensureFree(ctx, auth.memberId, target);
  const codeId = await checkCode(
    ctx,
    { channel: 'sms', target, purpose: 'bindMobile', code: body.verificationCode },
    now,
  );
  await consumeSmsCode(ctx, codeId, now);
  try {
    await ctx.db
      .updateTable('members')
      .set({
        country_dialing_code: body.countryDialingCode,
        mobile_num: body.mobileNum,
        mobile_key: target,
      })
      .where('id', '=', auth.memberId)
      .execute();
  } catch (error) {
    // Another member bound the number between the check and the write.
    if (uniqueViolation(error) === 'mobile') {
      throw new AppError('member.mobile.taken', 409, '', { field: 'mobileNum' });
    }
    throw error;
  }
  // A confirmed mobile may finish the registration the welcome pack asks for (decision 056).
  await grantWelcomeFreeSpins(ctx, auth.memberId);
  return maskMobile(body.mobileNum);
}

/** Where a reset code for `channel` goes, or security.contact.unbound. */
function resetTarget(member: Contact, channel: ResetChannel): { target: string; masked: string } {
  if (channel === 'sms' && member.mobile_key !== null) {
    return { target: member.mobile_key, masked: maskMobile(member.mobile_num) };
  }
  if (channel === 'email' && member.email !== '') {
    return { target: member.email.toLowerCase(), masked: maskEmail(member.email) };
  }
  throw new AppError('security.contact.unbound', 409, '', { field: 'channel' });
}

/** Sends a withdrawal-password reset code to the bound mobile (SMS) or the bound e-mail. */
export async function sendWithdrawResetCode(
  ctx: AppContext,
  messaging: Messaging,
  auth: AuthContext,
  channel: ResetChannel,
  request: { ip: string; language: Language },
  now: Date = new Date(),
): Promise<WithdrawResetCodeValue> {
  requireRealAccount(auth);
  const member = await contact(ctx, auth.memberId);
  const { target, masked } = resetTarget(member, channel);
  const issued = await issueCode(
    ctx,
    { channel, target, purpose: 'withdrawReset', ip: request.ip },
    now,
  );
  const purpose = 'withdrawReset';
  await deliverCode(ctx, { channel, target, purpose }, now, () =>
    channel === 'sms'
      ? messaging.sms.sendSms({
          to: target,
          body: smsCodeText(request.language, issued.code),
          purpose,
        })
      : messaging.mail.sendMail({
          to: member.email,
          ...codeMail(request.language, issued.code),
          purpose,
        }),
  );
  return { channel, masked, expirationTime: issued.expirationTime };
}

/**
 * Sets a new withdrawal password with the code: the code proves the member holds the bound
 * contact, which stands in for the forgotten password. It also lifts a lock the wrong tries
 * left. The new password follows the usual rule (six digits, checked by the schema).
 */
export async function resetWithdrawPassword(
  ctx: AppContext,
  auth: AuthContext,
  body: z.output<typeof WithdrawPasswordResetBody>,
  now: Date = new Date(),
): Promise<void> {
  requireRealAccount(auth);
  if (body.newPassword !== body.confirmPassword) {
    throw new AppError('password.mismatch', 400, '', { field: 'confirmPassword' });
  }
  const member = await contact(ctx, auth.memberId);
  const { target } = resetTarget(member, body.channel);
  const codeId = await checkCode(
    ctx,
    { channel: body.channel, target, purpose: 'withdrawReset', code: body.verificationCode },
    now,
  );
  const hash = await hashPassword(body.newPassword);
  await consumeSmsCode(ctx, codeId, now);
  await ctx.db
    .updateTable('members')
    .set({ payment_password_hash: hash })
    .where('id', '=', auth.memberId)
    .execute();
  await clearWithdrawPasswordFailures(ctx, auth.memberId);
}
