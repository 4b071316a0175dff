import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, API, HandoffValue, LoginValue, okEnvelope } from '@app/contracts';
import { hashToken } from '../../lib/sessions.ts';
import { cookieFrom, getAs, okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { expectError } from '../accounts/test-support.ts';
import { redeemHandoffCode } from './handoff.service.ts';
import { snapshot } from './test-helpers.ts';

/**
 * Issue 17, login swap: a page URL's `?token=` is a one-time hand-off code (decision 029). A
 * session token there, or in the redeem call, signs no one in.
 */
describe('session hand-off codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  const issue = (cookie: string | null, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: API.sessionHandoff,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
  const redeem = (code: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: API.sessionHandoffRedeem,
      payload: { code },
      headers,
    });
  const newMember = async (overrides: Parameters<typeof insertMember>[1] = {}) => {
    const member = await insertMember(t.database.db, overrides);
    return { ...member, cookie: await sessionCookieFor(t.database.db, member.id) };
  };
  const codeFor = async (cookie: string) => HandoffValue.parse(okValue(await issue(cookie))).code;

  it('issues a random code to a signed-in member only, stored hashed, valid about a minute', async () => {
    expectError(await issue(null), 401, 'auth.required');
    const m = await newMember();
    const before = Date.now();
    const response = await issue(m.cookie);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = HandoffValue.parse(okValue(response));
    expect(value.code).toMatch(/^[\w-]{32}$/);
    const expiresIn = Date.parse(value.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(ACCOUNT.handoffCodeTtlMs - 5_000);
    expect(expiresIn).toBeLessThanOrEqual(ACCOUNT.handoffCodeTtlMs + 1_000);
    const rows = await t.database.db
      .selectFrom('handoff_codes')
      .selectAll()
      .where('member_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toBe(hashToken(value.code));
    expect(JSON.stringify(rows)).not.toContain(value.code);
    expect(await codeFor(m.cookie)).not.toBe(value.code);
  });

  it('a code signs its member in once, with a new session, no-store, and then never again', async () => {
    const m = await newMember({ user_name: 'handed' });
    const code = await codeFor(m.cookie);
    const first = await redeem(code);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const value = okEnvelope(LoginValue).parse(first.json()).value;
    expect(value).toMatchObject({ userName: 'handed', customerType: 0, merchantCode: 'DEMO' });
    // A new session, not the issuer's: both are live, and they differ.
    expect(value.token).not.toBe(tokenOf(m.cookie));
    const cookie = cookieFrom(first);
    expect(cookie).toBe(`session=${value.token}`);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    expect((await getAs(t.app, cookie, API.memberInfo)).json().value.userName).toBe('handed');
    expect((await getAs(t.app, m.cookie, API.memberInfo)).statusCode).toBe(200);

    const before = await snapshot(t.database.db);
    const again = await redeem(code);
    expectError(again, 401, 'handoff.code.invalid');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-store');
    expect(await snapshot(t.database.db)).toEqual(before);
  });

  it('refuses a session token in the redeem call: no session is created', async () => {
    const attacker = await newMember({ user_name: 'attacker' });
    const sessionToken = tokenOf(attacker.cookie);
    const before = await snapshot(t.database.db);
    const response = await redeem(sessionToken);
    expectError(response, 401, 'handoff.code.invalid');
    expect(response.headers['set-cookie']).toBeUndefined();
    // Nor as a bearer (the old page-URL route is gone): still no session.
    const bearer = await t.app.inject({
      method: 'POST',
      url: API.sessionHandoffRedeem,
      payload: { code: sessionToken },
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expectError(bearer, 401, 'handoff.code.invalid');
    expect(bearer.headers['set-cookie']).toBeUndefined();
    const old = await t.app.inject({
      method: 'POST',
      url: '/wps/session/token',
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(old.statusCode).toBe(404);
    expect(old.headers['set-cookie']).toBeUndefined();
    expect(await snapshot(t.database.db)).toEqual(before);
  });

  it('refuses an expired code, naming it expired, and an unknown one', async () => {
    const m = await newMember();
    const code = await codeFor(m.cookie);
    await t.database.db
      .updateTable('handoff_codes')
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where('code_hash', '=', hashToken(code))
      .execute();
    const before = await snapshot(t.database.db);
    const expired = await redeem(code);
    const body = expectError(expired, 401, 'handoff.code.expired');
    expect(body.message).toMatch(/expirou/);
    expect(expired.headers['set-cookie']).toBeUndefined();
    expectError(await redeem('A'.repeat(32)), 401, 'handoff.code.invalid');
    expect(await snapshot(t.database.db)).toEqual(before);
  });

  it('expires by the clock: a code redeemed after its minute is refused', async () => {
    const m = await newMember();
    const code = await codeFor(m.cookie);
    const later = new Date(Date.now() + ACCOUNT.handoffCodeTtlMs + 1);
    await expect(
      redeemHandoffCode(
        { config: t.config, db: t.database.db, merchantCode: 'DEMO' },
        {} as never,
        {} as never,
        code,
        later,
      ),
    ).rejects.toMatchObject({ code: 'handoff.code.expired', status: 401 });
  });

  it('refuses the code of a member disabled since it was issued', async () => {
    const m = await newMember();
    const code = await codeFor(m.cookie);
    await t.database.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', m.id)
      .execute();
    expectError(await redeem(code), 401, 'handoff.code.invalid');
  });

  it('validates the code with request.invalid and writes nothing', async () => {
    const before = await snapshot(t.database.db, ['sessions', 'handoff_codes']);
    for (const code of ['', 'short', 'a b'.repeat(10), 'x'.repeat(129), 42, null]) {
      expectError(await redeem(code), 400, 'request.invalid');
    }
    expect(await snapshot(t.database.db, ['sessions', 'handoff_codes'])).toEqual(before);
  });

  it('refuses a cross-site issue or redeem from a browser', async () => {
    const m = await newMember();
    expectError(
      await issue(m.cookie, { origin: 'https://evil.example' }),
      403,
      'request.cross.site',
    );
    const code = await codeFor(m.cookie);
    expectError(await redeem(code, { 'sec-fetch-site': 'cross-site' }), 403, 'request.cross.site');
    // Refused before it was looked at: the code still works from the site itself.
    expect((await redeem(code, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });
});
