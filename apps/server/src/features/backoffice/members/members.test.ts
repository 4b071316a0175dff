import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, API, InboxPage, MESSAGES_API } from '@app/contracts';
import {
  BO_APPROVALS_API,
  BO_MEMBERS_API,
  BO_MEMBER_PROTECTION_API,
  OPERATOR_ROLES,
  boMemberPath,
  roleCan,
  type Permission,
  type BoAdjustmentValue,
  type BoMemberBetPage,
  type BoMemberCashier,
  type BoMemberDevices,
  type BoMemberLedgerPage,
  type BoMemberNote,
  type BoMemberNotePage,
  type BoMemberPage,
  type BoMemberProfile,
  type BoMemberRoundPage,
  type BoMemberSessionPage,
} from '@app/contracts/backoffice';
import { okValue } from '../../../testing/api.ts';
import {
  expectLedgerBalanced,
  insertMemberWithBalance,
  memberBalance,
} from '../../../testing/ledger.ts';
import { insertMember, sessionCookieFor } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { hashToken } from '../../../lib/sessions.ts';
import { expectError } from '../../accounts/test-support.ts';
import { confirmApproval } from '../index.ts';

const LIMIT = 100_000;

let t: TestApp;
let support: TestOperator;
let finance: TestOperator;
let financeTwo: TestOperator;
let cashier: TestOperator;
let content: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ config: { FOUR_EYES_ADJUSTMENT_CENTS: String(LIMIT) } });
  const db = t.database.db;
  support = await signedInOperator(db, 'support');
  finance = await signedInOperator(db, 'finance');
  financeTwo = await signedInOperator(db, 'finance');
  cashier = await signedInOperator(db, 'cashier');
  content = await signedInOperator(db, 'content');
});
afterAll(async () => t.cleanup());

/** Double entry: all balances always sum to 0, and no member's is ever negative. */
afterEach(async () => expectLedgerBalanced(t.database.db));

type Headers = Record<string, string>;

const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });
const post = (headers: Headers, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const del = (headers: Headers, url: string) => t.app.inject({ method: 'DELETE', url, headers });
const path = (p: Parameters<typeof boMemberPath>[0], id: number, extra = {}) =>
  boMemberPath(p, { id, ...extra });

const unique = () => randomBytes(4).toString('hex');

async function newMember(
  options: { balance?: number; columns?: Parameters<typeof insertMember>[1] } = {},
) {
  return insertMemberWithBalance(t.database.db, options.balance, {
    user_name: `mb${unique()}`,
    ...options.columns,
  });
}

const balanceOf = (memberId: number) => memberBalance(t.database.db, memberId);

async function auditRows(memberId: number) {
  const rows = await t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'member')
    .where('target_id', '=', String(memberId))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    operatorId: row.operator_id,
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
    reason: row.reason,
  }));
}

let sessionSerial = 0;
/** A session row of the member, as a login from `ip` with `userAgent` would open it. */
async function openSession(
  memberId: number,
  ip: string,
  userAgent: string,
  createdAt = new Date(),
): Promise<{ id: string; cookie: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = `s${++sessionSerial}-${unique()}`;
  await t.database.db
    .insertInto('sessions')
    .values({
      id,
      token_hash: hashToken(token),
      member_id: memberId,
      merchant_code: 'DEMO',
      created_at: createdAt.toISOString(),
      last_seen_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + ACCOUNT.sessionAbsoluteMs).toISOString(),
      ip,
      user_agent: userAgent,
    })
    .execute();
  return { id, cookie: `session=${token}` };
}

const memberInfo = (cookie: string) =>
  t.app.inject({ method: 'GET', url: API.memberInfo, headers: { cookie } });

let ipSerial = 0;
const login = (userName: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: API.login,
    payload: { type: 'username', username: userName, password },
    remoteAddress: `10.77.${Math.floor(ipSerial / 250)}.${(ipSerial++ % 250) + 1}`,
  });

