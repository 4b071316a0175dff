import { AvatarType, TRIAL_TYPE } from '@app/contracts';
import type { MemberInfo, PlayerAvatar, UnreadCounts } from '@app/contracts';
import { AppError } from '../../errors.ts';
import { parseJsonColumn } from '../../lib/context.ts';
import type { AppContext } from '../../lib/context.ts';
import { isPasswordExpired, type AuthContext } from '../../lib/sessions.ts';
import { chatUnreadCount } from '../service/chat.service.ts';
import { inboxUnreadCount } from '../messages/messages.service.ts';

const MEMBER_COLUMNS = [
  'id',
  'user_name',
  'nickname',
  'type',
  'merchant_code',
  'labels',
  'club_label',
  'first_time_login',
  'password_expires_at',
  'avatar',
  'avatar_type',
] as const;

async function memberRow(ctx: AppContext, auth: AuthContext) {
  const row = await ctx.db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where('id', '=', auth.memberId)
    .executeTakeFirst();
  // The guard just resolved this member; gone now means deleted between the two reads.
  if (!row) throw new AppError('session.ended', 401);
  return row;
}

/**
 * The login before the current session's: the newest session of the member opened before this
 * one. (members.last_login_at is already this session's own login by the time anyone asks.)
 */
async function previousLoginTime(ctx: AppContext, auth: AuthContext): Promise<string | null> {
  const current = await ctx.db
    .selectFrom('sessions')
    .select('created_at')
    .where('id', '=', auth.sessionId)
    .executeTakeFirst();
  if (!current) return null;
  const row = await ctx.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('member_id', '=', auth.memberId)
    .where('created_at', '<', current.created_at)
    .executeTakeFirst();
  return row?.at ?? null;
}

export async function memberInfo(
  ctx: AppContext,
  auth: AuthContext,
  now: Date = new Date(),
): Promise<MemberInfo> {
  const [row, lastLoginTime] = await Promise.all([
    memberRow(ctx, auth),
    previousLoginTime(ctx, auth),
  ]);
  const labels = parseJsonColumn<unknown>(row.labels, []);
  return {
    id: row.id,
    nickname: row.nickname,
    account: row.user_name,
    userName: row.user_name,
    type: row.type,
    memberLabel: Array.isArray(labels)
      ? labels.filter((l): l is string => typeof l === 'string').map((labelName) => ({ labelName }))
      : [],
    clubLabel: row.club_label ? { labelName: row.club_label } : null,
    firstTimeLogin: row.first_time_login === 1,
    passwordExpired: isPasswordExpired(row.password_expires_at, now),
    lastLoginTime,
  };
}

export async function playerAvatar(ctx: AppContext, auth: AuthContext): Promise<PlayerAvatar> {
  const row = await memberRow(ctx, auth);
  const type = AvatarType.safeParse(row.avatar_type);
  return { avatar: row.avatar, avatarType: type.success ? type.data : 'STATIC' };
}

/**
 * Unread counts (spec section 3): announcements, login pop-ups and activities are the shown
 * PL, PU and PR announcements without a read row; inbox the member's messages without one
 * (decision 016). Chat is the chat unread count's own answer (0 where that call does not
 * apply: flag CBS3 off or member type not 0, 1 or 2). Trial accounts never mark anything read, so
 * they get zeros rather than counts that could never go down.
 */
export async function unreadCounts(
  ctx: AppContext,
  auth: AuthContext,
  now: Date = new Date(),
): Promise<UnreadCounts> {
  const zero = { inbox: 0, chat: 0, announcements: 0, activities: 0, loginPopups: 0, total: 0 };
  if (auth.type === TRIAL_TYPE) return zero;
  const rows = await ctx.db
    .selectFrom('announcements')
    .select((eb) => ['type', eb.fn.countAll().as('count')])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('platform', '=', 'M')
    .where('enabled', '=', 1)
    .where('type', 'in', ['PL', 'PU', 'PR'])
    .where('start_date', '<=', now.toISOString())
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', now.toISOString())]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('announcement_reads')
            .select('announcement_reads.announcement_id')
            .whereRef('announcement_reads.announcement_id', '=', 'announcements.id')
            .where('announcement_reads.member_id', '=', auth.memberId),
        ),
      ),
    )
    .groupBy('type')
    .execute();
  const chat = (await chatUnreadCount(ctx, auth)) ?? 0;
  const inbox = await inboxUnreadCount(ctx, auth.memberId);
  const count = (type: string) => Number(rows.find((row) => row.type === type)?.count ?? 0);
  const counts = {
    ...zero,
    inbox,
    announcements: count('PL'),
    loginPopups: count('PU'),
    activities: count('PR'),
    chat,
  };
  return { ...counts, total: counts.announcements + counts.chat + counts.inbox };
}
