import { randomBytes } from 'node:crypto';
import type { Language, VendorLaunchVerifyBody, VendorLaunchVerifyValue } from '@app/contracts';
import { AppError } from '../../errors.ts';
import { merchantCurrency, type AppContext } from '../../lib/context.ts';
import { hashToken } from '../../lib/sessions.ts';

/**
 * One-time launch tokens (decision 039): the operator gives one to the provider with each
 * launch; the provider consumes it once to learn who plays, then names the player with it in
 * that vendor's wallet calls. It is never a member session token, so the provider cannot act
 * on the member's account beyond its own vendor's wallet.
 */

/** How long the provider has to consume a token it was given. */
export const LAUNCH_TOKEN_TTL_MS = 120_000;

export interface NewLaunchToken {
  memberId: number;
  sessionId: string;
  vendorCode: string;
  gameCode: string;
  language: Language;
  freePlay: boolean;
}

export async function issueLaunchToken(
  ctx: AppContext,
  launch: NewLaunchToken,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .insertInto('launch_tokens')
    .values({
      token_hash: hashToken(token),
      merchant_code: ctx.merchantCode,
      member_id: launch.memberId,
      session_id: launch.sessionId,
      vendor_code: launch.vendorCode,
      game_code: launch.gameCode,
      language: launch.language,
      free_play: launch.freePlay ? 1 : 0,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The provider's one check of a launch token: spent here, whoever asks again is refused. */
export async function verifyLaunchToken(
  ctx: AppContext,
  vendorCode: string,
  body: VendorLaunchVerifyBody,
  now: Date = new Date(),
): Promise<VendorLaunchVerifyValue> {
  const tokenHash = hashToken(body.launchToken);
  const spent = await ctx.db
    .updateTable('launch_tokens')
    .set({ verified_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('vendor_code', '=', vendorCode)
    .where('verified_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw new AppError('vendor.launch.invalid', 404);
  const row = await ctx.db
    .selectFrom('launch_tokens')
    .select(['member_id', 'game_code', 'language', 'free_play'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirstOrThrow();
  return {
    playerId: String(row.member_id),
    currency: (await merchantCurrency(ctx.db, ctx.merchantCode)).code,
    language: row.language as Language,
    gameCode: row.game_code,
    mode: row.free_play === 1 ? 'free' : 'real',
  };
}

/** What a wallet call needs of a player's member row and session to accept it. */
export const PLAYER_SESSION_COLUMNS = [
  'members.id as memberId',
  'members.status as status',
  'members.merchant_code as merchantCode',
  'sessions.ended_at as endedAt',
  'sessions.expires_at as expiresAt',
  'sessions.last_seen_at as lastSeenAt',
] as const;

/**
 * The member a consumed launch token of `vendorCode` names, with the session that launched it
 * (a debit needs that session live). Undefined for anything else.
 */
export async function launchTokenPlayer(ctx: AppContext, vendorCode: string, token: string) {
  return ctx.db
    .selectFrom('launch_tokens')
    .innerJoin('sessions', 'sessions.id', 'launch_tokens.session_id')
    .innerJoin('members', 'members.id', 'launch_tokens.member_id')
    .select(PLAYER_SESSION_COLUMNS)
    .where('launch_tokens.token_hash', '=', hashToken(token))
    .where('launch_tokens.vendor_code', '=', vendorCode)
    .where('launch_tokens.verified_at', 'is not', null)
    .executeTakeFirst();
}
