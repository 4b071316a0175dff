import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MemberInfo, okEnvelope, PlayerAvatar, UnreadCounts } from '@app/contracts';
import { hashToken } from '../../lib/sessions.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { cookieFrom } from '../../testing/api.ts';
import { snapshot } from './test-helpers.ts';

describe('session and member calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>) =>
    t.app.inject({ method, url, headers });
  const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  const loginAs = async (username: string, ip = '10.30.0.1') => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.login,
      payload: { type: 'username', username, password: 'secret123' },
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    return cookieFrom(response);
  };

  describe('logout', () => {
    it('ends the session and clears the cookie', async () => {
      const member = await insertMember(t.database.db);
      const cookie = await sessionCookieFor(t.database.db, member.id);
      const response = await call('DELETE', API.session, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, value: null });
      expect(String(response.headers['set-cookie'])).toMatch(
        /^session=; Path=\/; HttpOnly;.*Max-Age=0/,
      );
      const row = await t.database.db
        .selectFrom('sessions')
        .select('ended_at')
        .where('token_hash', '=', hashToken(tokenOf(cookie)))
        .executeTakeFirstOrThrow();
      expect(row.ended_at).not.toBeNull();
      const after = await call('GET', API.memberInfo, { cookie });
      expect(after.statusCode).toBe(401);
      expect(after.json().errorCode).toBe('session.ended');
      // A second logout with the dead token: 401, nothing changes.
      const before = await snapshot(t.database.db);
      const again = await call('DELETE', API.session, { cookie });
      expect(again.statusCode).toBe(401);
      expect(await snapshot(t.database.db)).toEqual(before);
    });

    it('ends only the session it was called with', async () => {
      const member = await insertMember(t.database.db);
      const one = await sessionCookieFor(t.database.db, member.id);
      const two = await sessionCookieFor(t.database.db, member.id);
      await call('DELETE', API.session, { cookie: one });
      expect((await call('GET', API.memberInfo, { cookie: two })).statusCode).toBe(200);
    });

    it('accepts a bearer token as well as the cookie', async () => {
      const member = await insertMember(t.database.db);
      const token = tokenOf(await sessionCookieFor(t.database.db, member.id));
      const response = await call('DELETE', API.session, { authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(200);
      const after = await call('GET', API.avatar, { authorization: `Bearer ${token}` });
      expect(after.json().errorCode).toBe('session.ended');
    });
  });

  describe('member info', () => {
    it('answers the member fields, labels and the login before this session', async () => {
      const member = await insertMember(t.database.db, {
        user_name: 'Labelled',
        nickname: 'Lulu',
        labels: JSON.stringify(['nochat', 'vip']),
        club_label: 'Gold club',
        first_time_login: 1,
        password_expires_at: new Date(Date.now() - 1000).toISOString(),
      });
      const firstCookie = await loginAs('Labelled');
      const first = await call('GET', API.memberInfo, { cookie: firstCookie });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(okEnvelope(MemberInfo).parse(first.json()).value).toEqual({
        id: member.id,
        nickname: 'Lulu',
        account: 'Labelled',
        userName: 'Labelled',
        type: 0,
        memberLabel: [{ labelName: 'nochat' }, { labelName: 'vip' }],
        clubLabel: { labelName: 'Gold club' },
        firstTimeLogin: true,
        passwordExpired: true,
        lastLoginTime: null,
      });
      // The first login a minute back, so the two logins' times differ whatever the clock's
      // resolution (no waiting between them).
      const firstLoginAt = new Date(Date.now() - 60_000).toISOString();
      await t.database.db
        .updateTable('sessions')
        .set({ created_at: firstLoginAt })
        .where('token_hash', '=', hashToken(tokenOf(firstCookie)))
        .executeTakeFirstOrThrow();
      const secondCookie = await loginAs('Labelled');
      const second = await call('GET', API.memberInfo, { cookie: secondCookie });
      expect(second.json().value.lastLoginTime).toBe(firstLoginAt);
    });

    it('copes with broken label JSON and no club', async () => {
      const member = await insertMember(t.database.db, { labels: 'not json' });
      const cookie = await sessionCookieFor(t.database.db, member.id);
      const value = (await call('GET', API.memberInfo, { cookie })).json().value;
      expect(value.memberLabel).toEqual([]);
      expect(value.clubLabel).toBeNull();
      expect(value.nickname).toBe('');
      expect(value.passwordExpired).toBe(false);
    });
  });

  describe('avatar', () => {
    it('answers the static default and a custom URL', async () => {
      const plain = await insertMember(t.database.db);
      const response = await call('GET', API.avatar, {
        cookie: await sessionCookieFor(t.database.db, plain.id),
      });
      expect(okEnvelope(PlayerAvatar).parse(response.json()).value).toEqual({
        avatar: 'avatar-1',
        avatarType: 'STATIC',
      });
      const custom = await insertMember(t.database.db, {
        avatar: 'https://cdn.example.com/me.png',
        avatar_type: 'CUSTOM',
      });
      const customResponse = await call('GET', API.avatar, {
        cookie: await sessionCookieFor(t.database.db, custom.id),
      });
      expect(customResponse.json().value).toEqual({
        avatar: 'https://cdn.example.com/me.png',
        avatarType: 'CUSTOM',
      });
    });
  });

  describe('unread counts', () => {
    const shownCount = async (type: string) => {
      const rows = await t.database.db
        .selectFrom('announcements')
        .select('id')
        .where('merchant_code', '=', 'DEMO')
        .where('platform', '=', 'M')
        .where('type', '=', type)
        .where('enabled', '=', 1)
        .where('start_date', '<=', new Date().toISOString())
        .execute();
      return rows.map((row) => row.id);
    };

    it('counts shown announcements without a read row; total = announcements + chat + inbox', async () => {
      const player = await shownCount('PL');
      const popups = await shownCount('PU');
      expect(player.length).toBeGreaterThan(1);
      const now = new Date().toISOString();
      // Neither a future nor a disabled announcement counts.
      await t.database.db
        .insertInto('announcements')
        .values([
          {
            merchant_code: 'DEMO',
            code: 'PL-future',
            type: 'PL',
            title: 'f',
            content: '',
            start_date: '2999-01-01T00:00:00.000Z',
            platform: 'M',
            enabled: 1,
          },
          {
            merchant_code: 'DEMO',
            code: 'PL-off',
            type: 'PL',
            title: 'o',
            content: '',
            start_date: now,
            platform: 'M',
            enabled: 0,
          },
          {
            merchant_code: 'DEMO',
            code: 'PR-one',
            type: 'PR',
            title: 'p',
            content: '',
            start_date: now,
            platform: 'M',
            enabled: 1,
          },
        ])
        .execute();
      const member = await insertMember(t.database.db);
      const cookie = await sessionCookieFor(t.database.db, member.id);
      const first = okEnvelope(UnreadCounts).parse(
        (await call('GET', API.unreadCounts, { cookie })).json(),
      ).value;
      // The seeded broadcast message reaches every member, new ones too (decision 016).
      expect(first).toEqual({
        inbox: 1,
        chat: 0,
        announcements: player.length,
        activities: 1,
        loginPopups: popups.length,
        total: player.length + 1,
      });

      await t.database.db
        .insertInto('announcement_reads')
        .values({ member_id: member.id, announcement_id: player[0]!, read_at: now })
        .execute();
      // Another member's read row changes nothing for this one.
      const other = await insertMember(t.database.db);
      await t.database.db
        .insertInto('announcement_reads')
        .values({ member_id: other.id, announcement_id: player[1]!, read_at: now })
        .execute();
      const second = (await call('GET', API.unreadCounts, { cookie })).json().value;
      expect(second.announcements).toBe(player.length - 1);
      expect(second.total).toBe(player.length - 1 + 1);
    });

    it('is all zero for a trial account', async () => {
      const trial = await insertMember(t.database.db, { type: 4 });
      const response = await call('GET', API.unreadCounts, {
        cookie: await sessionCookieFor(t.database.db, trial.id),
      });
      expect(response.json().value).toEqual({
        inbox: 0,
        chat: 0,
        announcements: 0,
        activities: 0,
        loginPopups: 0,
        total: 0,
      });
    });
  });
});
