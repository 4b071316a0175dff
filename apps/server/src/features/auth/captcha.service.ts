import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../errors.ts';

export interface CaptchaAnswerInput {
  key: string | undefined;
  answer: string | undefined;
  ip: string;
}

/**
 * Consumes a captcha: throws captcha.required without an answer, captcha.invalid for a wrong,
 * expired, reused or foreign one. (Placeholder until the captcha module lands.)
 */
export async function checkCaptcha(
  _ctx: AppContext,
  _input: CaptchaAnswerInput,
  _now: Date = new Date(),
): Promise<void> {
  throw new AppError('captcha.invalid', 400);
}
