import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, API } from '@app/contracts';
import { openDatabase, type AppDatabase } from '../db/database.ts';
import { insertMember, sessionCookieFor } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { hashToken } from './sessions.ts';

/**
 * The session check runs one statement compiled once (decision 051, third pass) and remembers
 * nothing between calls: whatever ends a session or stops a member — this process, another
 * connection (a CLI, another server), the clock — holds from the very next call.
 */
describe('resolveSession', () => {
  let t: TestApp;
  let other: AppDatabase;
  beforeAll(async () => {
    t = await createTestApp();
    other = await openDatabase(t.env);
  });
  afterAll(async () => {
    await other.destroy();
    await t.cleanup();
  });

  const memberInfo = (cookie: string) =>
    t.app.inject({ method: 'GET', url: API.memberInfo, headers: { cookie } });
  const tokenHashOf = (cookie: string) => hashToken(cookie.slice(cookie.indexOf('=') + 1));
  const signedIn = async () => {
    const member = await insertMember(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, member.id);
    expect((await memberInfo(cookie)).statusCode).toBe(200);
    return { memberId: member.id, cookie };
  };
  const expectEnded = async (cookie: string) => {
    const response = await memberInfo(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('session.ended');
  };
  const setSession = (cookie: string, values: { last_seen_at?: string; expires_at?: string }) =>
    other.db
      .updateTable('sessions')
      .set(values)
      .where('token_hash', '=', tokenHashOf(cookie))
      .execute();

  it('a session ended through another connection stops working at the next call', async () => {
    const { cookie } = await signedIn();
    await other.db
      .updateTable('sessions')
      .set({ ended_at: new Date().toISOString() })
      .where('token_hash', '=', tokenHashOf(cookie))
      .execute();
    await expectEnded(cookie);
  });

  it('a member no longer active loses every session at the next call', async () => {
    const { memberId, cookie } = await signedIn();
    await other.db
      .updateTable('members')
      .set({ status: 'locked' })
      .where('id', '=', memberId)
      .execute();
    await expectEnded(cookie);
    await other.db
      .updateTable('members')
      .set({ status: 'active' })
      .where('id', '=', memberId)
      .execute();
    expect((await memberInfo(cookie)).statusCode).toBe(200);
  });

  it('past its absolute expiry or idle too long, a session is refused', async () => {
    const expired = await signedIn();
    await setSession(expired.cookie, { expires_at: new Date(Date.now() - 1000).toISOString() });
    await expectEnded(expired.cookie);
    const idle = await signedIn();
    await setSession(idle.cookie, {
      last_seen_at: new Date(Date.now() - ACCOUNT.sessionIdleMs - 1000).toISOString(),
    });
    await expectEnded(idle.cookie);
  });

  it('a call after a minute or more of quiet moves the idle clock; a call sooner does not', async () => {
    const { cookie } = await signedIn();
    const lastSeen = async () =>
      (
        await t.database.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('token_hash', '=', tokenHashOf(cookie))
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    await setSession(cookie, { last_seen_at: old });
    const before = Date.now();
    expect((await memberInfo(cookie)).statusCode).toBe(200);
    const touched = await lastSeen();
    expect(Date.parse(touched)).toBeGreaterThanOrEqual(before - 1000);
    const recent = new Date(Date.now() - 30_000).toISOString();
    await setSession(cookie, { last_seen_at: recent });
    expect((await memberInfo(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(recent);
  });

  it('an unknown token is refused as ended, a missing one as not signed in', async () => {
    await expectEnded('session=unknown-token');
    const response = await t.app.inject({ method: 'GET', url: API.memberInfo });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('auth.required');
  });
});
