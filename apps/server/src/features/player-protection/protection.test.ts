import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AGENT_MONEY_API,
  API,
  CASHIER_API,
  LOTTERY_API,
  PAYMENT_SIGNATURE_HEADER,
  PLAY_API,
  PROTECTION_API,
  ProtectionState,
  RealityCheckValue,
  RgHistory,
  bgsPath,
} from '@app/contracts';
import {
  BO_MEMBER_PROTECTION_API,
  BoMemberProtection,
  BoMemberProtectionHistory,
} from '@app/contracts/backoffice';
import { buildApp } from '../../app.ts';
import { signedInOperator } from '../../testing/operators.ts';
import type { AppContext } from '../../lib/context.ts';
import { freshIp, okValue, registerByName, sendCode } from '../../testing/api.ts';
import { firstSlotGameId } from '../../testing/games.ts';
import {
  fundMember,
  insertDraw,
  insertLotteryGame,
  type TestDraw,
  type TestLotteryGame,
} from '../../testing/lottery.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestDatabase, testConfig, type TestApp } from '../../testing/test-app.ts';
import { createTestVendor, VendorSimulator } from '../../testing/vendors.ts';
import { expectLedgerBalanced } from '../../testing/ledger.ts';
import { runOpsCommand } from '../cashier/ops.command.ts';
import { signPayment } from '../cashier/providers.ts';

/**
 * Player protection over HTTP (issue 23, decision 048), on the app's own clock: every limit at
 * its boundary on every money route, cooling-off, session limit, reality checks, breaks and
 * self-exclusion (login, withdraw-only sessions, registration by e-mail or mobile, agents'
 * transfers), and the member's activity figures.
 */
const DEV_SECRET = 'dev-secret-for-tests-0123456789';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Wednesday 15 January 2031, 12:00 in São Paulo (UTC-3): far from any period's edge.
const START = Date.parse('2031-01-15T15:00:00.000Z');

let t: TestApp;
const clock = { now: START };
let ctx: AppContext;
let gameId: number;
let minBet: number;
let vendor: VendorSimulator;
let north: TestLotteryGame;
let draw: TestDraw;
let n = 0;
const key = (prefix: string) => `${prefix}-${(n += 1)}-${Date.now()}`;
const db = () => t.database.db;

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

function call(cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

function refused(response: Response, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.errorCode).toBe(code);
  return body as { message: string; value: Record<string, unknown> };
}

async function member(balance = 100_000, columns: Parameters<typeof insertMember>[1] = {}) {
  const m = await insertMember(db(), columns);
  if (balance) await fundMember(db(), m.id, balance);
  return { ...m, cookie: await sessionCookieFor(db(), m.id) };
}

async function login(userName: string, password = 'secret123', extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: API.login,
    remoteAddress: freshIp(),
    headers: { 'accept-language': 'en' },
    payload: { type: 'username', username: userName, password, ...extra },
  });
}

async function loggedIn(balance = 100_000) {
  const m = await member(balance);
  const response = await login(m.userName);
  expect(response.statusCode, response.body).toBe(200);
  const token = okValue<{ token: string }>(response).token;
  return { ...m, cookie: `session=${token}` };
}

const setLimit = (cookie: string, kind: string, period: string, amountCents: number | null) =>
  call(cookie, 'PUT', PROTECTION_API.limit, { kind, period, amountCents });
const state = async (cookie: string) =>
  ProtectionState.parse(okValue(await call(cookie, 'GET', PROTECTION_API.state)));
const limitOf = (s: ProtectionState, kind: string, period: string) =>
  s.limits.find((l) => l.kind === kind && l.period === period)!;
const spin = (cookie: string, betCents = minBet) =>
  call(cookie, 'POST', bgsPath(PLAY_API.bgsSpin, gameId), {
    betCents,
    idempotencyKey: key('spin'),
  });
const debit = (token: string, amountCents: number, roundId = key('r')) =>
  vendor.send(
    'debit',
    { token, transactionId: key('tx'), roundId, amountCents },
    { headers: { 'accept-language': 'en' } },
  );
const slip = (cookie: string, unitStakeCents: number) =>
  call(cookie, 'POST', LOTTERY_API.bets, {
    gameId: north.gameId,
    numero: draw.numero,
    requestId: key('slip'),
    lines: [{ betType: 'de', picks: ['12'], unitStakeCents }],
  });
