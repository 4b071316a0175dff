import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_AMOUNT_CEILING_CENTS } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { VendorSimulator, createTestVendor } from '../../testing/vendors.ts';
import { memberBalance, transfer } from '../ledger/ledger.service.ts';
import { countRows } from '../../testing/rows.ts';

/**
 * Decision 028: a vendor's credit needs a bet of its round, a round pays at most its stakes
 * times the vendor's max multiplier, a rollback must match its bet, amounts have a ceiling,
 * and every refusal moves nothing and leaves the id retryable with the same body only.
 */
describe('vendor rounds and limits', () => {
  let t: TestApp;
  let ctx: AppContext;
  /** Max multiplier 10. */
  let vendor: VendorSimulator;
  let otherVendor: VendorSimulator;

  const FUNDS = 100_000;

  interface Player {
    memberId: number;
    playerId: string;
    token: string;
  }

  const newPlayer = async (fundsCents = FUNDS): Promise<Player> => {
    const member = await insertMember(t.database.db);
    const token = (await sessionCookieFor(t.database.db, member.id)).split('=')[1]!;
    if (fundsCents > 0) {
      await transfer(ctx, {
        idempotencyKey: `test:fund:${member.id}`,
        from: { kind: 'house', name: 'game' },
        to: { kind: 'member', memberId: member.id },
        amountCents: fundsCents,
        kind: 'seed.grant',
      });
    }
    return { memberId: member.id, playerId: String(member.id), token };
  };

  const accountBalance = async (ownerKey: string) => {
    const row = await t.database.db
      .selectFrom('ledger_accounts')
      .select('balance_cents')
      .where('owner_key', '=', ownerKey)
      .executeTakeFirst();
    return row ? Number(row.balance_cents) : 0;
  };
  const transferCount = () => countRows(t.database.db, 'ledger_transfers');
  /** The member's and the vendor's balances and the number of transfers, to compare after. */
  const snapshot = async (player: Player, sim: VendorSimulator = vendor) => ({
    member: await memberBalance(ctx, player.memberId),
    vendor: await accountBalance(`vendor:${sim.vendorCode}`),
    transfers: await transferCount(),
  });
  type Response = Awaited<ReturnType<VendorSimulator['send']>>;
  const expectRefusal = (response: Response, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode: code });
    expect(response.json().message).toEqual(expect.any(String));
  };
  const expectOk = (response: Response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as { status: string; balanceCents: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: t.config.MERCHANT_CODE };
    vendor = new VendorSimulator(t, await createTestVendor(t.database.db, { maxMultiplier: 10 }));
    otherVendor = new VendorSimulator(t, await createTestVendor(t.database.db));
  });
  afterAll(() => t.cleanup());

  it('refuses a credit of R$ 1,000,000 to a member who never bet, moving nothing', async () => {
    const player = await newPlayer(0);
    const before = await snapshot(player);
    // Above VENDOR_MAX_AMOUNT_CENTS (R$ 100,000.00 by default): 422 before anything is read.
    expectRefusal(
      await vendor.send('credit', {
        playerId: player.playerId,
        transactionId: 'million-1',
        roundId: 'never',
        amountCents: 100_000_000,
      }),
      422,
      'vendor.amount.above.max',
    );
    // Within the limit, the round still has to exist: 409 vendor.round.unknown.
    expectRefusal(
      await vendor.send('credit', {
        playerId: player.playerId,
        transactionId: 'million-2',
        roundId: 'never',
        amountCents: 10_000_000,
      }),
      409,
      'vendor.round.unknown',
    );
    // A credit of 0 closing a round needs the round too.
    expectRefusal(
      await vendor.send('credit', {
        token: player.token,
        transactionId: 'million-3',
        roundId: 'never',
        amountCents: 0,
      }),
      409,
      'vendor.round.unknown',
    );
    expect(await snapshot(player)).toEqual(before);
    expect(before.member).toBe(0);
  });

  it('refuses a credit for another member’s round or another vendor’s round', async () => {
    const alice = await newPlayer();
    const bob = await newPlayer();
    expectOk(
      await vendor.send('debit', {
        token: alice.token,
        transactionId: 'alice-b1',
        roundId: 'shared-1',
        amountCents: 1_000,
      }),
    );
    expectOk(
      await otherVendor.send('debit', {
        token: bob.token,
        transactionId: 'bob-b1',
        roundId: 'other-vendor-round',
        amountCents: 1_000,
      }),
    );
    const before = await snapshot(bob);
    // Bob never bet in shared-1 with this vendor: Alice's round is not his.
    expectRefusal(
      await vendor.send('credit', {
        playerId: bob.playerId,
        transactionId: 'bob-w1',
        roundId: 'shared-1',
        amountCents: 500,
      }),
      409,
      'vendor.round.unknown',
    );
    // Bob's round belongs to the other vendor.
    expectRefusal(
      await vendor.send('credit', {
        playerId: bob.playerId,
        transactionId: 'bob-w2',
        roundId: 'other-vendor-round',
        amountCents: 500,
      }),
      409,
      'vendor.round.unknown',
    );
    // Naming Alice's bet in Bob's credit does not help either, nor a bet of another round.
    expectRefusal(
      await vendor.send('credit', {
        playerId: alice.playerId,
        transactionId: 'alice-w0',
        roundId: 'shared-1',
        betTransactionId: 'bob-b1',
        amountCents: 500,
      }),
      409,
      'vendor.round.unknown',
    );
    expect(await snapshot(bob)).toEqual(before);
    // Alice's own win of her round is paid.
    expect(
      expectOk(
        await vendor.send('credit', {
          playerId: alice.playerId,
          transactionId: 'alice-w1',
          roundId: 'shared-1',
          betTransactionId: 'alice-b1',
          amountCents: 500,
        }),
      ).balanceCents,
    ).toBe(FUNDS - 1_000 + 500);
  });

  it('keeps a round’s credits within its stakes times the vendor’s max multiplier', async () => {
    const player = await newPlayer();
    const credit = (transactionId: string, amountCents: number) =>
      vendor.send('credit', {
        playerId: player.playerId,
        transactionId,
        roundId: 'capped',
        amountCents,
      });
    expectOk(
      await vendor.send('debit', {
        token: player.token,
        transactionId: 'cap-b1',
        roundId: 'capped',
        amountCents: 100,
      }),
    );
    // Stake 1.00 x 10: the round pays at most 10.00 in all.
    expectOk(await credit('cap-w1', 600));
    let before = await snapshot(player);
    const over = await credit('cap-w2', 401);
    expectRefusal(over, 409, 'vendor.credit.exceeds.round');
    expect(over.json().value).toEqual({
      roundStakeCents: 100,
      roundCreditCents: 600,
      maxMultiplier: 10,
      remainingCents: 400,
    });
    expect(await snapshot(player)).toEqual(before);
    expectOk(await credit('cap-w3', 400));
    before = await snapshot(player);
    expectRefusal(await credit('cap-w4', 1), 409, 'vendor.credit.exceeds.round');
    expect(await snapshot(player)).toEqual(before);
    // A credit of 0 still closes the full round.
    expectOk(await credit('cap-w5', 0));
    // Another stake in the same round raises its cap by 10 times that stake.
    expectOk(
      await vendor.send('debit', {
        token: player.token,
        transactionId: 'cap-b2',
        roundId: 'capped',
        amountCents: 50,
      }),
    );
    expectOk(await credit('cap-w6', 500));
    expect(await memberBalance(ctx, player.memberId)).toBe(FUNDS - 150 + 1_500);
    const round = await t.database.db
      .selectFrom('vendor_rounds')
      .select(['stake_cents', 'credit_cents', 'credit_count'])
      .where('vendor_code', '=', vendor.vendorCode)
      .where('round_id', '=', 'capped')
      .where('member_id', '=', player.memberId)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ stake_cents: 150, credit_cents: 1_500, credit_count: 4 });
  });

  it('lets only as many of many simultaneous credits through as the round’s cap allows', async () => {
    const player = await newPlayer();
    expectOk(
      await vendor.send('debit', {
        token: player.token,
        transactionId: 'race-b1',
        roundId: 'race',
        amountCents: 100,
      }),
    );
    const vendorBefore = await accountBalance(`vendor:${vendor.vendorCode}`);
    // Cap 10.00; eight different wins of 3.00 arrive together: three fit, five must not.
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        vendor.send('credit', {
          playerId: player.playerId,
          transactionId: `race-w${i}`,
          roundId: 'race',
          amountCents: 300,
        }),
      ),
    );
    const codes = responses.map((r) => (r.json().success ? 'ok' : r.json().errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c === 'vendor.credit.exceeds.round')).toHaveLength(5);
    expect(await memberBalance(ctx, player.memberId)).toBe(FUNDS - 100 + 900);
    expect(await accountBalance(`vendor:${vendor.vendorCode}`)).toBe(vendorBefore - 900);
  });

  it('keeps a refused call retryable with the same body only, storing no answer', async () => {
    const player = await newPlayer();
    const win = {
      playerId: player.playerId,
      transactionId: 'early-w1',
      roundId: 'late-bet',
      amountCents: 700,
    };
    // The win overtakes its bet: refused, nothing stored but the body's hash.
    expectRefusal(await vendor.send('credit', win), 409, 'vendor.round.unknown');
    const kept = await t.database.db
      .selectFrom('vendor_transactions')
      .select(['refused', 'response', 'amount_cents'])
      .where('vendor_code', '=', vendor.vendorCode)
      .where('transaction_id', '=', 'early-w1')
      .execute();
    expect(kept).toEqual([{ refused: 1, response: '', amount_cents: 0 }]);
    // The same id may not be spent on another body (say a larger win) meanwhile.
    expectRefusal(
      await vendor.send('credit', { ...win, amountCents: 900 }),
      409,
      'ledger.idempotency.conflict',
    );
    expectOk(
      await vendor.send('debit', {
        token: player.token,
        transactionId: 'late-b1',
        roundId: 'late-bet',
        amountCents: 100,
      }),
    );
    // Its retry with the same body is answered afresh, then like any answer.
    const paid = await vendor.send('credit', win);
    expect(expectOk(paid)).toMatchObject({ status: 'ok', balanceCents: FUNDS - 100 + 700 });
    expect((await vendor.send('credit', win)).json()).toEqual(paid.json());
    expect(await memberBalance(ctx, player.memberId)).toBe(FUNDS - 100 + 700);

    // A debit refused for funds keeps its body too: retried with it once the funds are there.
    const poor = await newPlayer(0);
    const bet = { token: poor.token, transactionId: 'poor-b1', roundId: 'poor', amountCents: 300 };
    expectRefusal(await vendor.send('debit', bet), 409, 'wallet.insufficient.funds');
    expectRefusal(
      await vendor.send('debit', { ...bet, amountCents: 1 }),
      409,
      'ledger.idempotency.conflict',
    );
    await transfer(ctx, {
      idempotencyKey: `test:fund:${poor.memberId}`,
      from: { kind: 'house', name: 'game' },
      to: { kind: 'member', memberId: poor.memberId },
      amountCents: 500,
      kind: 'seed.grant',
    });
    expect(expectOk(await vendor.send('debit', bet)).balanceCents).toBe(200);
    // A refused debit is no bet: a rollback naming the earlier refused id would have found none.
    const refusedOnly = await newPlayer(0);
    expectRefusal(
      await vendor.send('debit', {
        token: refusedOnly.token,
        transactionId: 'nofunds-b1',
        roundId: 'nofunds',
        amountCents: 300,
      }),
      409,
      'wallet.insufficient.funds',
    );
    expect(
      expectOk(
        await vendor.send('rollback', {
          playerId: refusedOnly.playerId,
          transactionId: 'nofunds-rb1',
          betTransactionId: 'nofunds-b1',
        }),
      ).status,
    ).toBe('not_found');
    expect(await memberBalance(ctx, refusedOnly.memberId)).toBe(0);
  });

  it('refuses a rollback that does not match its bet, or of a round already paid', async () => {
    const alice = await newPlayer();
    const bob = await newPlayer();
    expectOk(
      await vendor.send('debit', {
        token: alice.token,
        transactionId: 'rbm-b1',
        roundId: 'rbm-1',
        amountCents: 2_000,
      }),
    );
    const before = await snapshot(alice);
    const bobBefore = await memberBalance(ctx, bob.memberId);
    // Alice's bet reversed to Bob.
    const toBob = await vendor.send('rollback', {
      playerId: bob.playerId,
      transactionId: 'rbm-rb1',
      betTransactionId: 'rbm-b1',
    });
    expectRefusal(toBob, 409, 'vendor.rollback.mismatch');
    expect(toBob.json().message).toContain('player');
    // The right player, the wrong round.
    const wrongRound = await vendor.send('rollback', {
      playerId: alice.playerId,
      transactionId: 'rbm-rb2',
      betTransactionId: 'rbm-b1',
      roundId: 'rbm-2',
    });
    expectRefusal(wrongRound, 409, 'vendor.rollback.mismatch');
    expect(wrongRound.json().message).toContain('roundId');
    // Another vendor cannot reverse this vendor's bet: to it there is no such bet.
    expect(
      expectOk(
        await otherVendor.send('rollback', {
          playerId: alice.playerId,
          transactionId: 'rbm-rb3',
          betTransactionId: 'rbm-b1',
        }),
      ).status,
    ).toBe('not_found');
    expect(await snapshot(alice)).toEqual(before);
    expect(await memberBalance(ctx, bob.memberId)).toBe(bobBefore);

    // The matching rollback reverses it once; the round's stake goes with it.
    expect(
      expectOk(
        await vendor.send('rollback', {
          token: alice.token,
          transactionId: 'rbm-rb4',
          betTransactionId: 'rbm-b1',
          roundId: 'rbm-1',
        }),
      ),
    ).toMatchObject({ status: 'ok', balanceCents: FUNDS });
    // The round has no stake left: a win in it is beyond its cap; closing it with 0 is fine.
    expectRefusal(
      await vendor.send('credit', {
        playerId: alice.playerId,
        transactionId: 'rbm-w1',
        roundId: 'rbm-1',
        amountCents: 1,
      }),
      409,
      'vendor.credit.exceeds.round',
    );
    expectOk(
      await vendor.send('credit', {
        playerId: alice.playerId,
        transactionId: 'rbm-w2',
        roundId: 'rbm-1',
        amountCents: 0,
      }),
    );

    // A round that had a credit (even a losing round's 0) keeps its bet.
    for (const [round, win] of [
      ['rbm-paid', 300],
      ['rbm-lost', 0],
    ] as const) {
      expectOk(
        await vendor.send('debit', {
          token: alice.token,
          transactionId: `${round}-b`,
          roundId: round,
          amountCents: 500,
        }),
      );
      expectOk(
        await vendor.send('credit', {
          playerId: alice.playerId,
          transactionId: `${round}-w`,
          roundId: round,
          amountCents: win,
        }),
      );
      const settled = await snapshot(alice);
      expectRefusal(
        await vendor.send('rollback', {
          playerId: alice.playerId,
          transactionId: `${round}-rb`,
          betTransactionId: `${round}-b`,
        }),
        409,
        'vendor.rollback.round.settled',
      );
      expect(await snapshot(alice)).toEqual(settled);
    }
  });

  it('refuses a bet whose rollback arrived first, even when both arrive together', async () => {
    const player = await newPlayer();
    const rollback = (id: string) =>
      vendor.send('rollback', {
        playerId: player.playerId,
        transactionId: `${id}-rb`,
        betTransactionId: `${id}-b`,
      });
    const bet = (id: string) =>
      vendor.send('debit', {
        token: player.token,
        transactionId: `${id}-b`,
        roundId: id,
        amountCents: 700,
      });
    expect(expectOk(await rollback('first')).status).toBe('not_found');
    const before = await snapshot(player);
    expectRefusal(await bet('first'), 409, 'vendor.bet.rolled.back');
    expectRefusal(await bet('first'), 409, 'vendor.bet.rolled.back');
    expect(await snapshot(player)).toEqual(before);

    // Together: whichever comes first, the stake is never kept by a rolled-back bet.
    const pairs = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const [debit, reversal] = await Promise.all([bet(`pair${i}`), rollback(`pair${i}`)]);
        return { debit: debit.json(), reversal: reversal.json() };
      }),
    );
    for (const { debit, reversal } of pairs) {
      expect(reversal.success).toBe(true);
      if (debit.success) expect(reversal.value.status).toBe('ok');
      else {
        expect(debit.errorCode).toBe('vendor.bet.rolled.back');
        expect(reversal.value.status).toBe('not_found');
      }
    }
    expect(await memberBalance(ctx, player.memberId)).toBe(before.member);
  });

  it('caps amounts: the contract’s ceiling (400) and VENDOR_MAX_AMOUNT_CENTS (422)', async () => {
    const player = await newPlayer();
    const before = await snapshot(player);
    const debit = (transactionId: string, amountCents: number) =>
      vendor.send('debit', { token: player.token, transactionId, roundId: 'max', amountCents });
    expectRefusal(
      await debit('max-b1', t.config.VENDOR_MAX_AMOUNT_CENTS + 1),
      422,
      'vendor.amount.above.max',
    );
    expectRefusal(await debit('max-b2', VENDOR_AMOUNT_CEILING_CENTS + 1), 400, 'request.invalid');
    expectRefusal(
      await vendor.send('credit', {
        playerId: player.playerId,
        transactionId: 'max-w1',
        roundId: 'max',
        amountCents: VENDOR_AMOUNT_CEILING_CENTS + 1,
      }),
      400,
      'request.invalid',
    );
    expect(await snapshot(player)).toEqual(before);
  });

  it('answers the refusals in the request’s language (pt-BR by default, en, vi)', async () => {
    const player = await newPlayer(0);
    const body = {
      playerId: player.playerId,
      transactionId: 'lang-w1',
      roundId: 'none',
      amountCents: 5,
    };
    const message = async (language?: string) => {
      const response = await vendor.send(
        'credit',
        body,
        language ? { headers: { 'accept-language': language } } : {},
      );
      expect(response.json().errorCode).toBe('vendor.round.unknown');
      return response.json().message as string;
    };
    expect(await message()).toBe('Este fornecedor não tem aposta deste jogador nesta rodada');
    expect(await message('pt-BR')).toBe(await message());
    expect(await message('en')).toBe('This vendor has no bet of this player in this round');
    expect(await message('vi')).toBe(
      'Nhà cung cấp này không có cược nào của người chơi này trong ván này',
    );
  });
});

