import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  CASHIER_API,
  LOTTERY_API,
  PLAY_API,
  PROTECTION_API,
  ProtectionState,
  bgsPath,
  type RgPeriod,
} from '@app/contracts';
import { buildApp } from '../../app.ts';
import { freshIp, okValue } from '../../testing/api.ts';
import { firstSlotGameId } from '../../testing/games.ts';
import { expectLedgerBalanced, memberBalance } from '../../testing/ledger.ts';
import {
  fundMember,
  insertDraw,
  insertLotteryGame,
  type TestDraw,
  type TestLotteryGame,
} from '../../testing/lottery.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { countRows } from '../../testing/rows.ts';
import { createTestDatabase, testConfig, type TestApp } from '../../testing/test-app.ts';
import { createTestVendor, VendorSimulator } from '../../testing/vendors.ts';
import { DEFAULT_GAME_LIMITS, setGameLimits } from '../game-limits/game-limits.service.ts';

/**
 * Every stake limit kind at its boundary on every stake route (issue 23, decision 048): a BGS
 * spin, a provider debit over the signed wallet API and a lottery bet, each with a wager and a
 * loss limit, the three periods covered by each kind. At the boundary: a stake bringing usage
 * exactly to the limit passes, one step more (a cent, or the slot's bet step) is refused with
 * rg.limit.<kind>.<period> naming the limit and its reset, and nothing moves. Also the session
 * time limit on provider debits and lottery bets, and deposit limits per week and month.
 * One app on a fixed clock for the file.
 */
const DEV_SECRET = 'dev-secret-for-tests-0123456789';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// Wednesday 15 January 2031, 12:00 in São Paulo (UTC-3): far from any period's edge.
const START = Date.parse('2031-01-15T15:00:00.000Z');
const ZONE = 'America/Sao_Paulo';
/** When each period resets: the next local midnight, Monday 20 January, 1 February. */
const RESETS: Record<RgPeriod, string> = {
  day: '2031-01-16T03:00:00.000Z',
  week: '2031-01-20T03:00:00.000Z',
  month: '2031-02-01T03:00:00.000Z',
};
const ADJECTIVE: Record<RgPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
/** The reset as an English message writes it (merchant's zone), e.g. "1/20/31, 12:00 AM". */
const resetText = (period: RgPeriod) =>
  new Intl.DateTimeFormat('en-US', { timeZone: ZONE, dateStyle: 'short', timeStyle: 'short' })
    .format(new Date(RESETS[period]))
    .replace(/\u202f/g, ' ');

let t: TestApp;
const clock = { now: START };
let gameId: number;
let vendor: VendorSimulator;
let north: TestLotteryGame;
let draw: TestDraw;
let n = 0;
const key = (prefix: string) => `${prefix}-${(n += 1)}-${Date.now()}`;
const db = () => t.database.db;

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;
interface Member {
  id: number;
  userName: string;
  cookie: string;
}

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

function passed(response: Response) {
  expect(response.statusCode, response.body).toBe(200);
}

async function member(balance = 100_000): Promise<Member> {
  const m = await insertMember(db());
  if (balance) await fundMember(db(), m.id, balance);
  return { ...m, cookie: await sessionCookieFor(db(), m.id) };
}

/** A member signed in through the login route: the session starts on the app's clock. */
async function loggedIn(): Promise<Member> {
  const m = await member();
  const response = await t.app.inject({
    method: 'POST',
    url: API.login,
    remoteAddress: freshIp(),
    headers: { 'accept-language': 'en' },
    payload: { type: 'username', username: m.userName, password: 'secret123' },
  });
  passed(response);
  return { ...m, cookie: `session=${okValue<{ token: string }>(response).token}` };
}

const tokenOf = (cookie: string) => cookie.split('=')[1]!;
const setLimit = async (m: Member, kind: string, period: string, amountCents: number) =>
  okValue(await call(m.cookie, 'PUT', PROTECTION_API.limit, { kind, period, amountCents }));
