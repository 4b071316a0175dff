import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT } from '@app/contracts';
import type { HandoffValue, LoginValue } from '@app/contracts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AuthContext } from '../../lib/sessions.ts';
import { hashToken, SESSION_MEMBER_COLUMNS, startSession } from '../../lib/sessions.ts';

/**
 * Session hand-off (decision 029). A page URL's `?token=` used to be a session token, so any
 * site could link a visitor into the attacker's account. It is now a code issued for that
 * purpose only: random, stored as its SHA-256 hash, valid ACCOUNT.handoffCodeTtlMs, spent by
 * the first redeem (one conditional UPDATE, so two racing redeems cannot both win). A session
 * token is never a code (a different table), so presenting one opens nothing.
 */
const PRUNE_INTERVAL_MS = 10 * 60_000;
const lastPrune = new WeakMap<object, number>();

async function pruneCodes(ctx: AppContext, now: Date): Promise<void> {
  const last = lastPrune.get(ctx.db) ?? 0;
  if (now.getTime() - last < PRUNE_INTERVAL_MS) return;
  lastPrune.set(ctx.db, now.getTime());
  // Kept a while past expiry, so a late redeem still reads "expired" rather than "unknown".
  const before = new Date(now.getTime() - ACCOUNT.loginFailureWindowMs).toISOString();
  await ctx.db.deleteFrom('handoff_codes').where('expires_at', '<=', before).execute();
}

/** A new code for the signed-in member (the app or an agent link puts it in `?token=`). */
export async function issueHandoffCode(
  ctx: AppContext,
  auth: AuthContext,
  now: Date = new Date(),
): Promise<HandoffValue> {
  await pruneCodes(ctx, now);
  // 24 bytes: 32 base64url characters, never the 43 of a session token.
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + ACCOUNT.handoffCodeTtlMs).toISOString();
  await ctx.db
    .insertInto('handoff_codes')
    .values({
      code_hash: hashToken(code),
      member_id: auth.memberId,
      merchant_code: auth.merchantCode,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { code, expiresAt };
}

/**
 * Spends a code and signs its member in with a new session (ending the one the request
 * carried, as every login does). Unknown or spent: 401 handoff.code.invalid; past its
 * lifetime: 401 handoff.code.expired; a member who may no longer sign in: invalid too.
 */
export async function redeemHandoffCode(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
  now: Date = new Date(),
): Promise<LoginValue> {
  const codeHash = hashToken(code);
  const spent = await ctx.db
    .updateTable('handoff_codes')
    .set({ used_at: now.toISOString() })
    .where('code_hash', '=', codeHash)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('member_id')
    .executeTakeFirst();
  if (!spent) {
    const row = await ctx.db
      .selectFrom('handoff_codes')
      .select(['used_at', 'expires_at'])
      .where('code_hash', '=', codeHash)
      .where('merchant_code', '=', ctx.merchantCode)
      .executeTakeFirst();
    const expired = row !== undefined && row.used_at === null;
    throw new AppError(expired ? 'handoff.code.expired' : 'handoff.code.invalid', 401);
  }
  const member = await ctx.db
    .selectFrom('members')
    .select([...SESSION_MEMBER_COLUMNS, 'status'])
    .where('id', '=', spent.member_id)
    .where('merchant_code', '=', ctx.merchantCode)
    .executeTakeFirst();
  if (!member || member.status !== 'active') throw new AppError('handoff.code.invalid', 401);
  return startSession(ctx, request, reply, member, { now });
}
