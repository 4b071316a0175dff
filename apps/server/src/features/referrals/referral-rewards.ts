import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import { hasLiveReferralPromotion } from '../promotions/promotions.repository.ts';
import { maskUserName } from './referrals.service.ts';
import { STAKE_KINDS } from '../player-protection/index.ts';

/**
 * The referral promotion's promise (decisions 035 and 058): when a friend who registered through
 * a member's invite link has had a first deposit of at least R$ 50,00 approved and has wagered
 * R$ 100,00 of their own money, both get R$ 20,00, for at most 20 friends a month per member.
 * A friend who looks like the inviter (a session from the same device or address, or the same
 * payee account) is held for a risk review instead: an operator approves (the rewards are paid
 * then) or refuses. The money is not paid here: each side gets a reward in its reward centre,
 * and claiming it is the ledger transfer (club.service), so the money's cause is the reward and
 * the reward's cause is this referral.
 */

export const REFERRAL_BONUS_CENTS = 2_000;
export const REFERRAL_MIN_DEPOSIT_CENTS = 5_000;
/** What the friend must have staked of their own money (cash bets, any game). */
export const REFERRAL_WAGER_CENTS = 10_000;
export const REFERRAL_MONTHLY_FRIENDS = 20;
const REWARD_DAYS = 30;
const DAY_MS = 86_400_000;

export const REFERRAL_SIGNALS = ['sameDevice', 'sameAddress', 'samePayee'] as const;
export type ReferralSignal = (typeof REFERRAL_SIGNALS)[number];

type Db = Kysely<Database>;

interface Referral {
  member_id: number;
  referrer_id: number;
  user_name: string;
}

/** The friend's first approved deposit is at least the minimum. */
async function firstDepositQualifies(trx: Db, friendId: number): Promise<boolean> {
  const first = await trx
    .selectFrom('deposits')
    .select('amount_cents')
    .where('member_id', '=', friendId)
    .where('status', '=', 'approved')
    .orderBy('decided_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return !!first && Number(first.amount_cents) >= REFERRAL_MIN_DEPOSIT_CENTS;
}

/** What the friend has staked of their own money, from their cash account's ledger entries. */
async function cashWagered(trx: Db, merchantCode: string, friendId: number): Promise<number> {
  const row = await trx
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select((eb) => eb.fn.sum<string | number | null>('e.amount_cents').as('sum'))
    .where('a.merchant_code', '=', merchantCode)
    .where('a.owner_key', '=', `member:${friendId}`)
    .where('t.kind', 'in', [...STAKE_KINDS])
    .executeTakeFirstOrThrow();
  // Stakes leave the account: their entries are negative.
  return -Number(row.sum ?? 0);
}

/**
 * The self-referral signals between a friend and the inviter: a session of each from the same
 * address (IP), the same address and browser (a device), or the same payee account.
 */
export async function referralSignals(
  trx: Db,
  friendId: number,
  referrerId: number,
): Promise<ReferralSignal[]> {
  const pairs = await trx
    .selectFrom('sessions as f')
    .innerJoin('sessions as r', (join) => join.onRef('r.ip', '=', 'f.ip'))
    .select((eb) =>
      eb.fn
        .max(
          sql<number>`case when f.user_agent = r.user_agent and f.user_agent <> '' then 1 else 0 end`,
        )
        .as('device'),
    )
    .where('f.member_id', '=', friendId)
    .where('r.member_id', '=', referrerId)
    .where('f.ip', '<>', '')
    .executeTakeFirst();
  const payee = await trx
    .selectFrom('payee_accounts as f')
    .innerJoin('payee_accounts as r', 'r.account_number', 'f.account_number')
    .select('f.id')
    .where('f.member_id', '=', friendId)
    .where('r.member_id', '=', referrerId)
    .executeTakeFirst();
  const signals: ReferralSignal[] = [];
  const sharedAddress = pairs?.device !== null && pairs?.device !== undefined;
  if (sharedAddress && Number(pairs.device) === 1) signals.push('sameDevice');
  if (sharedAddress) signals.push('sameAddress');
  if (payee) signals.push('samePayee');
  return signals;
}

/** Writes both sides' rewards (once: a reward code is unique per member). */
async function writeRewards(trx: Db, merchantCode: string, referral: Referral, now: Date) {
  const friend = maskUserName(referral.user_name);
  const base = {
    merchant_code: merchantCode,
    amount_cents: REFERRAL_BONUS_CENTS,
    source: 'promotion',
    status: 'AVAILABLE',
    granted_at: now.toISOString(),
    expires_at: new Date(now.getTime() + REWARD_DAYS * DAY_MS).toISOString(),
  };
  await trx
    .insertInto('member_rewards')
    .values([
      {
        ...base,
        member_id: referral.referrer_id,
        code: `referral:${referral.member_id}`,
        title_en: `Referral bonus: ${friend}`,
        title_pt: `Bônus de indicação: ${friend}`,
      },
      {
        ...base,
        member_id: referral.member_id,
        code: 'referral.welcome',
        title_en: 'Welcome bonus for joining by invite',
        title_pt: 'Bônus de boas-vindas por convite',
      },
    ])
    .onConflict((oc) => oc.columns(['member_id', 'code']).doNothing())
    .execute();
}

/** The inviter has not had this month's rewarded friends yet. */
async function underMonthlyCap(trx: Db, referrerId: number, now: Date): Promise<boolean> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const thisMonth = await trx
    .selectFrom('member_rewards')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', referrerId)
    .where('code', 'like', 'referral:%')
    .where('granted_at', '>=', monthStart)
    .executeTakeFirstOrThrow();
  return Number(thisMonth.n) < REFERRAL_MONTHLY_FRIENDS;
}

