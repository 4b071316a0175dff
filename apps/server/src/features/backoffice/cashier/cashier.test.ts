import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CASHIER_API, MESSAGES_API, RECONCILE_API } from '@app/contracts';
import {
  BO_APPROVALS_API,
  BO_CASHIER_API,
  type BoApproval,
  type BoApprovalPage,
  type BoDeposit,
  type BoDepositDetail,
  type BoDepositPage,
  type BoPayValue,
  type BoWithdrawal,
  type BoWithdrawalDetail,
  type BoWithdrawalPage,
  type OpsPayValue,
} from '@app/contracts/backoffice';
import { okValue } from '../../../testing/api.ts';
import {
  expectLedgerBalanced,
  houseBalance as houseBalanceOf,
  insertMemberWithBalance,
  memberBalance,
} from '../../../testing/ledger.ts';
import { sessionCookieFor } from '../../../testing/members.ts';
import { operatorApiKey, signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

/**
 * The back office's cashier (issue 21, decision 043): the queues, the decisions (each once, each
 * one audit row with the values before and after), four-eyes on large payments, and the
 * operator API's per-operator API keys that replaced the shared OPERATOR_TOKEN.
 */
const LIMIT = 50_000;

let t: TestApp;
let cashier: TestOperator;
let cashier2: TestOperator;
let finance: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ config: { FOUR_EYES_WITHDRAWAL_CENTS: String(LIMIT) } });
  cashier = await signedInOperator(t.database.db, 'cashier');
  cashier2 = await signedInOperator(t.database.db, 'cashier');
  finance = await signedInOperator(t.database.db, 'finance');
});
afterAll(async () => t?.cleanup());

/** Double entry holds and no member goes below zero, whatever a test decided. */
afterEach(async () => expectLedgerBalanced(t.database.db));

function expectError(response: LightMyRequestResponse, status: number, errorCode: string) {
  expect(
    {
      status: response.statusCode,
      errorCode: (response.json() as { errorCode?: string }).errorCode,
    },
    response.body,
  ).toEqual({ status, errorCode });
}

const path = (template: string, id: number) => template.replace(':id', String(id));

function get(operator: { headers: object }, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { ...operator.headers } });
}
function post(operator: { headers: object }, url: string, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: { ...operator.headers }, payload });
}

const balanceOf = (memberId: number) => memberBalance(t.database.db, memberId);

const houseBalance = (name: string) => houseBalanceOf(t.database.db, name);

async function auditRows(targetType: string, targetId: number) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();
}

async function newMember(balance = 0, userName?: string) {
  const member = await insertMemberWithBalance(t.database.db, balance, {
    payee_name: 'Ana Silva',
    ...(userName ? { user_name: userName } : {}),
  });
  return { ...member, cookie: await sessionCookieFor(t.database.db, member.id) };
}

