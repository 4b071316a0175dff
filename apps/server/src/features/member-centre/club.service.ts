import type { ClubBenefit, Language, PersonalInfo, Reward, VipLevel } from '@app/contracts';
import { RewardStatus, TRIAL_TYPE } from '@app/contracts';
import type { Selectable } from 'kysely';
import type { MemberRewardsTable, VipLevelsTable } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import { nowMs, type AppContext } from '../../lib/context.ts';
import type { ContentLanguage } from '../../lib/content-language.ts';
import type { AuthContext } from '../../lib/sessions.ts';
import { fieldError, loadFieldRules, passesRule } from '../accounts/register-rules.ts';
import { transfer, writeTransaction } from '../ledger/ledger.service.ts';
import { requireRealAccount } from '../../lib/sessions.ts';
import { maskEmail, maskMobile } from './masking.ts';
import { VIP_ROLLING_DAYS, vipMeasures } from './vip-levels.ts';

function vipLevel(row: Selectable<VipLevelsTable>, language: ContentLanguage): VipLevel {
  return {
    level: row.level,
    code: row.code,
    name: language === 'PT' ? row.name_pt : row.name_en,
    depositRequiredCents: Number(row.deposit_required_cents),
    validBetRequiredCents: Number(row.valid_bet_required_cents),
    dailyWithdrawalLimitCents: Number(row.daily_withdrawal_limit_cents),
    birthdayBonusCents: Number(row.birthday_bonus_cents),
    rebateBoostBasisPoints: Number(row.rebate_boost_bp),
    upgradeBonusCents: Number(row.upgrade_bonus_cents),
  };
}

async function vipLevels(ctx: AppContext, language: ContentLanguage): Promise<VipLevel[]> {
  const rows = await ctx.db
    .selectFrom('vip_levels')
    .selectAll()
    .where('merchant_code', '=', ctx.merchantCode)
    .orderBy('level')
    .execute();
  return rows.map((row) => vipLevel(row, language));
}

/**
 * A member's level is the one whose code members.club_label holds; a member without a label
 * (every new one) is at the entry level. A label the ladder does not know is shown as itself.
 */
function levelOf(
  levels: VipLevel[],
  clubLabel: string | null,
): { code: string; name: string } | null {
  if (clubLabel) {
    const found = levels.find((level) => level.code === clubLabel);
    return found ? { code: found.code, name: found.name } : { code: clubLabel, name: clubLabel };
  }
  const entry = levels[0];
  return entry ? { code: entry.code, name: entry.name } : null;
}

async function clubLabel(ctx: AppContext, memberId: number): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('members')
    .select('club_label')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.club_label ?? null;
}

/** Member club benefit: the ladder, lowest first, with the member's level and the next one. */
export async function clubBenefit(
  ctx: AppContext,
  auth: AuthContext,
  language: ContentLanguage,
): Promise<ClubBenefit> {
  const levels = await vipLevels(ctx, language);
  if (auth.type === TRIAL_TYPE) {
    return { levels, currentCode: null, nextCode: null, progress: null };
  }
  const current = levelOf(levels, await clubLabel(ctx, auth.memberId));
  const index = levels.findIndex((level) => level.code === current?.code);
  const next = index === -1 ? null : (levels[index + 1] ?? null);
  const [measured] = await vipMeasures(
    ctx.db,
    ctx.merchantCode,
    new Date(nowMs(ctx)),
    auth.memberId,
  );
  return {
    levels,
    currentCode: current?.code ?? null,
    nextCode: next?.code ?? null,
    progress: {
      depositedCents: measured?.deposited ?? 0,
      wageredCents: measured?.wagered ?? 0,
      windowDays: VIP_ROLLING_DAYS,
    },
  };
}

/** Personal info: names, masked contacts, registration time and VIP level. */
export async function personalInfo(
  ctx: AppContext,
  auth: AuthContext,
  language: ContentLanguage,
): Promise<PersonalInfo> {
  requireRealAccount(auth);
  const [row, levels] = await Promise.all([
    ctx.db
      .selectFrom('members')
      .select([
        'user_name',
        'nickname',
        'payee_name',
        'mobile_num',
        'email',
        'created_at',
        'club_label',
      ])
      .where('id', '=', auth.memberId)
      .executeTakeFirst(),
    vipLevels(ctx, language),
  ]);
  if (!row) throw new AppError('session.ended', 401);
  return {
    userName: row.user_name,
    nickname: row.nickname,
    realName: row.payee_name,
    mobile: maskMobile(row.mobile_num),
    email: maskEmail(row.email),
    registeredAt: row.created_at,
    vipLevel: levelOf(levels, row.club_label),
  };
}

