import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { failureStats, NONE, recordFailure, throttleWait } from './login.service.ts';

/**
 * A signed-in member's login password asked again (to change it, bind an e-mail, set security
 * questions). Wrong answers count as login failures of the account (decision 008's
 * 'account:<merchant>:<name key>'), and a throttled account is refused before the password is
 * looked at: whoever holds only a session cannot guess the password faster here than on the
 * login page, and the account's hourly cap covers both. A right answer clears the account's
 * failures, as a login does.
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
  const key = `account:${ctx.merchantCode}:${member.user_name_key}`;
  const account = (await failureStats(ctx, [key], now)).get(key) ?? NONE;
  const wait = throttleWait(account, NONE, now.getTime());
  if (wait > 0) throw new AppError('login.throttled', 429, '', { retryAfterMs: wait });

  const tempLive =
    acceptTemporary &&
    member.temp_password_hash !== null &&
    member.temp_password_expires_at !== null &&
    member.temp_password_expires_at > now.toISOString();
  const matches =
    (await verifyPassword(member.password_hash, password)) ||
    (tempLive && (await verifyPassword(member.temp_password_hash!, password)));
  if (matches) await ctx.db.deleteFrom('login_failures').where('key', '=', key).execute();
  else await recordFailure(ctx, [key], now);
  return matches;
}
