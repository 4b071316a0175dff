import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_API, MemberInviteValue, REFERRALS_API } from '@app/contracts';
import { okValue, registerByName } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { operatorApiKey } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { setMerchant } from '../accounts/test-support.ts';
import { REFERRAL_BONUS_CENTS } from './referral-rewards.ts';

/** A cashier's API key: the operator API's credential (decision 043). */
let ops: { authorization: string };

/**
 * The referral promotion's promise, kept (decision 035): a friend's first approved deposit of at
 * least R$ 50,00 gives the inviter and the friend a R$ 20,00 reward each in the reward centre,
 * once; smaller, later or unreferred deposits give nothing.
 */
describe('referral rewards', () => {
  let t: TestApp;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
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

  it('rewards both sides once for the friend’s first deposit of R$ 50,00 or more', async () => {
    const { inviter, friend } = await inviterAndFriend();
    await approvedDeposit(friend.cookie, '60.00');
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
    // A second deposit is not a first one: nothing more.
    await approvedDeposit(friend.cookie, '80.00');
    expect(await rewards(inviter.id)).toHaveLength(1);
    expect(await rewards(friend.id)).toHaveLength(1);
  });

  it('gives nothing for a first deposit under R$ 50,00, nor to a member nobody invited', async () => {
    const { inviter, friend } = await inviterAndFriend();
    await approvedDeposit(friend.cookie, '49.99');
    expect(await rewards(inviter.id)).toEqual([]);
    expect(await rewards(friend.id)).toEqual([]);

    const loner = await withCookie((await insertMember(t.database.db)).id);
    await approvedDeposit(loner.cookie, '100.00');
    expect(await rewards(loner.id)).toEqual([]);
  });
});
