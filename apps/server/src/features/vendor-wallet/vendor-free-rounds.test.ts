import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../lib/context.ts';
import {
  bonusBalanceOf,
  expectLedgerBalanced,
  insertMemberWithBalance,
} from '../../testing/ledger.ts';
import { sessionCookieFor } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestVendor, insertVendorGames, VendorSimulator } from '../../testing/vendors.ts';
import { writeTransaction } from '../ledger/ledger.service.ts';
import { grantFreeSpins } from '../bonuses/index.ts';

/**
 * Free rounds on a provider's slot (decision 061): each credit naming a grant takes one of its
 * spins, once per round, and pays its win to the bonus balance under the grant's wagering,
 * within the spin's value times the vendor's maximum multiplier; a grant of another member,
 * game, or with no spin left is refused and changes nothing.
 */
describe('provider free rounds', () => {
  let t: TestApp;
  let ctx: AppContext;
  let vendor: VendorSimulator;
  let vendorCode: string;
  const SLOT = 991_001;

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: t.config.MERCHANT_CODE };
    const created = await createTestVendor(t.database.db);
    vendorCode = created.vendorCode;
    vendor = new VendorSimulator(t, created);
    await insertVendorGames(t.database.db, vendorCode, SLOT, [
      { gameCode: 'FSLOT', gameType: 'RNG' },
      { gameCode: 'FOTHER', gameType: 'RNG' },
    ]);
  });
  afterAll(() => t.cleanup());

  async function memberWithSpins(spins: number) {
    const member = await insertMemberWithBalance(t.database.db, 7_00);
    const grantId = await writeTransaction(ctx.db, (trx) =>
      grantFreeSpins(
        { ...ctx, db: trx },
        {
          memberId: member.id,
          promotionId: null,
          terms: {
            spins,
            spinValueCents: 1_00,
            gameId: SLOT,
            wageringMultiple: 10,
            maxConversionCents: 50_00,
            expiryDays: 7,
          },
          grantKey: `test:free-rounds:${member.id}`,
          grantedBy: 'test',
        },
      ),
    );
    const token = (await sessionCookieFor(t.database.db, member.id)).split('=')[1]!;
    return { id: member.id, token, freeRoundsId: `fs-${grantId!}` };
  }

  const spinsLeft = async (freeRoundsId: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('free_spin_grants')
          .select('spins_left')
          .where('id', '=', Number(freeRoundsId.slice(3)))
          .executeTakeFirstOrThrow()
      ).spins_left,
    );

  it('counts a spin down per round and pays its win into a free-spins bonus', async () => {
    const m = await memberWithSpins(3);
    const credit = (round: string, amountCents: number, extra: object = {}) =>
      vendor.send('credit', {
        token: m.token,
        transactionId: `${round}-C`,
        roundId: round,
        gameId: 'FSLOT',
        freeRoundsId: m.freeRoundsId,
        amountCents,
        ...extra,
      });

    const won = await credit('fr1', 4_00);
    expect(won.statusCode).toBe(200);
    // Cash and bonus together, as a vendor is told.
    expect(won.json().value).toMatchObject({ status: 'ok', balanceCents: 11_00 });
    expect(await spinsLeft(m.freeRoundsId)).toBe(2);
    expect(await bonusBalanceOf(t.database.db, m.id)).toBe(4_00);
    const bonus = await t.database.db
      .selectFrom('bonuses')
      .select(['source', 'amount_cents', 'wagering_required_cents', 'status'])
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(bonus).toMatchObject({ source: 'freeSpins', status: 'active' });
    expect(Number(bonus.wagering_required_cents)).toBe(40_00);

    // The provider retries: the same answer, no second spin.
    expect((await credit('fr1', 4_00)).json()).toEqual(won.json());
    expect(await spinsLeft(m.freeRoundsId)).toBe(2);
    // A second credit of that round is not another free round.
    const twice = await credit('fr1', 1_00, { transactionId: 'fr1-C2' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('vendor.free.rounds.unavailable');

    // A losing round counts too, moving nothing.
    const lost = await credit('fr2', 0);
    expect(lost.json().value).toMatchObject({ status: 'ok', operatorTransactionId: null });
    expect(await spinsLeft(m.freeRoundsId)).toBe(1);

    // Above the spin's value times the vendor's maximum multiplier: refused.
    const tooMuch = await credit('fr3', 1_00 * 100_000);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errorCode).toBe('vendor.credit.exceeds.round');
    // Another game than the grant's, and another member's grant: refused.
    const otherGame = await credit('fr4', 0, { gameId: 'FOTHER' });
    expect(otherGame.json().errorCode).toBe('vendor.free.rounds.unavailable');
    const stranger = await memberWithSpins(1);
    const notTheirs = await credit('fr5', 0, { token: stranger.token });
    expect(notTheirs.json().errorCode).toBe('vendor.free.rounds.unavailable');
    expect(await spinsLeft(m.freeRoundsId)).toBe(1);

    expect((await credit('fr6', 1_00)).statusCode).toBe(200);
    expect(await spinsLeft(m.freeRoundsId)).toBe(0);
    const usedUp = await credit('fr7', 0);
    expect(usedUp.json().errorCode).toBe('vendor.free.rounds.unavailable');
    expect(await bonusBalanceOf(t.database.db, m.id)).toBe(5_00);
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a free round on a round that staked money, and a bet beside it', async () => {
    const m = await memberWithSpins(2);
    const bet = await vendor.send('debit', {
      token: m.token,
      transactionId: 'fr8-D',
      roundId: 'fr8',
      gameId: 'FSLOT',
      amountCents: 1_00,
    });
    expect(bet.statusCode).toBe(200);
    const mixed = await vendor.send('credit', {
      token: m.token,
      transactionId: 'fr8-C',
      roundId: 'fr8',
      freeRoundsId: m.freeRoundsId,
      amountCents: 0,
    });
    expect(mixed.json().errorCode).toBe('vendor.free.rounds.unavailable');
    const both = await vendor.send('credit', {
      token: m.token,
      transactionId: 'fr9-C',
      roundId: 'fr9',
      betTransactionId: 'fr8-D',
      freeRoundsId: m.freeRoundsId,
      amountCents: 0,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errorCode).toBe('request.invalid');
    expect(await spinsLeft(m.freeRoundsId)).toBe(2);
  });
});
