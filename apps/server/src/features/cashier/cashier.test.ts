import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_API, MESSAGES_API, PAYMENT_SIGNATURE_HEADER } from '@app/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  expectLedgerBalanced,
  houseBalance as houseBalanceOf,
  insertMemberWithBalance,
  memberBalance,
} from '../../testing/ledger.ts';
import { sessionCookieFor } from '../../testing/members.ts';
import { okValue } from '../../testing/api.ts';
import { operatorApiKey } from '../../testing/operators.ts';
import { expectError } from '../accounts/test-support.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { signPayment } from './providers.ts';
import { runOpsCommand } from './ops.command.ts';

const DEV_SECRET = 'dev-secret-for-tests-0123456789';
/** A cashier's API key (decision 043): the operator API's credential. */
let ops: { authorization: string };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: { PAYMENT_PROVIDER_SECRETS: `dev:${DEV_SECRET}` },
  });
  ops = { authorization: (await operatorApiKey(t.database.db, 'cashier')).authorization };
});
afterAll(async () => t.cleanup());

/** Double entry: every transfer has two equal sides, so all balances always sum to 0. */
afterEach(async () => expectLedgerBalanced(t.database.db));

const balanceOf = (memberId: number) => memberBalance(t.database.db, memberId);

const houseBalance = (name: string) => houseBalanceOf(t.database.db, name);

async function newMember(options: { type?: number; balance?: number; payeeName?: string } = {}) {
  const member = await insertMemberWithBalance(t.database.db, options.balance, {
    type: options.type ?? 0,
    payee_name: options.payeeName ?? '',
  });
  const cookie = await sessionCookieFor(t.database.db, member.id);
  return { ...member, cookie };
}

function call(cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

function callback(body: object, secret = DEV_SECRET, provider = 'dev') {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: CASHIER_API.gatewayCallback.replace(':provider', provider),
    headers: {
      'content-type': 'application/json',
      [PAYMENT_SIGNATURE_HEADER]: signPayment(secret, raw),
    },
    payload: raw,
  });
}

async function gatewayDeposit(cookie: string, amount = '100.00') {
  return okValue<{ deposit: { id: number; status: string }; paymentUrl: string }>(
    await call(cookie, 'POST', CASHIER_API.deposits, { channelCode: 'dev-gateway', amount }),
  );
}

/** What the member's deposit page shows: the deposit's status and the balance now. */
async function depositDetail(cookie: string, id: number) {
  return okValue<{ deposit: { status: string }; balanceCents: number }>(
    await call(cookie, 'GET', CASHIER_API.deposit.replace(':id', String(id))),
  );
}

async function readyToWithdraw(balance = 100_000) {
  const member = await newMember({ balance, payeeName: 'Ana Silva' });
  okValue(
    await call(member.cookie, 'PUT', CASHIER_API.payee, {
      bankName: 'Banco Um',
      accountNumber: '1234 5678 9012',
      holderName: 'Ana Silva',
      password: 'secret123',
    }),
  );
  okValue(
    await call(member.cookie, 'POST', CASHIER_API.withdrawPassword, {
      newPassword: '246810',
      confirmPassword: '246810',
      loginPassword: 'secret123',
    }),
  );
  return member;
}

let requestCounter = 0;
const requestId = () => `req-${Date.now()}-${(requestCounter += 1)}`;

/** A withdrawal request, a new one unless the id of an earlier one is given. */
function withdraw(cookie: string, amount: string, password = '246810', id = requestId()) {
  return call(cookie, 'POST', CASHIER_API.withdrawals, { amount, password, requestId: id });
}

/** The member's inbox, newest first, in a language. */
async function inbox(cookie: string, language: 'PT' | 'EN') {
  const response = await t.app.inject({
    method: 'GET',
    url: `${MESSAGES_API.inbox}?language=${language}&pageNo=1&pageSize=20`,
    headers: { cookie },
  });
  return okValue<{ list: { title: string; content: string }[] }>(response).list;
}

