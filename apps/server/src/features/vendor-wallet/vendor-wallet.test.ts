import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  VENDOR_PATHS as PATHS,
  VendorSimulator,
  createTestVendor,
  type VendorCall as Call,
} from '../../testing/vendors.ts';
import { memberBalance, transfer } from '../ledger/ledger.service.ts';
import { countRows } from '../../testing/rows.ts';

describe('seamless wallet API (vendor simulator)', () => {
  let t: TestApp;
  let ctx: AppContext;
  let vendor: VendorSimulator;
  let memberId: number;
  let playerId: string;
  let token: string;

  const START = 10_000;

  const transferCount = () => countRows(t.database.db, 'ledger_transfers');
  const vendorAccountBalance = async () => {
    const row = await t.database.db
      .selectFrom('ledger_accounts')
      .select('balance_cents')
      .where('owner_key', '=', `vendor:${vendor.vendorCode}`)
      .executeTakeFirst();
    return row ? Number(row.balance_cents) : 0;
  };
  /** The ledger's view after each step: the member's wallet and the vendor's account. */
  const expectLedger = async (memberCents: number, vendorCents: number) => {
    expect(await memberBalance(ctx, memberId)).toBe(memberCents);
    expect(await vendorAccountBalance()).toBe(vendorCents);
    const sum = await t.database.db
      .selectFrom('ledger_accounts')
      .select((eb) => eb.fn.sum<number>('balance_cents').as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(sum.total)).toBe(0);
  };
  /** A refused call: its status and code, and not one transfer written. */
  const expectRefused = async (
    response: Awaited<ReturnType<VendorSimulator['send']>>,
    status: number,
    code: string,
    before: number,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().success).toBe(false);
    expect(response.json().errorCode).toBe(code);
    expect(await transferCount()).toBe(before);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: t.config.MERCHANT_CODE };
    vendor = new VendorSimulator(t, await createTestVendor(t.database.db));
    const member = await insertMember(t.database.db);
    memberId = member.id;
    playerId = String(memberId);
    token = (await sessionCookieFor(t.database.db, memberId)).split('=')[1]!;
    await transfer(ctx, {
      idempotencyKey: `test:fund:${memberId}`,
      from: { kind: 'house', name: 'game' },
      to: { kind: 'member', memberId },
      amountCents: START,
      kind: 'seed.grant',
    });
  });
  afterAll(() => t.cleanup());

  it('drives a whole session: balance, bets, wins, retries, rollbacks, refusals', async () => {
    // Balance by launch token and by player id.
    let response = await vendor.send('balance', { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      value: { playerId, currency: expect.any(String), balanceCents: START },
    });
    response = await vendor.send('balance', { playerId });
    expect(response.json().value.balanceCents).toBe(START);
    await expectLedger(START, 0);

    // A bet.
    const bet1 = { token, transactionId: 'b1', roundId: 'r1', gameId: 'g7', amountCents: 1000 };
    response = await vendor.send('debit', bet1);
    expect(response.statusCode, response.body).toBe(200);
    const first = response.json();
    expect(first.value).toMatchObject({
      status: 'ok',
      transactionId: 'b1',
      playerId,
      balanceCents: 9000,
    });
    expect(first.value.operatorTransactionId).toMatch(/^\d+$/);
    await expectLedger(9000, 1000);
    const afterBet = await transferCount();

    // The vendor retries the same bet (a timeout on its side): same answer, money once.
    response = await vendor.send('debit', bet1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(first);
    // Key order does not matter: the canonical body is the same.
    const reordered = Object.fromEntries(Object.entries(bet1).reverse());
    response = await vendor.send('debit', reordered);
    expect(response.json()).toEqual(first);
    expect(await transferCount()).toBe(afterBet);
    await expectLedger(9000, 1000);

    // The same id with another body is a conflict.
    await expectRefused(
      await vendor.send('debit', { ...bet1, amountCents: 2000 }),
      409,
      'ledger.idempotency.conflict',
      afterBet,
    );
    await expectLedger(9000, 1000);

    // A win of round r1.
    const win1 = {
      playerId,
      transactionId: 'w1',
      roundId: 'r1',
      betTransactionId: 'b1',
      amountCents: 2500,
    };
    response = await vendor.send('credit', win1);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ status: 'ok', balanceCents: 11_500 });
    await expectLedger(11_500, -1500);
    expect((await vendor.send('credit', win1)).json()).toEqual(response.json());
    await expectLedger(11_500, -1500);

    // More than the wallet holds: refused with the current balance, nothing moved.
    let before = await transferCount();
    response = await vendor.send('debit', {
      token,
      transactionId: 'b2',
      roundId: 'r2',
      amountCents: 20_000,
    });
    await expectRefused(response, 409, 'wallet.insufficient.funds', before);
    expect(response.json().value).toEqual({ balanceCents: 11_500 });
    await expectLedger(11_500, -1500);

    // A bet, then its rollback: the stake comes back once.
    response = await vendor.send('debit', {
      token,
      transactionId: 'b3',
      roundId: 'r3',
      amountCents: 500,
    });
    expect(response.json().value.balanceCents).toBe(11_000);
    await expectLedger(11_000, -1000);
    const rollback = { playerId, transactionId: 'rb1', betTransactionId: 'b3', roundId: 'r3' };
    response = await vendor.send('rollback', rollback);
    expect(response.statusCode, response.body).toBe(200);
    const rolledBack = response.json();
    expect(rolledBack.value).toMatchObject({
      status: 'ok',
      transactionId: 'rb1',
      balanceCents: 11_500,
    });
    await expectLedger(11_500, -1500);
    before = await transferCount();
    // The same rollback again: the stored answer.
    expect((await vendor.send('rollback', rollback)).json()).toEqual(rolledBack);
    // Another rollback id for the same bet: answered, nothing moved a second time.
    response = await vendor.send('rollback', { ...rollback, transactionId: 'rb2' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      status: 'already_rolled_back',
      balanceCents: 11_500,
    });
    expect(await transferCount()).toBe(before);
    await expectLedger(11_500, -1500);

    // A rollback of a bet we never saw: answered not_found, nothing moved; repeated the same.
    response = await vendor.send('rollback', {
      playerId,
      transactionId: 'rb3',
      betTransactionId: 'nope',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      status: 'not_found',
      operatorTransactionId: null,
      balanceCents: 11_500,
    });
    expect(
      (
        await vendor.send('rollback', { playerId, transactionId: 'rb3', betTransactionId: 'nope' })
      ).json(),
    ).toEqual(response.json());
    expect(await transferCount()).toBe(before);

    // The player leaves: no new bet, but the win of the open round and a rollback still land.
    await t.database.db
      .updateTable('sessions')
      .set({ ended_at: new Date().toISOString() })
      .where('member_id', '=', memberId)
      .execute();
    await expectRefused(
      await vendor.send('debit', { token, transactionId: 'b4', roundId: 'r4', amountCents: 100 }),
      403,
      'vendor.session.invalid',
      before,
    );
    response = await vendor.send('credit', {
      token,
      transactionId: 'w2',
      roundId: 'r1',
      amountCents: 300,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.balanceCents).toBe(11_800);
    await expectLedger(11_800, -1800);
    // A losing round closes with a zero win: answered, nothing moved.
    before = await transferCount();
    response = await vendor.send('credit', {
      playerId,
      transactionId: 'w3',
      roundId: 'r3',
      amountCents: 0,
    });
    expect(response.json().value).toMatchObject({
      status: 'ok',
      operatorTransactionId: null,
      balanceCents: 11_800,
    });
    expect(await transferCount()).toBe(before);
    // A rollback after the session ended: the bet of a round without credits comes back...
    response = await vendor.send('debit', {
      token: (await sessionCookieFor(t.database.db, memberId)).split('=')[1]!,
      transactionId: 'b5',
      roundId: 'r5',
      amountCents: 800,
    });
    expect(response.json().value.balanceCents).toBe(11_000);
    await t.database.db
      .updateTable('sessions')
      .set({ ended_at: new Date().toISOString() })
      .where('member_id', '=', memberId)
      .execute();
    response = await vendor.send('rollback', {
      playerId,
      transactionId: 'rb4',
      betTransactionId: 'b5',
    });
    expect(response.json().value).toMatchObject({ status: 'ok', balanceCents: 11_800 });
    await expectLedger(11_800, -1800);
    // ... but the first bet's round r1 was paid: its bet is no longer reversed.
    before = await transferCount();
    await expectRefused(
      await vendor.send('rollback', { playerId, transactionId: 'rb5', betTransactionId: 'b1' }),
      409,
      'vendor.rollback.round.settled',
      before,
    );
    await expectLedger(11_800, -1800);
  });

  it('moves money once when the same bet or rollback arrives many times at once', async () => {
    const other = await insertMember(t.database.db);
    const otherToken = (await sessionCookieFor(t.database.db, other.id)).split('=')[1]!;
    await transfer(ctx, {
      idempotencyKey: `test:fund:${other.id}`,
      from: { kind: 'house', name: 'game' },
      to: { kind: 'member', memberId: other.id },
      amountCents: 5000,
      kind: 'seed.grant',
    });
    const bet = { token: otherToken, transactionId: 'par-b1', roundId: 'p1', amountCents: 700 };
    const bets = await Promise.all(Array.from({ length: 8 }, () => vendor.send('debit', bet)));
    for (const response of bets) expect(response.statusCode, response.body).toBe(200);
    expect(new Set(bets.map((response) => response.body)).size).toBe(1);
    expect(await memberBalance(ctx, other.id)).toBe(4300);
    const rollbacks = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        vendor.send('rollback', {
          playerId: String(other.id),
          transactionId: `par-rb${i % 3}`,
          betTransactionId: 'par-b1',
        }),
      ),
    );
    for (const response of rollbacks) expect(response.statusCode, response.body).toBe(200);
    const statuses = rollbacks.map((response) => response.json().value.status as string);
    // Which request reports 'ok' is a race: the stored answer of a rollback id may be written
    // by its twin that saw the reversal as already done. What must hold: every answer is one
    // of the two, the twins of one id answer alike, and the money came back exactly once.
    for (const status of statuses) expect(['ok', 'already_rolled_back']).toContain(status);
    for (let i = 0; i < 3; i += 1) expect(rollbacks[i]!.body).toBe(rollbacks[i + 3]!.body);
    expect(await memberBalance(ctx, other.id)).toBe(5000);
  });

  it('refuses bad signatures, stale timestamps and unknown vendors, moving nothing', async () => {
    const before = await transferCount();
    const balance = await memberBalance(ctx, memberId);
    const win = { playerId, transactionId: 'evil-1', roundId: 'x', amountCents: 1_000_000 };
    const nowSeconds = Math.floor(Date.now() / 1000);
    const refusals = [
      await vendor.send('credit', win, { secret: 'wrong-secret' }),
      await vendor.send('credit', win, { omitSignature: true }),
      await vendor.send('credit', win, { signedBody: JSON.stringify({ ...win, amountCents: 1 }) }),
      await vendor.send('credit', win, { timestamp: nowSeconds - 301 }),
      await vendor.send('credit', win, { timestamp: nowSeconds + 301 }),
      await vendor.send('credit', win, { vendorCode: 'NOSUCH' }),
      await vendor.send('balance', { playerId }, { vendorCode: 'NOSUCH' }),
      // Not even the body's validity is revealed to an unsigned caller.
      await vendor.send('debit', { amountCents: -1 }, { secret: 'wrong-secret' }),
      await vendor.send('debit', null, { rawBody: '{not json', secret: 'wrong-secret' }),
    ];
    for (const response of refusals) {
      await expectRefused(response, 401, 'vendor.signature.invalid', before);
    }
    // A signature is only good within its timestamp's window: edges just inside pass.
    const inside = await vendor.send('balance', { playerId }, { timestamp: nowSeconds - 290 });
    expect(inside.statusCode).toBe(200);
    expect(await memberBalance(ctx, memberId)).toBe(balance);
    const rows = await t.database.db
      .selectFrom('vendor_transactions')
      .select('transaction_id')
      .where('transaction_id', '=', 'evil-1')
      .execute();
    expect(rows).toEqual([]);
  });

  it('validates every input (400 request.invalid, nothing moved)', async () => {
    const before = await transferCount();
    const bad: [Call, unknown][] = [
      ['debit', { token, transactionId: 'v1', roundId: 'r', amountCents: 1.5 }],
      ['debit', { token, transactionId: 'v1', roundId: 'r', amountCents: 0 }],
      ['debit', { token, transactionId: 'v1', roundId: 'r', amountCents: '100' }],
      ['debit', { playerId, transactionId: 'v1', roundId: 'r', amountCents: 100 }],
      ['debit', { token, transactionId: '', roundId: 'r', amountCents: 100 }],
      ['credit', { transactionId: 'v2', roundId: 'r', amountCents: 100 }],
      ['credit', { playerId, transactionId: 'v2', roundId: 'r', amountCents: -100 }],
      ['credit', { playerId: '1e3', transactionId: 'v2', roundId: 'r', amountCents: 100 }],
      ['credit', { playerId, transactionId: 'v2', roundId: 'r', amountCents: 100, extra: 1 }],
      ['rollback', { playerId, transactionId: 'v3' }],
      ['balance', {}],
    ];
    for (const [call, body] of bad) {
      await expectRefused(await vendor.send(call, body), 400, 'request.invalid', before);
    }
    await expectRefused(
      await vendor.send('credit', null, { rawBody: '{"playerId":' }),
      400,
      'request.invalid',
      before,
    );
    // A player that does not exist is refused too.
    await expectRefused(
      await vendor.send('credit', {
        playerId: '999999',
        transactionId: 'v4',
        roundId: 'r',
        amountCents: 5,
      }),
      404,
      'vendor.player.invalid',
      before,
    );
    await expectRefused(
      await vendor.send('debit', {
        token: 'not-a-session',
        transactionId: 'v5',
        roundId: 'r',
        amountCents: 5,
      }),
      404,
      'vendor.player.invalid',
      before,
    );
  });

  it('documents every route and the signing scheme in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.openApi });
    const document = response.json() as {
      paths: Record<
        string,
        {
          post?: {
            description?: string;
            requestBody?: unknown;
            responses?: Record<string, unknown>;
            parameters?: { name: string; in: string }[];
          };
        }
      >;
    };
    for (const call of ['balance', 'debit', 'credit', 'rollback'] as const) {
      const path = PATHS[call].replace(':vendorCode', '{vendorCode}');
      const operation = document.paths[path]?.post;
      expect(operation, path).toBeDefined();
      expect(operation!.description).toContain('HMAC-SHA256');
      expect(operation!.requestBody).toBeDefined();
      expect(operation!.responses).toHaveProperty('200');
      const names = (operation!.parameters ?? []).map((p) => `${p.in}:${p.name}`);
      expect(names).toEqual(
        expect.arrayContaining([
          'path:vendorCode',
          'header:x-signature',
          'header:x-vendor-timestamp',
        ]),
      );
    }
  });
});

describe('seamless wallet API in production', () => {
  it('refuses a demo-marked vendor, even with its right secret', async () => {
    const t = await createTestApp({ config: { NODE_ENV: 'production' } });
    try {
      const member = await insertMember(t.database.db);
      const demo = await createTestVendor(t.database.db);
      await t.database.db
        .updateTable('vendor_credentials')
        .set({ demo: 1 })
        .where('vendor_code', '=', demo.vendorCode)
        .execute();
      const response = await new VendorSimulator(t, demo).send('balance', {
        playerId: String(member.id),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('vendor.signature.invalid');
    } finally {
      await t.cleanup();
    }
  });
});
