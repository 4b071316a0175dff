import { z } from 'zod';
import { CountryDialingCode, MobileNum, SmsCode } from './accounts.ts';
import { WithdrawPasswordText } from './cashier.ts';

/**
 * Mobile binding and withdrawal-password reset in the security centre (issue 18, decision 036).
 * A number counts as bound only once an SMS code sent to it has been typed back; changing a
 * bound number also asks for the login password. A forgotten withdrawal password is reset with
 * a code sent to the bound mobile or the bound e-mail.
 */

/** POST MEMBER_CENTRE_API.mobileCode: a code to the number about to be bound. */
export const BindMobileCodeBody = z.object({
  countryDialingCode: CountryDialingCode.describe("The merchant's dialing code (+55)"),
  mobileNum: MobileNum,
});
export type BindMobileCodeBody = z.input<typeof BindMobileCodeBody>;

/**
 * PUT MEMBER_CENTRE_API.mobile: binds the number the code was sent to. `password` (the login
 * password) is required when a number is already bound; without it the change is refused with
 * security.reauth.required and nothing changes.
 */
export const BindMobileBody = BindMobileCodeBody.extend({
  verificationCode: SmsCode,
  password: z.string().max(128).optional().describe('The login password (to change a number)'),
});
export type BindMobileBody = z.input<typeof BindMobileBody>;
export const BindMobileValue = z.object({ masked: z.string() });
export type BindMobileValue = z.infer<typeof BindMobileValue>;

/** Where a withdrawal-password reset code goes: the bound mobile (SMS) or the bound e-mail. */
export const ResetChannel = z.enum(['sms', 'email']);
export type ResetChannel = z.infer<typeof ResetChannel>;

/** POST MEMBER_CENTRE_API.withdrawPasswordResetCode. */
export const WithdrawResetCodeBody = z.object({ channel: ResetChannel });
export type WithdrawResetCodeBody = z.input<typeof WithdrawResetCodeBody>;
export const WithdrawResetCodeValue = z.object({
  channel: ResetChannel,
  masked: z.string().describe('The masked number or address the code went to'),
  expirationTime: z.number().int().describe('Instant (ms) the code expires'),
});
export type WithdrawResetCodeValue = z.infer<typeof WithdrawResetCodeValue>;

/** POST MEMBER_CENTRE_API.withdrawPasswordReset: the code, then the new six-digit password. */
export const WithdrawPasswordResetBody = z.object({
  channel: ResetChannel,
  verificationCode: SmsCode,
  newPassword: WithdrawPasswordText,
  confirmPassword: z.string().max(64),
});
export type WithdrawPasswordResetBody = z.input<typeof WithdrawPasswordResetBody>;
