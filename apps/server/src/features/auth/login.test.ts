import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, API, LoginValue, okEnvelope } from '@app/contracts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/sessions.ts';
import { insertMember } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { pairKey, throttleWait } from './login.service.ts';
import { cookieFrom, getAs, solvedCaptcha } from '../../testing/api.ts';
import { snapshot } from './test-helpers.ts';

const MINUTE = 60_000;

describe('login by user name', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** Each test gets its own address, so failures of one never flag another. */
  const freshIp = () => `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const login = (body: unknown, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: API.login,
      payload: body as object,
      remoteAddress: ip,
      headers,
    });
  const failures = (key: string) =>
    t.database.db.selectFrom('login_failures').select('failed_at').where('key', '=', key).execute();
  const insertFailures = async (key: string, times: Date[]) => {
    await t.database.db
      .insertInto('login_failures')
      .values(times.map((at) => ({ key, failed_at: at.toISOString() })))
      .execute();
  };
  const accountKey = (name: string) => `account:DEMO:${name.toLowerCase()}`;
  const pairOf = (ip: string, name: string) => pairKey(`ip:${ip}`, accountKey(name));
  const ago = (ms: number) => new Date(Date.now() - ms);

  /** A rejected login: its status, code and value, and nothing written but failure rows. */
  const expectRejected = async (
    body: unknown,
    ip: string,
    status: number,
    errorCode: string,
    value: unknown,
  ) => {
    const before = await snapshot(t.database.db);
    const response = await login(body, ip);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode });
    expect(response.json().value).toEqual(value);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await snapshot(t.database.db)).toEqual(before);
    return response;
  };

  it('signs in: a session row, an HttpOnly cookie, the LoginValue and the previous login time', async () => {
    const member = await insertMember(t.database.db, { user_name: 'Alice01' });
    const ip = freshIp();
    const first = await login({ type: 'username', username: 'Alice01', password: 'secret123' }, ip);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const value = okEnvelope(LoginValue).parse(first.json()).value;
    expect(value).toMatchObject({
      userName: 'Alice01',
      customerType: 0,
      merchantCode: 'DEMO',
      firstTimeLogin: false,
      passwordExpired: false,
      lastLoginTime: null,
    });
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect(cookieFrom(first)).toBe(`session=${value.token}`);
    const session = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(value.token))
      .executeTakeFirstOrThrow();
    expect(session.member_id).toBe(member.id);
    expect(session.ip).toBe(ip);

    const second = await login(
      { type: 'username', username: 'Alice01', password: 'secret123' },
      ip,
    );
    const again = okEnvelope(LoginValue).parse(second.json()).value;
    expect(again.lastLoginTime).toBe(session.created_at);
    expect(again.token).not.toBe(value.token);
  });

  it('finds the name whatever its case and surrounding spaces', async () => {
    await insertMember(t.database.db, { user_name: 'MixedCase' });
    const response = await login(
      { type: 'username', username: '  mixedcase ', password: 'secret123' },
      freshIp(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().value.userName).toBe('MixedCase');
  });

  it('rotates the token: the session the request carried ends at login', async () => {
    await insertMember(t.database.db, { user_name: 'rotator' });
    const ip = freshIp();
    const first = await login({ type: 'username', username: 'rotator', password: 'secret123' }, ip);
    const oldCookie = cookieFrom(first);
    const second = await login(
      { type: 'username', username: 'rotator', password: 'secret123' },
      ip,
      { cookie: oldCookie },
    );
    expect(second.statusCode).toBe(200);
    const info = await getAs(t.app, oldCookie, API.memberInfo);
    expect(info.statusCode).toBe(401);
    expect(info.json().errorCode).toBe('session.ended');
    const fresh = await getAs(t.app, cookieFrom(second), API.memberInfo);
    expect(fresh.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password, an unknown name, a disabled and a trial account', async () => {
    await insertMember(t.database.db, { user_name: 'victim' });
    await insertMember(t.database.db, { user_name: 'disabled1', status: 'disabled' });
    await insertMember(t.database.db, { user_name: 'trial1', type: 4 });
    const bodies = [
      { type: 'username', username: 'victim', password: 'wrong-password' },
      { type: 'username', username: 'nobody-here', password: 'secret123' },
      { type: 'username', username: 'disabled1', password: 'secret123' },
      { type: 'username', username: 'trial1', password: 'secret123' },
    ];
    const answers = [];
    for (const body of bodies) {
      const ip = freshIp();
      const response = await expectRejected(body, ip, 401, 'login.failed', { captcha: true });
      answers.push(response.body);
      // Counted once under the account and once under the address.
      expect(await failures(accountKey(body.username))).toHaveLength(1);
      expect(await failures(`ip:${ip}`)).toHaveLength(1);
    }
    expect(new Set(answers).size).toBe(1);
  });

  it('after a failure asks for a captcha first, refuses a wrong one, and takes a right one', async () => {
    await insertMember(t.database.db, { user_name: 'flagged1' });
    const ip = freshIp();
    const good = { type: 'username', username: 'flagged1', password: 'secret123' };
    await expectRejected({ ...good, password: 'nope' }, ip, 401, 'login.failed', { captcha: true });

    // The right password is not even looked at without a captcha.
    await expectRejected(good, ip, 400, 'captcha.required', { captcha: true });
    const wrong = await solvedCaptcha(t.app, ip);
    await expectRejected(
      { ...good, captchaKey: wrong.captchaKey, captcha: 'QQQQ' },
      ip,
      400,
      'captcha.invalid',
      { captcha: true },
    );
    // A wrong captcha counts; a try without one tested nothing and does not: 2 failures.
    expect(await failures(accountKey('flagged1'))).toHaveLength(2);
    expect(await failures(`ip:${ip}`)).toHaveLength(2);
    await t.database.db
      .updateTable('login_failures')
      .set({ failed_at: ago(2 * MINUTE).toISOString() })
      .where('key', 'in', [accountKey('flagged1'), `ip:${ip}`])
      .execute();

    const right = await solvedCaptcha(t.app, ip);
    const response = await login({ ...good, ...right, captcha: right.captcha.toLowerCase() }, ip);
    expect(response.statusCode).toBe(200);
    // Success clears the account's failures, not the address's.
    expect(await failures(accountKey('flagged1'))).toHaveLength(0);
    expect(await failures(`ip:${ip}`)).toHaveLength(2);
  });

  it('refuses a reused captcha and one fetched from another address', async () => {
    await insertMember(t.database.db, { user_name: 'reuser' });
    const ip = freshIp();
    const good = { type: 'username', username: 'reuser', password: 'secret123' };
    await insertFailures(accountKey('reuser'), [ago(5 * MINUTE)]);

    const captcha = await solvedCaptcha(t.app, ip);
    await expectRejected({ ...good, password: 'bad', ...captcha }, ip, 401, 'login.failed', {
      captcha: true,
    });
    await expectRejected({ ...good, ...captcha }, ip, 400, 'captcha.invalid', { captcha: true });

    // Another account and address, flagged once: a captcha solved elsewhere does not pass.
    await insertMember(t.database.db, { user_name: 'reuser2' });
    await insertFailures(accountKey('reuser2'), [ago(5 * MINUTE)]);
    const foreign = await solvedCaptcha(t.app, freshIp());
    await expectRejected(
      { ...good, username: 'reuser2', ...foreign },
      freshIp(),
      400,
      'captcha.invalid',
      { captcha: true },
    );
  });

  it('flags an address that failed before, for any account', async () => {
    await insertMember(t.database.db, { user_name: 'neighbour' });
    const ip = freshIp();
    await insertFailures(`ip:${ip}`, [ago(10 * MINUTE)]);
    await expectRejected(
      { type: 'username', username: 'neighbour', password: 'secret123' },
      ip,
      400,
      'captcha.required',
      { captcha: true },
    );
  });

  it('makes the next try of the account from that address wait, doubling per failure, without counting it', async () => {
    await insertMember(t.database.db, { user_name: 'slowed' });
    const ip = freshIp();
    const key = pairOf(ip, 'slowed');
    const base = { type: 'username', username: 'slowed', password: 'secret123' };
    // Five failures of this account from this address, the last just now: 2^(5-3) s to wait.
    const times = [ago(40_000), ago(30_000), ago(20_000), ago(10_000), new Date()];
    await insertFailures(key, times);
    await insertFailures(accountKey('slowed'), times);
    await insertFailures(`ip:${ip}`, times);
    const captcha = await solvedCaptcha(t.app, ip);
    const before = await failures(key);
    const response = await login({ ...base, ...captcha }, ip);
    expect(response.statusCode).toBe(429);
    expect(response.json().errorCode).toBe('login.throttled');
    const { retryAfterMs } = response.json().value;
    expect(retryAfterMs).toBeGreaterThan(3_000);
    expect(retryAfterMs).toBeLessThanOrEqual(4 * ACCOUNT.loginDelayBaseMs);
    expect(response.json().value.captcha).toBe(true);
    expect(await failures(key)).toHaveLength(before.length);
    // The throttled try did not spend the captcha: once the wait is over it still works.
    await t.database.db
      .updateTable('login_failures')
      .set({ failed_at: ago(MINUTE).toISOString() })
      .where('key', '=', key)
      .execute();
    expect((await login({ ...base, ...captcha }, ip)).statusCode).toBe(200);
    // A success clears the account's and the pair's failures.
    expect(await failures(key)).toHaveLength(0);
    expect(await failures(accountKey('slowed'))).toHaveLength(0);
  });

  it('slows wrong guesses at one account from one address as they come in, each needing a captcha', async () => {
    await insertMember(t.database.db, { user_name: 'guessed' });
    const ip = freshIp();
    const guess = { type: 'username', username: 'guessed', password: 'wrong-guess' };
    await expectRejected(guess, ip, 401, 'login.failed', { captcha: true });
    await expectRejected(guess, ip, 400, 'captcha.required', { captcha: true });
    for (let i = 1; i < ACCOUNT.loginDelayAfterFailures; i += 1) {
      const captcha = await solvedCaptcha(t.app, ip);
      expect((await login({ ...guess, ...captcha }, ip)).statusCode).toBe(401);
    }
    const captcha = await solvedCaptcha(t.app, ip);
    const slowed = await login({ ...guess, ...captcha }, ip);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().errorCode).toBe('login.throttled');
    expect(await failures(pairOf(ip, 'guessed'))).toHaveLength(ACCOUNT.loginDelayAfterFailures);
  });

  describe('throttles the attacker, not the owner (issue 17)', () => {
    /** Seven wrong guesses in 90 s from one address at one account, the last just now. */
    const sevenGuesses = async (ip: string, name: string) => {
      const times = [90_000, 75_000, 60_000, 45_000, 30_000, 15_000, 0].map((ms) => ago(ms));
      for (const key of [accountKey(name), `ip:${ip}`, pairOf(ip, name)]) {
        await insertFailures(key, times);
      }
    };

    it('lets another member behind the same address sign in (a captcha, no wait)', async () => {
      await insertMember(t.database.db, { user_name: 'nat_victim' });
      await insertMember(t.database.db, { user_name: 'nat_neighbour' });
      const shared = freshIp();
      await sevenGuesses(shared, 'nat_victim');
      const neighbour = { type: 'username', username: 'nat_neighbour', password: 'secret123' };
      // The address is flagged: a captcha first, but never a 429.
      await expectRejected(neighbour, shared, 400, 'captcha.required', { captcha: true });
      const captcha = await solvedCaptcha(t.app, shared);
      const response = await login({ ...neighbour, ...captcha }, shared);
      expect(response.statusCode).toBe(200);
      expect(response.json().value.userName).toBe('nat_neighbour');
    });

    it('signs the owner in with the right password and a solved captcha, however many failures', async () => {
      await insertMember(t.database.db, { user_name: 'targeted' });
      const attacker = freshIp();
      await sevenGuesses(attacker, 'targeted');
      // And a hundred more from a botnet, the hourly cap of the old policy.
      const times = Array.from({ length: ACCOUNT.loginMaxFailuresPerHour }, (_, i) =>
        ago(i * 1_000),
      );
      await insertFailures(accountKey('targeted'), times);
      const owner = freshIp();
      const body = { type: 'username', username: 'targeted', password: 'secret123' };
      await expectRejected(body, owner, 400, 'captcha.required', { captcha: true });
      const captcha = await solvedCaptcha(t.app, owner);
      const response = await login({ ...body, ...captcha }, owner);
      expect(response.statusCode).toBe(200);
      expect(response.json().value.userName).toBe('targeted');
      // The attacker, at that address, is still slowed: one guess a minute is all it gets.
      const slowed = await login(
        { ...body, password: 'guess', ...(await solvedCaptcha(t.app, attacker)) },
        attacker,
      );
      expect(slowed.statusCode).toBe(429);
    });

    it('still makes every guess at a flagged account cost a captcha, from any address', async () => {
      await insertMember(t.database.db, { user_name: 'spread' });
      await sevenGuesses(freshIp(), 'spread');
      await expectRejected(
        { type: 'username', username: 'spread', password: 'guess' },
        freshIp(),
        400,
        'captcha.required',
        { captcha: true },
      );
    });
  });

  it('refuses a pair with 100 failures in the hour until the oldest leaves the window', async () => {
    await insertMember(t.database.db, { user_name: 'hammered' });
    const ip = freshIp();
    const key = pairOf(ip, 'hammered');
    const oldest = ago(50 * MINUTE);
    const times = [oldest];
    for (let i = 1; i < ACCOUNT.loginMaxFailuresPerHour; i += 1)
      times.push(ago(49 * MINUTE - i * 10_000));
    await insertFailures(key, times);
    const captcha = await solvedCaptcha(t.app, ip);
    const response = await expectRejected(
      { type: 'username', username: 'hammered', password: 'secret123', ...captcha },
      ip,
      429,
      'login.throttled',
      { captcha: true, retryAfterMs: expect.any(Number) },
    );
    const wait = response.json().value.retryAfterMs as number;
    expect(wait).toBeGreaterThan(9 * MINUTE);
    expect(wait).toBeLessThanOrEqual(10 * MINUTE);
    // Out of the window: no permanent lockout.
    await t.database.db
      .updateTable('login_failures')
      .set({ failed_at: ago(61 * MINUTE).toISOString() })
      .where('key', '=', key)
      .execute();
    expect(
      (await login({ type: 'username', username: 'hammered', password: 'secret123' }, ip))
        .statusCode,
    ).toBe(200);
  });

  it('computes delays as the policy says', () => {
    const at = (ms: number) => new Date(ms).toISOString();
    const now = 10 * MINUTE;
    expect(throttleWait({ count: 2, first: at(now), last: at(now) }, now)).toBe(0);
    expect(throttleWait({ count: 3, first: at(0), last: at(now) }, now)).toBe(1_000);
    expect(throttleWait({ count: 4, first: at(0), last: at(now - 500) }, now)).toBe(1_500);
    expect(throttleWait({ count: 50, first: at(0), last: at(now) }, now)).toBe(
      ACCOUNT.loginDelayMaxMs,
    );
    expect(throttleWait({ count: 100, first: at(0), last: at(0) }, now)).toBe(
      ACCOUNT.loginFailureWindowMs - now,
    );
  });

  it('signs in with a live temporary password and forces the change; an expired one fails', async () => {
    await insertMember(t.database.db, {
      user_name: 'forgetful',
      temp_password_hash: await hashPassword('Temp-4321'),
      temp_password_expires_at: new Date(Date.now() + ACCOUNT.tempPasswordTtlMs).toISOString(),
    });
    const live = await login(
      { type: 'username', username: 'forgetful', password: 'Temp-4321' },
      freshIp(),
    );
    expect(live.statusCode).toBe(200);
    expect(live.json().value.passwordExpired).toBe(true);
    // The usual password still works, without forcing anything.
    const usual = await login(
      { type: 'username', username: 'forgetful', password: 'secret123' },
      freshIp(),
    );
    expect(usual.json().value.passwordExpired).toBe(false);

    await insertMember(t.database.db, {
      user_name: 'toolate',
      temp_password_hash: await hashPassword('Temp-4321'),
      temp_password_expires_at: ago(MINUTE).toISOString(),
    });
    await expectRejected(
      { type: 'username', username: 'toolate', password: 'Temp-4321' },
      freshIp(),
      401,
      'login.failed',
      { captcha: true },
    );
  });

  it('reports an expired password and a first-time login', async () => {
    await insertMember(t.database.db, {
      user_name: 'oldpass',
      password_expires_at: ago(MINUTE).toISOString(),
      first_time_login: 1,
    });
    const response = await login(
      { type: 'username', username: 'oldpass', password: 'secret123' },
      freshIp(),
    );
    expect(response.json().value).toMatchObject({ passwordExpired: true, firstTimeLogin: true });
  });

  it('answers 400 to malformed bodies and writes nothing, not even a failure', async () => {
    const ip = freshIp();
    const bodies: unknown[] = [
      {},
      { type: 'password', username: 'a', password: 'b' },
      { type: 'username', username: '', password: 'secret123' },
      { type: 'username', username: '   ', password: 'secret123' },
      { type: 'username', username: 'a'.repeat(33), password: 'secret123' },
      { type: 'username', username: 'alice', password: '' },
      { type: 'username', username: 'alice', password: 'p'.repeat(65) },
      { type: 'username', username: 'alice', password: 'secret123', captchaKey: 'short' },
      { type: 'username', username: 'alice', password: 'secret123', captcha: 'x'.repeat(17) },
      { type: 'username', username: 42, password: 'secret123' },
      { type: 'sms', mobileNum: '12ab', countryDialingCode: '+55', verificationCode: '123456' },
      { type: 'sms', mobileNum: '11987654321', countryDialingCode: '+55', verificationCode: '12' },
    ];
    const before = await snapshot(t.database.db, ['members', 'sessions', 'login_failures']);
    for (const body of bodies) {
      const response = await login(body, ip);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errorCode).toBe('request.invalid');
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: API.login,
      payload: '{"type":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
    });
    expect(notJson.statusCode).toBe(400);
    expect(await snapshot(t.database.db, ['members', 'sessions', 'login_failures'])).toEqual(
      before,
    );
  });
});