describe('search', () => {
  it('finds a member by account, real name, mobile, e-mail and id, any case', async () => {
    const tag = unique();
    const member = await newMember({
      columns: {
        user_name: `Acct${tag}`,
        payee_name: `Joana Quaresma ${tag}`,
        nickname: 'jq',
        email: `Joana.${tag}@Example.com`,
        country_dialing_code: '55',
        mobile_num: `119${parseInt(tag, 16) % 10_000_000}`.padEnd(11, '7'),
      },
    });
    const row = await t.database.db
      .selectFrom('members')
      .select('mobile_num')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const cases: [string, string][] = [
      ['account', `ACCT${tag.toUpperCase()}`],
      ['account', tag],
      ['name', `quaresma ${tag}`.toUpperCase()],
      ['mobile', row.mobile_num.slice(2)],
      ['mobile', `+55 ${row.mobile_num}`],
      ['email', `joana.${tag}@example`],
      ['id', String(member.id)],
    ];
    for (const [key, q] of cases) {
      const page = okValue<BoMemberPage>(
        await get(
          support.headers,
          `${BO_MEMBERS_API.search}?key=${key}&q=${encodeURIComponent(q)}`,
        ),
      );
      expect({ key, q, ids: page.rows.map((r) => r.id), total: page.total }).toEqual({
        key,
        q,
        ids: [member.id],
        total: 1,
      });
      expect(page.rows[0]).toMatchObject({
        userName: `Acct${tag}`,
        realName: `Joana Quaresma ${tag}`,
        email: `Joana.${tag}@Example.com`,
        mobile: `+55 ${row.mobile_num}`,
        status: 'active',
        balanceCents: 0,
      });
    }
    // A LIKE wildcard matches itself only; a non-numeric id matches nothing.
    for (const [key, q] of [
      ['account', '%'],
      ['account', '_'],
      ['id', 'abc'],
      ['mobile', 'abc'],
    ]) {
      const page = okValue<BoMemberPage>(
        await get(
          support.headers,
          `${BO_MEMBERS_API.search}?key=${key}&q=${encodeURIComponent(q!)}`,
        ),
      );
      expect(page).toEqual({ rows: [], total: 0 });
    }
  });

  it('pages and sorts by registration, last login and balance; trial accounts only by id', async () => {
    const tag = `srt${unique()}`;
    const a = await newMember({
      balance: 300,
      columns: {
        user_name: `${tag}a`,
        created_at: '2024-01-03T00:00:00.000Z',
        last_login_at: '2024-02-01T00:00:00.000Z',
      },
    });
    const b = await newMember({
      balance: 100,
      columns: {
        user_name: `${tag}b`,
        created_at: '2024-01-01T00:00:00.000Z',
        last_login_at: null,
      },
    });
    const c = await newMember({
      balance: 200,
      columns: {
        user_name: `${tag}c`,
        created_at: '2024-01-02T00:00:00.000Z',
        last_login_at: '2024-03-01T00:00:00.000Z',
      },
    });
    const trial = await newMember({ columns: { user_name: `${tag}t`, type: 4 } });
    const ids = async (query: string) => {
      const page = okValue<BoMemberPage>(
        await get(support.headers, `${BO_MEMBERS_API.search}?key=account&q=${tag}&${query}`),
      );
      expect(page.total).toBe(3);
      return page.rows.map((row) => row.id);
    };
    expect(await ids('sort=registered&order=desc')).toEqual([a.id, c.id, b.id]);
    expect(await ids('sort=registered&order=asc')).toEqual([b.id, c.id, a.id]);
    expect(await ids('sort=balance&order=desc')).toEqual([a.id, c.id, b.id]);
    expect(await ids('sort=balance&order=asc')).toEqual([b.id, c.id, a.id]);
    expect(await ids('sort=lastLogin&order=desc')).toEqual([c.id, a.id, b.id]);
    expect(await ids('sort=balance&order=desc&limit=2&offset=0')).toEqual([a.id, c.id]);
    expect(await ids('sort=balance&order=desc&limit=2&offset=2')).toEqual([b.id]);
    const byId = okValue<BoMemberPage>(
      await get(support.headers, `${BO_MEMBERS_API.search}?key=id&q=${trial.id}`),
    );
    expect(byId.rows.map((row) => [row.id, row.type])).toEqual([[trial.id, 4]]);
  });

  it('needs members.read: 401 without a session, 403 for a role without it', async () => {
    expectError(await get({}, BO_MEMBERS_API.search), 401, 'bo.auth.required');
    expectError(await get(content.headers, BO_MEMBERS_API.search), 403, 'bo.forbidden');
    const member = await newMember();
    for (const url of [
      path(BO_MEMBERS_API.profile, member.id),
      path(BO_MEMBERS_API.ledger, member.id),
      path(BO_MEMBERS_API.rounds, member.id),
      path(BO_MEMBERS_API.bets, member.id),
      path(BO_MEMBERS_API.sessions, member.id),
      path(BO_MEMBERS_API.devices, member.id),
      path(BO_MEMBERS_API.cashier, member.id),
      path(BO_MEMBERS_API.notes, member.id),
    ]) {
      expectError(await get(content.headers, url), 403, 'bo.forbidden');
      okValue(await get(cashier.headers, url));
    }
    expectError(
      await get(support.headers, path(BO_MEMBERS_API.profile, 99_999_999)),
      404,
      'bo.not.found',
    );
  });
});

