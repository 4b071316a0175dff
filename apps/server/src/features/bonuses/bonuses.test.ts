import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BgsSpinValue,
  BONUS_API,
  CASHIER_API,
  ChannelsValue,
  MemberBonusesValue,
  PLAY_API,
  WalletBalance,
  API,
  bgsPath,
} from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { okValue } from '../../testing/api.ts';
import { firstSlotGameId } from '../../testing/games.ts';
import { expectLedgerBalanced, houseBalance, memberBalance } from '../../testing/ledger.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { operatorApiKey } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { writeTransaction } from '../ledger/ledger.service.ts';
import { expireBonuses, grantBonus, payWin, placeStake, settleBonus } from './bonuses.service.ts';

const DAY_MS = 86_400_000;

/**
 * The bonus engine end to end on the app (decision 056): a deposit with the seeded first-deposit
 * promotion grants 100% as a bonus under 20x (deposit + bonus) wagering; stakes take cash first;
 * the max bet holds while the bonus is active; a withdrawal asks to forfeit it; expiry and
 * conversion close it; the books balance throughout.
 */
describe('bonuses', () => {
  let t: TestApp;
  let ctx: AppContext;
  let now = Date.now();
  let ops: { authorization: string };
  let promotionId: number;
  let gameId: number;
  let keyN = 0;
  const key = () => `bonus-test-${(keyN += 1)}`;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO', clock: () => now };
    ops = { authorization: (await operatorApiKey(t.database.db, 'cashier')).authorization };
    const promotion = await t.database.db
      .selectFrom('promotions')
      .select('id')
      .where('code', '=', 'PR-first-deposit')
      .executeTakeFirstOrThrow();
    promotionId = Number(promotion.id);
    gameId = await firstSlotGameId(t.database.db);
  });
  afterAll(() => t.cleanup());

  const member = async () => {
    const { id } = await insertMember(t.database.db, { payee_name: 'Ana Silva' });
    return { id, cookie: await sessionCookieFor(t.database.db, id) };
  };
  const get = (cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const bonuses = async (cookie: string) =>
    MemberBonusesValue.parse(okValue(await get(cookie, BONUS_API.bonuses)));
  const wallet = async (cookie: string) =>
    WalletBalance.parse(okValue(await get(cookie, API.walletBalance)));

  const requestDeposit = (cookie: string, amount: string) =>
    post(cookie, CASHIER_API.deposits, { channelCode: 'dev-gateway', amount, promotionId });

  async function depositWithPromotion(cookie: string, amount: string) {
    const { deposit } = okValue<{ deposit: { id: number } }>(await requestDeposit(cookie, amount));
    okValue(
      await t.app.inject({
        method: 'POST',
        url: CASHIER_API.opsDepositApprove.replace(':id', String(deposit.id)),
        headers: ops,
        payload: {},
      }),
    );
  }

  it('offers the first-deposit promotion with its bonus terms', async () => {
    const m = await member();
    const channels = ChannelsValue.parse(okValue(await get(m.cookie, CASHIER_API.channels)));
    const offered = channels.promotions.find((promotion) => promotion.id === promotionId);
    expect(offered?.bonus).toMatchObject({
      percentBp: 10_000,
      maxBonusCents: 500_00,
      minDepositCents: 20_00,
      wageringMultiple: 20,
      wageringBase: 'bonusAndDeposit',
      maxBetCents: 25_00,
    });
  });

  it('refuses the promotion below its minimum deposit, creating nothing', async () => {
    const m = await member();
    const response = await requestDeposit(m.cookie, '10.00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'cashier.promotion.min.deposit' });
    const rows = await t.database.db
      .selectFrom('deposits')
      .select('id')
      .where('member_id', '=', m.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('grants the bonus when the deposit is credited, once per member', async () => {
    const m = await member();
    await depositWithPromotion(m.cookie, '100.00');
    expect(await wallet(m.cookie)).toEqual({ sumBalance: 100_00, bonusBalance: 100_00 });
    const view = await bonuses(m.cookie);
    expect(view.active).toMatchObject({
      source: 'deposit',
      promotionId,
      status: 'active',
      amountCents: 100_00,
      // 20 x (deposit + bonus)
      wageringRequiredCents: 4_000_00,
      wageredCents: 0,
      maxBetCents: 25_00,
      maxConversionCents: 2_500_00,
      expiresAt: new Date(now + 30 * DAY_MS).toISOString(),
    });
    expect(view.active?.title).not.toBe('');

    // While it is active, the promotion cannot be taken again.
    const again = await requestDeposit(m.cookie, '50.00');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'cashier.promotion.bonus.active' });

    // Given up, it still cannot be taken again: once per member.
    okValue(await post(m.cookie, BONUS_API.forfeit, { bonusId: view.active!.id }));
    const used = await requestDeposit(m.cookie, '50.00');
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ errorCode: 'cashier.promotion.used' });
    expect(await wallet(m.cookie)).toEqual({ sumBalance: 100_00, bonusBalance: 0 });
    expect((await bonuses(m.cookie)).history[0]).toMatchObject({
      status: 'forfeited',
      forfeitedCents: 100_00,
    });
    await expectLedgerBalanced(t.database.db);
  });

  it('stakes cash first, counts every stake, and refuses a stake above the max bet', async () => {
    const m = await member();
    await depositWithPromotion(m.cookie, '20.00');
    const spin = (betCents: number) =>
      post(m.cookie, bgsPath(PLAY_API.bgsSpin, gameId), { betCents, idempotencyKey: key() });

    const tooBig = await spin(30_00);
    expect(tooBig.statusCode).toBe(409);
    expect(tooBig.json()).toMatchObject({
      errorCode: 'bonus.max.bet',
      value: { maxBetCents: 25_00 },
    });
    expect(await wallet(m.cookie)).toEqual({ sumBalance: 20_00, bonusBalance: 20_00 });

    const first = BgsSpinValue.parse(okValue(await spin(10_00)));
    // R$ 10 of cash covers the stake; any win of the round is cash too.
    expect(first.bonusBalanceCents).toBe(20_00);
    expect(first.balanceCents).toBe(10_00 + first.round.winCents);
    const view = await bonuses(m.cookie);
    expect(view.active?.wageredCents).toBe(10_00);
    await expectLedgerBalanced(t.database.db);
  });

  it('asks before a withdrawal forfeits the active bonus, and never takes cash for it', async () => {
    const m = await member();
    okValue(
      await t.app.inject({
        method: 'PUT',
        url: CASHIER_API.payee,
        headers: { cookie: m.cookie },
        payload: {
          bankName: 'Banco Um',
          accountNumber: '1234 5678 9012',
          holderName: 'Ana Silva',
          password: 'secret123',
        },
      }),
    );
    okValue(
      await post(m.cookie, CASHIER_API.withdrawPassword, {
        newPassword: '246810',
        confirmPassword: '246810',
        loginPassword: 'secret123',
      }),
    );
    await depositWithPromotion(m.cookie, '100.00');
    const body = { amount: '50.00', password: '246810', requestId: 'withdraw-bonus-1' };
    const asked = await post(m.cookie, CASHIER_API.withdrawals, body);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      errorCode: 'cashier.withdraw.bonus.active',
      value: { bonusBalanceCents: 100_00 },
    });
    expect(await wallet(m.cookie)).toEqual({ sumBalance: 100_00, bonusBalance: 100_00 });

    const houseBefore = await houseBalance(t.database.db, 'bonus');
    okValue(await post(m.cookie, CASHIER_API.withdrawals, { ...body, forfeitBonus: true }));
    expect(await wallet(m.cookie)).toEqual({ sumBalance: 50_00, bonusBalance: 0 });
    expect(await houseBalance(t.database.db, 'bonus')).toBe(houseBefore + 100_00);
    expect((await bonuses(m.cookie)).history[0]?.status).toBe('forfeited');
    await expectLedgerBalanced(t.database.db);
  });

  it('expires an unconverted bonus through the scheduler job, cash untouched', async () => {
    const m = await member();
    await depositWithPromotion(m.cookie, '40.00');
    const inTransaction = <T>(work: (c: AppContext) => Promise<T>) =>
      writeTransaction(ctx.db, (trx) => work({ ...ctx, db: trx }));
    expect(await expireBonuses(ctx, inTransaction)).toBe(0);
    now += 31 * DAY_MS;
    try {
      expect(await expireBonuses(ctx, inTransaction)).toBeGreaterThanOrEqual(1);
    } finally {
      now -= 31 * DAY_MS;
    }
    expect(await wallet(m.cookie)).toEqual({ sumBalance: 40_00, bonusBalance: 0 });
    expect((await bonuses(m.cookie)).history[0]).toMatchObject({
      status: 'expired',
      forfeitedCents: 40_00,
    });
    await expectLedgerBalanced(t.database.db);
  });

  it('holds one active bonus per member in the database: a second grant gives nothing', async () => {
    const m = await member();
    const grant = (grantKey: string) =>
      writeTransaction(ctx.db, (trx) =>
        grantBonus(
          { ...ctx, db: trx },
          {
            memberId: m.id,
            source: 'operator',
            grantKey,
            amountCents: 5_00,
            depositCents: 0,
            promotionId: null,
            depositId: null,
            wageringRequiredCents: 50_00,
            maxBetCents: 10_00,
            maxConversionCents: 5_00,
            contributions: { RNG: 100 },
            expiryDays: 7,
            grantedBy: 'test',
          },
        ),
      );
    expect(await grant(`one-active:${m.id}:a`)).toEqual(expect.any(Number));
    expect(await grant(`one-active:${m.id}:b`)).toBeNull();
    expect(await wallet(m.cookie)).toEqual({ sumBalance: 0, bonusBalance: 5_00 });
    await expectLedgerBalanced(t.database.db);
  });

  it('converts once wagering is met, up to the cap, and splits wins as their stakes were', async () => {
    const m = await member();
    await writeTransaction(ctx.db, async (trx) => {
      const c = { ...ctx, db: trx };
      await grantBonus(c, {
        memberId: m.id,
        source: 'operator',
        grantKey: `test:${m.id}`,
        amountCents: 10_00,
        depositCents: 0,
        promotionId: null,
        depositId: null,
        wageringRequiredCents: 20_00,
        maxBetCents: 50_00,
        maxConversionCents: 12_00,
        contributions: { RNG: 100, LIVE: 10 },
        expiryDays: 7,
        grantedBy: 'test',
      });
    });
    const round = async (stakeCents: number, winCents: number, gameType: 'RNG' | 'LIVE') =>
      writeTransaction(ctx.db, async (trx) => {
        const c = { ...ctx, db: trx };
        const stakeKey = key();
        const house = { kind: 'house' as const, name: 'game' as const };
        const stake = await placeStake(c, {
          memberId: m.id,
          amountCents: stakeCents,
          gameType,
          key: stakeKey,
          kind: 'bet',
          to: house,
          reference: stakeKey,
        });
        if (winCents > 0) {
          await payWin(c, {
            memberId: m.id,
            stakeKey,
            amountCents: winCents,
            key: `${stakeKey}:win`,
            kind: 'win',
            from: house,
            reference: stakeKey,
          });
        }
        await settleBonus(c, m.id);
        return stake;
      });

    // No cash: the whole stake is bonus money, and so is its win.
    const first = await round(4_00, 12_00, 'RNG');
    expect(first).toMatchObject({ cashCents: 0, bonusCents: 4_00 });
    expect(await wallet(m.cookie)).toEqual({ sumBalance: 0, bonusBalance: 18_00 });
    // Live counts 10%: R$ 10 staked adds R$ 1 of wagering.
    await round(10_00, 0, 'LIVE');
    expect((await bonuses(m.cookie)).active?.wageredCents).toBe(5_00);
    expect(await wallet(m.cookie)).toEqual({ sumBalance: 0, bonusBalance: 8_00 });
    await round(8_00, 40_00, 'RNG');
    expect((await bonuses(m.cookie)).active?.wageredCents).toBe(13_00);
    // Met by this stake (23 of 20): the R$ 30 left converts to at most R$ 12, the rest goes.
    await round(10_00, 0, 'RNG');
    const view = await bonuses(m.cookie);
    expect(view.active).toBeNull();
    expect(view.history[0]).toMatchObject({
      status: 'converted',
      convertedCents: 12_00,
      forfeitedCents: 18_00,
    });
    expect(await wallet(m.cookie)).toEqual({ sumBalance: 12_00, bonusBalance: 0 });
    expect(await memberBalance(t.database.db, m.id)).toBe(12_00);
    await expectLedgerBalanced(t.database.db);
  });
});
