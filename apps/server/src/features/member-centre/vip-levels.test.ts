import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_API, ClubBenefit, MEMBER_CENTRE_API } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { transfer, writeTransaction } from '../ledger/ledger.service.ts';
import { moveVipLevels } from './vip-levels.ts';

const DAY_MS = 86_400_000;

/**
 * VIP levels that move (decision 059), on the seeded ladder (VIP1 Silver: R$ 1.000 deposited and
 * R$ 5.000 wagered in 30 days, R$ 10 upgrade bonus; VIP2 Gold: R$ 5.000 and R$ 25.000, R$ 50):
 * the daily job moves members up, pays each level's upgrade bonus once as a reward, never moves
 * anyone down, counts only the last 30 days' own-money stakes; the level's daily withdrawal
 * limit holds.
 */
describe('VIP levels', () => {
  let t: TestApp;
  let ctx: AppContext;
  let serial = 0;
  let now = Date.now();

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO', clock: () => now };
  });
  afterAll(() => t.cleanup());

  const runJob = () =>
    moveVipLevels(
      t.database.db,
      'DEMO',
      (work) => writeTransaction(t.database.db, work),
      new Date(now),
    );

  /** An approved deposit of `cents` (its ledger credit), as the cashier would leave it. */
  async function deposit(memberId: number, cents: number) {
    const row = await t.database.db
      .insertInto('deposits')
      .values({
        merchant_code: 'DEMO',
        member_id: memberId,
        channel_code: 'dev-gateway',
        kind: 'gateway',
        amount_cents: cents,
        status: 'approved',
        provider_tx_id: null,
        promotion_id: null,
        created_at: new Date(now).toISOString(),
        decided_at: new Date(now).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await transfer(ctx, {
      idempotencyKey: `deposit:${row.id}`,
      from: { kind: 'house', name: 'cashier' },
      to: { kind: 'member', memberId },
      amountCents: cents,
      kind: 'deposit',
    });
  }

  async function wager(memberId: number, cents: number, at = now) {
    await transfer(ctx, {
      idempotencyKey: `vip-test-bet:${(serial += 1)}`,
      from: { kind: 'member', memberId },
      to: { kind: 'house', name: 'game' },
      amountCents: cents,
      kind: 'bet',
      now: at,
    });
  }

  const level = async (memberId: number) =>
    (
      await t.database.db
        .selectFrom('members')
        .select('club_label')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).club_label;
  const upgradeRewards = (memberId: number) =>
    t.database.db
      .selectFrom('member_rewards')
      .select(['code', 'amount_cents'])
      .where('member_id', '=', memberId)
      .where('code', 'like', 'vip.upgrade:%')
      .orderBy('code')
      .execute();

  it('moves a member up by deposits and 30 days of play, paying each level passed once', async () => {
    const { id } = await insertMember(t.database.db);
    await deposit(id, 3_000_000);
    await wager(id, 499_999);
    await runJob();
    expect(await level(id)).toBeNull();

    await wager(id, 1);
    await runJob();
    expect(await level(id)).toBe('VIP1');
    // The member's screen reads the same measures towards the next level.
    const club = ClubBenefit.parse(
      okValue(
        await t.app.inject({
          method: 'GET',
          url: MEMBER_CENTRE_API.clubBenefit,
          headers: { cookie: await sessionCookieFor(t.database.db, id) },
        }),
      ),
    );
    expect(club).toMatchObject({
      currentCode: 'VIP1',
      nextCode: 'VIP2',
      progress: { depositedCents: 3_000_000, wageredCents: 500_000, windowDays: 30 },
    });
    expect(await upgradeRewards(id)).toEqual([{ code: 'vip.upgrade:VIP1', amount_cents: 1_000 }]);

    // Straight past VIP2's play in one day: VIP2, its bonus, VIP1's not again.
    await wager(id, 2_000_000);
    await runJob();
    await runJob();
    expect(await level(id)).toBe('VIP2');
    expect(await upgradeRewards(id)).toEqual([
      { code: 'vip.upgrade:VIP1', amount_cents: 1_000 },
      { code: 'vip.upgrade:VIP2', amount_cents: 5_000 },
    ]);

    // A quiet month later: never down.
    now += 40 * DAY_MS;
    try {
      await runJob();
      expect(await level(id)).toBe('VIP2');
    } finally {
      now -= 40 * DAY_MS;
    }
  });

  it('counts only the last 30 days of play, and only the member’s own stakes', async () => {
    const { id } = await insertMember(t.database.db);
    await deposit(id, 2_000_000);
    await wager(id, 600_000, now - 31 * DAY_MS);
    await runJob();
    expect(await level(id)).toBeNull();
    await wager(id, 500_000);
    await runJob();
    expect(await level(id)).toBe('VIP1');
  });

  it('holds the level’s daily withdrawal limit', async () => {
    // Bronze's limit brought under the identity check's threshold, so the limit is what refuses.
    await t.database.db
      .updateTable('vip_levels')
      .set({ daily_withdrawal_limit_cents: 150_00 })
      .where('code', '=', 'VIP0')
      .execute();
    const { id } = await insertMember(t.database.db, { payee_name: 'Ana Silva' });
    const cookie = await sessionCookieFor(t.database.db, id);
    await deposit(id, 1_000_000);
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: { cookie }, payload });
    okValue(
      await call('PUT', CASHIER_API.payee, {
        bankName: 'Banco Um',
        accountNumber: '1234 5678 9012',
        holderName: 'Ana Silva',
        password: 'secret123',
      }),
    );
    okValue(
      await call('POST', CASHIER_API.withdrawPassword, {
        newPassword: '246810',
        confirmPassword: '246810',
        loginPassword: 'secret123',
      }),
    );
    const withdraw = (amount: string, requestId: string) =>
      call('POST', CASHIER_API.withdrawals, { amount, password: '246810', requestId });
    okValue(await withdraw('100.00', 'vip-limit-1'));
    const over = await withdraw('50.01', 'vip-limit-2');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      errorCode: 'cashier.withdraw.vip.limit',
      value: { limitCents: 150_00 },
    });
    okValue(await withdraw('50.00', 'vip-limit-3'));
  });
});
