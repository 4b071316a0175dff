import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@app/contracts';
import {
  BO_AUTH_API,
  BO_OPERATORS_API,
  type BoEnrolValue,
  type BoLoginValue,
  type BoOperator,
} from '@app/contracts/backoffice';
import { buildApp } from '../../app.ts';
import type { AppContext } from '../../lib/context.ts';
import { cookieFrom, freshIp, okValue } from '../../testing/api.ts';
import { sessionCookieFor, insertMember } from '../../testing/members.ts';
import { signedInOperator } from '../../testing/operators.ts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { expectError } from '../accounts/test-support.ts';
import { createOperator } from './operators.service.ts';
import { totpCodeAt } from './totp.ts';

/**
 * Signing in to the back office through its real routes (decision 043), on a clock the test
 * moves: the setup link, the 2FA enrolment, password then code, replays, recovery codes,
 * lock-out, idle expiry, the cookie, and what the cookie does not open.
 */
const STEP_MS = 30_000;
const PASSWORD = 'correct horse battery';
/** Ten seconds into a TOTP step: a step either side is a whole step away. */
let now = Math.floor(Date.now() / STEP_MS) * STEP_MS + 10_000;
const advance = (ms: number) => (now += ms);

let t: TestApp;
let ctx: AppContext;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  ctx = {
    config: t.config,
    db: t.database.db,
    merchantCode: 'DEMO',
    clock: () => now,
    wallClock: () => now,
  };
});
afterAll(async () => t.cleanup());

let serial = 0;
const sameOrigin = { 'sec-fetch-site': 'same-origin' };

function post(url: string, payload: object, cookie?: string, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}), ...extra },
  });
}
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: BO_AUTH_API.me, headers: { cookie } });