describe('channels', () => {
  it('names channels and their instructions in the language asked, the merchant default otherwise', async () => {
    const member = await newMember();
    type Names = { deposit: { displayName: string; instructions: string }[] };
    const names = async (query: string) =>
      okValue<Names>(await call(member.cookie, 'GET', `${CASHIER_API.channels}${query}`)).deposit;
    const pt = await names('?language=PT');
    expect(pt.map((c) => c.displayName)).toEqual(['Pagamento online', 'Transferência bancária']);
    expect(pt[1]!.instructions).toContain('Chave PIX');
    const en = await names('?language=EN');
    expect(en.map((c) => c.displayName)).toEqual(['Online payment', 'Bank transfer']);
    expect(en[1]!.instructions).toContain('Account holder');
    // The demo merchant's default language is Portuguese.
    expect((await names('')).map((c) => c.displayName)).toEqual(pt.map((c) => c.displayName));
  });

  it('titles the deposit promotions in the language asked (issue 18)', async () => {
    const member = await newMember();
    const titles = async (language: string) =>
      okValue<{ promotions: { title: string }[] }>(
        await call(member.cookie, 'GET', `${CASHIER_API.channels}?language=${language}`),
      ).promotions.map((p) => p.title);
    expect(await titles('PT')).toContain('Oferta de 100% no primeiro depósito');
    expect(await titles('EN')).toContain('First Deposit Bonus 100%');
  });

  it('lists the seeded manual and gateway channels with limits, and refuses trial accounts', async () => {
    const member = await newMember();
    const value = okValue<{
      deposit: { code: string; kind: string; minCents: number }[];
      withdrawal: { code: string } | null;
    }>(await call(member.cookie, 'GET', CASHIER_API.channels));
    expect(value.deposit.map((c) => [c.code, c.kind])).toEqual([
      ['dev-gateway', 'gateway'],
      ['bank-transfer', 'manual'],
    ]);
    expect(value.withdrawal?.code).toBe('bank-payout');

    const trial = await newMember({ type: 4 });
    const refused = expectError(
      await call(trial.cookie, 'GET', CASHIER_API.channels),
      403,
      'trial.forbidden',
    );
    expect(refused.message).toMatch(/actual account|conta real/);
    expectError(
      await t.app.inject({ method: 'GET', url: CASHIER_API.channels }),
      401,
      'auth.required',
    );
  });
});