function memberCall(cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function memberDeposit(cookie: string, amount: string): Promise<number> {
  const value = okValue<{ deposit: { id: number } }>(
    await memberCall(cookie, 'POST', CASHIER_API.deposits, {
      channelCode: 'bank-transfer',
      amount,
      reference: `TRF-${amount}`,
    }),
  );
  return value.deposit.id;
}

async function readyToWithdraw(balance: number) {
  const member = await newMember(balance);
  okValue(
    await memberCall(member.cookie, 'PUT', CASHIER_API.payee, {
      bankName: 'Banco Um',
      accountNumber: '1234 5678 9012',
      holderName: 'Ana Silva',
      password: member.password,
    }),
  );
  okValue(
    await memberCall(member.cookie, 'POST', CASHIER_API.withdrawPassword, {
      newPassword: '246810',
      confirmPassword: '246810',
      loginPassword: member.password,
    }),
  );
  return member;
}

let serial = 0;
async function memberWithdrawal(cookie: string, amount: string): Promise<number> {
  const value = okValue<{ withdrawal: { id: number } }>(
    await memberCall(cookie, 'POST', CASHIER_API.withdrawals, {
      amount,
      password: '246810',
      requestId: `bo-test-${Date.now()}-${(serial += 1)}`,
    }),
  );
  return value.withdrawal.id;
}

async function inbox(cookie: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${MESSAGES_API.inbox}?language=EN&pageNo=1&pageSize=20`,
    headers: { cookie },
  });
  return okValue<{ list: { title: string; content: string }[] }>(response).list;
}

describe('queues', () => {
  it('filters by status, member, amount and date, sorts by created or amount, and pages', async () => {
    const member = await newMember(0, `queue${Date.now().toString(36)}`);
    const other = await newMember();
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const insert = (memberId: number, amountCents: number, status: string, createdAt: string) =>
      t.database.db
        .insertInto('deposits')
        .values({
          merchant_code: 'DEMO',
          member_id: memberId,
          channel_code: 'bank-transfer',
          kind: 'manual',
          amount_cents: amountCents,
          status,
          reference: 'R',
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const a = await insert(member.id, 3_000, 'pending', at(50));
    const b = await insert(member.id, 9_000, 'pending', at(40));
    const c = await insert(member.id, 1_000, 'pending', at(30));
    const d = await insert(member.id, 5_000, 'rejected', at(20));
    await insert(other.id, 7_000, 'pending', at(10));

    const page = async (query: string) =>
      okValue<BoDepositPage>(await get(cashier, `${BO_CASHIER_API.deposits}?${query}`));
    const ids = (value: BoDepositPage) => value.rows.map((row) => row.id);

    // Pending by default, oldest first; the member by account name (any case) or by id.
    const byName = await page(`member=${member.userName.toUpperCase()}`);
    expect(ids(byName)).toEqual([a.id, b.id, c.id]);
    expect(byName.total).toBe(3);
    expect(byName.rows[0]).toMatchObject({ userName: member.userName, memberId: member.id });
    expect(ids(await page(`member=${member.id}&status=all`))).toEqual([a.id, b.id, c.id, d.id]);
    expect(ids(await page(`member=${member.id}&status=rejected`))).toEqual([d.id]);
    // Amount range, inclusive.
    expect(ids(await page(`member=${member.id}&minCents=3000&maxCents=9000`))).toEqual([
      a.id,
      b.id,
    ]);
    // Date range: from inclusive, to exclusive.
    const range = `from=${encodeURIComponent(at(45))}&to=${encodeURIComponent(at(30))}`;
    expect(ids(await page(`member=${member.id}&${range}`))).toEqual([b.id]);
    // Sorting by amount either way, and newest first.
    expect(ids(await page(`member=${member.id}&sort=amount`))).toEqual([c.id, a.id, b.id]);
    expect(ids(await page(`member=${member.id}&sort=amount&order=desc`))).toEqual([
      b.id,
      a.id,
      c.id,
    ]);
    expect(ids(await page(`member=${member.id}&order=desc`))).toEqual([c.id, b.id, a.id]);
    // Paging keeps the total of every match.
    const second = await page(`member=${member.id}&status=all&limit=2&offset=2`);
    expect(ids(second)).toEqual([c.id, d.id]);
    expect(second.total).toBe(4);
    // A status the queue does not have is a bad request.
    expectError(
      await get(cashier, `${BO_CASHIER_API.deposits}?status=paid`),
      400,
      'request.invalid',
    );
  });

  it('shows one request with its member’s balance, payee and recent history', async () => {
    const member = await readyToWithdraw(80_000);
    const depositId = await memberDeposit(member.cookie, '60');
    const withdrawalId = await memberWithdrawal(member.cookie, '100');
    const deposit = okValue<BoDepositDetail>(
      await get(cashier, path(BO_CASHIER_API.deposit, depositId)),
    );
    expect(deposit.deposit).toMatchObject({ id: depositId, amountCents: 6_000, status: 'pending' });
    expect(deposit.member).toMatchObject({
      id: member.id,
      userName: member.userName,
      balanceCents: 70_000,
      payee: { bankName: 'Banco Um', holderName: 'Ana Silva' },
    });
    expect(deposit.member.deposits.map((row) => row.id)).toEqual([depositId]);
    expect(deposit.member.withdrawals.map((row) => row.id)).toEqual([withdrawalId]);
    expect(deposit.member.ledger.map((row) => [row.kind, row.amountCents])).toEqual([
      ['withdrawal.hold', -10_000],
      ['seed.grant', 80_000],
    ]);
    const withdrawal = okValue<BoWithdrawalDetail>(
      await get(cashier, path(BO_CASHIER_API.withdrawal, withdrawalId)),
    );
    expect(withdrawal.withdrawal).toMatchObject({
      id: withdrawalId,
      amountCents: 10_000,
      fullAccountNumber: '123456789012',
      fourEyes: false,
      approvalId: null,
    });
    expect(withdrawal.approval).toBeNull();
    expectError(
      await get(cashier, path(BO_CASHIER_API.deposit, 999_999)),
      404,
      'cashier.deposit.not.found',
    );
  });
});

describe('deposit decisions', () => {
  it('approves once: one credit in the ledger, one audit row with before and after', async () => {
    const member = await newMember();
    const id = await memberDeposit(member.cookie, '80');
    const url = path(BO_CASHIER_API.depositApprove, id);
    const answers = await Promise.all([post(cashier, url), post(cashier2, url)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    expect(okValue<BoDeposit>(winner)).toMatchObject({ id, status: 'approved' });
    expectError(
      answers.find((a) => a.statusCode === 409)!,
      409,
      'cashier.already.processed',
    );
    expect(await balanceOf(member.id)).toBe(8_000);
    const transfers = await t.database.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', `deposit:${id}`)
      .execute();
    expect(transfers).toHaveLength(1);
    // A repeat, or a rejection after it, changes and records nothing.
    expectError(await post(cashier, url), 409, 'cashier.already.processed');
    expectError(
      await post(cashier, path(BO_CASHIER_API.depositReject, id), { reason: 'too late' }),
      409,
      'cashier.already.processed',
    );
    expect(await balanceOf(member.id)).toBe(8_000);
    const audit = await auditRows('deposit', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'deposit.approve', via: 'session' });
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({
      status: 'pending',
      amountCents: 8_000,
    });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 'approved' });
  });

  it('rejects with a required reason the member reads in the inbox and on the deposit', async () => {
    const member = await newMember();
    const id = await memberDeposit(member.cookie, '55');
    const url = path(BO_CASHIER_API.depositReject, id);
    expectError(await post(cashier, url, {}), 400, 'request.invalid');
    expectError(await post(cashier, url, { reason: '  ' }), 400, 'request.invalid');
    expect(
      okValue<BoDeposit>(await post(cashier, url, { reason: 'No transfer found' })),
    ).toMatchObject({
      status: 'rejected',
      reason: 'No transfer found',
    });
    expect(await balanceOf(member.id)).toBe(0);
    const message = (await inbox(member.cookie)).find((m) => m.title === 'Deposit rejected');
    expect(message?.content).toContain('Reason: No transfer found');
    const records = okValue<{ content: { id: number; reason: string }[] }>(
      await memberCall(member.cookie, 'GET', CASHIER_API.deposits),
    );
    expect(records.content.find((d) => d.id === id)?.reason).toBe('No transfer found');
    const audit = await auditRows('deposit', id);
    expect(audit.map((row) => [row.action, row.reason])).toEqual([
      ['deposit.reject', 'No transfer found'],
    ]);
  });
});

describe('withdrawal decisions and four-eyes', () => {
  it('pays at or below the limit at once, once', async () => {
    const member = await readyToWithdraw(100_000);
    const id = await memberWithdrawal(member.cookie, String(LIMIT / 100));
    const holdBefore = await houseBalance('withdrawal-hold');
    const url = path(BO_CASHIER_API.withdrawalPay, id);
    const answers = await Promise.all([post(cashier, url), post(cashier2, url)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const paid = okValue<BoPayValue>(answers.find((a) => a.statusCode === 200)!);
    expect(paid).toMatchObject({ outcome: 'paid', withdrawal: { status: 'paid' }, approval: null });
    expect(await houseBalance('withdrawal-hold')).toBe(holdBefore - LIMIT);
    expect((await auditRows('withdrawal', id)).map((row) => row.action)).toEqual([
      'withdrawal.pay',
    ]);
  });

  it('above the limit only requests; another operator confirms and it is paid once', async () => {
    const member = await readyToWithdraw(100_000);
    const id = await memberWithdrawal(member.cookie, '600');
    const holdBefore = await houseBalance('withdrawal-hold');
    const url = path(BO_CASHIER_API.withdrawalPay, id);

    const requested = okValue<BoPayValue>(await post(cashier, url, { note: 'checked the KYC' }));
    expect(requested).toMatchObject({
      outcome: 'awaiting-approval',
      withdrawal: { status: 'pending', fourEyes: true },
      approval: {
        kind: 'withdrawal.pay',
        status: 'pending',
        amountCents: 60_000,
        targetLabel: member.userName,
        reason: 'checked the KYC',
        requestedBy: { id: cashier.id, username: cashier.username },
      },
    });
    const approvalId = requested.approval!.id;
    expect(requested.withdrawal.approvalId).toBe(approvalId);
    // Asking again (anyone) answers the same request and records nothing more.
    const again = okValue<BoPayValue>(await post(cashier2, url));
    expect(again.approval?.id).toBe(approvalId);
    expect(await houseBalance('withdrawal-hold')).toBe(holdBefore);
    expect((await auditRows('withdrawal', id)).map((row) => row.action)).toEqual([
      'withdrawal.pay.request',
    ]);

    const pending = okValue<BoApprovalPage>(await get(finance, BO_APPROVALS_API.list));
    expect(pending.rows.find((row) => row.id === approvalId)).toMatchObject({
      targetType: 'withdrawal',
      targetId: String(id),
      amountCents: 60_000,
    });
    const detail = okValue<BoWithdrawalDetail>(
      await get(cashier, path(BO_CASHIER_API.withdrawal, id)),
    );
    expect(detail.approval?.id).toBe(approvalId);

    const confirm = path(BO_APPROVALS_API.confirm, approvalId);
    expectError(await post(cashier, confirm), 409, 'bo.approval.self');
    expect(await houseBalance('withdrawal-hold')).toBe(holdBefore);
    const answers = await Promise.all([post(cashier2, confirm), post(finance, confirm)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const confirmed = okValue<{ approval: BoApproval; result: { status: string } }>(
      answers.find((a) => a.statusCode === 200)!,
    );
    expect(confirmed.approval.status).toBe('confirmed');
    expect(confirmed.result).toMatchObject({ withdrawalId: id, status: 'paid' });
    expectError(await post(finance, confirm), 409, 'bo.approval.decided');
    expectError(await post(cashier, url), 409, 'cashier.already.processed');
    expect(await houseBalance('withdrawal-hold')).toBe(holdBefore - 60_000);
    expect(await balanceOf(member.id)).toBe(40_000);
    const messages = await inbox(member.cookie);
    expect(messages.filter((m) => m.title === 'Withdrawal paid')).toHaveLength(1);
    const audit = await auditRows('withdrawal', id);
    expect(audit.map((row) => row.action)).toEqual([
      'withdrawal.pay.request',
      'approval.confirm.withdrawal.pay',
    ]);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ status: 'pending' });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ status: 'confirmed' });
    const row = await t.database.db
      .selectFrom('withdrawals')
      .select('decided_by')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.decided_by).toContain(cashier.username);
  });

  it('a refused request pays nothing; rejecting the withdrawal returns the money with the reason', async () => {
    const member = await readyToWithdraw(100_000);
    const id = await memberWithdrawal(member.cookie, '700');
    const first = okValue<BoPayValue>(await post(cashier, path(BO_CASHIER_API.withdrawalPay, id)));
    const refuse = path(BO_APPROVALS_API.reject, first.approval!.id);
    expectError(await post(finance, refuse, {}), 400, 'request.invalid');
    expect(
      okValue<BoApproval>(await post(finance, refuse, { reason: 'Ask for documents' })),
    ).toMatchObject({
      status: 'rejected',
      decidedBy: { id: finance.id },
    });
    expect(await balanceOf(member.id)).toBe(30_000);

    // Requested again, then the withdrawal itself is rejected: the request closes with it.
    const second = okValue<BoPayValue>(await post(cashier, path(BO_CASHIER_API.withdrawalPay, id)));
    expect(second.approval!.id).not.toBe(first.approval!.id);
    const reject = path(BO_CASHIER_API.withdrawalReject, id);
    expectError(await post(cashier2, reject, {}), 400, 'request.invalid');
    const rejected = okValue<BoWithdrawal>(
      await post(cashier2, reject, { reason: 'Account closed by the bank' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', approvalId: null });
    expectError(
      await post(cashier2, reject, { reason: 'again' }),
      409,
      'cashier.already.processed',
    );
    expect(await balanceOf(member.id)).toBe(100_000);
    const closed = await t.database.db
      .selectFrom('approvals')
      .select('status')
      .where('id', '=', second.approval!.id)
      .executeTakeFirstOrThrow();
    expect(closed.status).toBe('rejected');
    expectError(
      await post(finance, path(BO_APPROVALS_API.confirm, second.approval!.id)),
      409,
      'bo.approval.decided',
    );

    // The member reads the reason in the inbox and on the withdrawal.
    const message = (await inbox(member.cookie)).find((m) => m.title === 'Withdrawal rejected');
    expect(message?.content).toContain('Reason: Account closed by the bank');
    const tracker = okValue<{ content: { id: number; status: string; reason: string }[] }>(
      await memberCall(member.cookie, 'GET', CASHIER_API.withdrawals),
    );
    expect(tracker.content.find((w) => w.id === id)).toMatchObject({
      status: 'rejected',
      reason: 'Account closed by the bank',
    });
    const audit = await auditRows('withdrawal', id);
    expect(audit.map((row) => row.action)).toEqual([
      'withdrawal.pay.request',
      'approval.reject.withdrawal.pay',
      'withdrawal.pay.request',
      'withdrawal.reject',
    ]);
    expect(JSON.parse(audit[3]!.after_json!)).toMatchObject({
      status: 'rejected',
      closedApprovals: [second.approval!.id],
    });
  });

  it('lists the queue with who asks for a second operator', async () => {
    const member = await readyToWithdraw(100_000);
    const id = await memberWithdrawal(member.cookie, '800');
    okValue(await post(cashier, path(BO_CASHIER_API.withdrawalPay, id)));
    const queue = okValue<BoWithdrawalPage>(
      await get(cashier, `${BO_CASHIER_API.withdrawals}?member=${member.id}`),
    );
    expect(queue.rows).toHaveLength(1);
    expect(queue.rows[0]).toMatchObject({ id, fourEyes: true, status: 'pending' });
    expect(queue.rows[0]!.approvalId).toEqual(expect.any(Number));
    // Leave nothing held behind for the ledger check: reject it.
    okValue(
      await post(cashier, path(BO_CASHIER_API.withdrawalReject, id), { reason: 'test over' }),
    );
  });
});

describe('permissions', () => {
  it('reads need cashier.read, decisions cashier.decide, approvals approvals.confirm', async () => {
    const member = await newMember();
    const id = await memberDeposit(member.cookie, '50');
    const support = await signedInOperator(t.database.db, 'support');
    const risk = await signedInOperator(t.database.db, 'risk');
    const content = await signedInOperator(t.database.db, 'content');
    expectError(await get(support, BO_CASHIER_API.deposits), 403, 'bo.forbidden');
    okValue(await get(risk, BO_CASHIER_API.deposits));
    expectError(await post(risk, path(BO_CASHIER_API.depositApprove, id)), 403, 'bo.forbidden');
    expectError(await get(content, BO_APPROVALS_API.list), 403, 'bo.forbidden');
    expectError(await get({ headers: {} }, BO_CASHIER_API.withdrawals), 401, 'bo.auth.required');
    expect(await auditRows('deposit', id)).toEqual([]);
    okValue(await post(cashier, path(BO_CASHIER_API.depositReject, id), { reason: 'cleanup' }));
  });
});

describe('the operator API with API keys (OPERATOR_TOKEN retired)', () => {
  const ops = (authorization: string) => ({ headers: { authorization } });

  it('works with a key whose role has the permission and audits under its operator', async () => {
    const key = await operatorApiKey(t.database.db, 'cashier');
    const member = await newMember();
    const id = await memberDeposit(member.cookie, '70');
    const listed = okValue<{ id: number }[]>(
      await get(ops(key.authorization), CASHIER_API.opsDeposits),
    );
    expect(listed.map((row) => row.id)).toContain(id);
    okValue(await post(ops(key.authorization), path(CASHIER_API.opsDepositApprove, id)));
    expect(await balanceOf(member.id)).toBe(7_000);
    const audit = await auditRows('deposit', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'deposit.approve',
      operator_id: key.operatorId,
      via: 'api-key',
    });
    expectError(
      await post(ops(key.authorization), path(CASHIER_API.opsDepositApprove, id)),
      409,
      'cashier.already.processed',
    );
    expect(await auditRows('deposit', id)).toHaveLength(1);
  });

  it('refuses a revoked key (401) and a role without the permission (403)', async () => {
    const revoked = await operatorApiKey(t.database.db, 'cashier');
    await t.database.db
      .updateTable('operator_api_keys')
      .set({ revoked_at: new Date().toISOString() })
      .where('operator_id', '=', revoked.operatorId)
      .execute();
    expectError(
      await get(ops(revoked.authorization), CASHIER_API.opsDeposits),
      401,
      'bo.auth.required',
    );
    const support = await operatorApiKey(t.database.db, 'support');
    expectError(
      await get(ops(support.authorization), CASHIER_API.opsWithdrawals),
      403,
      'bo.forbidden',
    );
    const risk = await operatorApiKey(t.database.db, 'risk');
    okValue(await get(ops(risk.authorization), CASHIER_API.opsWithdrawals));
    const member = await newMember();
    const id = await memberDeposit(member.cookie, '65');
    expectError(
      await post(ops(risk.authorization), path(CASHIER_API.opsDepositApprove, id)),
      403,
      'bo.forbidden',
    );
    expect(await balanceOf(member.id)).toBe(0);
    // Reconciliation reads the cashier's side: cashier.read.
    const body = {
      from: new Date(Date.now() - 3600_000).toISOString(),
      to: new Date().toISOString(),
    };
    expectError(
      await post(ops(support.authorization), RECONCILE_API.reconcile, body),
      403,
      'bo.forbidden',
    );
    expectError(
      await post({ headers: {} }, RECONCILE_API.reconcile, body),
      401,
      'bo.auth.required',
    );
    expect(
      (await post(ops(risk.authorization), RECONCILE_API.reconcile, body)).statusCode,
    ).not.toBe(403);
    okValue(await post(cashier, path(BO_CASHIER_API.depositReject, id), { reason: 'cleanup' }));
  });

  it('keeps four-eyes: a large payment through a key is only requested', async () => {
    const key = await operatorApiKey(t.database.db, 'cashier');
    const member = await readyToWithdraw(100_000);
    const id = await memberWithdrawal(member.cookie, '900');
    const value = okValue<OpsPayValue>(
      await post(ops(key.authorization), path(CASHIER_API.opsWithdrawalPay, id)),
    );
    expect(value).toMatchObject({ id, status: 'pending', approvalId: expect.any(Number) });
    expect(await balanceOf(member.id)).toBe(10_000);
    okValue(await post(finance, path(BO_APPROVALS_API.confirm, value.approvalId!)));
    const [paid] = okValue<{ status: string }[]>(
      await get(ops(key.authorization), `${CASHIER_API.opsWithdrawals}?status=paid&limit=500`),
    ).filter((row) => (row as unknown as { id: number }).id === id);
    expect(paid?.status).toBe('paid');
  });
});