/** A code the authenticator would not show now, nor a step either side. */
function wrongCode(secret: string): string {
  const near = [-1, 0, 1].map((step) => totpCodeAt(secret, now + step * STEP_MS));
  let code = 0;
  while (near.includes(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

async function newOperator(role: 'admin' | 'support' = 'admin') {
  const username = `signin${++serial}`;
  const created = await createOperator(ctx, {
    username,
    displayName: username,
    role,
    createdBy: null,
  });
  return { id: created.id, username, token: created.setupLink.split('#token=')[1]! };
}

/** Setup link and enrolment done: the operator's secret, recovery codes and full session. */
async function enrolled(role: 'admin' | 'support' = 'admin') {
  const operator = await newOperator(role);
  const setup = await post(BO_AUTH_API.setup, { token: operator.token, password: PASSWORD });
  const value = okValue<BoLoginValue>(setup);
  if (value.stage !== 'enrol') throw new Error('expected the enrolment');
  const secret = value.enrolment.secret;
  const enrol = await post(BO_AUTH_API.enrol, { code: totpCodeAt(secret, now) }, cookieFrom(setup));
  const { recoveryCodes } = okValue<BoEnrolValue>(enrol);
  // The enrolment used this step: sign-ins in the tests start one step later.
  advance(STEP_MS);
  return { ...operator, secret, recoveryCodes, cookie: cookieFrom(enrol) };
}

async function passwordStep(username: string, password = PASSWORD) {
  const response = await post(BO_AUTH_API.login, { username, password });
  expect(okValue<BoLoginValue>(response)).toEqual({ stage: 'totp' });
  return cookieFrom(response);
}

async function signIn(username: string, secret: string): Promise<string> {
  const pending = await passwordStep(username);
  const response = await post(BO_AUTH_API.totp, { code: totpCodeAt(secret, now) }, pending);
  okValue(response);
  return cookieFrom(response);
}

function setCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header[0]! : String(header);
}

describe('the setup link and the 2FA enrolment', () => {
  it('sets the password, refuses a wrong first code, and turns 2FA on with 10 recovery codes', async () => {
    const operator = await newOperator();
    const setup = await post(BO_AUTH_API.setup, { token: operator.token, password: PASSWORD });
    const value = okValue<BoLoginValue>(setup);
    expect(value.stage).toBe('enrol');
    if (value.stage !== 'enrol') return;
    expect(value.enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(value.enrolment.otpauthUri).toContain(value.enrolment.secret);
    const enrolCookie = cookieFrom(setup);
    // Half-enrolled is not signed in.
    expectError(await me(enrolCookie), 401, 'bo.auth.required');
    expectError(
      await t.app.inject({
        method: 'GET',
        url: BO_OPERATORS_API.operators,
        headers: { cookie: enrolCookie },
      }),
      401,
      'bo.auth.required',
    );

    const secret = value.enrolment.secret;
    expectError(
      await post(BO_AUTH_API.enrol, { code: wrongCode(secret) }, enrolCookie),
      401,
      'bo.totp.invalid',
    );
    const row = await t.database.db
      .selectFrom('operators')
      .selectAll()
      .where('id', '=', operator.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_enabled).toBe(0);

    const enrol = await post(BO_AUTH_API.enrol, { code: totpCodeAt(secret, now) }, enrolCookie);
    const enrolled = okValue<BoEnrolValue>(enrol);
    expect(enrolled.operator).toMatchObject({ id: operator.id, role: 'admin' });
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    for (const code of enrolled.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    const after = await t.database.db
      .selectFrom('operators')
      .selectAll()
      .where('id', '=', operator.id)
      .executeTakeFirstOrThrow();
    expect(after.totp_enabled).toBe(1);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect(after.setup_token_hash).toBeNull();
    // Recovery codes are kept only as hashes.
    const stored = await t.database.db
      .selectFrom('operator_recovery_codes')
      .select('code_hash')
      .where('operator_id', '=', operator.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(enrolled.recoveryCodes).not.toContain(code_hash);

    const full = cookieFrom(enrol);
    expect(okValue<BoOperator>(await me(full)).username).toBe(operator.username);
    // The enrolment's own session died with the stage change.
    expectError(await me(enrolCookie), 401, 'bo.auth.required');
  });

  it('the setup link works once', async () => {
    const operator = await newOperator('support');
    okValue(await post(BO_AUTH_API.setup, { token: operator.token, password: PASSWORD }));
    expectError(
      await post(BO_AUTH_API.setup, { token: operator.token, password: 'another password!' }),
      400,
      'bo.setup.invalid',
    );
  });

  it('a setup link dies after a day', async () => {
    const operator = await newOperator('support');
    advance(24 * 3600_000 + 1);
    expectError(
      await post(BO_AUTH_API.setup, { token: operator.token, password: PASSWORD }),
      400,
      'bo.setup.invalid',
    );
  });

  it('a password below 12 characters is refused', async () => {
    const operator = await newOperator('support');
    expectError(
      await post(BO_AUTH_API.setup, { token: operator.token, password: 'short pass' }),
      400,
      'request.invalid',
    );
  });
});

describe('signing in', () => {
  it('takes the password, then the code; a replayed code is refused, one a step later passes', async () => {
    const operator = await enrolled();
    const pending = await passwordStep(operator.username);
    // Password alone is not signed in.
    expectError(await me(pending), 401, 'bo.auth.required');
    const code = totpCodeAt(operator.secret, now);
    const first = await post(BO_AUTH_API.totp, { code }, pending);
    expect(okValue<BoOperator>(first).id).toBe(operator.id);
    const full = cookieFrom(first);
    okValue(await me(full));
    expectError(await me(pending), 401, 'bo.auth.required');

    // The same code again, in the same step, from a new sign-in: a replay.
    okValue(await post(BO_AUTH_API.logout, {}, full));
    const again = await passwordStep(operator.username);
    expectError(await post(BO_AUTH_API.totp, { code }, again), 401, 'bo.totp.invalid');
    // The next step's code (the phone's clock a little ahead) passes.
    const next = totpCodeAt(operator.secret, now + STEP_MS);
    expect(next).not.toBe(code);
    const second = await post(BO_AUTH_API.totp, { code: next }, again);
    okValue(second);
    okValue(await me(cookieFrom(second)));

    // Two steps away is too far.
    advance(STEP_MS);
    okValue(await post(BO_AUTH_API.logout, {}, cookieFrom(second)));
    const third = await passwordStep(operator.username);
    expectError(
      await post(BO_AUTH_API.totp, { code: totpCodeAt(operator.secret, now + 3 * STEP_MS) }, third),
      401,
      'bo.totp.invalid',
    );
  });

  it('a recovery code signs in once', async () => {
    const operator = await enrolled();
    const [code, other] = operator.recoveryCodes;
    const pending = await passwordStep(operator.username);
    const used = await post(BO_AUTH_API.totp, { code }, pending);
    okValue(used);
    okValue(await me(cookieFrom(used)));
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('operator_id', '=', operator.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('operator.sign-in.recovery-code');

    const again = await passwordStep(operator.username);
    expectError(await post(BO_AUTH_API.totp, { code }, again), 401, 'bo.totp.invalid');
    okValue(await post(BO_AUTH_API.totp, { code: other }, again));
  });

  it('a wrong name and a wrong password get the same answer', async () => {
    const operator = await enrolled('support');
    const nobody = await post(BO_AUTH_API.login, { username: 'nobody.here', password: PASSWORD });
    const wrong = await post(BO_AUTH_API.login, {
      username: operator.username,
      password: 'not the password',
    });
    expect(expectError(nobody, 401, 'bo.login.failed').message).toBe(
      expectError(wrong, 401, 'bo.login.failed').message,
    );
  });

  it('five wrong passwords lock the account for 15 minutes, the right one included', async () => {
    const operator = await enrolled('support');
    for (let i = 0; i < 5; i += 1) {
      expectError(
        await post(BO_AUTH_API.login, { username: operator.username, password: `wrong ${i}` }),
        401,
        'bo.login.failed',
      );
    }
    const locked = await post(BO_AUTH_API.login, {
      username: operator.username,
      password: PASSWORD,
    });
    expect(expectError(locked, 429, 'bo.login.locked').message).toContain('15');
    expect(locked.headers['set-cookie']).toBeUndefined();
    advance(14 * 60_000);
    expectError(
      await post(BO_AUTH_API.login, { username: operator.username, password: PASSWORD }),
      429,
      'bo.login.locked',
    );
    advance(60_000);
    await passwordStep(operator.username);
  });

  it('five wrong codes lock the account too', async () => {
    const operator = await enrolled('support');
    const pending = await passwordStep(operator.username);
    for (let i = 0; i < 5; i += 1) {
      expectError(
        await post(BO_AUTH_API.totp, { code: wrongCode(operator.secret) }, pending),
        401,
        'bo.totp.invalid',
      );
    }
    expectError(
      await post(BO_AUTH_API.totp, { code: totpCodeAt(operator.secret, now) }, pending),
      429,
      'bo.login.locked',
    );
    expectError(
      await post(BO_AUTH_API.login, { username: operator.username, password: PASSWORD }),
      429,
      'bo.login.locked',
    );
  });

  it('answers 429 from one address after 10 sign-in attempts a minute', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: BO_AUTH_API.login,
        remoteAddress: ip,
        payload: { username: `nobody${i}`, password: 'whatever' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});

describe('the session', () => {
  it('is an HttpOnly, SameSite=Strict cookie scoped to /bo/', async () => {
    const operator = await enrolled();
    const response = await post(BO_AUTH_API.login, {
      username: operator.username,
      password: PASSWORD,
    });
    const header = setCookieOf(response);
    expect(header).toMatch(/^bo_session=[\w-]{40,};/);
    const attributes = header.split(';').map((part) => part.trim());
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Strict');
    expect(attributes).toContain('Path=/bo/');
    // The token is kept only as a hash.
    const token = header.split(';')[0]!.split('=')[1]!;
    const raw = await t.database.db
      .selectFrom('operator_sessions')
      .select('token_hash')
      .where('token_hash', '=', token)
      .execute();
    expect(raw).toEqual([]);
  });

  it('ends after BO_IDLE_MINUTES without a call, and lives on while used', async () => {
    const operator = await enrolled();
    const cookie = await signIn(operator.username, operator.secret);
    expect(t.config.BO_IDLE_MINUTES).toBe(15);
    advance(14 * 60_000);
    okValue(await me(cookie));
    advance(14 * 60_000);
    okValue(await me(cookie));
    advance(15 * 60_000);
    expectError(await me(cookie), 401, 'bo.auth.required');
  });

  it('ends after eight hours however busy', async () => {
    const operator = await enrolled();
    const cookie = await signIn(operator.username, operator.secret);
    for (let elapsed = 0; elapsed < 8 * 60; elapsed += 10) {
      advance(10 * 60_000);
      if (elapsed + 10 < 8 * 60) okValue(await me(cookie));
    }
    expectError(await me(cookie), 401, 'bo.auth.required');
  });

  it('logout ends it and clears the cookie', async () => {
    const operator = await enrolled();
    const cookie = await signIn(operator.username, operator.secret);
    const out = await post(BO_AUTH_API.logout, {}, cookie);
    okValue(out);
    expect(setCookieOf(out)).toMatch(/^bo_session=;.*Max-Age=0/);
    expectError(await me(cookie), 401, 'bo.auth.required');
  });

  it("a member's cookie does not open the back office, nor the operator's the member API", async () => {
    const member = await insertMember(t.database.db);
    const memberCookie = await sessionCookieFor(t.database.db, member.id);
    // The member's session is live on the member API...
    okValue(
      await t.app.inject({ method: 'GET', url: API.memberInfo, headers: { cookie: memberCookie } }),
    );
    // ...and nothing in the back office.
    expectError(await me(memberCookie), 401, 'bo.auth.required');
    expectError(
      await t.app.inject({
        method: 'GET',
        url: BO_OPERATORS_API.operators,
        headers: { cookie: memberCookie },
      }),
      401,
      'bo.auth.required',
    );
    // A member's token in the operator's cookie name is no operator session either.
    const memberToken = memberCookie.split('=')[1]!;
    expectError(await me(`bo_session=${memberToken}`), 401, 'bo.auth.required');

    const operator = await enrolled();
    const boCookie = await signIn(operator.username, operator.secret);
    const memberApi = await t.app.inject({
      method: 'GET',
      url: API.memberInfo,
      headers: { cookie: boCookie },
    });
    expect(memberApi.statusCode).toBe(401);
    const boToken = boCookie.split('=')[1]!;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: API.memberInfo,
          headers: { cookie: `session=${boToken}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a cross-site write that carries the cookie (403), and changes nothing', async () => {
    const operator = await enrolled();
    const cookie = await signIn(operator.username, operator.secret);
    const crossSite = await post(BO_OPERATORS_API.language, { language: 'EN' }, cookie, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    const foreignOrigin = await t.app.inject({
      method: 'POST',
      url: BO_OPERATORS_API.language,
      payload: { language: 'EN' },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    expect(okValue<BoOperator>(await me(cookie)).language).toBe('PT');
    // The same call from the back office's own pages passes.
    okValue(await post(BO_OPERATORS_API.language, { language: 'EN' }, cookie));
    expect(okValue<BoOperator>(await me(cookie)).language).toBe('EN');
  });

  it('refuses a cross-site code step too', async () => {
    const operator = await enrolled();
    const pending = await passwordStep(operator.username);
    const response = await post(
      BO_AUTH_API.totp,
      { code: totpCodeAt(operator.secret, now) },
      pending,
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('BO_ALLOWED_IPS', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({ ...t.env, BO_ALLOWED_IPS: '10.0.0.0/8, 192.0.2.7' }),
      db: t.database.db,
      clock: () => now,
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('refuses every back-office call and page from another address (403 bo.ip.denied)', async () => {
    const admin = await signedInOperator(t.database.db, 'admin', new Date(now));
    const outside = '203.0.113.9';
    const calls = [
      { method: 'GET' as const, url: BO_AUTH_API.me },
      { method: 'GET' as const, url: BO_OPERATORS_API.operators, headers: admin.headers },
      {
        method: 'POST' as const,
        url: BO_AUTH_API.login,
        payload: { username: 'x', password: 'y' },
      },
      { method: 'GET' as const, url: '/bo/' },
      { method: 'GET' as const, url: '/bo' },
      { method: 'GET' as const, url: '/bo/operators' },
      { method: 'GET' as const, url: '/bo/assets/index.js' },
      { method: 'GET' as const, url: '/bo/api/no-such-route' },
    ];
    for (const call of calls) {
      const response = await app.inject({ ...call, remoteAddress: outside });
      expectError(response, 403, 'bo.ip.denied');
    }
    // Spellings of the same path that the router would still match.
    for (const url of ['/%62o/api/auth/me', '/bo/%61pi/operators', '/bo//api/auth/me']) {
      const response = await app.inject({
        method: 'GET',
        url,
        remoteAddress: outside,
        headers: admin.headers,
      });
      expect([403, 404], `${url}: ${response.body}`).toContain(response.statusCode);
    }
    // The member site is not the back office: it answers as before.
    const site = await app.inject({ method: 'GET', url: API.memberInfo, remoteAddress: outside });
    expect(site.statusCode).toBe(401);
  });

  it('answers inside the list as usual', async () => {
    const admin = await signedInOperator(t.database.db, 'admin', new Date(now));
    expectError(
      await app.inject({ method: 'GET', url: BO_AUTH_API.me, remoteAddress: '10.20.30.40' }),
      401,
      'bo.auth.required',
    );
    okValue(
      await app.inject({
        method: 'GET',
        url: BO_OPERATORS_API.operators,
        remoteAddress: '192.0.2.7',
        headers: admin.headers,
      }),
    );
  });
});
