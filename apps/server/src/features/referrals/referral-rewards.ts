import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import { hasLiveReferralPromotion } from '../promotions/promotions.repository.ts';
import { maskUserName } from './referrals.service.ts';

/**
 * The referral promotion's promise (decision 035): when a friend who registered through a
 * member's invite link has a first deposit of at least R$ 50,00 approved, both get R$ 20,00,
 * for at most 20 friends a month per member. The bonus is not paid here: each side gets a
 * reward in its reward centre, and claiming it is the ledger transfer (club.service), so the
 * money's cause is the reward and the reward's cause is this approved deposit.
 */

export const REFERRAL_BONUS_CENTS = 2_000;
export const REFERRAL_MIN_DEPOSIT_CENTS = 5_000;
export const REFERRAL_MONTHLY_FRIENDS = 20;
const REWARD_DAYS = 30;
const DAY_MS = 86_400_000;

type Db = Kysely<Database>;

/**
 * Grants the referral rewards a deposit just approved in this transaction earns, if any.
 * Idempotent: a reward code per friend (`referral:<friend id>` for the inviter,
 * `referral.welcome` for the friend) is unique per member. Answers how many rewards it wrote.
 */
export async function grantReferralRewards(
  trx: Db,
  merchantCode: string,
  deposit: { memberId: number; amountCents: number },
  now: Date = new Date(),
): Promise<number> {
  if (deposit.amountCents < REFERRAL_MIN_DEPOSIT_CENTS) return 0;
  const referral = await trx
    .selectFrom('member_referrals as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(['r.referrer_id', 'm.user_name'])
    .where('r.member_id', '=', deposit.memberId)
    .where('r.merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (!referral) return 0;
  const nowIso = now.toISOString();
  if (!(await hasLiveReferralPromotion(trx, merchantCode, nowIso))) return 0;
  // The first approved deposit only: this one is already approved in the transaction.
  const approved = await trx
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', deposit.memberId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  if (Number(approved.n) !== 1) return 0;
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const thisMonth = await trx
    .selectFrom('member_rewards')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', referral.referrer_id)
    .where('code', 'like', 'referral:%')
    .where('granted_at', '>=', monthStart)
    .executeTakeFirstOrThrow();
  if (Number(thisMonth.n) >= REFERRAL_MONTHLY_FRIENDS) return 0;

  const friend = maskUserName(referral.user_name);
  const base = {
    merchant_code: merchantCode,
    amount_cents: REFERRAL_BONUS_CENTS,
    source: 'promotion',
    status: 'AVAILABLE',
    granted_at: nowIso,
    expires_at: new Date(now.getTime() + REWARD_DAYS * DAY_MS).toISOString(),
  };
  const result = await trx
    .insertInto('member_rewards')
    .values([
      {
        ...base,
        member_id: referral.referrer_id,
        code: `referral:${deposit.memberId}`,
        title_en: `Referral bonus: ${friend}`,
        title_pt: `Bônus de indicação: ${friend}`,
      },
      {
        ...base,
        member_id: deposit.memberId,
        code: 'referral.welcome',
        title_en: 'Welcome bonus for joining by invite',
        title_pt: 'Bônus de boas-vindas por convite',
      },
    ])
    .onConflict((oc) => oc.columns(['member_id', 'code']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