/** Changes the nickname; it must pass the nickname rule registration uses. */
export async function changeNickname(
  ctx: AppContext,
  auth: AuthContext,
  nickname: string,
  language: Language,
): Promise<string> {
  requireRealAccount(auth);
  const value = nickname.trim();
  const rule = (await loadFieldRules(ctx)).nickname;
  if (value === '') throw fieldError('nickname', rule, language, true);
  // Control characters never belong in a name, whatever the merchant's expression allows.
  // eslint-disable-next-line no-control-regex
  if (!passesRule('nickname', rule, value) || /[\u0000-\u001f\u007f]/.test(value)) {
    throw fieldError('nickname', rule, language, false);
  }
  await ctx.db
    .updateTable('members')
    .set({ nickname: value })
    .where('id', '=', auth.memberId)
    .execute();
  return value;
}

function reward(row: Selectable<MemberRewardsTable>, language: ContentLanguage, now: Date): Reward {
  // A stored status outside the three reads as EXPIRED: nothing unknown is claimable.
  const stored = RewardStatus.safeParse(row.status);
  const pastExpiry = row.expires_at !== null && row.expires_at <= now.toISOString();
  const status: RewardStatus = !stored.success
    ? 'EXPIRED'
    : stored.data === 'AVAILABLE' && pastExpiry
      ? 'EXPIRED'
      : stored.data;
  return {
    id: row.id,
    title: language === 'PT' ? row.title_pt : row.title_en,
    amountCents: Number(row.amount_cents),
    source: row.source,
    status,
    grantedAt: row.granted_at,
    expiresAt: row.expires_at,
    claimedAt: row.claimed_at,
  };
}

/** The member's rewards, newest grant first. */
export async function memberRewards(
  ctx: AppContext,
  auth: AuthContext,
  language: ContentLanguage,
  now: Date = new Date(),
): Promise<Reward[]> {
  requireRealAccount(auth);
  const rows = await ctx.db
    .selectFrom('member_rewards')
    .selectAll()
    .where('member_id', '=', auth.memberId)
    .where('merchant_code', '=', ctx.merchantCode)
    .orderBy('granted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => reward(row, language, now));
}

/**
 * Claims an available reward: marks it claimed and credits its amount from the house bonus
 * account in one transaction. The ledger key is the reward's own, so however often (or
 * concurrently) it is claimed, it pays once; another member's reward answers 404.
 */
export async function claimReward(
  ctx: AppContext,
  auth: AuthContext,
  rewardId: number,
  language: ContentLanguage,
  now: Date = new Date(),
): Promise<{ reward: Reward; balanceCents: number }> {
  requireRealAccount(auth);
  return writeTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('member_rewards')
      .selectAll()
      .where('id', '=', rewardId)
      .where('member_id', '=', auth.memberId)
      .where('merchant_code', '=', ctx.merchantCode)
      .executeTakeFirst();
    if (!row) throw new AppError('reward.not.found', 404);
    if (reward(row, language, now).status !== 'AVAILABLE') {
      throw new AppError('reward.not.available', 409);
    }
    const claimedAt = now.toISOString();
    // Conditional on AVAILABLE: of two concurrent claims only one moves the row.
    const updated = await trx
      .updateTable('member_rewards')
      .set({ status: 'CLAIMED', claimed_at: claimedAt })
      .where('id', '=', row.id)
      .where('status', '=', 'AVAILABLE')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new AppError('reward.not.available', 409);
    const paid = await transfer(
      { ...ctx, db: trx },
      {
        idempotencyKey: `reward.claim:${row.id}`,
        from: { kind: 'house', name: 'bonus' },
        to: { kind: 'member', memberId: auth.memberId },
        amountCents: Number(row.amount_cents),
        kind: 'reward.claim',
        reference: `reward:${row.id}`,
      },
    );
    return {
      reward: reward({ ...row, status: 'CLAIMED', claimed_at: claimedAt }, language, now),
      balanceCents: paid.memberBalanceCents ?? 0,
    };
  });
}
