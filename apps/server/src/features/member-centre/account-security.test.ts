import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  CASHIER_API,
  MEMBER_CENTRE_API,
  BindMobileValue,
  Payee,
  SecurityConfig,
  WithdrawResetCodeValue,
} from '@app/contracts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { freshIp, lastSmsCode, okValue, outbox, sendCode } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { dbState, expectError } from '../accounts/test-support.ts';

/**
 * Issue 18 (decision 036): binding and changing a mobile number by SMS code, resetting a
 * forgotten withdrawal password by SMS or e-mail code, and re-authentication for payee changes.
 * Every refusal is checked to leave the members, sessions, codes and outbox as they were.
 */
describe('account security', () => {
  let t: TestApp;
  let nextNumber = 0;
  /** A number no other test uses (11 digits, a Brazilian mobile). */
  const number = () => `2197${String((nextNumber += 1)).padStart(7, '0')}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    cookie: string | null,
    payload?: object,
    remoteAddress = freshIp(),
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const newMember = async (columns: Parameters<typeof insertMember>[1] = {}) => {
    const member = await insertMember(t.database.db, columns);
    return { ...member, cookie: await sessionCookieFor(t.database.db, member.id) };
  };
  const memberRow = (id: number) =>
    t.database.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const config = async (cookie: string) =>
    SecurityConfig.parse(okValue(await call('GET', MEMBER_CENTRE_API.securityConfig, cookie)));
  const askBindCode = (cookie: string, mobileNum: string, countryDialingCode = '+55') =>
    call('POST', MEMBER_CENTRE_API.mobileCode, cookie, { countryDialingCode, mobileNum });
  const bind = (cookie: string, body: Record<string, string>) =>
    call('PUT', MEMBER_CENTRE_API.mobile, cookie, { countryDialingCode: '+55', ...body });

  describe('binding a mobile number', () => {
    it('binds a number proven by its SMS code; a wrong code changes nothing', async () => {
      // Registered by user name with a number typed but never proven: not bound.
      const member = await newMember({ mobile_num: '21900000000', email: '' });
      expect((await config(member.cookie)).mobile).toEqual({ bound: false, masked: '' });

      const mobileNum = number();
      okValue(await askBindCode(member.cookie, mobileNum));
      const code = await lastSmsCode(t.app, `+55${mobileNum}`);

      const before = await dbState(t.database.db);
      const wrong = code === '000000' ? '111111' : '000000';
      expectError(
        await bind(member.cookie, { mobileNum, verificationCode: wrong }),
        400,
        'sms.code.invalid',
      );
      expect(await dbState(t.database.db)).toEqual(before);

      const bound = BindMobileValue.parse(
        okValue(await bind(member.cookie, { mobileNum, verificationCode: code })),
      );
      expect(bound.masked).toBe(`21*****${mobileNum.slice(-4)}`);
      expect(await config(member.cookie)).toMatchObject({ mobile: { bound: true, ...bound } });
      expect(await memberRow(member.id)).toMatchObject({
        mobile_num: mobileNum,
        mobile_key: `+55${mobileNum}`,
        country_dialing_code: '+55',
      });
      // Binding it again is refused for what it is.
      expectError(
        await bind(member.cookie, { mobileNum, verificationCode: code, password: member.password }),
        409,
        'member.mobile.same',
      );
    });

    it('refuses a number another member holds, sending nothing and changing nothing', async () => {
      const taken = number();
      await insertMember(t.database.db, { mobile_num: taken, mobile_key: `+55${taken}` });
      const member = await newMember();
      const before = await dbState(t.database.db);
      const body = expectError(await askBindCode(member.cookie, taken), 409, 'member.mobile.taken');
      expect(body.message).toBe('Este número de celular está vinculado a outra conta');
      expectError(
        await bind(member.cookie, { mobileNum: taken, verificationCode: '123456' }),
        409,
        'member.mobile.taken',
      );
      expect(await dbState(t.database.db)).toEqual(before);
      expect(await outbox(t.app, `+55${taken}`)).toHaveLength(0);
    });

    it('takes only the merchant’s dialing code and the SMS code limits', async () => {
      const member = await newMember();
      expectError(await askBindCode(member.cookie, number(), '+351'), 400, 'mobile.invalid');
      const mobileNum = number();
      const ip = freshIp();
      okValue(
        await call(
          'POST',
          MEMBER_CENTRE_API.mobileCode,
          member.cookie,
          {
            countryDialingCode: '+55',
            mobileNum,
          },
          ip,
        ),
      );
      expectError(
        await call(
          'POST',
          MEMBER_CENTRE_API.mobileCode,
          member.cookie,
          {
            countryDialingCode: '+55',
            mobileNum,
          },
          ip,
        ),
        429,
        'sms.throttled',
      );
      expect(await outbox(t.app, `+55${mobileNum}`)).toHaveLength(1);
    });

    it('does not take a code sent for another purpose', async () => {
      const member = await newMember();
      const mobileNum = number();
      const registerCode = await sendCode(t.app, mobileNum, 'register');
      expectError(
        await bind(member.cookie, { mobileNum, verificationCode: registerCode }),
        400,
        'sms.code.expired',
      );
      expect((await memberRow(member.id)).mobile_key).toBeNull();
    });

    it('changes a bound number only with the login password and a code to the new one', async () => {
      const old = number();
      const member = await newMember({ mobile_num: old, mobile_key: `+55${old}` });
      const mobileNum = number();
      okValue(await askBindCode(member.cookie, mobileNum));
      const code = await lastSmsCode(t.app, `+55${mobileNum}`);

      const before = await dbState(t.database.db);
      const missing = expectError(
        await bind(member.cookie, { mobileNum, verificationCode: code }),
        400,
        'security.reauth.required',
      );
      expect(missing.message).toBe(
        'Confirme que é você: digite sua senha para fazer esta alteração',
      );
      expectError(
        await bind(member.cookie, { mobileNum, verificationCode: code, password: 'wrong-one' }),
        400,
        'security.password.incorrect',
      );
      expect(await dbState(t.database.db)).toEqual(before);

      // Neither refusal spent the code.
      okValue(
        await bind(member.cookie, { mobileNum, verificationCode: code, password: member.password }),
      );
      expect(await memberRow(member.id)).toMatchObject({ mobile_key: `+55${mobileNum}` });
      // The old number is free again.
      const other = await newMember();
      okValue(await askBindCode(other.cookie, old));
    });

    it('is for signed-in real accounts only, every new call', async () => {
      const trial = await newMember({ type: 4 });
      const calls: ['POST' | 'PUT', string, object][] = [
        ['POST', MEMBER_CENTRE_API.mobileCode, { countryDialingCode: '+55', mobileNum: number() }],
        [
          'PUT',
          MEMBER_CENTRE_API.mobile,
          { countryDialingCode: '+55', mobileNum: number(), verificationCode: '123456' },
        ],
        ['POST', MEMBER_CENTRE_API.withdrawPasswordResetCode, { channel: 'sms' }],
        [
          'POST',
          MEMBER_CENTRE_API.withdrawPasswordReset,
          {
            channel: 'sms',
            verificationCode: '123456',
            newPassword: '123456',
            confirmPassword: '123456',
          },
        ],
        ['POST', CASHIER_API.payeeRemove, { password: 'x' }],
      ];
      for (const [method, url, payload] of calls) {
        expectError(await call(method, url, null, payload), 401, 'auth.required');
        expectError(await call(method, url, trial.cookie, payload), 403, 'trial.forbidden');
      }
    });
  });

  describe('resetting a forgotten withdrawal password', () => {
    const askReset = (cookie: string, channel: 'sms' | 'email') =>
      call('POST', MEMBER_CENTRE_API.withdrawPasswordResetCode, cookie, { channel });
    const reset = (cookie: string, body: Record<string, string>) =>
      call('POST', MEMBER_CENTRE_API.withdrawPasswordReset, cookie, {
        newPassword: '975310',
        confirmPassword: '975310',
        ...body,
      });
    const withdrawHash = async (id: number) => (await memberRow(id)).payment_password_hash!;

    it('says so when neither a mobile nor an e-mail is bound', async () => {
      const member = await newMember({
        email: '',
        mobile_num: '21911112222',
        payment_password_hash: await hashPassword('123456'),
      });
      const before = await dbState(t.database.db);
      const body = expectError(
        await askReset(member.cookie, 'sms'),
        409,
        'security.contact.unbound',
      );
      expect(body.message).toMatch(/central de segurança/);
      expectError(await askReset(member.cookie, 'email'), 409, 'security.contact.unbound');
      expectError(
        await reset(member.cookie, { channel: 'sms', verificationCode: '123456' }),
        409,
        'security.contact.unbound',
      );
      expect(await dbState(t.database.db)).toEqual(before);
    });

    it('resets by a code to the bound mobile, and lifts the lock of wrong tries', async () => {
      const mobileNum = number();
      const member = await newMember({
        email: '',
        mobile_num: mobileNum,
        mobile_key: `+55${mobileNum}`,
        payment_password_hash: await hashPassword('123456'),
      });
      // Five wrong tries lock withdrawals.
      for (let i = 0; i < 5; i += 1) {
        await call('POST', CASHIER_API.withdrawPasswordCheck, member.cookie, {
          password: '000000',
        });
      }
      expectError(
        await call('POST', CASHIER_API.withdrawPasswordCheck, member.cookie, {
          password: '123456',
        }),
        423,
        'withdraw.password.locked',
      );

      const sent = WithdrawResetCodeValue.parse(okValue(await askReset(member.cookie, 'sms')));
      expect(sent).toMatchObject({ channel: 'sms', masked: `21*****${mobileNum.slice(-4)}` });
      const code = await lastSmsCode(t.app, `+55${mobileNum}`);

      const before = await dbState(t.database.db);
      const wrong = code === '000000' ? '111111' : '000000';
      expectError(
        await reset(member.cookie, { channel: 'sms', verificationCode: wrong }),
        400,
        'sms.code.invalid',
      );
      expectError(
        await reset(member.cookie, {
          channel: 'sms',
          verificationCode: code,
          confirmPassword: '975311',
        }),
        400,
        'password.mismatch',
      );
      expectError(
        await reset(member.cookie, {
          channel: 'sms',
          verificationCode: code,
          newPassword: '97531',
          confirmPassword: '97531',
        }),
        400,
        'request.invalid',
      );
      // The e-mail channel has no code (nor an e-mail).
      expectError(
        await reset(member.cookie, { channel: 'email', verificationCode: code }),
        409,
        'security.contact.unbound',
      );
      expect(await dbState(t.database.db)).toEqual(before);
      expect(await verifyPassword(await withdrawHash(member.id), '123456')).toBe(true);

      okValue(await reset(member.cookie, { channel: 'sms', verificationCode: code }));
      expect(await verifyPassword(await withdrawHash(member.id), '975310')).toBe(true);
      okValue(
        await call('POST', CASHIER_API.withdrawPasswordCheck, member.cookie, {
          password: '975310',
        }),
      );
      // One use per code.
      expectError(
        await reset(member.cookie, { channel: 'sms', verificationCode: code }),
        400,
        'sms.code.expired',
      );
    });

    it('resets by a code to the bound e-mail, in the member’s language', async () => {
      const email = `reset.${number()}@example.com`;
      const member = await newMember({
        email,
        payment_password_hash: await hashPassword('123456'),
      });
      const sent = WithdrawResetCodeValue.parse(
        okValue(
          await t.app.inject({
            method: 'POST',
            url: MEMBER_CENTRE_API.withdrawPasswordResetCode,
            remoteAddress: freshIp(),
            headers: { cookie: member.cookie, 'accept-language': 'en' },
            payload: { channel: 'email' },
          }),
        ),
      );
      expect(sent).toMatchObject({ channel: 'email', masked: 're***@example.com' });
      const [mail] = await outbox(t.app, email);
      expect(mail?.subject).toBe('Your verification code');
      const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
      expectError(await askReset(member.cookie, 'sms'), 409, 'security.contact.unbound');
      okValue(await reset(member.cookie, { channel: 'email', verificationCode: code }));
      expect(await verifyPassword(await withdrawHash(member.id), '975310')).toBe(true);
    });
  });

  describe('payee changes', () => {
    const payee = {
      bankName: 'Banco Um',
      accountNumber: '1234 5678 9012',
      holderName: 'Ana Silva',
    };
    const putPayee = (cookie: string, extra: Record<string, string> = {}) =>
      call('PUT', CASHIER_API.payee, cookie, { ...payee, ...extra });
    const payeeRows = (memberId: number) =>
      t.database.db
        .selectFrom('payee_accounts')
        .selectAll()
        .where('member_id', '=', memberId)
        .execute();

    it('refuses a payee change without re-authentication and changes nothing', async () => {
      const member = await newMember({ payment_password_hash: await hashPassword('246810') });
      const before = await dbState(t.database.db);
      const body = expectError(await putPayee(member.cookie), 400, 'security.reauth.required');
      expect(body.message).toMatch(/Confirme que é você/);
      expectError(
        await call('POST', CASHIER_API.payeeRemove, member.cookie, {}),
        400,
        'security.reauth.required',
      );
      expect(await dbState(t.database.db)).toEqual(before);
      expect(await payeeRows(member.id)).toEqual([]);
    });

    it('takes the withdrawal password when one is set (not the login password)', async () => {
      const member = await newMember({ payment_password_hash: await hashPassword('246810') });
      expectError(
        await putPayee(member.cookie, { password: member.password }),
        400,
        'withdraw.password.incorrect',
      );
      expect(await payeeRows(member.id)).toEqual([]);
      const bound = Payee.parse(okValue(await putPayee(member.cookie, { password: '246810' })));
      expect(bound.accountNumber).toBe('**** 9012');

      // Replacing and removing need it too; a refusal leaves the account as it was.
      const [row] = await payeeRows(member.id);
      expectError(
        await putPayee(member.cookie, { accountNumber: '999988887777' }),
        400,
        'security.reauth.required',
      );
      expectError(
        await call('POST', CASHIER_API.payeeRemove, member.cookie, { password: '000000' }),
        400,
        'withdraw.password.incorrect',
      );
      expect(await payeeRows(member.id)).toEqual([row]);
      expect(
        okValue(await call('POST', CASHIER_API.payeeRemove, member.cookie, { password: '246810' })),
      ).toEqual({ removed: true });
      expect(await payeeRows(member.id)).toEqual([]);
    });

    it('sets the first withdrawal password only after the login password', async () => {
      const member = await newMember();
      const first = { newPassword: '246810', confirmPassword: '246810' };
      const before = await dbState(t.database.db);
      expectError(
        await call('POST', CASHIER_API.withdrawPassword, member.cookie, first),
        400,
        'security.reauth.required',
      );
      expectError(
        await call('POST', CASHIER_API.withdrawPassword, member.cookie, {
          ...first,
          loginPassword: 'not-it',
        }),
        400,
        'security.password.incorrect',
      );
      expect(await dbState(t.database.db)).toEqual(before);
      okValue(
        await call('POST', CASHIER_API.withdrawPassword, member.cookie, {
          ...first,
          loginPassword: member.password,
        }),
      );
      expect(
        await verifyPassword((await memberRow(member.id)).payment_password_hash!, '246810'),
      ).toBe(true);
    });

    it('takes the login password while no withdrawal password is set', async () => {
      const member = await newMember();
      const before = await dbState(t.database.db);
      expectError(
        await putPayee(member.cookie, { password: 'not-it' }),
        400,
        'security.password.incorrect',
      );
      expect(await dbState(t.database.db)).toEqual(before);
      okValue(await putPayee(member.cookie, { password: member.password }));
      expect(await payeeRows(member.id)).toHaveLength(1);
    });
  });

  it('keeps the public SMS call to its own purposes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.smsSend,
      remoteAddress: freshIp(),
      payload: { mobileNum: number(), countryDialingCode: '+55', purpose: 'bindMobile' },
    });
    expectError(response, 400, 'request.invalid');
  });
});