const deposit = (cookie: string, amount: string) =>
  call(cookie, 'POST', CASHIER_API.deposits, { channelCode: 'dev-gateway', amount });
const tokenOf = (cookie: string) => cookie.split('=')[1]!;

beforeAll(async () => {
  const testDb = await createTestDatabase('seeded');
  const config = testConfig({ ...testDb.env, PAYMENT_PROVIDER_SECRETS: `dev:${DEV_SECRET}` });
  ctx = { config, db: testDb.database.db, merchantCode: 'DEMO', clock: () => clock.now };
  const app = await buildApp({ config, db: testDb.database.db, clock: ctx.clock! });
  await app.ready();
  t = {
    ...testDb,
    app,
    config,
    cleanup: async () => {
      await app.close();
      await testDb.cleanup();
    },
  };
  gameId = await firstSlotGameId(db());
  const probe = await member(0);
  minBet = okValue<{ minBetCents: number }>(
    await call(probe.cookie, 'GET', bgsPath(PLAY_API.bgsSession, gameId)),
  ).minBetCents;
  vendor = new VendorSimulator(t, await createTestVendor(db()));
  north = await insertLotteryGame(db(), 'north');
  draw = await insertDraw(db(), north, { drawAt: START + 200 * DAY, lockSeconds: 900 });
});
afterAll(async () => {
  await expectLedgerBalanced(db());
  await t.cleanup();
});

describe('limits at their boundary on every money route', () => {
  it('BGS spins: a daily wager limit passes a stake reaching it exactly and refuses one cent more', async () => {
    const exact = await member();
    okValue(await setLimit(exact.cookie, 'wager', 'day', 2 * minBet));
    expect((await spin(exact.cookie)).statusCode).toBe(200);
    expect((await spin(exact.cookie)).statusCode).toBe(200);
    const body = refused(await spin(exact.cookie), 403, 'rg.limit.wager.day');
    // Resets at the next midnight in São Paulo (03:00 UTC), written in the member's language.
    expect(body.value).toEqual({
      kind: 'wager',
      period: 'day',
      limitCents: 2 * minBet,
      usedCents: 2 * minBet,
      resetsAt: '2031-01-16T03:00:00.000Z',
    });
    expect(body.message).toContain('1/16/31');
    expect(limitOf(await state(exact.cookie), 'wager', 'day').usedCents).toBe(2 * minBet);

    const short = await member();
    okValue(await setLimit(short.cookie, 'wager', 'day', 2 * minBet - 1));
    expect((await spin(short.cookie)).statusCode).toBe(200);
    refused(await spin(short.cookie), 403, 'rg.limit.wager.day');
  });

  it('provider debits over the signed wallet API: a weekly loss limit counts wins back', async () => {
    const m = await member();
    const token = tokenOf(m.cookie);
    okValue(await setLimit(m.cookie, 'loss', 'week', 1_000));
    expect((await debit(token, 600)).statusCode).toBe(200);
    const body = refused(await debit(token, 401), 403, 'rg.limit.loss.week');
    // The week started on Monday 13 January (local midnight) and resets on Monday 20.
    expect(body.value).toMatchObject({ usedCents: 600, resetsAt: '2031-01-20T03:00:00.000Z' });
    expect(body.message).toMatch(/weekly loss limit/);
    const round = key('r');
    expect((await debit(token, 400, round)).statusCode).toBe(200);
    refused(await debit(token, 1), 403, 'rg.limit.loss.week');
    // A win of 300 in the round: the net loss is 700, so 300 more may be staked, not 301.
    const win = await vendor.send('credit', {
      token,
      transactionId: key('win'),
      roundId: round,
      amountCents: 300,
    });
    expect(win.statusCode, win.body).toBe(200);
    refused(await debit(token, 301), 403, 'rg.limit.loss.week');
    expect((await debit(token, 300)).statusCode).toBe(200);
  });

  it('lottery bets: a monthly wager limit', async () => {
    const m = await member();
    okValue(await setLimit(m.cookie, 'wager', 'month', 1_000));
    expect((await slip(m.cookie, 600)).statusCode).toBe(200);
    const body = refused(await slip(m.cookie, 500), 403, 'rg.limit.wager.month');
    expect(body.value).toMatchObject({ resetsAt: '2031-02-01T03:00:00.000Z', usedCents: 600 });
    expect((await slip(m.cookie, 400)).statusCode).toBe(200);
    refused(await slip(m.cookie, 100), 403, 'rg.limit.wager.month');
  });

  it('deposit requests: credited and pending deposits of the day count', async () => {
    const m = await member(0);
    okValue(await setLimit(m.cookie, 'deposit', 'day', 10_000));
    expect((await deposit(m.cookie, '60.00')).statusCode).toBe(200);
    refused(await deposit(m.cookie, '40.01'), 403, 'rg.limit.deposit.day');
    expect((await deposit(m.cookie, '40.00')).statusCode).toBe(200);
    refused(await deposit(m.cookie, '10.00'), 403, 'rg.limit.deposit.day');
    expect(limitOf(await state(m.cookie), 'deposit', 'day').usedCents).toBe(10_000);
  });

  it('a member without tools is not limited, and a trial account has no tools', async () => {
    const m = await member();
    expect((await spin(m.cookie)).statusCode).toBe(200);
    const trial = await member(0, { type: 4 });
    refused(await call(trial.cookie, 'GET', PROTECTION_API.state), 403, 'trial.forbidden');
  });
});

