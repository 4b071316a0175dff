import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import {
  ACCOUNT,
  CUSTOMER_TYPE,
  TEAM_KPI_MAX_DAYS,
  type AffiliateUrl,
  type AgentProfile,
  type TeamFooter,
} from '@app/contracts';
import type { z } from 'zod';
import type { DownlineRegisterBody, TeamKpiQuery } from '@app/contracts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import type { ContentLanguage } from '../../lib/content-language.ts';
import { dayBounds } from '../../lib/day-range.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { memberBalance } from '../ledger/ledger.service.ts';
import {
  fieldError,
  loadFieldRules,
  merchantAccountSettings,
  passesRule,
} from '../accounts/register-rules.ts';
import {
  passwordExpiry,
  uniqueViolation,
  usernameAvailable,
} from '../accounts/register.service.ts';
import { ownRebateBps, subtreeIds } from './agent-tree.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/**
 * The agent home (issue 8, decision 021): team counters over the agent's subtree, the agent's
 * own profile, its affiliate links and direct downline registration.
 */

const DAY_MS = 86_400_000;

/** Percent (1.5) from basis points (150) and back; rebates are stored as integers. */
export const percentOf = (bps: number) => bps / 100;
export const bpsOf = (percent: number) => Math.round(percent * 100);

/**
 * The subtree ids in chunks: an IN list has a bound-parameter limit on SQLite (32766) and
 * PostgreSQL (65535), and a large team must not hit it.
 */
function chunks<T>(items: readonly T[], size = 5000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Team members that count: the subtree without trial accounts (type 4). */
async function countableTeam(ctx: AppContext, agentId: number): Promise<number[]> {
  const ids = await subtreeIds(ctx.db, ctx.merchantCode, agentId);
  const kept: number[] = [];
  for (const part of chunks(ids)) {
    const rows = await ctx.db
      .selectFrom('members')
      .select('id')
      .where('id', 'in', part)
      .where('type', '!=', CUSTOMER_TYPE.trial)
      .execute();
    for (const row of rows) kept.push(row.id);
  }
  return kept;
}

/** Validates a period: start on or before end, at most TEAM_KPI_MAX_DAYS days. */
export function checkPeriod(startDate: string, endDate: string): void {
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS;
  if (!(days >= 0 && days < TEAM_KPI_MAX_DAYS)) {
    throw new AppError('agent.date.range.invalid', 400, String(TEAM_KPI_MAX_DAYS), {
      field: days < 0 ? 'startDate' : 'endDate',
    });
  }
}

/**
 * The four team counters (spec section 3, team footer data). Logged in: a session started in
 * the period; betting: a real-money game round or a lottery bet placed in the period (free-play
 * rounds move no money and do not count); registered: created in the period; online: a session
 * not ended, not expired and seen within the idle window, now.
 */
export async function teamKpi(
  ctx: AppContext,
  agentId: number,
  query: z.output<typeof TeamKpiQuery>,
  now: Date = new Date(),
): Promise<TeamFooter> {
  checkPeriod(query.startDate, query.endDate);
  const { from, before } = dayBounds(query) as { from: string; before: string };
  const team = await countableTeam(ctx, agentId);
  const footer: TeamFooter = {
    teamLoginMemberCount: 0,
    teamBetMemberCount: 0,
    teamRegisterMemberCount: 0,
    teamOnlineCount: 0,
  };
  const idleSince = new Date(now.getTime() - ACCOUNT.sessionIdleMs).toISOString();
  const nowIso = now.toISOString();
  const count = (row: { n: string | number | bigint }) => Number(row.n);
  for (const part of chunks(team)) {
    const db = ctx.db;
    const [login, registered, online, bettors] = await Promise.all([
      db
        .selectFrom('sessions')
        .select(sql<number>`count(distinct member_id)`.as('n'))
        .where('member_id', 'in', part)
        .where('created_at', '>=', from)
        .where('created_at', '<', before)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'in', part)
        .where('created_at', '>=', from)
        .where('created_at', '<', before)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('sessions')
        .select(sql<number>`count(distinct member_id)`.as('n'))
        .where('member_id', 'in', part)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .where('last_seen_at', '>', idleSince)
        .executeTakeFirstOrThrow(),
      // One member betting in both games and lottery counts once: the union removes repeats.
      sql<{ n: number }>`
        select count(*) as n from (
          select member_id from game_rounds
           where member_id in (${sql.join(part)}) and play_money = 0
             and created_at >= ${from} and created_at < ${before}
          union
          select member_id from lottery_bets
           where member_id in (${sql.join(part)})
             and created_at >= ${from} and created_at < ${before}
        ) bettors`.execute(db),
    ]);
    footer.teamLoginMemberCount += count(login);
    footer.teamRegisterMemberCount += count(registered);
    footer.teamOnlineCount += count(online);
    footer.teamBetMemberCount += count(bettors.rows[0] ?? { n: 0 });
  }
  return footer;
}