describe('vendor amount limit from the configuration', () => {
  it('refuses a debit above a lowered VENDOR_MAX_AMOUNT_CENTS, moving nothing', async () => {
    const t = await createTestApp({ config: { VENDOR_MAX_AMOUNT_CENTS: '5000' } });
    try {
      const ctx = { config: t.config, db: t.database.db, merchantCode: t.config.MERCHANT_CODE };
      const member = await insertMember(t.database.db);
      const token = (await sessionCookieFor(t.database.db, member.id)).split('=')[1]!;
      await transfer(ctx, {
        idempotencyKey: `test:fund:${member.id}`,
        from: { kind: 'house', name: 'game' },
        to: { kind: 'member', memberId: member.id },
        amountCents: 10_000,
        kind: 'seed.grant',
      });
      const vendor = new VendorSimulator(t, await createTestVendor(t.database.db));
      const refused = await vendor.send('debit', {
        token,
        transactionId: 'cfg-b1',
        roundId: 'cfg',
        amountCents: 5_001,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        success: false,
        errorCode: 'vendor.amount.above.max',
      });
      expect(refused.json().message).toContain('5000');
      expect(await memberBalance(ctx, member.id)).toBe(10_000);
      const accepted = await vendor.send('debit', {
        token,
        transactionId: 'cfg-b2',
        roundId: 'cfg',
        amountCents: 5_000,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(await memberBalance(ctx, member.id)).toBe(5_000);
    } finally {
      await t.cleanup();
    }
  });
});
