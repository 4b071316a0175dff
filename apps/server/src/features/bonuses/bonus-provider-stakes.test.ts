import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../lib/context.ts';
import {
  bonusBalanceOf,
  expectLedgerBalanced,
  houseBalance,
  memberBalance,
  vendorBalanceOf,
} from '../../testing/ledger.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestVendor, insertVendorGames, VendorSimulator } from '../../testing/vendors.ts';
import { transfer, writeTransaction } from '../ledger/ledger.service.ts';
import { forfeitActiveBonus, grantBonus } from './bonuses.service.ts';

/**
 * Provider games under a bonus (decisions 056 and 061): a provider's bet keeps the bonus's max
 * bet and counts towards its wagering by the game's type (a live table at 10%, a game the
 * catalogue does not list not at all); it stakes cash first, then bonus money; its round's win
 * is split as the round's stakes were, a rollback returns each part where it came from, and
 * the vendor is told cash and bonus together.
 */
describe('provider stakes under a bonus', () => {
  let t: TestApp;
  let ctx: AppContext;
  let vendor: VendorSimulator;
  let vendorCode: string;

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: t.config.MERCHANT_CODE };
    const created = await createTestVendor(t.database.db);
    vendorCode = created.vendorCode;
    vendor = new VendorSimulator(t, created);
    await insertVendorGames(t.database.db, vendorCode, 990_001, [
      { gameCode: 'TABLE1', gameType: 'LIVE' },
      { gameCode: 'SLOT1', gameType: 'RNG' },
    ]);
  });
  afterAll(() => t.cleanup());

  async function memberWithBonus(cashCents: number, wageringRequiredCents = 20_00) {
    const { id } = await insertMember(t.database.db);
    if (cashCents > 0)
      await transfer(ctx, {
        idempotencyKey: `provider-bonus:fund:${id}`,
        from: { kind: 'house', name: 'cashier' },
        to: { kind: 'member', memberId: id },
        amountCents: cashCents,
        kind: 'deposit',
      });
    await writeTransaction(ctx.db, (trx) =>
      grantBonus(
        { ...ctx, db: trx },
        {
          memberId: id,
          source: 'operator',
          grantKey: `provider-bonus:${id}`,
          amountCents: 50_00,
          depositCents: 0,
          promotionId: null,
          depositId: null,
          wageringRequiredCents,
          maxBetCents: 30_00,
          maxConversionCents: 40_00,
          contributions: { RNG: 100, LIVE: 10 },
          expiryDays: 7,
          grantedBy: 'test',
        },
      ),
    );
    const token = (await sessionCookieFor(t.database.db, id)).split('=')[1]!;
    return { id, token };
  }

  const bonusRow = (memberId: number) =>
    t.database.db
      .selectFrom('bonuses')
      .select(['status', 'wagered_cents', 'converted_cents', 'forfeited_cents'])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
  const wagered = async (memberId: number) => Number((await bonusRow(memberId)).wagered_cents);
  const debit = (token: string, id: string, gameId: string, amountCents: number) =>
    vendor.send('debit', { token, transactionId: id, roundId: id, gameId, amountCents });
  const credit = (token: string, id: string, amountCents: number) =>
    vendor.send('credit', { token, transactionId: `${id}-win`, roundId: id, amountCents });
  const rollback = (token: string, id: string, suffix = 'R') =>
    vendor.send('rollback', { token, transactionId: `${id}-${suffix}`, betTransactionId: id });

  it('refuses a bet above the max bet, counts by game type, and converts when met', async () => {
    const m = await memberWithBonus(100_00);
    const bet = (transactionId: string, gameId: string, amountCents: number) =>
      vendor.send('debit', {
        token: m.token,
        transactionId,
        roundId: transactionId,
        gameId,
        amountCents,
      });

    const tooBig = await bet('pb1', 'SLOT1', 31_00);
    expect(tooBig.statusCode).toBe(409);
    expect(tooBig.json()).toMatchObject({ errorCode: 'bonus.max.bet' });
    expect(await memberBalance(t.database.db, m.id)).toBe(100_00);

    // A live table counts 10%; a game the catalogue does not list counts nothing.
    expect((await bet('pb2', 'TABLE1', 30_00)).statusCode).toBe(200);
    expect(await wagered(m.id)).toBe(3_00);
    expect((await bet('pb3', 'UNLISTED', 30_00)).statusCode).toBe(200);
    expect(await wagered(m.id)).toBe(3_00);
    // The same bet again (the provider retries) counts once.
    expect((await bet('pb2', 'TABLE1', 30_00)).statusCode).toBe(200);
    expect(await wagered(m.id)).toBe(3_00);

    // A slot bet meets the requirement: R$ 50 of bonus converts to at most R$ 40 of cash.
    const meets = await bet('pb4', 'SLOT1', 20_00);
    expect(meets.statusCode).toBe(200);
    expect(meets.json().value.balanceCents).toBe(100_00 - 30_00 - 30_00 - 20_00 + 40_00);
    const closed = await t.database.db
      .selectFrom('bonuses')
      .select(['status', 'converted_cents', 'forfeited_cents'])
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(closed).toMatchObject({ status: 'converted' });
    expect(Number(closed.converted_cents)).toBe(40_00);
    expect(Number(closed.forfeited_cents)).toBe(10_00);
    await expectLedgerBalanced(t.database.db);
  });

  it('stakes bonus money once cash runs out, splits the win, and converts after the round', async () => {
    const m = await memberWithBonus(10_00);
    const balance = await vendor.send('balance', { token: m.token });
    expect(balance.json().value.balanceCents).toBe(60_00);
    const vendorBefore = await vendorBalanceOf(t.database.db, vendorCode);

    // R$ 25: R$ 10 of cash, R$ 15 of bonus. The requirement (R$ 20) is met by this stake, but
    // the round still holds bonus money: the bonus waits for its win.
    const bet = await debit(m.token, 'bs1', 'SLOT1', 25_00);
    expect(bet.statusCode).toBe(200);
    expect(bet.json().value.balanceCents).toBe(35_00);
    expect(await memberBalance(t.database.db, m.id)).toBe(0);
    expect(await bonusBalanceOf(t.database.db, m.id)).toBe(35_00);
    expect(await bonusRow(m.id)).toMatchObject({ status: 'active' });

    // R$ 50 won: 15/25 of it (R$ 30) to the bonus, R$ 20 to cash; then R$ 65 of bonus converts
    // to the R$ 40 cap and R$ 25 is forfeited.
    const win = await credit(m.token, 'bs1', 50_00);
    expect(win.statusCode).toBe(200);
    expect(win.json().value.balanceCents).toBe(60_00);
    expect(await memberBalance(t.database.db, m.id)).toBe(60_00);
    expect(await bonusBalanceOf(t.database.db, m.id)).toBe(0);
    const closed = await bonusRow(m.id);
    expect(closed.status).toBe('converted');
    expect(Number(closed.converted_cents)).toBe(40_00);
    expect(Number(closed.forfeited_cents)).toBe(25_00);
    // The vendor's account moved as the provider sees it: R$ 25 in, R$ 50 out.
    expect((await vendorBalanceOf(t.database.db, vendorCode)) - vendorBefore).toBe(-25_00);
    await expectLedgerBalanced(t.database.db);
  });

  it('reverses a bet part by part, wagering included, once', async () => {
    const m = await memberWithBonus(5_00, 1_000_00);
    expect((await debit(m.token, 'bs2', 'SLOT1', 20_00)).statusCode).toBe(200);
    expect(await wagered(m.id)).toBe(20_00);
    expect(await bonusBalanceOf(t.database.db, m.id)).toBe(35_00);

    const back = await rollback(m.token, 'bs2');
    expect(back.json().value).toMatchObject({ status: 'ok', balanceCents: 55_00 });
    expect(await memberBalance(t.database.db, m.id)).toBe(5_00);
    expect(await bonusBalanceOf(t.database.db, m.id)).toBe(50_00);
    expect(await wagered(m.id)).toBe(0);
    const again = await rollback(m.token, 'bs2', 'R2');
    expect(again.json().value).toMatchObject({
      status: 'already_rolled_back',
      balanceCents: 55_00,
    });

    // A bet of bonus money alone (cash spent elsewhere) is reversed once too.
    expect((await debit(m.token, 'bs3', 'SLOT1', 5_00)).statusCode).toBe(200);
    expect((await debit(m.token, 'bs4', 'SLOT1', 10_00)).statusCode).toBe(200);
    expect(await memberBalance(t.database.db, m.id)).toBe(0);
    expect((await rollback(m.token, 'bs4')).json().value.status).toBe('ok');
    expect((await rollback(m.token, 'bs4', 'R2')).json().value.status).toBe('already_rolled_back');
    expect(await bonusBalanceOf(t.database.db, m.id)).toBe(50_00);
    expect(await wagered(m.id)).toBe(5_00);
    await expectLedgerBalanced(t.database.db);
  });

  it('tells the vendor cash and bonus together; the share of a closed bonus goes to the house', async () => {
    const m = await memberWithBonus(0, 1_000_00);
    // A game the catalogue does not list counts nothing, so bonus money cannot play it.
    const refused = await debit(m.token, 'bs5', 'UNLISTED', 10_00);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'wallet.insufficient.funds',
      value: { balanceCents: 50_00 },
    });

    expect((await debit(m.token, 'bs6', 'SLOT1', 10_00)).statusCode).toBe(200);
    await writeTransaction(ctx.db, (trx) => forfeitActiveBonus({ ...ctx, db: trx }, m.id));
    const houseBefore = await houseBalance(t.database.db, 'bonus');
    // The round was all bonus money, and that bonus is gone: its win is the house's.
    const win = await credit(m.token, 'bs6', 20_00);
    expect(win.json().value).toMatchObject({ status: 'ok', balanceCents: 0 });
    expect(await memberBalance(t.database.db, m.id)).toBe(0);
    expect(await bonusBalanceOf(t.database.db, m.id)).toBe(0);
    expect((await houseBalance(t.database.db, 'bonus')) - houseBefore).toBe(20_00);
    await expectLedgerBalanced(t.database.db);
  });
});