/** Unread agent announcements (type A) shown now on the mobile platform. */
async function unreadAgentAnnouncements(ctx: AppContext, memberId: number, now: Date) {
  const row = await ctx.db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchant_code', '=', ctx.merchantCode)
    .where('platform', '=', 'M')
    .where('enabled', '=', 1)
    .where('type', '=', 'A')
    .where('start_date', '<=', now.toISOString())
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', now.toISOString())]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('announcement_reads')
            .select('announcement_reads.announcement_id')
            .whereRef('announcement_reads.announcement_id', '=', 'announcements.id')
            .where('announcement_reads.member_id', '=', memberId),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function agentProfile(
  ctx: AppContext,
  agentId: number,
  now: Date = new Date(),
): Promise<AgentProfile> {
  const member = await ctx.db
    .selectFrom('members')
    .select(['user_name', 'nickname'])
    .where('id', '=', agentId)
    .where('merchant_code', '=', ctx.merchantCode)
    .executeTakeFirstOrThrow();
  const [sumBalance, unreadAnnouncements, rebateBps] = await Promise.all([
    memberBalance(ctx, agentId),
    unreadAgentAnnouncements(ctx, agentId, now),
    ownRebateBps(ctx.db, agentId),
  ]);
  return {
    userName: member.user_name,
    nickname: member.nickname,
    sumBalance,
    unreadAnnouncements,
    rebate: percentOf(rebateBps),
  };
}

/** The link to share: the registration route of the link's domain or the main domain. */
/** The registration address a code travels in (agent links and member invites alike). */
export function linkUrl(domain: string, code: string): string {
  return `https://${domain}/m/register?affiliateCode=${encodeURIComponent(code)}`;
}

export async function mainDomain(ctx: AppContext): Promise<string> {
  const row = await ctx.db
    .selectFrom('merchants')
    .select('main_domain')
    .where('code', '=', ctx.merchantCode)
    .executeTakeFirstOrThrow();
  return row.main_domain;
}

/** The agent's links that are not deleted, newest first, each with its member count. */
export async function listAffiliateUrls(ctx: AppContext, agentId: number): Promise<AffiliateUrl[]> {
  const [rows, domain] = await Promise.all([
    ctx.db
      .selectFrom('affiliate_codes as a')
      .select((eb) => [
        'a.code',
        'a.domain',
        'a.default_rebate_bps',
        'a.created_at',
        eb
          .selectFrom('members as m')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where('m.merchant_code', '=', ctx.merchantCode)
          .whereRef('m.affiliate_code', '=', 'a.code')
          .whereRef('m.upline_id', '=', 'a.member_id')
          .as('member_count'),
      ])
      .where('a.merchant_code', '=', ctx.merchantCode)
      .where('a.member_id', '=', agentId)
      .where('a.deleted_at', 'is', null)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.code')
      .execute(),
    mainDomain(ctx),
  ]);
  return rows.map((row) => ({
    code: row.code,
    url: linkUrl(row.domain ?? domain, row.code),
    defaultRebate: percentOf(row.default_rebate_bps),
    createdAt: row.created_at,
    memberCount: Number(row.member_count ?? 0),
  }));
}

// No 0/O or 1/I: codes are read aloud and typed.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * A new link with a random code. Its default rebate is 0 up to the agent's own rebate; the
 * code's primary key settles a (rare) clash, retried with a new code.
 */
export async function createAffiliateUrl(
  ctx: AppContext,
  agentId: number,
  defaultRebate: number,
  now: Date = new Date(),
): Promise<AffiliateUrl> {
  const ceilingBps = await ownRebateBps(ctx.db, agentId);
  const rebateBps = bpsOf(defaultRebate);
  if (rebateBps > ceilingBps) {
    throw new AppError('agent.rebate.above.own', 400, percentOf(ceilingBps).toFixed(2), {
      field: 'defaultRebate',
    });
  }
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    try {
      await ctx.db
        .insertInto('affiliate_codes')
        .values({
          merchant_code: ctx.merchantCode,
          code,
          member_id: agentId,
          domain: null,
          enabled: 1,
          default_rebate_bps: rebateBps,
          created_at: now.toISOString(),
        })
        .execute();
      return {
        code,
        url: linkUrl(await mainDomain(ctx), code),
        defaultRebate: percentOf(rebateBps),
        createdAt: now.toISOString(),
        memberCount: 0,
      };
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 5) continue;
      throw error;
    }
  }
}