describe('cooling-off', () => {
  it('a lower or new limit applies at once; a higher one and a removal after 24 hours', async () => {
    const m = await member(0);
    const start = clock.now;
    let s = ProtectionState.parse(okValue(await setLimit(m.cookie, 'deposit', 'week', 10_000)));
    expect(limitOf(s, 'deposit', 'week')).toMatchObject({ amountCents: 10_000, pending: null });
    s = ProtectionState.parse(okValue(await setLimit(m.cookie, 'deposit', 'week', 20_000)));
    expect(limitOf(s, 'deposit', 'week')).toMatchObject({
      amountCents: 10_000,
      pending: { value: 20_000, effectiveAt: new Date(start + DAY).toISOString() },
    });
    expect(s.coolingOffHours).toBe(24);
    refused(await deposit(m.cookie, '100.01'), 403, 'rg.limit.deposit.week');

    clock.now = start + DAY - 1;
    expect(limitOf(await state(m.cookie), 'deposit', 'week').amountCents).toBe(10_000);
    refused(await deposit(m.cookie, '100.01'), 403, 'rg.limit.deposit.week');
    clock.now = start + DAY;
    expect(limitOf(await state(m.cookie), 'deposit', 'week')).toMatchObject({
      amountCents: 20_000,
      pending: null,
    });
    expect((await deposit(m.cookie, '100.01')).statusCode).toBe(200);

    // Lower: at once.
    s = ProtectionState.parse(okValue(await setLimit(m.cookie, 'deposit', 'week', 5_000)));
    expect(limitOf(s, 'deposit', 'week')).toMatchObject({ amountCents: 5_000, pending: null });
    refused(await deposit(m.cookie, '10.00'), 403, 'rg.limit.deposit.week');

    // Removal: after the cooling-off.
    const removedAt = clock.now;
    s = ProtectionState.parse(okValue(await setLimit(m.cookie, 'deposit', 'week', null)));
    expect(limitOf(s, 'deposit', 'week')).toMatchObject({
      amountCents: 5_000,
      pending: { value: null, effectiveAt: new Date(removedAt + DAY).toISOString() },
    });
    clock.now = removedAt + DAY;
    expect(limitOf(await state(m.cookie), 'deposit', 'week')).toMatchObject({
      amountCents: null,
      pending: null,
    });
    expect((await deposit(m.cookie, '50.00')).statusCode).toBe(200);

    const history = RgHistory.parse(okValue(await call(m.cookie, 'GET', PROTECTION_API.history)));
    expect(history.list.map((h) => [h.what, h.from, h.to, h.effectiveAt !== null])).toEqual([
      ['limit.deposit.week', '5000', null, true],
      ['limit.deposit.week', '20000', '5000', false],
      ['limit.deposit.week', '10000', '20000', true],
      ['limit.deposit.week', null, '10000', false],
    ]);
    // The session limit follows the same rules.
    s = ProtectionState.parse(
      okValue(await call(m.cookie, 'PUT', PROTECTION_API.sessionLimit, { minutes: 60 })),
    );
    expect(s.sessionLimitMinutes).toBe(60);
    const raisedAt = clock.now;
    s = ProtectionState.parse(
      okValue(await call(m.cookie, 'PUT', PROTECTION_API.sessionLimit, { minutes: 120 })),
    );
    expect(s).toMatchObject({
      sessionLimitMinutes: 60,
      sessionLimitPending: { value: 120, effectiveAt: new Date(raisedAt + DAY).toISOString() },
    });
    refused(
      await call(m.cookie, 'PUT', PROTECTION_API.sessionLimit, { minutes: 61 }),
      400,
      'request.invalid',
    );
    // The raise waits the whole cooling-off: not a millisecond before, and then applies.
    clock.now = raisedAt + DAY - 1;
    expect(await state(m.cookie)).toMatchObject({
      sessionLimitMinutes: 60,
      sessionLimitPending: { value: 120 },
    });
    clock.now = raisedAt + DAY;
    expect(await state(m.cookie)).toMatchObject({
      sessionLimitMinutes: 120,
      sessionLimitPending: null,
    });
  });
});

