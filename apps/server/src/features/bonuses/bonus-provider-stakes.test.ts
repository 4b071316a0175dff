import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGames } from '../../db/seed/search-rows.ts';
import type { AppContext } from '../../lib/context.ts';
import { syntheticGames } from '../../testing/synthetic-games.ts';
import { expectLedgerBalanced, memberBalance } from '../../testing/ledger.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestVendor, VendorSimulator } from '../../testing/vendors.ts';
import { transfer, writeTransaction } from '../ledger/ledger.service.ts';
import { grantBonus } from './bonuses.service.ts';

/**
 * Provider games are played with cash (decision 056), but under an active bonus a provider's
 * bet keeps the bonus's max bet and counts towards its wagering by the game's type: a live
 * table at 10%, a game the catalogue does not list not at all. Meeting the requirement with a
 * provider bet converts the bonus at once, and the answer carries the cash after it.
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
    await t.database.db
      .insertInto('vendors')
      .values({
        code: vendorCode,
        display_name: vendorCode,
        category: 'LIVE',
        is_inhouse: 0,
        sequence: 999,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const [live, slot] = syntheticGames(2);
    await insertGames(t.database.db, [
      {
        ...live!,
        game_id: 990_001,
        node_id: '990001',
        vendor_code: vendorCode,
        game_code: 'TABLE1',
        game_type: 'LIVE',
      },
      {
        ...slot!,
        game_id: 990_002,
        node_id: '990002',
        vendor_code: vendorCode,
        game_code: 'SLOT1',
        game_type: 'RNG',
      },
    ]);
  });
  afterAll(() => t.cleanup());

  async function memberWithBonus(cashCents: number) {
    const { id } = await insertMember(t.database.db);
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
          wageringRequiredCents: 20_00,
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

  const wagered = async (memberId: number) =>
    Number(
      (
        await t.database.db
          .selectFrom('bonuses')
          .select('wagered_cents')
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).wagered_cents,
    );

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
});
