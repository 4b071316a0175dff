import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MemberInviteValue, REFERRALS_API } from '@app/contracts';
import { DEMO_AGENT } from '../../db/seed/merchant-data.ts';
import { okValue, registerByName } from '../../testing/api.ts';
import { insertMember, insertMemberWithSession } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { expectError, setMerchant } from '../accounts/test-support.ts';
import { MEMBER_CODE_LENGTH, maskUserName } from './referrals.service.ts';

describe('member invites (decision 035)', () => {
  let t: TestApp;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await setMerchant(t.database.db, {
      register_username_enabled: 1,
      register_captcha_enabled: 0,
      affiliate_required: 0,
    });
  });
  afterAll(() => t.cleanup());

  const invite = async (cookie: string, query = '') =>
    MemberInviteValue.parse(
      okValue(
        await t.app.inject({
          method: 'GET',
          url: `${REFERRALS_API.memberInvite}${query}`,
          headers: { cookie },
        }),
      ),
    );
  const newMember = (columns: Parameters<typeof insertMember>[1] = {}) =>
    insertMemberWithSession(t.database.db, columns);
  const register = (affiliateCode: string, username = `friend${String((serial += 1))}x`) =>
    registerByName(t.app, username, { affiliateCode });
  const memberRow = (userName: string) =>
    t.database.db
      .selectFrom('members')
      .selectAll()
      .where('user_name_key', '=', userName.toLowerCase())
      .executeTakeFirstOrThrow();

  it('answers 401 without a session, and refuses trial accounts and agents', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: REFERRALS_API.memberInvite }),
      401,
      'auth.required',
    );
    const trial = await newMember({ type: 4 });
    expectError(
      await t.app.inject({
        method: 'GET',
        url: REFERRALS_API.memberInvite,
        headers: { cookie: trial.cookie },
      }),
      403,
      'trial.forbidden',
    );
    const agent = await newMember({ type: 1 });
    expectError(
      await t.app.inject({
        method: 'GET',
        url: REFERRALS_API.memberInvite,
        headers: { cookie: agent.cookie },
      }),
      403,
      'permission.denied',
    );
    // Nothing was made for them.
    const codes = await t.database.db
      .selectFrom('member_referral_codes')
      .select('member_id')
      .where('member_id', 'in', [trial.id, agent.id])
      .execute();
    expect(codes).toEqual([]);
  });

  it("gives a member one personal link and the referral promotion's terms in its language", async () => {
    const member = await newMember();
    const first = await invite(member.cookie, '?language=pt');
    expect(first.code).toMatch(new RegExp(`^[A-HJ-NP-Z2-9]{${MEMBER_CODE_LENGTH}}$`));
    expect(first.url).toBe(`https://concha.demo.example/m/register?affiliateCode=${first.code}`);
    expect(first.promotion?.title).toBe('Convide amigos e ganhem juntos');
    expect(first.promotion?.content).toContain('R$ 20,00');
    expect(first.promotion?.noExpiry).toBe(1);
    expect(first.friends).toEqual({ list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 });
    const again = await invite(member.cookie, '?language=en');
    expect(again.code).toBe(first.code);
    expect(again.promotion?.title).toBe('Invite Friends, Earn Together');
  });

  it('answers no promotion while the referral programme is off; the link stays', async () => {
    const member = await newMember();
    await t.database.db.updateTable('merchants').set({ referral_enabled: 0 }).execute();
    try {
      const value = await invite(member.cookie);
      expect(value.promotion).toBeNull();
      expect(value.code).toHaveLength(MEMBER_CODE_LENGTH);
    } finally {
      await t.database.db.updateTable('merchants').set({ referral_enabled: 1 }).execute();
    }
  });

  it('records the referrer of a friend who registers with the code, who then shows masked', async () => {
    const agent = await memberRow(DEMO_AGENT.userName);
    const member = await newMember({ upline_id: agent.id });
    const { code } = await invite(member.cookie);

    // Any case, as typed codes are.
    const registered = okValue<{ userName: string }>(
      await register(code.toLowerCase(), 'mariana22'),
    );
    expect(registered.userName).toBe('mariana22');
    const friend = await memberRow('mariana22');
    // The friend joins the referrer's agent team, with no link rebate and no link code.
    expect(friend).toMatchObject({ upline_id: agent.id, rebate_bps: 0, affiliate_code: '' });
    const referral = await t.database.db
      .selectFrom('member_referrals')
      .selectAll()
      .where('member_id', '=', friend.id)
      .executeTakeFirstOrThrow();
    expect(referral).toMatchObject({ referrer_id: member.id, code, merchant_code: 'DEMO' });

    const value = await invite(member.cookie);
    expect(value.friends.total).toBe(1);
    expect(value.friends.list).toEqual([
      { userName: 'ma*****22', joinedAt: friend.created_at, deposited: false },
    ]);

    // An approved deposit shows; a pending one would not.
    await t.database.db
      .insertInto('deposits')
      .values({
        merchant_code: 'DEMO',
        member_id: friend.id,
        channel_code: 'PIX',
        kind: 'online',
        amount_cents: 5000,
        status: 'approved',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await invite(member.cookie)).friends.list[0]?.deposited).toBe(true);
  });

  it('pages the friends, newest first', async () => {
    const member = await newMember();
    const { code } = await invite(member.cookie);
    const names = ['pagefriendA', 'pagefriendB', 'pagefriendC'];
    for (const name of names) okValue(await register(code, name));
    const first = await invite(member.cookie, '?pageSize=2');
    expect(first.friends).toMatchObject({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
    const second = await invite(member.cookie, '?pageSize=2&pageNo=2');
    const shown = [...first.friends.list, ...second.friends.list].map((f) => f.userName);
    expect(shown).toEqual(['pa*******dC', 'pa*******dB', 'pa*******dA']);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `${REFERRALS_API.memberInvite}?pageSize=500`,
        headers: { cookie: member.cookie },
      }),
      400,
      'request.invalid',
    );
  });

  const checked = async (code: string) =>
    okValue<{ success: boolean }>(
      await t.app.inject({ method: 'POST', url: API.affiliateCheck, payload: { code } }),
    ).success;

  it('refuses a code whose owner has since become an agent, and an unknown one', async () => {
    const member = await newMember();
    const { code } = await invite(member.cookie);
    // The register form checks the link's code before it sends the registration.
    expect(await checked(code.toLowerCase())).toBe(true);
    await t.database.db
      .updateTable('members')
      .set({ type: 1 })
      .where('id', '=', member.id)
      .execute();
    expectError(await register(code), 400, 'invitation_code_error');
    expect(await checked(code)).toBe(false);
    expectError(await register('ZZZZZZZZZZ'), 400, 'invitation_code_error');
    expect(await checked('ZZZZZZZZZZ')).toBe(false);
    // An agent's link code still goes to the agent, not through the member codes.
    okValue(await register('DEMO2026', 'viaagentlink'));
    const viaAgent = await memberRow('viaagentlink');
    expect(viaAgent.affiliate_code).toBe('DEMO2026');
    const referral = await t.database.db
      .selectFrom('member_referrals')
      .select('member_id')
      .where('member_id', '=', viaAgent.id)
      .executeTakeFirst();
    expect(referral).toBeUndefined();
  });

  it('masks user names: two letters each end, one for short names', () => {
    expect(maskUserName('maria2024')).toBe('ma*****24');
    expect(maskUserName('joana')).toBe('j***a');
    expect(maskUserName('ab')).toBe('a*');
  });
});