describe('session time and reality checks', () => {
  it('refuses stakes once the session lasted its limit, until the member logs in again', async () => {
    const m = await loggedIn();
    okValue(await call(m.cookie, 'PUT', PROTECTION_API.sessionLimit, { minutes: 15 }));
    expect((await spin(m.cookie)).statusCode).toBe(200);
    clock.now += 15 * MINUTE - 1;
    expect((await spin(m.cookie)).statusCode).toBe(200);
    clock.now += 1;
    const body = refused(await spin(m.cookie), 403, 'rg.limit.session');
    expect(body.message).toContain('15 min');
    refused(await debit(tokenOf(m.cookie), 100), 403, 'rg.limit.session');
    const again = await login(m.userName);
    const cookie = `session=${okValue<{ token: string }>(again).token}`;
    expect((await spin(cookie)).statusCode).toBe(200);
  });

  it('a due reality check holds play until the member continues', async () => {
    const m = await loggedIn();
    const started = clock.now;
    okValue(await call(m.cookie, 'PUT', PROTECTION_API.realityCheckInterval, { minutes: 15 }));
    let check = RealityCheckValue.parse(
      okValue(await call(m.cookie, 'GET', PROTECTION_API.realityCheck)),
    );
    expect(check).toMatchObject({
      intervalMinutes: 15,
      due: false,
      nextAt: new Date(started + 15 * MINUTE).toISOString(),
    });
    expect((await spin(m.cookie)).statusCode).toBe(200);
    clock.now += 15 * MINUTE;
    refused(await spin(m.cookie), 409, 'rg.reality.check.due');
    refused(await slip(m.cookie, 100), 409, 'rg.reality.check.due');
    check = RealityCheckValue.parse(
      okValue(await call(m.cookie, 'GET', PROTECTION_API.realityCheck)),
    );
    expect(check.due).toBe(true);
    expect(check.playedMinutes).toBe(15);
    expect(check.stakesCents).toBe(minBet);
    expect(check.netResultCents).toBe(check.winsCents - minBet);
    check = RealityCheckValue.parse(
      okValue(await call(m.cookie, 'POST', PROTECTION_API.realityCheckContinue, {})),
    );
    expect(check).toMatchObject({
      due: false,
      nextAt: new Date(clock.now + 15 * MINUTE).toISOString(),
    });
    expect((await spin(m.cookie)).statusCode).toBe(200);
  });
});