/**
 * Deletes one of the agent's own links: it stops working for new registrations and leaves the
 * list. Another agent's code answers 404 exactly like an unknown one, and changes nothing.
 */
export async function deleteAffiliateUrl(
  ctx: AppContext,
  agentId: number,
  code: string,
  now: Date = new Date(),
): Promise<{ code: string }> {
  const row = await ctx.db
    .selectFrom('affiliate_codes')
    .select('code')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('member_id', '=', agentId)
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('agent.link.not.found', 404);
  await ctx.db
    .updateTable('affiliate_codes')
    .set({ enabled: 0, deleted_at: now.toISOString() })
    .where('merchant_code', '=', ctx.merchantCode)
    .where('code', '=', row.code)
    .where('member_id', '=', agentId)
    .execute();
  return { code: row.code };
}

/**
 * The agent registers a member directly: user name, password and nickname pass the merchant's
 * registration field rules (the same rules and messages as self-registration), the member is a
 * type 0 account below the agent. No captcha: an agent session already stands behind it.
 */
export async function registerDownline(
  ctx: AppContext,
  agentId: number,
  body: z.output<typeof DownlineRegisterBody>,
  language: ContentLanguage,
  now: Date = new Date(),
): Promise<{ userName: string }> {
  const [rules, settings] = await Promise.all([loadFieldRules(ctx), merchantAccountSettings(ctx)]);
  const username = body.username.trim();
  if (!passesRule('username', rules.username, username)) {
    throw fieldError('username', rules.username, language, false);
  }
  if (!passesRule('password', rules.password, body.password.trim())) {
    throw fieldError('password', rules.password, language, false);
  }
  const nickname = body.nickname.trim();
  if (nickname && rules.nickname.enabled && !passesRule('nickname', rules.nickname, nickname)) {
    throw fieldError('nickname', rules.nickname, language, false);
  }
  if (!(await usernameAvailable(ctx, username))) {
    throw new AppError('register.username.exists', 409, '', { field: 'username' });
  }
  const passwordHash = await hashPassword(body.password);
  const nowIso = now.toISOString();
  try {
    const row = await ctx.db
      .insertInto('members')
      .values({
        merchant_code: ctx.merchantCode,
        user_name: username,
        user_name_key: username.toLowerCase(),
        password_hash: passwordHash,
        type: CUSTOMER_TYPE.member,
        nickname,
        upline_id: agentId,
        register_method: 'H5',
        password_changed_at: nowIso,
        password_expires_at: passwordExpiry(settings.passwordMaxAgeDays, now),
        created_at: nowIso,
      })
      .returning('user_name')
      .executeTakeFirstOrThrow();
    return { userName: row.user_name };
  } catch (error) {
    if (uniqueViolation(error) === 'username') {
      throw new AppError('register.username.exists', 409, '', { field: 'username' });
    }
    throw error;
  }
}