const limitOf = async (m: Member, kind: string, period: string) =>
  ProtectionState.parse(okValue(await call(m.cookie, 'GET', PROTECTION_API.state))).limits.find(
    (l) => l.kind === kind && l.period === period,
  )!;

/** What a refused call must leave as it was: the member's balance and every ledger row. */
async function moneyState(memberId: number) {
  return {
    balance: await memberBalance(db(), memberId),
    transfers: await countRows(db(), 'ledger_transfers'),
    entries: await countRows(db(), 'ledger_entries'),
    rounds: await countRows(db(), 'game_rounds'),
    lotteryBets: await countRows(db(), 'lottery_bets'),
    deposits: await countRows(db(), 'deposits'),
  };
}

interface StakeRoute {
  /** The smallest stake the route takes, and the step between stakes. */
  unit: () => number;
  step: () => number;
  stake: (m: Member, cents: number) => Promise<Response>;
}

let minBet = 0;
let betStep = 0;
const ROUTES: Record<'spin' | 'provider debit' | 'lottery bet', StakeRoute> = {
  spin: {
    unit: () => minBet,
    step: () => betStep,
    stake: (m, betCents) =>
      call(m.cookie, 'POST', bgsPath(PLAY_API.bgsSpin, gameId), {
        betCents,
        idempotencyKey: key('spin'),
      }),
  },
  'provider debit': {
    unit: () => 100,
    step: () => 1,
    stake: (m, amountCents) =>
      vendor.send(
        'debit',
        { token: tokenOf(m.cookie), transactionId: key('tx'), roundId: key('r'), amountCents },
        { headers: { 'accept-language': 'en' } },
      ),
  },
  'lottery bet': {
    unit: () => 100, // LOTTERY_MIN_UNIT_STAKE_CENTS; any cent above it
    step: () => 1,
    stake: (m, unitStakeCents) =>
      call(m.cookie, 'POST', LOTTERY_API.bets, {
        gameId: north.gameId,
        numero: draw.numero,
        requestId: key('slip'),
        lines: [{ betType: 'de', picks: ['12'], unitStakeCents }],
      }),
  },
};

beforeAll(async () => {
  const testDb = await createTestDatabase('seeded');
  const config = testConfig({ ...testDb.env, PAYMENT_PROVIDER_SECRETS: `dev:${DEV_SECRET}` });
  const app = await buildApp({ config, db: testDb.database.db, clock: () => clock.now });
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
  const session = okValue<{ minBetCents: number; betStepCents: number }>(
    await call(probe.cookie, 'GET', bgsPath(PLAY_API.bgsSession, gameId)),
  );
  minBet = session.minBetCents;
  betStep = session.betStepCents;
  // The slot pays nothing here, so a spin's loss is exactly its stake whatever the reels show
  // (wins giving loss room back are covered by protection.test.ts on provider credits).
  await setGameLimits(
    db(),
    'DEMO',
    'slot',
    { maxStakeCents: DEFAULT_GAME_LIMITS.slot.maxStakeCents, maxWinCents: 0 },
    gameId,
  );
  vendor = new VendorSimulator(t, await createTestVendor(db()));
  north = await insertLotteryGame(db(), 'north');
  draw = await insertDraw(db(), north, { drawAt: START + 200 * DAY, lockSeconds: 900 });
});
afterEach(() => {
  clock.now = START;
});
afterAll(async () => {
  await expectLedgerBalanced(db());
  await t.cleanup();
});

// Every route with both stake kinds; each kind meets every period once.
const STAKE_CASES = [
  { route: 'spin', kind: 'wager', period: 'day' },
  { route: 'spin', kind: 'loss', period: 'week' },
  { route: 'provider debit', kind: 'wager', period: 'week' },
  { route: 'provider debit', kind: 'loss', period: 'month' },
  { route: 'lottery bet', kind: 'wager', period: 'month' },
  { route: 'lottery bet', kind: 'loss', period: 'day' },
] as const;

