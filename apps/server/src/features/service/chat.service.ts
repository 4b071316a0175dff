import { chatAllowed, CHAT_MEMBER_TYPES, CHAT_MODULE_ID, TRIAL_TYPE } from '@app/contracts';
import type { ChatUnreadValue, LaunchChatValue } from '@app/contracts';
import { AppError } from '../../errors.ts';
import { parseJsonColumn } from '../../lib/context.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AuthContext } from '../../lib/sessions.ts';

async function chatFlagOn(ctx: AppContext): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('merchant_whitelabel')
    .select('enabled')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('kind', '=', 'flag')
    .where('key', '=', CHAT_MODULE_ID)
    .executeTakeFirst();
  return row?.enabled === 1;
}

async function memberLabels(ctx: AppContext, memberId: number): Promise<string[]> {
  const row = await ctx.db
    .selectFrom('members')
    .select('labels')
    .where('id', '=', memberId)
    .executeTakeFirst();
  const labels = parseJsonColumn<unknown>(row?.labels ?? '[]', []);
  return Array.isArray(labels) ? labels.filter((l): l is string => typeof l === 'string') : [];
}

/** The refusal for a member the chat gate turns away: trial players get the spec's wording. */
function refusal(type: number): AppError {
  return type === TRIAL_TYPE
    ? new AppError('trial.forbidden', 403)
    : new AppError('chat.forbidden', 403);
}

/**
 * Launch chat (spec section 7): value.chatUrl, the merchant's live-chat address, for members
 * the chat gate lets through (contracts chatAllowed: CBS3 on, type 0, 1 or 2, no "nochat").
 */
export async function launchChat(ctx: AppContext, auth: AuthContext): Promise<LaunchChatValue> {
  const [flag, labels, merchant] = await Promise.all([
    chatFlagOn(ctx),
    memberLabels(ctx, auth.memberId),
    ctx.db
      .selectFrom('merchants')
      .select('chat_url')
      .where('code', '=', ctx.merchantCode)
      .executeTakeFirst(),
  ]);
  if (!flag || !merchant?.chat_url) throw new AppError('chat.unavailable', 403);
  if (!chatAllowed({ chatFlag: flag, type: auth.type, labels })) throw refusal(auth.type);
  return { chatUrl: merchant.chat_url };
}

/**
 * The member's unread chat messages, or null when the chat count does not apply (spec section
 * 6: flag CBS3 and member type 0, 1 or 2). There is no chat store in this product (chat runs at
 * the merchant's chat service), so an allowed member has 0.
 */
export async function chatUnreadCount(ctx: AppContext, auth: AuthContext): Promise<number | null> {
  if (!CHAT_MEMBER_TYPES.includes(auth.type)) return null;
  if (!(await chatFlagOn(ctx))) return null;
  return 0;
}

/** Chat unread count (spec section 7): refused where it does not apply. */
export async function chatUnread(ctx: AppContext, auth: AuthContext): Promise<ChatUnreadValue> {
  if (!CHAT_MEMBER_TYPES.includes(auth.type)) throw refusal(auth.type);
  const count = await chatUnreadCount(ctx, auth);
  if (count === null) throw new AppError('chat.unavailable', 403);
  return { unReadCount: count };
}
