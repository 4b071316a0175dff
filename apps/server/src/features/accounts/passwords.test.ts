import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT, API, LoginValue } from '@app/contracts';
import { verifyPassword } from '../../lib/passwords.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  FORGOT_MAX_PER_IP_PER_HOUR,
  FORGOT_MAX_PER_USER_PER_HOUR,
  temporaryPassword,
} from './passwords.service.ts';
import { cookieFrom, freshIp, getAs, okValue, outbox, sendCode } from '../../testing/api.ts';
import { dbState, expectError, setMerchant } from './test-support.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('password flows', () => {
  let t: TestApp;
  let serial = 0;
  const uniqueName = () => `pw${String((serial += 1)).padStart(5, '0')}`;
  const uniqueMobile = () => `5199${String((serial += 1)).padStart(7, '0')}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());
  beforeEach(() => setMerchant(t.database.db, { password_max_age_days: 0 }));

  const memberRow = (id: number) =>
    t.database.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const liveSessions = async (memberId: number) =>
    (
      await t.database.db
        .selectFrom('sessions')
        .select('id')
        .where('member_id', '=', memberId)
        .where('ended_at', 'is', null)
        .execute()
    ).length;
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  describe('forgot by e-mail', () => {
    const forgot = (
      fields: Record<string, string>,
      remoteAddress = freshIp(),
      headers: Record<string, string> = {},
    ) =>
      t.app.inject({
        method: 'POST',
        url: API.forgotByEmail,
        payload: form(fields),
        headers: { ...FORM, ...headers },
        remoteAddress,
      });

    it('e-mails a temporary password to a matching pair (case-insensitive) and stores it hashed', async () => {
      const userName = uniqueName();
      const email = `${userName}@example.com`;
      const { id } = await insertMember(t.database.db, { user_name: userName, email });
      const before = Date.now();
      const response = await forgot(
        { username: ` ${userName.toUpperCase()} `, email: email.toUpperCase() },
        freshIp(),
        { 'accept-language': 'en' },
      );
      expect(okValue(response)).toBeNull();
      const [mail] = await outbox(t.app, email);
      expect(mail).toMatchObject({ channel: 'email', subject: 'Your temporary password' });
      const temp = /temporary password is: (\S+)/.exec(mail!.body)![1]!;
      expect(temp).toMatch(/^[A-Za-z2-9]{10}$/);
      const row = await memberRow(id);
      expect(row.temp_password_hash).not.toContain(temp);
      expect(await verifyPassword(row.temp_password_hash!, temp)).toBe(true);
      const expires = Date.parse(row.temp_password_expires_at!);
      expect(expires).toBeGreaterThanOrEqual(before + ACCOUNT.tempPasswordTtlMs);
      expect(expires).toBeLessThanOrEqual(Date.now() + ACCOUNT.tempPasswordTtlMs);
      // The real password still works until it is changed.
      expect(await verifyPassword(row.password_hash, 'secret123')).toBe(true);
    });

    it('writes the e-mail in Vietnamese for a Vietnamese member (language=VI or the vi cookie)', async () => {
      const asVietnamese: Record<string, string>[] = [
        { 'accept-language': 'vi-VN' },
        { cookie: 'language=vi' },
      ];
      for (const headers of asVietnamese) {
        const userName = uniqueName();
        const email = `${userName}@example.com`;
        await insertMember(t.database.db, { user_name: userName, email });
        okValue(await forgot({ username: userName, email }, freshIp(), headers));
        const [mail] = await outbox(t.app, email);
        expect(mail).toMatchObject({ channel: 'email', subject: 'Mật khẩu tạm thời của bạn' });
        expect(mail!.body).toMatch(/^Xin chào pw\d+,\n\nMật khẩu tạm thời của bạn là: \S{10}\n/);
      }
    });

    it('writes the mail in Portuguese by default', async () => {
      const userName = uniqueName();
      const email = `${userName}@example.com`;
      await insertMember(t.database.db, { user_name: userName, email });
      okValue(await forgot({ username: userName, email }));
      const [mail] = await outbox(t.app, email);
      expect(mail!.subject).toBe('Sua senha temporária');
    });

    it('answers the same success for a wrong pair, an unknown name and a trial, changing nothing', async () => {
      const userName = uniqueName();
      await insertMember(t.database.db, { user_name: userName, email: `${userName}@example.com` });
      const trialName = uniqueName();
      await insertMember(t.database.db, {
        user_name: trialName,
        type: 4,
        email: `${trialName}@example.com`,
      });
      for (const fields of [
        { username: userName, email: 'someone.else@example.com' },
        { username: 'nobody00', email: `${userName}@example.com` },
        { username: trialName, email: `${trialName}@example.com` },
      ]) {
        const before = await dbState(t.database.db);
        const response = await forgot(fields);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, value: null });
        expect(await dbState(t.database.db)).toEqual(before);
      }
    });

    it('drops requests silently past the per-name cap', async () => {
      const userName = uniqueName();
      const email = `${userName}@example.com`;
      await insertMember(t.database.db, { user_name: userName, email });
      for (let i = 0; i < FORGOT_MAX_PER_USER_PER_HOUR + 2; i += 1) {
        expect(okValue(await forgot({ username: userName, email }))).toBeNull();
      }
      expect(await outbox(t.app, email)).toHaveLength(FORGOT_MAX_PER_USER_PER_HOUR);
    });

    it('drops requests silently past the per-address cap', async () => {
      const ip = freshIp();
      for (let i = 0; i < FORGOT_MAX_PER_IP_PER_HOUR; i += 1) {
        okValue(await forgot({ username: `none${i}`, email: 'x@example.com' }, ip));
      }
      const userName = uniqueName();
      const email = `${userName}@example.com`;
      await insertMember(t.database.db, { user_name: userName, email });
      okValue(await forgot({ username: userName, email }, ip));
      expect(await outbox(t.app, email)).toHaveLength(0);
      okValue(await forgot({ username: userName, email }, freshIp()));
      expect(await outbox(t.app, email)).toHaveLength(1);
    });

    it.each([
      [{ username: 'someone' }],
      [{ username: 'someone', email: 'not-an-email' }],
      [{ username: '', email: 'a@example.com' }],
      [{ email: 'a@example.com' }],
    ])('refuses a malformed form %j with request.invalid', async (fields) => {
      const before = await dbState(t.database.db);
      expectError(await forgot(fields as Record<string, string>), 400, 'request.invalid');
      expect(await dbState(t.database.db)).toEqual(before);
    });

    it('answers a long hostile e-mail at once (no catastrophic backtracking)', async () => {
      const started = Date.now();
      expectError(
        await forgot({ username: 'someone', email: `a@${'a'.repeat(100)}!` }),
        400,
        'request.invalid',
      );
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it('accepts form posts only on this call: other JSON calls still refuse them', async () => {
      const before = await dbState(t.database.db);
      for (const [method, url] of [
        ['POST', API.smsSend],
        ['POST', API.affiliateCheck],
        ['PUT', API.register],
        ['POST', API.setPasswordByPhone],
        ['POST', API.login],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          payload: form({ mobileNum: '11987654321', purpose: 'register', code: 'DEMO2026' }),
          headers: FORM,
          remoteAddress: freshIp(),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(415);
      }
      expect(await dbState(t.database.db)).toEqual(before);
    });
  });

  describe('set password by phone', () => {
    const setByPhone = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: API.setPasswordByPhone,
        payload,
        headers,
        remoteAddress: freshIp(),
      });

    const withMobile = async () => {
      const mobileNum = uniqueMobile();
      const member = await insertMember(t.database.db, {
        country_dialing_code: '+55',
        mobile_num: mobileNum,
        mobile_key: `+55${mobileNum}`,
        first_time_login: 1,
      });
      return { ...member, mobileNum };
    };

    it('sets the password, ends every session, and signs in', async () => {
      const m = await withMobile();
      const oldCookie = await sessionCookieFor(t.database.db, m.id);
      await t.database.db
        .updateTable('members')
        .set({ temp_password_hash: 'x', temp_password_expires_at: new Date().toISOString() })
        .where('id', '=', m.id)
        .execute();
      await setMerchant(t.database.db, { password_max_age_days: 30 });
      const code = await sendCode(t.app, m.mobileNum, 'resetPassword');
      const response = await setByPhone({
        mobileNum: m.mobileNum,
        countryDialingCode: '+55',
        verificationCode: code,
        newPassword: 'newpass1',
      });
      const value = LoginValue.parse(okValue(response));
      expect(value).toMatchObject({
        userName: m.userName,
        firstTimeLogin: false,
        passwordExpired: false,
      });
      const row = await memberRow(m.id);
      expect(await verifyPassword(row.password_hash, 'newpass1')).toBe(true);
      expect(row).toMatchObject({
        first_time_login: 0,
        temp_password_hash: null,
        temp_password_expires_at: null,
      });
      const days =
        (Date.parse(row.password_expires_at!) - Date.parse(row.password_changed_at)) / 86_400_000;
      expect(days).toBe(30);
      expect(await liveSessions(m.id)).toBe(1);
      const old = await getAs(t.app, oldCookie, API.walletBalance);
      expect(old.statusCode).toBe(401);
      const fresh = await getAs(t.app, cookieFrom(response), API.walletBalance);
      expect(okValue(fresh)).toEqual({ sumBalance: 0, bonusBalance: 0 });
    });

    it('answers modify.new.old.same without using the code, so a retry with it works', async () => {
      const m = await withMobile();
      const code = await sendCode(t.app, m.mobileNum, 'resetPassword');
      const payload = { mobileNum: m.mobileNum, countryDialingCode: '+55', verificationCode: code };
      const before = await dbState(t.database.db);
      const same = await setByPhone({ ...payload, newPassword: m.password });
      expect(expectError(same, 400, 'modify.new.old.same').value).toEqual({ field: 'newPassword' });
      expect(await dbState(t.database.db)).toEqual(before);
      okValue(await setByPhone({ ...payload, newPassword: 'another1' }));
      // Used now.
      expectError(
        await setByPhone({ ...payload, newPassword: 'another2' }),
        400,
        'sms.code.expired',
      );
    });

    it('refuses a wrong code, a code for another purpose, and a number without an account', async () => {
      const m = await withMobile();
      const code = await sendCode(t.app, m.mobileNum, 'resetPassword');
      const wrong = code === '000000' ? '000001' : '000000';
      const payload = {
        mobileNum: m.mobileNum,
        countryDialingCode: '+55',
        newPassword: 'abc12345',
      };
      const before = await dbState(t.database.db);
      expectError(
        await setByPhone({ ...payload, verificationCode: wrong }),
        400,
        'sms.code.invalid',
      );
      const registerCode = await sendCode(t.app, uniqueMobile(), 'register');
      expectError(
        await setByPhone({ ...payload, verificationCode: registerCode }),
        400,
        'sms.code.invalid',
      );
      const unknown = uniqueMobile();
      await sendCode(t.app, unknown, 'resetPassword').catch(() => undefined);
      expectError(
        await setByPhone({ ...payload, mobileNum: unknown, verificationCode: '123456' }),
        400,
        'sms.code.invalid',
      );
      const after = await dbState(t.database.db);
      expect(after.members).toEqual(before.members);
      expect(after.sessions).toEqual(before.sessions);
    });

    it('refuses a new password that fails the rule, before looking at the code', async () => {
      const m = await withMobile();
      const code = await sendCode(t.app, m.mobileNum, 'resetPassword');
      const before = await dbState(t.database.db);
      const response = await setByPhone({
        mobileNum: m.mobileNum,
        countryDialingCode: '+55',
        verificationCode: code,
        newPassword: 'letters',
      });
      expect(expectError(response, 400, 'register.field.invalid').value).toEqual({
        field: 'newPassword',
        messageKey: 'validation.password',
      });
      expect(await dbState(t.database.db)).toEqual(before);
      const [row] = await t.database.db
        .selectFrom('verification_codes')
        .select(['checks', 'consumed_at'])
        .where('target', '=', `+55${m.mobileNum}`)
        .execute();
      expect(row).toEqual({ checks: 0, consumed_at: null });
    });

    it.each([
      [
        {
          mobileNum: '11987654321',
          countryDialingCode: '+55',
          verificationCode: '12345',
          newPassword: 'abc123',
        },
      ],
      [{ mobileNum: '11987654321', countryDialingCode: '+55', verificationCode: '123456' }],
      [
        {
          mobileNum: 'abc',
          countryDialingCode: '+55',
          verificationCode: '123456',
          newPassword: 'abc123',
        },
      ],
      [{}],
    ])('refuses a malformed body %j with request.invalid', async (payload) => {
      const before = await dbState(t.database.db);
      expectError(await setByPhone(payload), 400, 'request.invalid');
      expect(await dbState(t.database.db)).toEqual(before);
    });
  });

  describe('change password', () => {
    const change = (cookie: string | undefined, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: API.changePassword,
        payload,
        headers: cookie ? { cookie } : {},
      });

    it('changes the password and ends the other sessions, keeping this one', async () => {
      const m = await insertMember(t.database.db, { first_time_login: 1 });
      const mine = await sessionCookieFor(t.database.db, m.id);
      const other = await sessionCookieFor(t.database.db, m.id);
      await setMerchant(t.database.db, { password_max_age_days: 60 });
      const response = await change(mine, {
        oldPassword: m.password,
        newPassword: 'fresh123',
        confirmNewPassword: 'fresh123',
      });
      expect(response.json()).toEqual({ success: true, value: null });
      const row = await memberRow(m.id);
      expect(await verifyPassword(row.password_hash, 'fresh123')).toBe(true);
      expect(row.first_time_login).toBe(0);
      expect(row.password_expires_at).not.toBeNull();
      const still = await getAs(t.app, mine, API.walletBalance);
      expect(still.statusCode).toBe(200);
      const gone = await getAs(t.app, other, API.walletBalance);
      expect(gone.statusCode).toBe(401);
      expect(await liveSessions(m.id)).toBe(1);
    });

    it('accepts a live temporary password as the old one, and clears it', async () => {
      const userName = uniqueName();
      const email = `${userName}@example.com`;
      const m = await insertMember(t.database.db, { user_name: userName, email });
      okValue(
        await t.app.inject({
          method: 'POST',
          url: API.forgotByEmail,
          payload: form({ username: userName, email }),
          headers: { ...FORM, 'accept-language': 'en' },
          remoteAddress: freshIp(),
        }),
      );
      const temp = /temporary password is: (\S+)/.exec((await outbox(t.app, email))[0]!.body)![1]!;
      const cookie = await sessionCookieFor(t.database.db, m.id);
      okValue(
        await change(cookie, {
          oldPassword: temp,
          newPassword: 'chosen12',
          confirmNewPassword: 'chosen12',
        }),
      );
      const row = await memberRow(m.id);
      expect(await verifyPassword(row.password_hash, 'chosen12')).toBe(true);
      expect(row.temp_password_hash).toBeNull();
    });

    it('holds the account back after wrong old passwords, as the login does', async () => {
      const m = await insertMember(t.database.db);
      const cookie = await sessionCookieFor(t.database.db, m.id);
      const attempt = (oldPassword: string) =>
        change(cookie, { oldPassword, newPassword: 'fresh123', confirmNewPassword: 'fresh123' });
      for (let i = 0; i < ACCOUNT.loginDelayAfterFailures; i += 1) {
        expectError(await attempt('wrong123'), 400, 'password.old.incorrect');
      }
      expectError(await attempt(m.password), 429, 'login.throttled');
      const row = await memberRow(m.id);
      expect(await verifyPassword(row.password_hash, m.password)).toBe(true);
    });

    it('refuses an expired temporary password', async () => {
      const m = await insertMember(t.database.db);
      const temp = temporaryPassword();
      const { hashPassword } = await import('../../lib/passwords.ts');
      await t.database.db
        .updateTable('members')
        .set({
          temp_password_hash: await hashPassword(temp),
          temp_password_expires_at: new Date(Date.now() - 1000).toISOString(),
        })
        .where('id', '=', m.id)
        .execute();
      const cookie = await sessionCookieFor(t.database.db, m.id);
      const before = await dbState(t.database.db);
      const response = await change(cookie, {
        oldPassword: temp,
        newPassword: 'chosen12',
        confirmNewPassword: 'chosen12',
      });
      expectError(response, 400, 'password.old.incorrect');
      expect(await dbState(t.database.db)).toEqual(before);
    });

    it.each([
      [
        'password.mismatch',
        400,
        { newPassword: 'fresh123', confirmNewPassword: 'fresh124' },
        { field: 'confirmNewPassword' },
      ],
      ['password.old.incorrect', 400, { oldPassword: 'wrong123' }, { field: 'oldPassword' }],
      [
        'modify.new.old.same',
        400,
        { newPassword: 'secret123', confirmNewPassword: 'secret123' },
        { field: 'newPassword' },
      ],
      [
        'register.field.invalid',
        400,
        { newPassword: 'abc', confirmNewPassword: 'abc' },
        { field: 'newPassword', messageKey: 'validation.password' },
      ],
    ])('refuses with %s and changes nothing', async (code, status, overrides, value) => {
      const m = await insertMember(t.database.db);
      const cookie = await sessionCookieFor(t.database.db, m.id);
      await sessionCookieFor(t.database.db, m.id);
      const before = await dbState(t.database.db);
      const response = await change(cookie, {
        oldPassword: m.password,
        newPassword: 'fresh123',
        confirmNewPassword: 'fresh123',
        ...overrides,
      });
      expect(expectError(response, status, code).value).toEqual(value);
      expect(await dbState(t.database.db)).toEqual(before);
    });

    it('names a failing field in Vietnamese for a Vietnamese member (cookie language=vi)', async () => {
      const m = await insertMember(t.database.db);
      const cookie = await sessionCookieFor(t.database.db, m.id);
      const response = await change(`${cookie}; language=vi`, {
        oldPassword: m.password,
        newPassword: 'abc',
        confirmNewPassword: 'abc',
      });
      expect(expectError(response, 400, 'register.field.invalid').message).toBe(
        'Vui lòng kiểm tra trường: Mật khẩu: định dạng không đúng',
      );
    });

    it('refuses a trial account with 403 trial.forbidden', async () => {
      const m = await insertMember(t.database.db, { type: 4 });
      const cookie = await sessionCookieFor(t.database.db, m.id);
      const before = await dbState(t.database.db);
      expectError(
        await change(cookie, {
          oldPassword: m.password,
          newPassword: 'fresh123',
          confirmNewPassword: 'fresh123',
        }),
        403,
        'trial.forbidden',
      );
      expect(await dbState(t.database.db)).toEqual(before);
    });

    it('needs a session (401) and a well-formed body (400)', async () => {
      const before = await dbState(t.database.db);
      const anonymous = await change(undefined, {
        oldPassword: 'a',
        newPassword: 'b',
        confirmNewPassword: 'b',
      });
      expect(anonymous.statusCode).toBe(401);
      const m = await insertMember(t.database.db);
      const cookie = await sessionCookieFor(t.database.db, m.id);
      const mid = await dbState(t.database.db);
      expectError(await change(cookie, { oldPassword: m.password }), 400, 'request.invalid');
      expectError(
        await change(cookie, { oldPassword: '', newPassword: 'x', confirmNewPassword: 'x' }),
        400,
        'request.invalid',
      );
      expect(await dbState(t.database.db)).toEqual(mid);
      expect(before.members).not.toEqual(mid.members);
    });
  });
});