describe('profile and tabs', () => {
  it('shows identity, status, VIP level, agent, registration, last login, balances, tags and notes', async () => {
    const agent = await newMember({ columns: { type: 1, user_name: `agent${unique()}` } });
    const member = await newMember({
      balance: 12_345,
      columns: {
        payee_name: 'Maria Silva',
        nickname: 'mari',
        email: 'maria@example.com',
        country_dialing_code: '55',
        mobile_num: '11912345678',
        upline_id: agent.id,
        club_label: null,
        register_method: 'username',
        domain: 'demo.example',
        created_at: '2024-05-01T10:00:00.000Z',
        last_login_at: '2024-06-02T08:00:00.000Z',
      },
    });
    await openSession(
      member.id,
      '203.0.113.5',
      'FirstBrowser/1.0',
      new Date('2024-05-01T10:00:01.000Z'),
    );
    await openSession(
      member.id,
      '203.0.113.9',
      'SecondBrowser/2.0',
      new Date('2024-06-02T08:00:00.000Z'),
    );
    await t.database.db
      .insertInto('withdrawals')
      .values({
        merchant_code: 'DEMO',
        member_id: member.id,
        request_id: `w-${unique()}`,
        amount_cents: 2_000,
        bank_name: 'Banco',
        account_number: '123',
        holder_name: 'Maria Silva',
        created_at: new Date().toISOString(),
      })
      .execute();
    okValue(
      await post(support.headers, path(BO_MEMBERS_API.tags, member.id), { tag: 'vip-watch' }),
    );
    okValue(
      await post(support.headers, path(BO_MEMBERS_API.notes, member.id), {
        body: 'Called about a bonus',
      }),
    );

    const profile = okValue<BoMemberProfile>(
      await get(cashier.headers, path(BO_MEMBERS_API.profile, member.id)),
    );
    const entry = await t.database.db
      .selectFrom('vip_levels')
      .select('code')
      .where('merchant_code', '=', 'DEMO')
      .orderBy('level')
      .executeTakeFirst();
    expect(profile).toMatchObject({
      id: member.id,
      userName: member.userName,
      realName: 'Maria Silva',
      nickname: 'mari',
      status: 'active',
      locked: false,
      lock: null,
      mobile: { dialingCode: '55', number: '11912345678' },
      email: 'maria@example.com',
      upline: { id: agent.id, userName: agent.userName, type: 1 },
      registerMethod: 'username',
      domain: 'demo.example',
      registration: { at: '2024-05-01T10:00:00.000Z', ip: '203.0.113.5' },
      lastLogin: {
        at: '2024-06-02T08:00:00.000Z',
        ip: '203.0.113.9',
        userAgent: 'SecondBrowser/2.0',
      },
      balances: {
        cashCents: 12_345,
        pendingWithdrawalCents: 2_000,
        unclaimedRewardCents: 0,
        accounts: [
          expect.objectContaining({ ownerKey: `member:${member.id}`, balanceCents: 12_345 }),
        ],
      },
      tags: [expect.objectContaining({ tag: 'vip-watch', operatorName: support.username })],
      notes: [
        expect.objectContaining({ body: 'Called about a bonus', operatorName: support.username }),
      ],
      noteCount: 1,
      liveSessions: 2,
      pendingAdjustments: [],
      fourEyesAdjustmentCents: LIMIT,
    });
    expect(profile.vipLevel?.code).toBe(entry?.code);
  });

  it('pages the ledger, rounds, bets, sessions, devices, cashier summary and notes', async () => {
    const db = t.database.db;
    const member = await newMember({ balance: 5_000 });
    const other = await newMember();
    await openSession(member.id, '198.51.100.7', 'Phone/1');
    await openSession(member.id, '198.51.100.7', 'Phone/1');
    await openSession(member.id, '198.51.100.8', 'Tablet/2');
    await openSession(other.id, '198.51.100.7', 'Other/1');

    const game = await db
      .selectFrom('games')
      .select(['game_id', 'display_name'])
      .executeTakeFirstOrThrow();
    const seed = await db
      .insertInto('player_seeds')
      .values({
        merchant_code: 'DEMO',
        member_id: member.id,
        server_seed: 'x',
        server_seed_hash: 'h',
        client_seed: 'c',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('game_rounds')
      .values({
        merchant_code: 'DEMO',
        member_id: member.id,
        game_id: game.game_id,
        model_id: 'm',
        idempotency_key: `r-${unique()}`,
        bet_cents: 100,
        win_cents: 250,
        seed_id: seed.id,
        server_seed_hash: 'h',
        client_seed: 'c',
        nonce: 1,
        stops: '[]',
        created_at: '2024-01-01T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('vendor_rounds')
      .values({
        merchant_code: 'DEMO',
        vendor_code: 'ZZV',
        round_id: `vr-${unique()}`,
        member_id: member.id,
        stake_cents: 300,
        credit_cents: 0,
        created_at: '2024-01-02T00:00:00.000Z',
        updated_at: '2024-01-02T00:00:00.000Z',
      })
      .execute();
    const lotteryGame = await db
      .selectFrom('lottery_games')
      .select(['game_id', 'name_en'])
      .executeTakeFirstOrThrow();
    const draw = await db
      .insertInto('lottery_draws')
      .values({
        game_id: lotteryGame.game_id,
        numero: `T${unique()}`,
        draw_at: '2024-01-01T00:00:00.000Z',
        lock_at: '2024-01-01T00:00:00.000Z',
        seed_hash: 'h',
        seed: 's',
        created_at: '2024-01-01T00:00:00.000Z',
      })
      .returning(['id', 'numero'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('lottery_bets')
      .values({
        merchant_code: 'DEMO',
        member_id: member.id,
        draw_id: draw.id,
        game_id: lotteryGame.game_id,
        numero: draw.numero,
        request_id: `req-${unique()}`,
        line_no: 1,
        prize_mode: 'fixed',
        bet_type: 'big',
        position: null,
        picks: '1,2,3',
        unit_stake_cents: 100,
        cost_cents: 100,
        created_at: '2024-01-03T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('deposits')
      .values([
        {
          merchant_code: 'DEMO',
          member_id: member.id,
          channel_code: 'pix',
          kind: 'pix',
          amount_cents: 1_000,
          status: 'approved',
          created_at: '2024-01-01T00:00:00.000Z',
        },
        {
          merchant_code: 'DEMO',
          member_id: member.id,
          channel_code: 'pix',
          kind: 'pix',
          amount_cents: 500,
          status: 'approved',
          created_at: '2024-01-02T00:00:00.000Z',
        },
        {
          merchant_code: 'DEMO',
          member_id: member.id,
          channel_code: 'pix',
          kind: 'pix',
          amount_cents: 700,
          status: 'pending',
          created_at: '2024-01-03T00:00:00.000Z',
        },
      ])
      .execute();

    const ledger = okValue<BoMemberLedgerPage>(
      await get(support.headers, path(BO_MEMBERS_API.ledger, member.id)),
    );
    expect(ledger.total).toBe(1);
    expect(ledger.rows[0]).toMatchObject({
      kind: 'seed.grant',
      amountCents: 5_000,
      balanceAfterCents: 5_000,
    });
    expect(
      okValue<BoMemberLedgerPage>(
        await get(support.headers, `${path(BO_MEMBERS_API.ledger, member.id)}?kind=bet`),
      ).total,
    ).toBe(0);

    const rounds = okValue<BoMemberRoundPage>(
      await get(support.headers, path(BO_MEMBERS_API.rounds, member.id)),
    );
    expect(rounds.total).toBe(2);
    expect(rounds.rows.map((r) => [r.source, r.game, r.stakeCents, r.winCents])).toEqual([
      ['vendor', 'ZZV', 300, 0],
      ['slot', game.display_name, 100, 250],
    ]);
    const second = okValue<BoMemberRoundPage>(
      await get(support.headers, `${path(BO_MEMBERS_API.rounds, member.id)}?limit=1&offset=1`),
    );
    expect(second.rows.map((r) => r.source)).toEqual(['slot']);

    const bets = okValue<BoMemberBetPage>(
      await get(
        { ...support.headers, 'accept-language': 'en' },
        path(BO_MEMBERS_API.bets, member.id),
      ),
    );
    expect(bets.total).toBe(1);
    expect(bets.rows[0]).toMatchObject({
      numero: draw.numero,
      betType: 'big',
      costCents: 100,
      status: 'open',
    });

    const sessions = okValue<BoMemberSessionPage>(
      await get(support.headers, `${path(BO_MEMBERS_API.sessions, member.id)}?state=active`),
    );
    expect(sessions.total).toBe(3);
    expect(sessions.rows.every((s) => s.active)).toBe(true);

    const devices = okValue<BoMemberDevices>(
      await get(support.headers, path(BO_MEMBERS_API.devices, member.id)),
    );
    expect(devices.devices.map((d) => [d.userAgent, d.sessions]).sort()).toEqual([
      ['Phone/1', 2],
      ['Tablet/2', 1],
    ]);
    expect(devices.addresses.map((a) => [a.ip, a.sessions, a.otherMembers]).sort()).toEqual([
      ['198.51.100.7', 2, 1],
      ['198.51.100.8', 1, 0],
    ]);

    const money = okValue<BoMemberCashier>(
      await get(support.headers, path(BO_MEMBERS_API.cashier, member.id)),
    );
    expect(money.deposits.byStatus).toEqual([
      { status: 'approved', count: 2, amountCents: 1_500 },
      { status: 'pending', count: 1, amountCents: 700 },
    ]);
    expect(money.deposits.recent.map((d) => d.amountCents)).toEqual([700, 500, 1_000]);
    expect(money.withdrawals).toEqual({ byStatus: [], recent: [] });

    for (const body of ['one', 'two', 'three']) {
      okValue(await post(support.headers, path(BO_MEMBERS_API.notes, member.id), { body }));
    }
    const notes = okValue<BoMemberNotePage>(
      await get(support.headers, `${path(BO_MEMBERS_API.notes, member.id)}?limit=2`),
    );
    expect(notes.total).toBe(3);
    expect(notes.rows.map((n) => n.body)).toEqual(['three', 'two']);
  });
});

describe('sessions, lock and unlock', () => {
  it('ends one session, then all: each with its audit row, a repeat records nothing', async () => {
    const member = await newMember();
    const one = await openSession(member.id, '192.0.2.1', 'A');
    const two = await openSession(member.id, '192.0.2.2', 'B');
    expect((await memberInfo(one.cookie)).statusCode).toBe(200);

    const ended = okValue<{ ended: number }>(
      await post(
        support.headers,
        path(BO_MEMBERS_API.endSession, member.id, { sessionId: one.id }),
      ),
    );
    expect(ended).toEqual({ ended: 1 });
    expectError(await memberInfo(one.cookie), 401, 'session.ended');
    expect((await memberInfo(two.cookie)).statusCode).toBe(200);
    // Again: nothing to end, nothing audited.
    okValue(
      await post(
        support.headers,
        path(BO_MEMBERS_API.endSession, member.id, { sessionId: one.id }),
      ),
    );
    // Another member's session is not this member's.
    const stranger = await newMember();
    const theirs = await openSession(stranger.id, '192.0.2.3', 'C');
    expectError(
      await post(
        support.headers,
        path(BO_MEMBERS_API.endSession, member.id, { sessionId: theirs.id }),
      ),
      404,
      'bo.not.found',
    );
    expect((await memberInfo(theirs.cookie)).statusCode).toBe(200);

    const all = okValue<{ ended: number }>(
      await post(support.headers, path(BO_MEMBERS_API.endAllSessions, member.id)),
    );
    expect(all).toEqual({ ended: 1 });
    expectError(await memberInfo(two.cookie), 401, 'session.ended');
    okValue(await post(support.headers, path(BO_MEMBERS_API.endAllSessions, member.id)));

    expect(await auditRows(member.id)).toEqual([
      {
        action: 'member.session.end',
        operatorId: support.id,
        before: { sessionId: one.id, endedAt: null, ip: '192.0.2.1', userAgent: 'A' },
        after: { sessionId: one.id, endedAt: expect.any(String) },
        reason: null,
      },
      {
        action: 'member.session.end-all',
        operatorId: support.id,
        before: { openSessions: [two.id] },
        after: { endedAt: expect.any(String), ended: 1 },
        reason: null,
      },
    ]);
  });

  it('lock ends the sessions and blocks login; unlock lets the member in again', async () => {
    const member = await newMember();
    const session = await openSession(member.id, '192.0.2.10', 'A');
    expect((await login(member.userName, member.password)).statusCode).toBe(200);

    // A reason is required.
    expectError(
      await post(support.headers, path(BO_MEMBERS_API.lock, member.id), {}),
      400,
      'request.invalid',
    );
    const locked = okValue<{ status: string; endedSessions: number }>(
      await post(support.headers, path(BO_MEMBERS_API.lock, member.id), {
        reason: 'Chargeback fraud',
      }),
    );
    expect(locked).toEqual({ status: 'locked', endedSessions: 2 });
    expectError(await memberInfo(session.cookie), 401, 'session.ended');
    expectError(await login(member.userName, member.password), 401, 'login.failed');
    const open = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', member.id)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    const profile = okValue<BoMemberProfile>(
      await get(support.headers, path(BO_MEMBERS_API.profile, member.id)),
    );
    expect(profile).toMatchObject({
      status: 'locked',
      locked: true,
      lock: { operatorName: support.username, reason: 'Chargeback fraud' },
    });
    // Locking a locked member changes nothing.
    okValue(
      await post(support.headers, path(BO_MEMBERS_API.lock, member.id), { reason: 'Again please' }),
    );

    const unlocked = okValue<{ status: string }>(
      await post(support.headers, path(BO_MEMBERS_API.unlock, member.id), {
        reason: 'Cleared by risk',
      }),
    );
    expect(unlocked.status).toBe('active');
    // The refused try flagged the account for a captcha; a later try (its window past) has none.
    await t.database.db
      .deleteFrom('login_failures')
      .where('key', '=', `account:DEMO:${member.userName.toLowerCase()}`)
      .execute();
    expect((await login(member.userName, member.password)).statusCode).toBe(200);

    const rows = await auditRows(member.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      action: 'member.lock',
      operatorId: support.id,
      before: { status: 'active' },
      after: { status: 'locked', endedSessions: expect.arrayContaining([session.id]) },
      reason: 'Chargeback fraud',
    });
    expect(rows[0]!.after.endedSessions).toHaveLength(2);
    expect(rows[1]).toEqual({
      action: 'member.unlock',
      operatorId: support.id,
      before: { status: 'locked' },
      after: { status: 'active' },
      reason: 'Cleared by risk',
    });
  });

  it('refuses a role without members.write and changes nothing', async () => {
    const member = await newMember();
    const session = await openSession(member.id, '192.0.2.20', 'A');
    expectError(
      await post(cashier.headers, path(BO_MEMBERS_API.lock, member.id), { reason: 'no right' }),
      403,
      'bo.forbidden',
    );
    expectError(
      await post(cashier.headers, path(BO_MEMBERS_API.endAllSessions, member.id)),
      403,
      'bo.forbidden',
    );
    expectError(
      await post(cashier.headers, path(BO_MEMBERS_API.notes, member.id), { body: 'x' }),
      403,
      'bo.forbidden',
    );
    expectError(
      await post(cashier.headers, path(BO_MEMBERS_API.tags, member.id), { tag: 'x' }),
      403,
      'bo.forbidden',
    );
    expectError(
      await del(cashier.headers, path(BO_MEMBERS_API.tag, member.id, { tag: 'x' })),
      403,
      'bo.forbidden',
    );
    expect((await memberInfo(session.cookie)).statusCode).toBe(200);
    expect(await auditRows(member.id)).toEqual([]);
  });
});

describe('notes, tags and messages', () => {
  it('adds a note and tags, removes a tag, each with one audit row', async () => {
    const member = await newMember();
    const note = okValue<BoMemberNote>(
      await post(support.headers, path(BO_MEMBERS_API.notes, member.id), {
        body: '  Asked for a limit  ',
      }),
    );
    expect(note).toMatchObject({
      body: 'Asked for a limit',
      operatorId: support.id,
      operatorName: support.username,
    });

    const tags = (value: unknown) => (value as { tags: string[] }).tags;
    expect(
      tags(
        okValue(
          await post(support.headers, path(BO_MEMBERS_API.tags, member.id), { tag: 'High Roller' }),
        ),
      ),
    ).toEqual(['High Roller']);
    // The same tag in another case is the same tag.
    expect(
      tags(
        okValue(
          await post(support.headers, path(BO_MEMBERS_API.tags, member.id), { tag: 'high roller' }),
        ),
      ),
    ).toEqual(['High Roller']);
    expect(
      tags(
        okValue(
          await post(support.headers, path(BO_MEMBERS_API.tags, member.id), { tag: 'bônus' }),
        ),
      ),
    ).toEqual(['High Roller', 'bônus']);
    expectError(
      await post(support.headers, path(BO_MEMBERS_API.tags, member.id), { tag: '<b>' }),
      400,
      'request.invalid',
    );
    expect(
      tags(
        okValue(
          await del(support.headers, path(BO_MEMBERS_API.tag, member.id, { tag: 'High Roller' })),
        ),
      ),
    ).toEqual(['bônus']);
    // Removing a tag the member does not have changes nothing.
    okValue(
      await del(support.headers, path(BO_MEMBERS_API.tag, member.id, { tag: 'High Roller' })),
    );

    expect(await auditRows(member.id)).toEqual([
      {
        action: 'member.note.add',
        operatorId: support.id,
        before: null,
        after: { noteId: note.id, body: 'Asked for a limit' },
        reason: null,
      },
      {
        action: 'member.tag.add',
        operatorId: support.id,
        before: { tags: [] },
        after: { tags: ['High Roller'] },
        reason: null,
      },
      {
        action: 'member.tag.add',
        operatorId: support.id,
        before: { tags: ['High Roller'] },
        after: { tags: ['High Roller', 'bônus'] },
        reason: null,
      },
      {
        action: 'member.tag.remove',
        operatorId: support.id,
        before: { tags: ['High Roller', 'bônus'] },
        after: { tags: ['bônus'] },
        reason: null,
      },
    ]);
  });

  it('sends a message the member reads in its inbox; a role without members.message cannot', async () => {
    const member = await newMember();
    const cookie = await sessionCookieFor(t.database.db, member.id);
    const sent = okValue<{ messageId: number }>(
      await post(support.headers, path(BO_MEMBERS_API.message, member.id), {
        title: 'About your account',
        content: 'Hello <b>friend</b>\nline two\n\nSecond paragraph',
      }),
    );
    const inbox = InboxPage.parse(
      okValue(
        await t.app.inject({
          method: 'GET',
          url: `${MESSAGES_API.inbox}?language=EN`,
          headers: { cookie },
        }),
      ),
    );
    const received = inbox.list.find((m) => m.id === sent.messageId);
    expect(received).toMatchObject({
      title: 'About your account',
      content: '<p>Hello &lt;b&gt;friend&lt;/b&gt;<br />line two</p><p>Second paragraph</p>',
      read: false,
      broadcast: false,
    });
    // Nobody else receives it.
    const otherCookie = await sessionCookieFor(t.database.db, (await newMember()).id);
    const theirs = InboxPage.parse(
      okValue(
        await t.app.inject({
          method: 'GET',
          url: MESSAGES_API.inbox,
          headers: { cookie: otherCookie },
        }),
      ),
    );
    expect(theirs.list.some((m) => m.id === sent.messageId)).toBe(false);

    expectError(
      await post(finance.headers, path(BO_MEMBERS_API.message, member.id), {
        title: 't',
        content: 'c',
      }),
      403,
      'bo.forbidden',
    );
    expect(await auditRows(member.id)).toEqual([
      {
        action: 'member.message.send',
        operatorId: support.id,
        before: null,
        after: {
          messageId: sent.messageId,
          title: 'About your account',
          content: 'Hello <b>friend</b>\nline two\n\nSecond paragraph',
        },
        reason: null,
      },
    ]);
  });
});

describe('balance adjustments', () => {
  const adjust = (
    operator: TestOperator,
    memberId: number,
    body: {
      direction: 'credit' | 'debit';
      amountCents: number;
      reason?: string;
      requestId?: string;
    },
  ) =>
    post(operator.headers, path(BO_MEMBERS_API.adjust, memberId), {
      reason: 'Goodwill for an outage',
      requestId: `req${unique()}${unique()}`,
      ...body,
    });

  async function memberEntries(memberId: number) {
    return t.database.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transfers as tr', 'tr.id', 'e.transfer_id')
      .select(['tr.id as transferId', 'tr.kind', 'e.amount_cents', 'e.balance_after_cents'])
      .where('a.owner_key', '=', `member:${memberId}`)
      .orderBy('e.id')
      .execute();
  }

  async function houseEntryOf(transferId: number) {
    return t.database.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['a.owner_key', 'e.amount_cents'])
      .where('e.transfer_id', '=', transferId)
      .where('a.kind', '=', 'house')
      .executeTakeFirstOrThrow();
  }

  it('applies a credit and a debit up to the limit at once, through the ledger, once per request', async () => {
    const member = await newMember({ balance: 1_000 });
    const requestId = `credit${unique()}`;
    const credit = okValue<BoAdjustmentValue>(
      await adjust(finance, member.id, { direction: 'credit', amountCents: LIMIT, requestId }),
    );
    expect(credit).toMatchObject({ outcome: 'applied', balanceCents: 1_000 + LIMIT });
    expect(await balanceOf(member.id)).toBe(1_000 + LIMIT);
    // The same request again (a retry, a double click): the first answer, nothing moves.
    const again = okValue<BoAdjustmentValue>(
      await adjust(finance, member.id, { direction: 'credit', amountCents: LIMIT, requestId }),
    );
    expect(again).toEqual(credit);
    expect(await balanceOf(member.id)).toBe(1_000 + LIMIT);
    // The same request id with another amount is a conflict, not a second adjustment.
    expectError(
      await adjust(finance, member.id, { direction: 'credit', amountCents: 5, requestId }),
      409,
      'ledger.idempotency.conflict',
    );

    const debit = okValue<BoAdjustmentValue>(
      await adjust(finance, member.id, {
        direction: 'debit',
        amountCents: 400,
        reason: 'Duplicate bonus',
      }),
    );
    expect(debit).toMatchObject({ outcome: 'applied', balanceCents: 600 + LIMIT });

    const entries = await memberEntries(member.id);
    expect(
      entries.slice(1).map((e) => [e.kind, Number(e.amount_cents), Number(e.balance_after_cents)]),
    ).toEqual([
      ['operator.adjust', LIMIT, 1_000 + LIMIT],
      ['operator.adjust', -400, 600 + LIMIT],
    ]);
    expect(await houseEntryOf(entries[1]!.transferId)).toMatchObject({
      owner_key: 'house:adjustment',
    });

    const rows = await auditRows(member.id);
    expect(rows).toEqual([
      {
        action: 'member.adjust',
        operatorId: finance.id,
        before: { balanceCents: 1_000 },
        after: {
          balanceCents: 1_000 + LIMIT,
          transferId: entries[1]!.transferId,
          direction: 'credit',
          amountCents: LIMIT,
        },
        reason: 'Goodwill for an outage',
      },
      {
        action: 'member.adjust',
        operatorId: finance.id,
        before: { balanceCents: 1_000 + LIMIT },
        after: {
          balanceCents: 600 + LIMIT,
          transferId: entries[2]!.transferId,
          direction: 'debit',
          amountCents: 400,
        },
        reason: 'Duplicate bonus',
      },
    ]);
  });

  it('refuses a debit larger than the balance and changes nothing; needs a reason', async () => {
    const member = await newMember({ balance: 500 });
    const refused = expectError(
      await adjust(finance, member.id, { direction: 'debit', amountCents: 501 }),
      409,
      'bo.adjust.insufficient',
    );
    expect(refused.value).toEqual({ balanceCents: 500 });
    expect(refused.message).toMatch(/5/);
    // Above the limit the refusal comes at once, not after a second operator's time.
    expectError(
      await adjust(finance, member.id, { direction: 'debit', amountCents: LIMIT + 1 }),
      409,
      'bo.adjust.insufficient',
    );
    expectError(
      await adjust(finance, member.id, { direction: 'credit', amountCents: 10, reason: '' }),
      400,
      'request.invalid',
    );
    expectError(
      await adjust(finance, member.id, { direction: 'credit', amountCents: 0 }),
      400,
      'request.invalid',
    );
    expectError(
      await adjust(support, member.id, { direction: 'credit', amountCents: 10 }),
      403,
      'bo.forbidden',
    );
    expect(await balanceOf(member.id)).toBe(500);
    expect(await memberEntries(member.id)).toHaveLength(1);
    expect(await auditRows(member.id)).toEqual([]);
    const approvals = await t.database.db
      .selectFrom('approvals')
      .select('id')
      .where('target_id', '=', String(member.id))
      .execute();
    expect(approvals).toEqual([]);
  });

  it('above the limit waits for a second operator, who applies it once', async () => {
    const member = await newMember({ balance: 1_000 });
    const amount = LIMIT + 1;
    const requestId = `big${unique()}`;
    const asked = okValue<BoAdjustmentValue>(
      await adjust(finance, member.id, { direction: 'credit', amountCents: amount, requestId }),
    );
    expect(asked).toMatchObject({ outcome: 'awaiting-approval', limitCents: LIMIT });
    if (asked.outcome !== 'awaiting-approval') throw new Error('not awaiting');
    expect(await balanceOf(member.id)).toBe(1_000);
    // Asking again with the same request is the same approval.
    expect(
      okValue<BoAdjustmentValue>(
        await adjust(finance, member.id, { direction: 'credit', amountCents: amount, requestId }),
      ),
    ).toEqual(asked);
    const profile = okValue<BoMemberProfile>(
      await get(support.headers, path(BO_MEMBERS_API.profile, member.id)),
    );
    expect(profile.pendingAdjustments).toEqual([
      {
        approvalId: asked.approvalId,
        direction: 'credit',
        amountCents: amount,
        reason: 'Goodwill for an outage',
        requestedBy: finance.username,
        requestedAt: expect.any(String),
      },
    ]);

    const confirmUrl = BO_APPROVALS_API.confirm.replace(':id', String(asked.approvalId));
    // The requester cannot confirm its own request.
    expectError(await post(finance.headers, confirmUrl), 409, 'bo.approval.self');
    expect(await balanceOf(member.id)).toBe(1_000);

    okValue(await post(financeTwo.headers, confirmUrl));
    expect(await balanceOf(member.id)).toBe(1_000 + amount);
    // A repeat changes nothing.
    expectError(await post(financeTwo.headers, confirmUrl), 409, 'bo.approval.decided');
    await expect(
      confirmApproval(
        { config: t.config, db: t.database.db, merchantCode: 'DEMO' },
        asked.approvalId,
        {
          operatorId: cashier.id,
          username: cashier.username,
          role: 'cashier',
          via: 'session',
        },
      ),
    ).rejects.toMatchObject({ code: 'bo.approval.decided' });
    expect(await balanceOf(member.id)).toBe(1_000 + amount);
    const entries = await memberEntries(member.id);
    expect(entries.slice(1).map((e) => [e.kind, Number(e.amount_cents)])).toEqual([
      ['operator.adjust', amount],
    ]);
    expect(await houseEntryOf(entries[1]!.transferId)).toMatchObject({
      owner_key: 'house:adjustment',
      amount_cents: -amount,
    });
    const approval = await t.database.db
      .selectFrom('approvals')
      .selectAll()
      .where('id', '=', asked.approvalId)
      .executeTakeFirstOrThrow();
    expect(approval).toMatchObject({
      status: 'confirmed',
      requested_by: finance.id,
      decided_by: financeTwo.id,
    });

    const rows = await auditRows(member.id);
    expect(rows.map((row) => [row.action, row.operatorId])).toEqual([
      ['member.adjust.request', finance.id],
      ['approval.confirm.balance.adjust', financeTwo.id],
    ]);
    expect(rows[0]).toMatchObject({
      before: { balanceCents: 1_000 },
      after: {
        approvalId: asked.approvalId,
        status: 'pending',
        direction: 'credit',
        amountCents: amount,
      },
      reason: 'Goodwill for an outage',
    });
    expect(rows[1]!.after).toMatchObject({
      status: 'confirmed',
      result: { transferId: entries[1]!.transferId, balanceCents: 1_000 + amount },
    });
  });

  it('a confirmed debit the balance no longer covers is refused and the request waits again', async () => {
    const member = await newMember({ balance: LIMIT * 2 });
    const asked = okValue<BoAdjustmentValue>(
      await adjust(finance, member.id, { direction: 'debit', amountCents: LIMIT + 10 }),
    );
    if (asked.outcome !== 'awaiting-approval') throw new Error('not awaiting');
    // Meanwhile the member spends most of it.
    okValue(await adjust(finance, member.id, { direction: 'debit', amountCents: LIMIT }));
    const before = await balanceOf(member.id);
    const confirmUrl = BO_APPROVALS_API.confirm.replace(':id', String(asked.approvalId));
    expectError(await post(financeTwo.headers, confirmUrl), 409, 'bo.adjust.insufficient');
    expect(await balanceOf(member.id)).toBe(before);
    const approval = await t.database.db
      .selectFrom('approvals')
      .select(['status', 'decided_by'])
      .where('id', '=', asked.approvalId)
      .executeTakeFirstOrThrow();
    expect(approval).toEqual({ status: 'pending', decided_by: null });
  });
});

describe('permissions', () => {
  async function state(memberId: number) {
    const db = t.database.db;
    const rows = async (query: { execute(): Promise<unknown[]> }) =>
      (await query.execute()).map((row) => JSON.stringify(row)).sort();
    return {
      member: await rows(db.selectFrom('members').selectAll().where('id', '=', memberId)),
      sessions: await rows(db.selectFrom('sessions').selectAll().where('member_id', '=', memberId)),
      notes: await rows(
        db.selectFrom('member_notes').selectAll().where('member_id', '=', memberId),
      ),
      tags: await rows(db.selectFrom('member_tags').selectAll().where('member_id', '=', memberId)),
      messages: await rows(
        db.selectFrom('member_messages').selectAll().where('member_id', '=', memberId),
      ),
      approvals: await rows(
        db.selectFrom('approvals').selectAll().where('target_id', '=', String(memberId)),
      ),
      ledger: await rows(
        db.selectFrom('ledger_accounts').selectAll().where('member_id', '=', memberId),
      ),
      audit: await auditRows(memberId),
    };
  }

  it('tries each role against every members route: allowed, or 403 with nothing changed', async () => {
    type Call = {
      method: 'GET' | 'POST' | 'DELETE';
      url: string;
      access: Permission;
      build: (memberId: number, sessionId: string) => { url: string; payload?: object };
    };
    const at = (p: Parameters<typeof boMemberPath>[0]) => (id: number) => ({ url: path(p, id) });
    const calls: Call[] = [
      {
        method: 'GET',
        url: BO_MEMBERS_API.search,
        access: 'members.read',
        build: () => ({ url: BO_MEMBERS_API.search }),
      },
      ...(
        ['profile', 'ledger', 'rounds', 'bets', 'sessions', 'devices', 'cashier', 'notes'] as const
      ).map((name): Call => ({
        method: 'GET',
        url: BO_MEMBERS_API[name],
        access: 'members.read',
        build: at(BO_MEMBERS_API[name]),
      })),
      // Issue 23: the member's player-protection tools, read-only (decision 048).
      ...Object.values(BO_MEMBER_PROTECTION_API).map((url): Call => ({
        method: 'GET',
        url,
        access: 'members.read',
        build: (id) => ({ url: url.replace(':id', String(id)) }),
      })),
      {
        method: 'POST',
        url: BO_MEMBERS_API.endSession,
        access: 'members.write',
        build: (id, sessionId) => ({ url: path(BO_MEMBERS_API.endSession, id, { sessionId }) }),
      },
      {
        method: 'POST',
        url: BO_MEMBERS_API.endAllSessions,
        access: 'members.write',
        build: at(BO_MEMBERS_API.endAllSessions),
      },
      {
        method: 'POST',
        url: BO_MEMBERS_API.lock,
        access: 'members.write',
        build: (id) => ({ url: path(BO_MEMBERS_API.lock, id), payload: { reason: 'role check' } }),
      },
      {
        method: 'POST',
        url: BO_MEMBERS_API.unlock,
        access: 'members.write',
        build: (id) => ({
          url: path(BO_MEMBERS_API.unlock, id),
          payload: { reason: 'role check' },
        }),
      },
      {
        method: 'POST',
        url: BO_MEMBERS_API.notes,
        access: 'members.write',
        build: (id) => ({ url: path(BO_MEMBERS_API.notes, id), payload: { body: 'role check' } }),
      },
      {
        method: 'POST',
        url: BO_MEMBERS_API.tags,
        access: 'members.write',
        build: (id) => ({ url: path(BO_MEMBERS_API.tags, id), payload: { tag: 'checked' } }),
      },
      {
        method: 'DELETE',
        url: BO_MEMBERS_API.tag,
        access: 'members.write',
        build: (id) => ({ url: path(BO_MEMBERS_API.tag, id, { tag: 'kept' }) }),
      },
      {
        method: 'POST',
        url: BO_MEMBERS_API.message,
        access: 'members.message',
        build: (id) => ({
          url: path(BO_MEMBERS_API.message, id),
          payload: { title: 'Hi', content: 'Hello' },
        }),
      },
      {
        method: 'POST',
        url: BO_MEMBERS_API.adjust,
        access: 'members.adjust',
        build: (id) => ({
          url: path(BO_MEMBERS_API.adjust, id),
          payload: {
            direction: 'debit',
            amountCents: 10,
            reason: 'role check',
            requestId: `role${unique()}`,
          },
        }),
      },
    ];
    // Every route of the area is in the list, with the permission it declares.
    const declared = t.app.boRoutes
      .filter((route) => route.url.startsWith('/bo/api/members'))
      .map((route) => `${route.method} ${route.url} ${route.access}`)
      .sort();
    expect(declared).toEqual(calls.map((c) => `${c.method} ${c.url} ${c.access}`).sort());

    for (const role of OPERATOR_ROLES) {
      const operator = await signedInOperator(t.database.db, role);
      for (const call of calls) {
        const member = await newMember({ balance: 100 });
        await t.database.db
          .insertInto('member_tags')
          .values({
            member_id: member.id,
            tag: 'kept',
            operator_id: operator.id,
            created_at: new Date().toISOString(),
          })
          .execute();
        const session = await openSession(member.id, '192.0.2.99', 'Role/1');
        const { url, payload } = call.build(member.id, session.id);
        const before = await state(member.id);
        const response = await t.app.inject({
          method: call.method,
          url,
          headers: operator.headers,
          ...(payload ? { payload } : {}),
        });
        const label = `${role} ${call.method} ${call.url}`;
        if (roleCan(role, call.access)) {
          expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
        } else {
          expect({ label, status: response.statusCode, code: response.json().errorCode }).toEqual({
            label,
            status: 403,
            code: 'bo.forbidden',
          });
          expect(await state(member.id), label).toEqual(before);
        }
      }
    }
  });
});
