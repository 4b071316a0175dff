import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { failureStats, NONE, recordFailure, throttleWait } from './login.service.ts';

/**
 * A signed-in member's login password asked again (to change it, bind an e-mail, set security
 * questions). Wrong answers count under 'recheck:<merchant>:<member id>', whose doubling delay
 * and hourly cap are the login pair's (decision 029), and a throttled member is refused before
 * the password is looked at: whoever holds only a session cannot guess the password faster
 * here than from one address on the login page. They count on the account key too, so the
 * login page asks for a captcha after them. Failures other people cause at the login page
 * never delay the member here. A right answer clears both keys, as a login does.
 *
 * With `acceptTemporary`, a live temporary password (forgot-password by SMS) passes too: the
 * member who signed in with one changes it by giving it as the old password.
 */
export async function recheckLoginPassword(
  ctx: AppContext,
  memberId: number,
  password: string,
  { acceptTemporary = false, now = new Date() }: { acceptTemporary?: boolean; now?: Date } = {},
): Promise<boolean> {
  const member = await ctx.db
    .selectFrom('members')
    .select(['user_name_key', 'password_hash', 'temp_password_hash', 'temp_password_expires_at'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const accountKey = `account:${ctx.merchantCode}:${member.user_name_key}`;
  const key = `recheck:${ctx.merchantCode}:${memberId}`;
  const own = (await failureStats(ctx, [key], now)).get(key) ?? NONE;
  const wait = throttleWait(own, now.getTime());
  if (wait > 0) throw new AppError('login.throttled', 429, '', { retryAfterMs: wait });

  const tempLive =
    acceptTemporary &&
    member.temp_password_hash !== null &&
    member.temp_password_expires_at !== null &&
    member.temp_password_expires_at > now.toISOString();
  const matches =
    (await verifyPassword(member.password_hash, password)) ||
    (tempLive && (await verifyPassword(member.temp_password_hash!, password)));
  if (matches) {
    await ctx.db.deleteFrom('login_failures').where('key', 'in', [key, accountKey]).execute();
  } else {
    await recordFailure(ctx, [key, accountKey], now);
  }
  return matches;
}
