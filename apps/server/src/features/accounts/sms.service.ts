import type { SmsPurpose } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../errors.ts';

export interface SmsCheckInput {
  countryDialingCode: string;
  mobileNum: string;
  purpose: SmsPurpose;
  code: string;
}

/**
 * Consumes an SMS code: throws sms.code.invalid for a wrong code and sms.code.expired for an
 * expired, used or exhausted one. (Placeholder until the SMS module lands.)
 */
export async function verifySmsCode(
  _ctx: AppContext,
  _input: SmsCheckInput,
  _now: Date = new Date(),
): Promise<void> {
  throw new AppError('sms.code.invalid', 400);
}