describe('breaks and self-exclusion', () => {
  it('self-exclusion: login refused, withdraw-only session, no re-registration or transfers, end after cooling-off', async () => {
    const agent = await member(100_000, { type: 1 });
    const m = await loggedIn();
    // Registered by user name with a mobile number (as the form allows): kept, not verified.
    const mobileNum = `119${String(Date.now()).slice(-8)}`;
    await db()
      .updateTable('members')
      .set({
        upline_id: agent.id,
        email: 'kept.out@example.com',
        payee_name: 'Ana Silva',
        country_dialing_code: '+55',
        mobile_num: mobileNum,
      })
      .where('id', '=', m.id)
      .execute();
    // Ready to withdraw: a payee and a withdrawal password.
    okValue(
      await call(m.cookie, 'PUT', CASHIER_API.payee, {
        bankName: 'Banco Um',
        accountNumber: '1234 5678 9012',
        holderName: 'Ana Silva',
        password: 'secret123',
      }),
    );
    okValue(
      await call(m.cookie, 'POST', CASHIER_API.withdrawPassword, {
        newPassword: '246810',
        confirmPassword: '246810',
        loginPassword: 'secret123',
      }),
    );

    refused(
      await call(m.cookie, 'POST', PROTECTION_API.exclusion, {
        duration: '6m',
        password: 'wrong-one',
      }),
      400,
      'security.password.incorrect',
    );
    const untilDate = new Date(clock.now);
    untilDate.setUTCMonth(untilDate.getUTCMonth() + 6);
    const until = untilDate.toISOString();
    const localDay = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'short',
    }).format(untilDate);
    const s = ProtectionState.parse(
      okValue(
        await call(m.cookie, 'POST', PROTECTION_API.exclusion, {
          duration: '6m',
          password: 'secret123',
        }),
      ),
    );
    expect(s.exclusion).toMatchObject({
      kind: 'self',
      duration: '6m',
      until,
      endRequestedAt: null,
    });
    // Even the live session cannot stake, deposit or open a game.
    refused(await spin(m.cookie), 403, 'rg.excluded.self');
    refused(await deposit(m.cookie, '10.00'), 403, 'rg.excluded.self');
    refused(
      await call(m.cookie, 'GET', bgsPath(PLAY_API.bgsSession, gameId)),
      403,
      'rg.excluded.self',
    );

    const denied = refused(await login(m.userName), 403, 'rg.excluded.self');
    expect(denied.value).toEqual({ kind: 'self', until, withdrawable: true });
    expect(denied.message).toContain(localDay);
    const withdrawOnly = await login(m.userName, 'secret123', { withdrawOnly: true });
    expect(withdrawOnly.statusCode, withdrawOnly.body).toBe(200);
    const cookie = `session=${okValue<{ token: string }>(withdrawOnly).token}`;
    refused(await spin(cookie), 403, 'rg.excluded.self');
    refused(await debit(tokenOf(cookie), 100), 403, 'rg.excluded.self');
    const withdrawal = await call(cookie, 'POST', CASHIER_API.withdrawals, {
      amount: '60.00',
      password: '246810',
      requestId: key('wd'),
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    // Another account with the same e-mail, and an agent's transfer: refused.
    await db().updateTable('merchants').set({ register_captcha_enabled: 0 }).execute();
    const registered = await registerByName(t.app, `again${Date.now() % 100000}`, {
      fields: { email: 'Kept.Out@example.com' },
    });
    refused(registered, 403, 'rg.register.excluded');
    // The same with the mobile number: given on the user-name form, or proven by an SMS code.
    const byNameWithMobile = await registerByName(t.app, `again${(Date.now() % 100000) + 1}`, {
      fields: { countryDialingCode: '+55', mobileNum },
    });
    refused(byNameWithMobile, 403, 'rg.register.excluded');
    const code = await sendCode(t.app, mobileNum, 'register');
    const byMobile = await t.app.inject({
      method: 'PUT',
      url: API.registerMobile,
      remoteAddress: freshIp(),
      payload: {
        registerMethod: 'H5',
        registerUrl: 'concha.demo.example',
        countryDialingCode: '+55',
        mobileNum,
        verificationCode: code,
        password: 'abc123',
        confirmPassword: 'abc123',
        type: 0,
        agreement: true,
      },
    });
    refused(byMobile, 403, 'rg.register.excluded');
    const sameNumber = await db()
      .selectFrom('members')
      .select('id')
      .where('mobile_num', '=', mobileNum)
      .execute();
    expect(sameNumber).toEqual([{ id: m.id }]);
    refused(
      await call(agent.cookie, 'POST', AGENT_MONEY_API.transferDownline, {
        requestId: key('agent-transfer'),
        memberId: m.id,
        amount: '5.00',
      }),
      403,
      'rg.transfer.excluded',
    );

    // A break instead is not stricter: refused. Ending early: refused.
    refused(
      await call(cookie, 'POST', PROTECTION_API.exclusion, {
        duration: '42d',
        password: 'secret123',
      }),
      409,
      'rg.exclusion.active',
    );
    refused(
      await call(cookie, 'POST', PROTECTION_API.exclusionEnd, {}),
      409,
      'rg.exclusion.not.ended',
    );

    // After the period: asked to end, it ends one cooling-off later.
    clock.now = Date.parse(until);
    refused(await login(m.userName), 403, 'rg.excluded.self');
    const ending = ProtectionState.parse(
      okValue(await call(cookie, 'POST', PROTECTION_API.exclusionEnd, {})),
    );
    expect(ending.exclusion).toMatchObject({
      endRequestedAt: new Date(clock.now).toISOString(),
      endsAt: new Date(clock.now + DAY).toISOString(),
    });
    clock.now += DAY - 1;
    refused(await login(m.userName), 403, 'rg.excluded.self');
    clock.now += 1;
    const back = await login(m.userName);
    expect(back.statusCode, back.body).toBe(200);
    const history = RgHistory.parse(okValue(await call(cookie, 'GET', PROTECTION_API.history)));
    expect(history.list.map((h) => h.what)).toEqual(['exclusion.end', 'exclusion.self']);
  });

  it('a break ends by itself and may become a self-exclusion; a permanent one never ends', async () => {
    const m = await loggedIn();
    okValue(
      await call(m.cookie, 'POST', PROTECTION_API.exclusion, {
        duration: '24h',
        password: 'secret123',
      }),
    );
    const denied = refused(await login(m.userName), 403, 'rg.excluded.timeout');
    expect(denied.value).toMatchObject({ kind: 'timeout', withdrawable: true });
    refused(
      await call(m.cookie, 'POST', PROTECTION_API.exclusionEnd, {}),
      409,
      'rg.exclusion.not.ended',
    );
    clock.now += DAY;
    expect((await login(m.userName)).statusCode).toBe(200);
    expect((await spin(m.cookie)).statusCode).toBe(200);

    okValue(
      await call(m.cookie, 'POST', PROTECTION_API.exclusion, {
        duration: '24h',
        password: 'secret123',
      }),
    );
    const upgraded = ProtectionState.parse(
      okValue(
        await call(m.cookie, 'POST', PROTECTION_API.exclusion, {
          duration: 'permanent',
          password: 'secret123',
        }),
      ),
    );
    expect(upgraded.exclusion).toMatchObject({ kind: 'self', duration: 'permanent', until: null });
    refused(await login(m.userName), 403, 'rg.excluded.permanent');
    refused(
      await call(m.cookie, 'POST', PROTECTION_API.exclusionEnd, {}),
      409,
      'rg.exclusion.permanent',
    );
    clock.now += 10 * 365 * DAY;
    refused(await login(m.userName), 403, 'rg.excluded.permanent');
  });
});