describe('gateway deposits', () => {
  it('credits once on a signed callback, and a repeated callback moves nothing', async () => {
    const member = await newMember();
    const created = await gatewayDeposit(member.cookie, '100.50');
    expect(created.deposit.status).toBe('pending');
    expect(created.paymentUrl).toBe(`/dev/pay/${created.deposit.id}`);
    const body = {
      depositId: created.deposit.id,
      transactionId: 'tx-1',
      amountCents: 10_050,
      status: 'success',
    };
    expect(okValue(await callback(body))).toEqual({ status: 'approved', replayed: false });
    expect(await balanceOf(member.id)).toBe(10_050);
    expect(okValue(await callback(body))).toEqual({ status: 'approved', replayed: true });
    // A late callback with another transaction id for a decided deposit is refused.
    expectError(
      await callback({ ...body, transactionId: 'tx-1b' }),
      409,
      'cashier.already.processed',
    );
    expect(await balanceOf(member.id)).toBe(10_050);
    const detail = await depositDetail(member.cookie, created.deposit.id);
    expect(detail).toMatchObject({ deposit: { status: 'approved' }, balanceCents: 10_050 });
  });

  it('refuses forged, unsigned and mis-signed callbacks with 401 and an amount mismatch with 409', async () => {
    const member = await newMember();
    const created = await gatewayDeposit(member.cookie);
    const body = {
      depositId: created.deposit.id,
      transactionId: 'tx-forged',
      amountCents: 10_000,
      status: 'success',
    };
    expectError(
      await callback(body, 'not-the-secret-at-all-000000'),
      401,
      'vendor.signature.invalid',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: CASHIER_API.gatewayCallback.replace(':provider', 'dev'),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
      401,
      'vendor.signature.invalid',
    );
    expectError(await callback(body, DEV_SECRET, 'acme'), 401, 'vendor.signature.invalid');
    expectError(
      await callback({ ...body, amountCents: 99_999 }),
      409,
      'cashier.payment.amount.mismatch',
    );
    expect(await balanceOf(member.id)).toBe(0);
    const [row] = await t.database.db
      .selectFrom('deposits')
      .select('status')
      .where('id', '=', created.deposit.id)
      .execute();
    expect(row?.status).toBe('pending');
  });

  it('runs the development payment page: Pay posts the signed callback and returns to the site', async () => {
    const member = await newMember();
    const created = await gatewayDeposit(member.cookie, '25');
    const page = await call(member.cookie, 'GET', created.paymentUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('25.00');
    const paid = await t.app.inject({
      method: 'POST',
      url: created.paymentUrl,
      headers: { cookie: member.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/m/voucherCenter/result?depositId=${created.deposit.id}`);
    expect(await balanceOf(member.id)).toBe(2_500);
    // A guest needs a session; another member cannot open it.
    expectError(
      await t.app.inject({ method: 'GET', url: created.paymentUrl }),
      401,
      'auth.required',
    );
    const other = await newMember();
    expectError(
      await call(other.cookie, 'GET', created.paymentUrl),
      404,
      'cashier.deposit.not.found',
    );
  });

  it('a cancelled payment (failed callback) rejects the deposit and credits nothing', async () => {
    const member = await newMember();
    const created = await gatewayDeposit(member.cookie, '40');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: created.paymentUrl,
      headers: { cookie: member.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=failed',
    });
    expect(cancelled.statusCode).toBe(303);
    const detail = await depositDetail(member.cookie, created.deposit.id);
    expect(detail).toMatchObject({ deposit: { status: 'rejected' }, balanceCents: 0 });
    // Paying afterwards changes nothing.
    const body = {
      depositId: created.deposit.id,
      transactionId: 'tx-after',
      amountCents: 4_000,
      status: 'success',
    };
    expectError(await callback(body), 409, 'cashier.already.processed');
    expect(await balanceOf(member.id)).toBe(0);
  });

  it('refuses an amount above the configured maximum, whatever the channel allows, and one above the ceiling', async () => {
    const member = await readyToWithdraw(10_000);
    const post = (amount: string) =>
      call(member.cookie, 'POST', CASHIER_API.deposits, { channelCode: 'dev-gateway', amount });
    const deposits = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('deposits')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await deposits();
    // An operator's channel maximum set far too high: the route's maximum still holds.
    const channels = await t.database.db
      .selectFrom('payment_channels')
      .select(['id', 'max_cents'])
      .execute();
    await t.database.db
      .updateTable('payment_channels')
      .set({ max_cents: 90_000_000_000 })
      .execute();
    try {
      expectError(await post('100000.01'), 400, 'amount.above.max');
      expectError(await withdraw(member.cookie, '100000.01'), 400, 'amount.above.max');
      // Above the absolute ceiling of any amount: the schema refuses it.
      expectError(await post('1000000000.01'), 400, 'request.invalid');
    } finally {
      for (const channel of channels) {
        await t.database.db
          .updateTable('payment_channels')
          .set({ max_cents: channel.max_cents })
          .where('id', '=', channel.id)
          .execute();
      }
    }
    expect(await deposits()).toBe(before);
    expect(await balanceOf(member.id)).toBe(10_000);
  });

  it('refuses amounts outside the channel limits or with more than 2 decimals', async () => {
    const member = await newMember();
    const post = (amount: string) =>
      call(member.cookie, 'POST', CASHIER_API.deposits, { channelCode: 'dev-gateway', amount });
    expectError(await post('10.001'), 400, 'cashier.amount.invalid');
    expectError(await post('0'), 400, 'cashier.amount.invalid');
    expectError(await post('-5'), 400, 'cashier.amount.invalid');
    expectError(await post('9.99'), 400, 'cashier.amount.below.min');
    expectError(await post('10000.01'), 400, 'cashier.amount.above.max');
    // The limit in the text is written the member's way (decision 034).
    const inLanguage = async (language: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${CASHIER_API.deposits}?language=${language}`,
        headers: { cookie: member.cookie },
        payload: { channelCode: 'dev-gateway', amount: '10000.01' },
      });
      return (response.json() as { message: string }).message;
    };
    expect(await inLanguage('PT')).toContain('10.000,00');
    expect(await inLanguage('VI')).toContain('10.000,00');
    expect(await inLanguage('EN')).toContain('10,000.00');
    expectError(
      await call(member.cookie, 'POST', CASHIER_API.deposits, {
        channelCode: 'nope',
        amount: '20',
      }),
      404,
      'cashier.channel.not.found',
    );
    const count = await t.database.db
      .selectFrom('deposits')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(count).toEqual([]);
  });
});

describe('manual deposits and operator decisions', () => {
  it('stays pending until approved; two concurrent approvals credit once', async () => {
    const member = await newMember();
    expectError(
      await call(member.cookie, 'POST', CASHIER_API.deposits, {
        channelCode: 'bank-transfer',
        amount: '80',
      }),
      400,
      'cashier.reference.required',
    );
    const created = okValue<{
      deposit: { id: number; status: string; reference: string };
      paymentUrl: null;
    }>(
      await call(member.cookie, 'POST', CASHIER_API.deposits, {
        channelCode: 'bank-transfer',
        amount: '80',
        reference: 'TRF-778',
      }),
    );
    expect(created).toMatchObject({
      deposit: { status: 'pending', reference: 'TRF-778' },
      paymentUrl: null,
    });
    expect(await balanceOf(member.id)).toBe(0);

    const pending = okValue<{ id: number }[]>(
      await t.app.inject({ method: 'GET', url: CASHIER_API.opsDeposits, headers: ops }),
    );
    expect(pending.map((d) => d.id)).toContain(created.deposit.id);

    const url = CASHIER_API.opsDepositApprove.replace(':id', String(created.deposit.id));
    const cashierBefore = await houseBalance('cashier');
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url, headers: ops, payload: {} }),
      t.app.inject({ method: 'POST', url, headers: ops, payload: {} }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(member.id)).toBe(8_000);
    expect(await houseBalance('cashier')).toBe(cashierBefore - 8_000);
    // Rejecting after approval changes nothing.
    expectError(
      await t.app.inject({
        method: 'POST',
        url: CASHIER_API.opsDepositReject.replace(':id', String(created.deposit.id)),
        headers: ops,
        payload: { reason: 'late' },
      }),
      409,
      'cashier.already.processed',
    );
    // An unknown deposit is not found, whichever the decision.
    for (const route of [CASHIER_API.opsDepositApprove, CASHIER_API.opsDepositReject]) {
      expectError(
        await t.app.inject({
          method: 'POST',
          url: route.replace(':id', '999999'),
          headers: ops,
          payload: { reason: 'none' },
        }),
        404,
        'cashier.deposit.not.found',
      );
    }
    const audit = await t.database.db
      .selectFrom('cashier_audit')
      .selectAll()
      .where('target', '=', `deposit:${created.deposit.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['deposit.approve']);
  });

  it('rejects once with a reason the member sees, and accepts a deposit promotion', async () => {
    const member = await newMember();
    const promotions = okValue<{ promotions: { id: number }[] }>(
      await call(member.cookie, 'GET', CASHIER_API.channels),
    ).promotions;
    const promotionId = promotions[0]?.id;
    const created = okValue<{ deposit: { id: number; promotionId: number | null } }>(
      await call(member.cookie, 'POST', CASHIER_API.deposits, {
        channelCode: 'bank-transfer',
        amount: '60',
        reference: 'X1',
        ...(promotionId ? { promotionId } : {}),
      }),
    );
    expect(created.deposit.promotionId).toBe(promotionId ?? null);
    expectError(
      await call(member.cookie, 'POST', CASHIER_API.deposits, {
        channelCode: 'bank-transfer',
        amount: '60',
        reference: 'X1',
        promotionId: 999_999,
      }),
      400,
      'cashier.promotion.invalid',
    );
    const io = { out: [] as string[], err: [] as string[] };
    const ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
    const sink = { out: (l: string) => io.out.push(l), err: (l: string) => io.err.push(l) };
    expect(
      await runOpsCommand(
        ['reject-deposit', String(created.deposit.id), '--reason', 'No transfer found'],
        ctx,
        sink,
      ),
    ).toBe(0);
    expect(await runOpsCommand(['approve-deposit', String(created.deposit.id)], ctx, sink)).toBe(1);
    expect(io.err.join('\n')).toContain('cashier.already.processed');
    expect(await balanceOf(member.id)).toBe(0);
    // The member's inbox says so, with the reason, once (issue 18).
    // (Beside the merchant's broadcasts.)
    const pt = (await inbox(member.cookie, 'PT')).filter((m) => m.title.startsWith('Depósito'));
    expect(pt.map((m) => m.title)).toEqual(['Depósito recusado']);
    expect(pt[0]!.content).toContain('R$ 60,00');
    expect(pt[0]!.content).toContain('Motivo: No transfer found');
    expect((await inbox(member.cookie, 'EN')).map((m) => m.title)).toContain('Deposit rejected');
    const records = okValue<{ content: { id: number; status: string; reason: string }[] }>(
      await call(member.cookie, 'GET', CASHIER_API.deposits),
    );
    expect(records.content.find((d) => d.id === created.deposit.id)).toMatchObject({
      status: 'rejected',
      reason: 'No transfer found',
    });
  });

  it('expires old pending deposits when read, and a late gateway payment still credits once', async () => {
    const member = await newMember();
    const created = await gatewayDeposit(member.cookie, '30');
    await t.database.db
      .updateTable('deposits')
      .set({ created_at: new Date(Date.now() - 2 * 24 * 3600_000).toISOString() })
      .where('id', '=', created.deposit.id)
      .execute();
    const records = okValue<{ content: { id: number; status: string }[] }>(
      await call(member.cookie, 'GET', CASHIER_API.deposits),
    );
    expect(records.content[0]).toMatchObject({ id: created.deposit.id, status: 'expired' });
    const body = {
      depositId: created.deposit.id,
      transactionId: 'tx-late',
      amountCents: 3_000,
      status: 'success',
    };
    okValue(await callback(body));
    okValue(await callback(body));
    expect(await balanceOf(member.id)).toBe(3_000);
  });

  it('guards the operator API with an operator API key', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: CASHIER_API.opsDeposits }),
      401,
      'bo.auth.required',
    );
    expectError(
      await t.app.inject({
        method: 'GET',
        url: CASHIER_API.opsWithdrawals,
        headers: { authorization: 'Bearer bok_wrong-token-xxxxxxxxxx' },
      }),
      401,
      'bo.auth.required',
    );
  });
});

describe('withdrawals', () => {
  it('binds a payee whose holder must match the real name, first binding sets it', async () => {
    const member = await newMember();
    const bound = okValue<{ accountNumber: string; holderName: string }>(
      await call(member.cookie, 'PUT', CASHIER_API.payee, {
        bankName: 'Banco Dois',
        accountNumber: '000111222333',
        holderName: 'Rui Costa',
        password: 'secret123',
      }),
    );
    expect(bound).toEqual({
      bankName: 'Banco Dois',
      accountNumber: '**** 2333',
      holderName: 'Rui Costa',
    });
    expectError(
      await call(member.cookie, 'PUT', CASHIER_API.payee, {
        bankName: 'Banco Três',
        accountNumber: '999888777',
        holderName: 'Someone Else',
        password: 'secret123',
      }),
      400,
      'cashier.payee.name.mismatch',
    );
    const row = await t.database.db
      .selectFrom('members')
      .select('payee_name')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.payee_name).toBe('Rui Costa');
  });

  it('holds the amount at once, then pays it exactly once under two concurrent operators', async () => {
    const member = await readyToWithdraw(100_000);
    const id = requestId();
    const value = okValue<{
      withdrawal: { id: number; status: string; amountCents: number };
      balanceCents: number;
    }>(await withdraw(member.cookie, '300.25', '246810', id));
    expect(value).toMatchObject({
      withdrawal: { status: 'pending', amountCents: 30_025 },
      balanceCents: 69_975,
    });
    // The same request again answers the first withdrawal and holds nothing more.
    const again = okValue<{ withdrawal: { id: number } }>(
      await withdraw(member.cookie, '300.25', '246810', id),
    );
    expect(again.withdrawal.id).toBe(value.withdrawal.id);
    expect(await balanceOf(member.id)).toBe(69_975);

    const holdBefore = await houseBalance('withdrawal-hold');
    const cashierBefore = await houseBalance('cashier');
    const url = CASHIER_API.opsWithdrawalPay.replace(':id', String(value.withdrawal.id));
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url, headers: ops, payload: {} }),
      t.app.inject({ method: 'POST', url, headers: ops, payload: {} }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await houseBalance('withdrawal-hold')).toBe(holdBefore - 30_025);
    expect(await houseBalance('cashier')).toBe(cashierBefore + 30_025);
    expect(await balanceOf(member.id)).toBe(69_975);
    const tracker = okValue<{ content: { status: string }[] }>(
      await call(member.cookie, 'GET', CASHIER_API.withdrawals),
    );
    expect(tracker.content[0]?.status).toBe('paid');
    // One inbox message for the one payment, however many operators raced.
    const messages = await inbox(member.cookie, 'EN');
    expect(messages.filter((m) => m.title === 'Withdrawal paid')).toHaveLength(1);
    expect(messages.find((m) => m.title === 'Withdrawal paid')!.content).toContain('300.25');
  });

  it('rejects once: the held amount returns to the member with the reason', async () => {
    const member = await readyToWithdraw(100_000);
    const created = okValue<{ withdrawal: { id: number } }>(await withdraw(member.cookie, '500'));
    expect(await balanceOf(member.id)).toBe(50_000);
    const ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
    const sink = { out: () => {}, err: () => {} };
    const args = ['reject-withdrawal', String(created.withdrawal.id), '--reason', 'Account closed'];
    const codes = await Promise.all([
      runOpsCommand(args, ctx, sink),
      runOpsCommand(args, ctx, sink),
    ]);
    expect(codes.sort()).toEqual([0, 1]);
    expect(await balanceOf(member.id)).toBe(100_000);
    expect(await runOpsCommand(['pay-withdrawal', String(created.withdrawal.id)], ctx, sink)).toBe(
      1,
    );
    const tracker = okValue<{ content: { status: string; reason: string }[] }>(
      await call(member.cookie, 'GET', CASHIER_API.withdrawals),
    );
    expect(tracker.content[0]).toMatchObject({ status: 'rejected', reason: 'Account closed' });
  });

  it('refuses every bad request with its code and moves nothing', async () => {
    const member = await readyToWithdraw(10_000);
    const tryWithdraw = (amount: string, password?: string) =>
      withdraw(member.cookie, amount, password);
    expectError(await tryWithdraw('100.001'), 400, 'cashier.amount.invalid');
    expectError(await tryWithdraw('10'), 400, 'cashier.amount.below.min');
    expectError(await tryWithdraw('30000'), 400, 'cashier.amount.above.max');
    expectError(await tryWithdraw('100.01'), 409, 'wallet.insufficient.funds');
    expectError(await tryWithdraw('60', '111111'), 400, 'withdraw.password.incorrect');

    const noPayee = await newMember({ balance: 10_000 });
    expectError(await withdraw(noPayee.cookie, '60'), 409, 'cashier.payee.required');
    okValue(
      await call(noPayee.cookie, 'PUT', CASHIER_API.payee, {
        bankName: 'Banco',
        accountNumber: '12345678',
        holderName: 'Zé Lopes',
        password: 'secret123',
      }),
    );
    expectError(await withdraw(noPayee.cookie, '60'), 409, 'withdraw.password.required');
    const trial = await newMember({ type: 4, balance: 10_000 });
    expectError(await withdraw(trial.cookie, '60'), 403, 'trial.forbidden');
    expect(await balanceOf(member.id)).toBe(10_000);
    expect(await balanceOf(noPayee.id)).toBe(10_000);
    expect(await balanceOf(trial.id)).toBe(10_000);
    const rows = await t.database.db
      .selectFrom('withdrawals')
      .select('id')
      .where('member_id', 'in', [member.id, noPayee.id, trial.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it('locks withdrawals after 5 wrong passwords, and changes the password with the old one', async () => {
    const member = await readyToWithdraw(20_000);
    const check = (password: string) =>
      call(member.cookie, 'POST', CASHIER_API.withdrawPasswordCheck, { password });
    okValue(await check('246810'));
    for (let i = 0; i < 4; i += 1)
      expectError(await check('000000'), 400, 'withdraw.password.incorrect');
    expectError(await check('000000'), 423, 'withdraw.password.locked');
    // Even the right password waits out the lock, and nothing is held.
    expectError(await withdraw(member.cookie, '60'), 423, 'withdraw.password.locked');
    expect(await balanceOf(member.id)).toBe(20_000);
    const info = okValue<{ lockedUntil: string | null; passwordSet: boolean }>(
      await call(member.cookie, 'GET', CASHIER_API.withdrawInfo),
    );
    expect(info.passwordSet).toBe(true);
    expect(info.lockedUntil).not.toBeNull();

    const other = await readyToWithdraw(0);
    expectError(
      await call(other.cookie, 'POST', CASHIER_API.withdrawPassword, {
        newPassword: '123456',
        confirmPassword: '123456',
      }),
      409,
      'withdraw.password.already.set',
    );
    expectError(
      await call(other.cookie, 'PUT', CASHIER_API.withdrawPassword, {
        oldPassword: '999999',
        newPassword: '135790',
        confirmPassword: '135790',
      }),
      400,
      'withdraw.password.incorrect',
    );
    okValue(
      await call(other.cookie, 'PUT', CASHIER_API.withdrawPassword, {
        oldPassword: '246810',
        newPassword: '135790',
        confirmPassword: '135790',
      }),
    );
    const stored = await t.database.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(stored.payment_password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.payment_password_hash).not.toBe(await hashPassword('135790'));
  });
});
