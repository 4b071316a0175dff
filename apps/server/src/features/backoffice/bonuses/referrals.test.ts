import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BO_REFERRAL_SIGNALS,
  BO_REFERRALS_API,
  BoReferralPage,
  BoReferralRow,
  type BoReferralDecisionBody,
  type BoReferralListQuery,
  type BoReferralStatus,
} from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import { okValue } from '../../../testing/api.ts';
import { expectLedgerBalanced, insertMemberWithBalance } from '../../../testing/ledger.ts';
import { insertMember, sessionCookieFor } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { expectError } from '../../accounts/test-support.ts';
import { transfer, writeTransaction } from '../../ledger/ledger.service.ts';
import {
  checkPendingReferrals,
  REFERRAL_BONUS_CENTS,
  REFERRAL_MIN_DEPOSIT_CENTS,
  REFERRAL_SIGNALS,
  REFERRAL_WAGER_CENTS,
} from '../../referrals/referral-rewards.ts';

/**
 * The referrals to review in the back office (issue 25, decision 058) on a real database
 * (SQLite, and PostgreSQL in CI): the list (under review by default, by status and member, in
 * pages) with the friend's first deposit and cash stakes as the `referral-rewards` job reads
 * them; an approval pays both rewards into the reward centres once, a refusal pays nothing, a
 * second decision is refused with 409; reading needs bonuses.read, deciding bonuses.write; each
 * decision is audited with its operator and reason.
 */
let t: TestApp;
let ctx: AppContext;
const ops = {} as Record<'admin' | 'risk' | 'support' | 'finance' | 'content', TestOperator>;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
  for (const role of ['admin', 'risk', 'support', 'finance', 'content'] as const) {
    ops[role] = await signedInOperator(t.database.db, role);
  }
});
afterAll(async () => t.cleanup());

const list = async (operator: TestOperator, query: BoReferralListQuery = {}) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return BoReferralPage.parse(
    okValue(
      await t.app.inject({
        method: 'GET',
        url: `${BO_REFERRALS_API.referrals}?${search.toString()}`,
        headers: operator.headers,
      }),
    ),
  );
};

const decide = (operator: TestOperator, friendId: number, body: BoReferralDecisionBody) =>
  t.app.inject({
    method: 'POST',
    url: BO_REFERRALS_API.decision.replace(':id', String(friendId)),
    headers: operator.headers,
    payload: body,
  });