describe('stake limits at their boundary on every stake route', () => {
  it.each(STAKE_CASES)(
    '$route: the $period $kind limit passes a stake reaching it and refuses one step more',
    async ({ route, kind, period }) => {
      const r = ROUTES[route];
      const m = await member();
      // Earlier play of the period counts: one stake before the limit is set.
      const earlier = r.unit();
      passed(await r.stake(m, earlier));
      const room = 2 * r.unit();
      const limit = earlier + room;
      await setLimit(m, kind, period, limit);
      expect(await limitOf(m, kind, period)).toMatchObject({
        amountCents: limit,
        usedCents: earlier,
        resetsAt: RESETS[period],
      });

      // One step over the room left: refused, and nothing moves.
      const before = await moneyState(m.id);
      const code = `rg.limit.${kind}.${period}`;
      const body = refused(await r.stake(m, room + r.step()), 403, code);
      expect(body.value).toEqual({
        kind,
        period,
        limitCents: limit,
        usedCents: earlier,
        resetsAt: RESETS[period],
      });
      expect(body.message).toContain(`${ADJECTIVE[period]} ${kind} limit`);
      expect(body.message.replace(/\u202f/g, ' ')).toContain(resetText(period));
      expect(await moneyState(m.id)).toEqual(before);

      // Exactly the room left: passes, and the limit is used up.
      passed(await r.stake(m, room));
      expect((await limitOf(m, kind, period)).usedCents).toBe(limit);
      expect(await memberBalance(db(), m.id)).toBe(before.balance - room);

      // At the limit even the smallest stake the route takes is refused.
      const full = await moneyState(m.id);
      refused(await r.stake(m, r.unit()), 403, code);
      expect(await moneyState(m.id)).toEqual(full);
    },
  );
});

describe('the session time limit on provider debits and lottery bets', () => {
  it.each(['provider debit', 'lottery bet'] as const)(
    '%s: refused once the session lasted its limit, with nothing moved',
    async (route) => {
      const r = ROUTES[route];
      const m = await loggedIn();
      okValue(await call(m.cookie, 'PUT', PROTECTION_API.sessionLimit, { minutes: 15 }));
      passed(await r.stake(m, r.unit()));
      clock.now = START + 15 * MINUTE - 1;
      passed(await r.stake(m, r.unit()));
      clock.now = START + 15 * MINUTE;
      const before = await moneyState(m.id);
      const body = refused(await r.stake(m, r.unit()), 403, 'rg.limit.session');
      expect(body.message).toContain('session time limit of 15 min');
      expect(await moneyState(m.id)).toEqual(before);
    },
  );
});

describe('deposit limits per week and month', () => {
  const deposit = (m: Member, amount: string) =>
    call(m.cookie, 'POST', CASHIER_API.deposits, { channelCode: 'dev-gateway', amount });

  it.each(['week', 'month'] as const)(
    'the %s deposit limit passes a request reaching it and refuses one cent more',
    async (period) => {
      const m = await member(0);
      await setLimit(m, 'deposit', period, 10_000);
      passed(await deposit(m, '60.00'));
      const before = await moneyState(m.id);
      const code = `rg.limit.deposit.${period}`;
      const body = refused(await deposit(m, '40.01'), 403, code);
      expect(body.value).toEqual({
        kind: 'deposit',
        period,
        limitCents: 10_000,
        usedCents: 6_000,
        resetsAt: RESETS[period],
      });
      expect(body.message).toContain(`${ADJECTIVE[period]} deposit limit`);
      expect(body.message.replace(/\u202f/g, ' ')).toContain(resetText(period));
      expect(await moneyState(m.id)).toEqual(before);
      passed(await deposit(m, '40.00'));
      expect((await limitOf(m, 'deposit', period)).usedCents).toBe(10_000);
      refused(await deposit(m, '10.00'), 403, code);
    },
  );
});
