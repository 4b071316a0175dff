import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_API, MemberInviteValue, REFERRALS_API } from '@app/contracts';
import { okValue, registerByName } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { operatorApiKey } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { setMerchant } from '../accounts/test-support.ts';
import { transfer, writeTransaction } from '../ledger/ledger.service.ts';
import type { AppContext } from '../../lib/context.ts';
import {
  checkPendingReferrals,
  decideReferral,
  REFERRAL_BONUS_CENTS,
  REFERRAL_WAGER_CENTS,
} from './referral-rewards.ts';

/** A cashier's API key: the operator API's credential (decision 043). */
let ops: { authorization: string };

/**
 * The referral promotion's promise, kept (decisions 035 and 058): once a friend's first approved
 * deposit is at least R$ 50,00 and the friend has wagered R$ 100,00 of their own money, the
 * inviter and the friend get a R$ 20,00 reward each in the reward centre, once; smaller or
 * unreferred deposits, or too little play, give nothing; a friend who looks like the inviter
 * (same device or address, same payee) waits for an operator's review.
 */
describe('referral rewards', () => {
  let t: TestApp;
  let ctx: AppContext;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
    ops = { authorization: (await operatorApiKey(t.database.db, 'cashier')).authorization };
    await setMerchant(t.database.db, {
      register_username_enabled: 1,
      register_captcha_enabled: 0,
      affiliate_required: 0,
    });
  });
  afterAll(() => t.cleanup());

  const withCookie = async (id: number) => ({
    id,
    cookie: await sessionCookieFor(t.database.db, id),
  });

  /** An inviter and a friend registered through the inviter's link. */
  async function inviterAndFriend() {
    const inviter = await withCookie((await insertMember(t.database.db)).id);
    const { code } = MemberInviteValue.parse(
      okValue(
        await t.app.inject({
          method: 'GET',
          url: REFERRALS_API.memberInvite,
          headers: { cookie: inviter.cookie },
        }),
      ),
    );
    const username = `pal${String((serial += 1))}rx${String(Date.now() % 100_000)}`;
    okValue(await registerByName(t.app, username, { affiliateCode: code }));
    const row = await t.database.db
      .selectFrom('members')
      .select('id')
      .where('user_name_key', '=', username.toLowerCase())
      .executeTakeFirstOrThrow();
    return { inviter, friend: await withCookie(Number(row.id)) };
  }

  async function approvedDeposit(cookie: string, amount: string): Promise<void> {
    const { deposit } = okValue<{ deposit: { id: number } }>(
      await t.app.inject({
        method: 'POST',
        url: CASHIER_API.deposits,
        headers: { cookie },
        payload: { channelCode: 'dev-gateway', amount },
      }),
    );
    okValue(
      await t.app.inject({
        method: 'POST',
        url: CASHIER_API.opsDepositApprove.replace(':id', String(deposit.id)),
        headers: ops,
        payload: {},
      }),
    );
  }

  const rewards = (memberId: number) =>
    t.database.db
      .selectFrom('member_rewards')
      .select(['code', 'amount_cents', 'status', 'title_pt'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();

  const checkJob = () =>
    checkPendingReferrals(t.database.db, 'DEMO', (work) => writeTransaction(t.database.db, work));

  /** The friend's own money staked (a slot bet), as the ledger records play. */
  async function wager(friendId: number, cents: number) {
    await transfer(ctx, {
      idempotencyKey: `referral-test-bet:${friendId}:${(serial += 1)}`,
      from: { kind: 'member', memberId: friendId },
      to: { kind: 'house', name: 'game' },
      amountCents: cents,
      kind: 'bet',
    });
  }

  const status = async (friendId: number) =>
    await t.database.db
      .selectFrom('member_referrals')
      .select(['status', 'signals'])
      .where('member_id', '=', friendId)
      .executeTakeFirstOrThrow();

  it('rewards both sides once, after the first deposit of R$ 50,00 and R$ 100,00 wagered', async () => {
    const { inviter, friend } = await inviterAndFriend();
    await approvedDeposit(friend.cookie, '150.00');
    // Deposited, not yet played: nothing.
    expect(await rewards(inviter.id)).toEqual([]);
    await wager(friend.id, REFERRAL_WAGER_CENTS - 1);
    await checkJob();
    expect(await rewards(inviter.id)).toEqual([]);
    expect(await status(friend.id)).toEqual({ status: 'pending', signals: '' });

    await wager(friend.id, 1);
    expect(await checkJob()).toEqual({ rewarded: 1, review: 0 });
    expect(await rewards(inviter.id)).toEqual([
      {
        code: `referral:${friend.id}`,
        amount_cents: REFERRAL_BONUS_CENTS,
        status: 'AVAILABLE',
        title_pt: expect.stringMatching(/^Bônus de indicação: /),
      },
    ]);
    expect(await rewards(friend.id)).toMatchObject([
      { code: 'referral.welcome', amount_cents: REFERRAL_BONUS_CENTS, status: 'AVAILABLE' },
    ]);
    expect(await status(friend.id)).toEqual({ status: 'rewarded', signals: '' });
    // Another deposit, another check: nothing more.
    await approvedDeposit(friend.cookie, '80.00');
    await checkJob();
    expect(await rewards(inviter.id)).toHaveLength(1);
    expect(await rewards(friend.id)).toHaveLength(1);
  });

  it('gives nothing for a first deposit under R$ 50,00, nor to a member nobody invited', async () => {
    const { inviter, friend } = await inviterAndFriend();
    await approvedDeposit(friend.cookie, '49.99');
    await approvedDeposit(friend.cookie, '200.00');
    await wager(friend.id, REFERRAL_WAGER_CENTS);
    await checkJob();
    expect(await rewards(inviter.id)).toEqual([]);
    expect(await rewards(friend.id)).toEqual([]);

    const loner = await withCookie((await insertMember(t.database.db)).id);
    await approvedDeposit(loner.cookie, '100.00');
    await wager(loner.id, REFERRAL_WAGER_CENTS);
    await checkJob();
    expect(await rewards(loner.id)).toEqual([]);
  });

  it('holds a friend on the inviter’s device for review; the operator approves or refuses', async () => {
    const { inviter, friend } = await inviterAndFriend();
    // The inviter signed in from where the friend registered: same address and browser.
    const friendSession = await t.database.db
      .selectFrom('sessions')
      .select(['ip', 'user_agent'])
      .where('member_id', '=', friend.id)
      .executeTakeFirstOrThrow();
    expect(friendSession.ip).not.toBe('');
    await t.database.db
      .updateTable('sessions')
      .set({ ip: friendSession.ip, user_agent: friendSession.user_agent })
      .where('member_id', '=', inviter.id)
      .execute();
    await approvedDeposit(friend.cookie, '100.00');
    await wager(friend.id, REFERRAL_WAGER_CENTS);
    expect(await checkJob()).toEqual({ rewarded: 0, review: 1 });
    expect(await status(friend.id)).toEqual({
      status: 'review',
      signals: 'sameDevice,sameAddress',
    });
    expect(await rewards(inviter.id)).toEqual([]);
    const decide = (approve: boolean) =>
      writeTransaction(t.database.db, (trx) =>
        decideReferral(trx, 'DEMO', { friendId: friend.id, approve, operator: 'risk1' }),
      );
    expect(await decide(true)).toBe(true);
    expect(await decide(false)).toBe(false);
    expect(await rewards(inviter.id)).toHaveLength(1);
    expect(await rewards(friend.id)).toHaveLength(1);

    // The same payee account: refused by the operator, nothing paid.
    const other = await inviterAndFriend();
    for (const member of [other.inviter, other.friend]) {
      await t.database.db
        .insertInto('payee_accounts')
        .values({
          merchant_code: 'DEMO',
          member_id: member.id,
          bank_name: 'Banco Um',
          account_number: '99887766',
          holder_name: 'Ana Silva',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
    }
    await approvedDeposit(other.friend.cookie, '100.00');
    await wager(other.friend.id, REFERRAL_WAGER_CENTS);
    await checkJob();
    expect(await status(other.friend.id)).toEqual({ status: 'review', signals: 'samePayee' });
    expect(
      await writeTransaction(t.database.db, (trx) =>
        decideReferral(trx, 'DEMO', {
          friendId: other.friend.id,
          approve: false,
          operator: 'risk1',
        }),
      ),
    ).toBe(true);
    expect(await rewards(other.inviter.id)).toEqual([]);
    expect(await status(other.friend.id)).toMatchObject({ status: 'refused' });
  });
});