const rewards = (memberId: number) =>
  t.database.db
    .selectFrom('member_rewards')
    .select(['code', 'amount_cents', 'status', 'source'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

const auditRows = (action: string, friendId: number) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(friendId))
    .execute();

const referralState = (friendId: number) =>
  t.database.db
    .selectFrom('member_referrals')
    .select(['status', 'signals', 'decided_at', 'decided_by'])
    .where('member_id', '=', friendId)
    .executeTakeFirstOrThrow();

/** An inviter and a friend they invited, the referral in `status` (written as the job would). */
async function referral(status: BoReferralStatus = 'review', signals = 'sameDevice,sameAddress') {
  serial += 1;
  const inviter = await insertMember(t.database.db, {
    user_name: `inv${serial}x${Date.now() % 1e6}`,
  });
  const friend = await insertMemberWithBalance(t.database.db, 300_00, {
    user_name: `frd${serial}x${Date.now() % 1e6}`,
  });
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('member_referrals')
    .values({
      member_id: friend.id,
      merchant_code: 'DEMO',
      referrer_id: inviter.id,
      code: `CODE${String(serial).padStart(6, '0')}`,
      created_at: now,
      status,
      signals: status === 'pending' ? '' : signals,
      decided_at: status === 'pending' ? null : now,
      decided_by: status === 'refused' ? 'risk0' : '',
    })
    .execute();
  return { inviter, friend };
}

/** An approved deposit of the friend (the list and the job read the deposits table). */
async function approvedDeposit(memberId: number, cents: number, decidedAt: string) {
  await t.database.db
    .insertInto('deposits')
    .values({
      merchant_code: 'DEMO',
      member_id: memberId,
      channel_code: 'bank-transfer',
      kind: 'bank',
      amount_cents: cents,
      status: 'approved',
      provider_tx_id: null,
      promotion_id: null,
      created_at: decidedAt,
      decided_at: decidedAt,
    })
    .execute();
}

/** The friend's own money staked, as the ledger records play (a slot or a provider's bet). */
async function stake(memberId: number, cents: number, kind: 'bet' | 'vendor.bet' | 'win' = 'bet') {
  serial += 1;
  const house = { kind: 'house', name: 'game' } as const;
  const member = { kind: 'member', memberId } as const;
  await transfer(ctx, {
    idempotencyKey: `bo-referral-test:${memberId}:${serial}`,
    from: kind === 'win' ? house : member,
    to: kind === 'win' ? member : house,
    amountCents: cents,
    kind,
  });
}

describe('the referrals list', () => {
  it('names the signals the job finds', () => {
    expect([...BO_REFERRAL_SIGNALS]).toEqual([...REFERRAL_SIGNALS]);
  });

  it('shows a referral the job held, with its signals, first deposit and cash stakes as the job read them', async () => {
    const { inviter, friend } = await referral('pending');
    // The inviter's and the friend's sessions from the same address and browser.
    for (const member of [inviter, friend]) {
      await sessionCookieFor(t.database.db, member.id);
      await t.database.db
        .updateTable('sessions')
        .set({ ip: '198.51.100.7', user_agent: 'Mozilla/5.0 (phone)' })
        .where('member_id', '=', member.id)
        .execute();
    }
    await approvedDeposit(friend.id, 150_00, '2026-01-02T10:00:00.000Z');
    await approvedDeposit(friend.id, 80_00, '2026-01-03T10:00:00.000Z');
    // R$ 60 on a slot, R$ 39,99 at a provider, and a win that does not count: one cent short.
    await stake(friend.id, 60_00, 'bet');
    await stake(friend.id, 39_99, 'vendor.bet');
    await stake(friend.id, 500_00, 'win');
    const job = () =>
      checkPendingReferrals(t.database.db, 'DEMO', (work) => writeTransaction(t.database.db, work));
    await job();
    const pending = await list(ops.risk, { status: 'pending', member: friend.userName });
    expect(pending.rows).toMatchObject([
      { friendId: friend.id, status: 'pending', wageredCents: REFERRAL_WAGER_CENTS - 1 },
    ]);
    expect(await referralState(friend.id)).toMatchObject({ status: 'pending' });

    await stake(friend.id, 1, 'bet');
    await job();
    const page = await list(ops.risk, { member: inviter.userName });
    expect(page).toEqual({
      total: 1,
      minDepositCents: REFERRAL_MIN_DEPOSIT_CENTS,
      requiredWagerCents: REFERRAL_WAGER_CENTS,
      rewardCents: REFERRAL_BONUS_CENTS,
      rows: [
        {
          friendId: friend.id,
          friendUserName: friend.userName,
          inviterId: inviter.id,
          inviterUserName: inviter.userName,
          code: expect.stringMatching(/^CODE/),
          registeredAt: expect.any(String),
          status: 'review',
          signals: ['sameDevice', 'sameAddress'],
          firstDepositCents: 150_00,
          wageredCents: REFERRAL_WAGER_CENTS,
          decidedAt: expect.any(String),
          decidedBy: '',
        },
      ],
    });
    // Found by either side's id too; a finance or support operator (bonuses.read) reads it.
    for (const member of [String(friend.id), String(inviter.id), friend.userName.toUpperCase()]) {
      expect((await list(ops.finance, { member })).rows.map((row) => row.friendId)).toEqual([
        friend.id,
      ]);
    }
    expect((await list(ops.support, { member: friend.userName })).total).toBe(1);
    // Nothing paid while it waits for review.
    expect(await rewards(inviter.id)).toEqual([]);
    expect(await rewards(friend.id)).toEqual([]);
  });

  it('filters by status (under review by default) and pages, the latest first', async () => {
    const held = [await referral('review'), await referral('review', 'samePayee')];
    const rewarded = await referral('rewarded', '');
    const refused = await referral('refused', 'samePayee');
    const pending = await referral('pending');

    const review = await list(ops.risk, { limit: 500 });
    const reviewIds = review.rows.map((row) => row.friendId);
    expect(review.rows.every((row) => row.status === 'review')).toBe(true);
    expect(review.total).toBe(review.rows.length);
    for (const { friend } of held) expect(reviewIds).toContain(friend.id);
    for (const other of [rewarded, refused, pending]) {
      expect(reviewIds).not.toContain(other.friend.id);
    }
    // The latest held first.
    expect(reviewIds.indexOf(held[1]!.friend.id)).toBeLessThan(
      reviewIds.indexOf(held[0]!.friend.id),
    );
    const payee = review.rows.find((row) => row.friendId === held[1]!.friend.id)!;
    expect(payee).toMatchObject({ signals: ['samePayee'], firstDepositCents: null });

    for (const [status, expected] of [
      ['rewarded', rewarded],
      ['refused', refused],
      ['pending', pending],
    ] as const) {
      const rows = (await list(ops.risk, { status, limit: 500 })).rows;
      expect(rows.every((row) => row.status === status)).toBe(true);
      expect(rows.map((row) => row.friendId)).toContain(expected.friend.id);
    }
    const pendingRow = (
      await list(ops.risk, { status: 'pending', member: pending.friend.userName })
    ).rows[0]!;
    expect(pendingRow).toMatchObject({ signals: [], decidedAt: null, wageredCents: 0 });

    const all = await list(ops.risk, { status: 'all', limit: 500 });
    expect(all.total).toBeGreaterThanOrEqual(5);
    for (const { friend } of [...held, rewarded, refused, pending]) {
      expect(all.rows.map((row) => row.friendId)).toContain(friend.id);
    }

    // Pages of one, in the same order as the whole.
    const first = await list(ops.risk, { limit: 1, offset: 0 });
    const second = await list(ops.risk, { limit: 1, offset: 1 });
    expect(first.total).toBe(review.total);
    expect([first.rows[0]!.friendId, second.rows[0]!.friendId]).toEqual(reviewIds.slice(0, 2));

    for (const invalid of ['status=maybe', 'limit=0', 'offset=-1']) {
      expectError(
        await t.app.inject({
          method: 'GET',
          url: `${BO_REFERRALS_API.referrals}?${invalid}`,
          headers: ops.risk.headers,
        }),
        400,
        'request.invalid',
      );
    }
  });
});

describe('deciding a referral under review', () => {
  it('approves: both rewards paid once, the operator and reason audited; a second decision is 409', async () => {
    const { inviter, friend } = await referral('review');
    const response = await decide(ops.risk, friend.id, {
      decision: 'approve',
      reason: 'Same household, checked by phone',
    });
    const row = BoReferralRow.parse(okValue(response));
    expect(row).toMatchObject({
      friendId: friend.id,
      status: 'rewarded',
      signals: ['sameDevice', 'sameAddress'],
      decidedBy: ops.risk.username,
    });
    expect(await rewards(inviter.id)).toEqual([
      {
        code: `referral:${friend.id}`,
        amount_cents: REFERRAL_BONUS_CENTS,
        status: 'AVAILABLE',
        source: 'promotion',
      },
    ]);
    expect(await rewards(friend.id)).toEqual([
      {
        code: 'referral.welcome',
        amount_cents: REFERRAL_BONUS_CENTS,
        status: 'AVAILABLE',
        source: 'promotion',
      },
    ]);
    const audits = await auditRows('referral.approve', friend.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      operator_id: ops.risk.id,
      operator_name: ops.risk.username,
      target_type: 'referral',
      reason: 'Same household, checked by phone',
    });
    expect(JSON.parse(audits[0]!.before_json!)).toMatchObject({
      inviterId: inviter.id,
      status: 'review',
      signals: ['sameDevice', 'sameAddress'],
    });
    expect(JSON.parse(audits[0]!.after_json!)).toMatchObject({
      status: 'rewarded',
      decidedBy: ops.risk.username,
      rewardCents: REFERRAL_BONUS_CENTS,
    });

    // Decided: neither another approval nor a refusal changes anything.
    for (const decision of ['approve', 'refuse'] as const) {
      expectError(
        await decide(ops.admin, friend.id, { decision, reason: 'Second look' }),
        409,
        'bo.referral.not.review',
      );
    }
    expect(await rewards(inviter.id)).toHaveLength(1);
    expect(await rewards(friend.id)).toHaveLength(1);
    expect(await referralState(friend.id)).toMatchObject({
      status: 'rewarded',
      decided_by: ops.risk.username,
    });
    expect(await auditRows('referral.approve', friend.id)).toHaveLength(1);
    expect(await auditRows('referral.refuse', friend.id)).toHaveLength(0);
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses: nothing paid, the referral refused, audited; then 409', async () => {
    const { inviter, friend } = await referral('review', 'samePayee');
    const row = BoReferralRow.parse(
      okValue(
        await decide(ops.admin, friend.id, {
          decision: 'refuse',
          reason: '  Same payee account as the inviter  ',
        }),
      ),
    );
    expect(row).toMatchObject({ status: 'refused', decidedBy: ops.admin.username });
    expect(await rewards(inviter.id)).toEqual([]);
    expect(await rewards(friend.id)).toEqual([]);
    const audits = await auditRows('referral.refuse', friend.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      operator_id: ops.admin.id,
      reason: 'Same payee account as the inviter',
    });
    expect(JSON.parse(audits[0]!.after_json!)).toMatchObject({
      status: 'refused',
      rewardCents: 0,
    });
    expectError(
      await decide(ops.risk, friend.id, { decision: 'approve', reason: 'Changed my mind' }),
      409,
      'bo.referral.not.review',
    );
    expect(await rewards(inviter.id)).toEqual([]);
    expect((await list(ops.risk, { status: 'refused', member: friend.userName })).total).toBe(1);
  });

  it('refuses referrals not under review, unknown ones and invalid decisions, changing nothing', async () => {
    for (const status of ['pending', 'rewarded', 'refused'] as const) {
      const { friend } = await referral(status);
      const before = await referralState(friend.id);
      expectError(
        await decide(ops.risk, friend.id, { decision: 'approve', reason: 'Looks fine' }),
        409,
        'bo.referral.not.review',
      );
      expect(await referralState(friend.id)).toEqual(before);
      expect(await rewards(friend.id)).toEqual([]);
    }
    expectError(
      await decide(ops.risk, 999_999_999, { decision: 'approve', reason: 'Looks fine' }),
      404,
      'bo.not.found',
    );
    const { friend } = await referral('review');
    for (const invalid of [
      { decision: 'approve', reason: 'x' },
      { decision: 'approve' },
      { decision: 'maybe', reason: 'Looks fine' },
      { approve: true, reason: 'Looks fine' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: BO_REFERRALS_API.decision.replace(':id', String(friend.id)),
        headers: ops.risk.headers,
        payload: invalid,
      });
      expectError(response, 400, 'request.invalid');
    }
    expect(await referralState(friend.id)).toMatchObject({ status: 'review' });
    expect(await auditRows('referral.approve', friend.id)).toEqual([]);
  });

  it('needs bonuses.write to decide and bonuses.read to list', async () => {
    const { inviter, friend } = await referral('review');
    for (const role of ['support', 'finance', 'content'] as const) {
      expectError(
        await decide(ops[role], friend.id, { decision: 'approve', reason: 'Looks fine' }),
        403,
        'bo.forbidden',
      );
    }
    expectError(
      await t.app.inject({
        method: 'GET',
        url: BO_REFERRALS_API.referrals,
        headers: ops.content.headers,
      }),
      403,
      'bo.forbidden',
    );
    expectError(
      await t.app.inject({ method: 'GET', url: BO_REFERRALS_API.referrals }),
      401,
      'bo.auth.required',
    );
    expect(await referralState(friend.id)).toMatchObject({ status: 'review', decided_by: '' });
    expect(await rewards(inviter.id)).toEqual([]);
    expect(await auditRows('referral.approve', friend.id)).toEqual([]);
  });
});