export type ReferralOutcome = 'rewarded' | 'review' | 'waiting' | 'none';

/**
 * Settles one friend's pending referral if it now qualifies: rewarded, or held for review with
 * its signals. Runs in the caller's transaction; the conditional status update makes it once.
 */
export async function checkReferral(
  trx: Db,
  merchantCode: string,
  friendId: number,
  now: Date = new Date(),
): Promise<ReferralOutcome> {
  const referral = await trx
    .selectFrom('member_referrals as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(['r.member_id', 'r.referrer_id', 'm.user_name'])
    .where('r.member_id', '=', friendId)
    .where('r.merchant_code', '=', merchantCode)
    .where('r.status', '=', 'pending')
    .executeTakeFirst();
  if (!referral) return 'none';
  if (!(await hasLiveReferralPromotion(trx, merchantCode, now.toISOString()))) return 'waiting';
  if (!(await firstDepositQualifies(trx, friendId))) return 'waiting';
  if ((await cashWagered(trx, merchantCode, friendId)) < REFERRAL_WAGER_CENTS) return 'waiting';
  if (!(await underMonthlyCap(trx, referral.referrer_id, now))) return 'waiting';
  const signals = await referralSignals(trx, friendId, referral.referrer_id);
  const status = signals.length > 0 ? 'review' : 'rewarded';
  const updated = await trx
    .updateTable('member_referrals')
    .set({ status, signals: signals.join(','), decided_at: now.toISOString() })
    .where('member_id', '=', friendId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return 'none';
  if (status === 'rewarded') await writeRewards(trx, merchantCode, referral, now);
  return status;
}

/**
 * The scheduler's `referral-rewards` job: every pending referral whose friend has an approved
 * deposit is checked, each in a transaction of its own. Answers how many were rewarded and how
 * many went to review.
 */
export async function checkPendingReferrals(
  db: Db,
  merchantCode: string,
  inTransaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>,
  now: Date = new Date(),
): Promise<{ rewarded: number; review: number }> {
  const pending = await db
    .selectFrom('member_referrals as r')
    .select('r.member_id')
    .where('r.merchant_code', '=', merchantCode)
    .where('r.status', '=', 'pending')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('deposits as d')
          .select('d.id')
          .whereRef('d.member_id', '=', 'r.member_id')
          .where('d.status', '=', 'approved'),
      ),
    )
    .execute();
  const counts = { rewarded: 0, review: 0 };
  for (const row of pending) {
    const outcome = await inTransaction((trx) =>
      checkReferral(trx, merchantCode, row.member_id, now),
    );
    if (outcome === 'rewarded' || outcome === 'review') counts[outcome] += 1;
  }
  return counts;
}

/**
 * An operator's decision on a referral held for review: approving pays both rewards, refusing
 * pays nothing. Answers false when it was not under review.
 */
export async function decideReferral(
  trx: Db,
  merchantCode: string,
  decision: { friendId: number; approve: boolean; operator: string },
  now: Date = new Date(),
): Promise<boolean> {
  const referral = await trx
    .selectFrom('member_referrals as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(['r.member_id', 'r.referrer_id', 'm.user_name'])
    .where('r.member_id', '=', decision.friendId)
    .where('r.merchant_code', '=', merchantCode)
    .where('r.status', '=', 'review')
    .executeTakeFirst();
  if (!referral) return false;
  const updated = await trx
    .updateTable('member_referrals')
    .set({
      status: decision.approve ? 'rewarded' : 'refused',
      decided_at: now.toISOString(),
      decided_by: decision.operator.slice(0, 64),
    })
    .where('member_id', '=', decision.friendId)
    .where('status', '=', 'review')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  if (decision.approve) await writeRewards(trx, merchantCode, referral, now);
  return true;
}
