import type { Kysely } from 'kysely';
import type { Database } from '../schema/tables.ts';
import { DEMO_MEMBER } from './merchant-data.ts';
import { seededMemberId } from './seeded-member.ts';

const DAY_MS = 86_400_000;

/** The demo VIP ladder (decision 026): level 0 is where every member starts. Cents. */
export const DEMO_VIP_LEVELS = [
  {
    level: 0,
    code: 'VIP0',
    name_en: 'Bronze',
    name_pt: 'Bronze',
    deposit_required_cents: 0,
    valid_bet_required_cents: 0,
    daily_withdrawal_limit_cents: 500_000,
    birthday_bonus_cents: 0,
    rebate_boost_bp: 0,
    upgrade_bonus_cents: 0,
  },
  {
    level: 1,
    code: 'VIP1',
    name_en: 'Silver',
    name_pt: 'Prata',
    deposit_required_cents: 100_000,
    valid_bet_required_cents: 500_000,
    daily_withdrawal_limit_cents: 1_000_000,
    birthday_bonus_cents: 2_000,
    rebate_boost_bp: 10,
    upgrade_bonus_cents: 1_000,
  },
  {
    level: 2,
    code: 'VIP2',
    name_en: 'Gold',
    name_pt: 'Ouro',
    deposit_required_cents: 500_000,
    valid_bet_required_cents: 2_500_000,
    daily_withdrawal_limit_cents: 2_500_000,
    birthday_bonus_cents: 5_000,
    rebate_boost_bp: 20,
    upgrade_bonus_cents: 5_000,
  },
  {
    level: 3,
    code: 'VIP3',
    name_en: 'Platinum',
    name_pt: 'Platina',
    deposit_required_cents: 2_000_000,
    valid_bet_required_cents: 10_000_000,
    daily_withdrawal_limit_cents: 5_000_000,
    birthday_bonus_cents: 15_000,
    rebate_boost_bp: 35,
    upgrade_bonus_cents: 20_000,
  },
  {
    level: 4,
    code: 'VIP4',
    name_en: 'Diamond',
    name_pt: 'Diamante',
    deposit_required_cents: 10_000_000,
    valid_bet_required_cents: 50_000_000,
    daily_withdrawal_limit_cents: 10_000_000,
    birthday_bonus_cents: 50_000,
    rebate_boost_bp: 50,
    upgrade_bonus_cents: 100_000,
  },
] as const;

/**
 * Rewards waiting in the demo member's reward centre. Seeded AVAILABLE and never claimed here:
 * other journeys assert the demo member's balance, which only a member's own claim may move.
 */
export const DEMO_REWARDS = [
  {
    code: 'demo-welcome-reward',
    title_en: 'Welcome reward',
    title_pt: 'Recompensa de boas-vindas',
    amount_cents: 1_000,
    source: 'promotion',
    daysAgo: 2,
    expiresInDays: 30,
  },
  {
    code: 'demo-weekly-rebate-reward',
    title_en: 'Weekly rebate bonus',
    title_pt: 'Bônus de reembolso semanal',
    amount_cents: 550,
    source: 'rebate',
    daysAgo: 1,
    expiresInDays: 7,
  },
] as const;

/** VIP levels of the merchant and the demo member's rewards, each inserted once (natural keys). */
export async function seedMemberCentre(
  db: Kysely<Database>,
  merchantCode: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('vip_levels')
    .values(DEMO_VIP_LEVELS.map((level) => ({ merchant_code: merchantCode, ...level })))
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
    .execute();
  const demoId = await seededMemberId(db, merchantCode, DEMO_MEMBER.userName);
  if (demoId === undefined) return;
  await db
    .insertInto('member_rewards')
    .values(
      DEMO_REWARDS.map(({ daysAgo, expiresInDays, ...reward }) => ({
        ...reward,
        merchant_code: merchantCode,
        member_id: demoId,
        status: 'AVAILABLE',
        granted_at: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
        expires_at: new Date(now.getTime() + expiresInDays * DAY_MS).toISOString(),
      })),
    )
    .onConflict((oc) => oc.columns(['member_id', 'code']).doNothing())
    .execute();
}