describe('back office (read-only)', () => {
  it('shows an operator the member’s tools and history; there is no write route', async () => {
    const m = await member(0);
    okValue(await setLimit(m.cookie, 'loss', 'month', 5_000));
    okValue(await setLimit(m.cookie, 'loss', 'month', 9_000));
    const operator = await signedInOperator(db(), 'support', new Date(clock.now));
    const url = BO_MEMBER_PROTECTION_API.tools.replace(':id', String(m.id));
    const tools = BoMemberProtection.parse(
      okValue(await t.app.inject({ method: 'GET', url, headers: operator.headers })),
    );
    expect(limitOf(tools, 'loss', 'month')).toMatchObject({
      amountCents: 5_000,
      pending: { value: 9_000 },
    });
    const history = BoMemberProtectionHistory.parse(
      okValue(
        await t.app.inject({
          method: 'GET',
          url: BO_MEMBER_PROTECTION_API.history.replace(':id', String(m.id)),
          headers: operator.headers,
        }),
      ),
    );
    expect(history.list.map((h) => [h.from, h.to])).toEqual([
      ['5000', '9000'],
      [null, '5000'],
    ]);
    const write = await t.app.inject({
      method: 'PUT',
      url,
      headers: operator.headers,
      payload: {},
    });
    expect(write.statusCode).toBe(404);
  });
});

describe('activity', () => {
  it('shows net deposits this month and in total, minutes signed in per period and the previous login', async () => {
    // Sessions (login, last seen) and ledger entries are stamped by the wall clock, the periods
    // by the app clock; in production they are one clock. Here both move together, by faking
    // Date alone (timers stay real), so every figure can be checked to the cent and minute.
    // March 2051 starts on a Wednesday; São Paulo is UTC-3 all year.
    const local = (wall: string) => Date.parse(`${wall}-03:00`);
    expect(clock.now).toBeLessThan(local('2051-02-28T00:00'));
    const at = (ms: number) => {
      clock.now = ms;
      vi.setSystemTime(ms);
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const m = await insertMember(db(), { payee_name: 'Rita Lopes' });
      const signIn = async (ip: string) => {
        const response = await t.app.inject({
          method: 'POST',
          url: API.login,
          remoteAddress: ip,
          payload: { type: 'username', username: m.userName, password: 'secret123' },
        });
        return `session=${okValue<{ token: string }>(response).token}`;
      };
      const credited = async (cookie: string, amount: string, amountCents: number) => {
        const { deposit: created } = okValue<{ deposit: { id: number } }>(
          await deposit(cookie, amount),
        );
        const raw = JSON.stringify({
          depositId: created.id,
          transactionId: key('tx'),
          amountCents,
          status: 'success',
        });
        okValue(
          await t.app.inject({
            method: 'POST',
            url: CASHIER_API.gatewayCallback.replace(':provider', 'dev'),
            headers: {
              'content-type': 'application/json',
              [PAYMENT_SIGNATURE_HEADER]: signPayment(DEV_SECRET, raw),
            },
            payload: raw,
          }),
        );
      };

      // First login on the last evening of February, 23:00; R$ 300 credited that month.
      at(local('2051-02-28T23:00'));
      const first = await signIn('203.0.113.10');
      at(local('2051-02-28T23:10'));
      await credited(first, '300.00', 30_000);
      // Past midnight, 1 March: R$ 200 credited, and a request never paid (not money: no count).
      at(local('2051-03-01T00:30'));
      await credited(first, '200.00', 20_000);
      okValue(await deposit(first, '50.00'));
      const early = (await state(first)).activity;
      expect(early).toEqual({
        netDepositMonthCents: 20_000,
        netDepositTotalCents: 50_000,
        // Signed in 23:00 -> 00:30: 30 minutes fall in March (today), 90 in the week of Monday 27.
        playMinutesToday: 30,
        playMinutesWeek: 90,
        playMinutesMonth: 30,
        previousLoginAt: null,
        previousLoginIp: null,
      });

      // Second login two weeks later, Tuesday 14 March 23:30, from another address.
      at(local('2051-03-14T23:30'));
      const second = await signIn('203.0.113.20');
      okValue(
        await call(second, 'PUT', CASHIER_API.payee, {
          bankName: 'Banco Um',
          accountNumber: '1234 5678 9012',
          holderName: 'Rita Lopes',
          password: 'secret123',
        }),
      );
      okValue(
        await call(second, 'POST', CASHIER_API.withdrawPassword, {
          newPassword: '246810',
          confirmPassword: '246810',
          loginPassword: 'secret123',
        }),
      );
      // Withdrawals after midnight: R$ 120 paid by the cashier, R$ 60 rejected (it comes back).
      at(local('2051-03-15T00:15'));
      const withdraw = async (amount: string) =>
        okValue<{ withdrawal: { id: number } }>(
          await call(second, 'POST', CASHIER_API.withdrawals, {
            amount,
            password: '246810',
            requestId: key('wd'),
          }),
        ).withdrawal.id;
      const paid = await withdraw('120.00');
      const rejected = await withdraw('60.00');
      const quiet = { out: () => {}, err: () => {} };
      expect(await runOpsCommand(['pay-withdrawal', String(paid)], ctx, quiet)).toBe(0);
      const reject = ['reject-withdrawal', String(rejected), '--reason', 'Wrong account'];
      expect(await runOpsCommand(reject, ctx, quiet)).toBe(0);
      at(local('2051-03-15T00:45'));
      const activity = (await state(second)).activity;
      expect(activity).toEqual({
        // 200 - 120 since 1 March; 300 + 200 - 120 in all (the rejected 60 went and came back).
        netDepositMonthCents: 8_000,
        netDepositTotalCents: 38_000,
        // This session, 23:30 -> 00:45: 45 minutes today, 75 this week (from Monday 13); the
        // month adds the first session's 30 minutes after midnight on the 1st.
        playMinutesToday: 45,
        playMinutesWeek: 75,
        playMinutesMonth: 105,
        previousLoginAt: new Date(local('2051-02-28T23:00')).toISOString(),
        previousLoginIp: '203.0.113.10',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
