import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LoginValue, okEnvelope } from '@app/contracts';
import { insertMember } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { sendCode, solvedCaptcha } from '../../testing/api.ts';
import { snapshot } from './test-helpers.ts';

/** Login by mobile number and SMS code (MOBILEVERCODELOGIN3), codes read from the dev outbox. */
describe('login by SMS code', () => {
  let t: TestApp;
  let n = 0;
  const fresh = () => {
    n += 1;
    return { mobileNum: `1198765${String(n).padStart(4, '0')}`, ip: `10.40.0.${n}` };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const setFlag = (enabled: 0 | 1) =>
    t.database.db
      .updateTable('merchant_whitelabel')
      .set({ enabled })
      .where('merchant_code', '=', 'DEMO')
      .where('kind', '=', 'flag')
      .where('key', '=', 'MOBILEVERCODELOGIN3')
      .execute();

  const memberWith = (mobileNum: string, status = 'active') =>
    insertMember(t.database.db, {
      country_dialing_code: '+55',
      mobile_num: mobileNum,
      mobile_key: `+55${mobileNum}`,
      status,
    });

  /** Asks for a login code and reads it from the development outbox. */
  const codeFor = (mobileNum: string, ip: string) => sendCode(t.app, mobileNum, 'login', ip);

  const login = (mobileNum: string, code: string, ip: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: API.login,
      payload: {
        type: 'sms',
        mobileNum,
        countryDialingCode: '55',
        verificationCode: code,
        ...extra,
      },
      remoteAddress: ip,
    });

  const expectRejected = async (
    request: () => Promise<{ statusCode: number; json(): { errorCode: string; value?: unknown } }>,
    status: number,
    errorCode: string,
    value?: unknown,
  ) => {
    const before = await snapshot(t.database.db);
    const response = await request();
    expect(response.statusCode).toBe(status);
    expect(response.json().errorCode).toBe(errorCode);
    expect(response.json().value).toEqual(value);
    expect(await snapshot(t.database.db)).toEqual(before);
  };

  it('is refused with permission.denied while MOBILEVERCODELOGIN3 is off, counting nothing', async () => {
    const { mobileNum, ip } = fresh();
    await memberWith(mobileNum);
    await setFlag(0);
    try {
      const failuresBefore = await snapshot(t.database.db, ['login_failures']);
      await expectRejected(() => login(mobileNum, '123456', ip), 403, 'permission.denied');
      expect(await snapshot(t.database.db, ['login_failures'])).toEqual(failuresBefore);
    } finally {
      await setFlag(1);
    }
  });

  it('signs in with the code sent to the number, once', async () => {
    const { mobileNum, ip } = fresh();
    const member = await memberWith(mobileNum);
    const code = await codeFor(mobileNum, ip);
    const response = await login(mobileNum, code, ip);
    expect(response.statusCode).toBe(200);
    const value = okEnvelope(LoginValue).parse(response.json()).value;
    expect(value.userName).toBe(member.userName);
    expect(String(response.headers['set-cookie'])).toMatch(/^session=/);

    await expectRejected(() => login(mobileNum, code, ip), 400, 'sms.code.expired', {
      captcha: true,
    });
  });

  it('refuses a wrong code, then wants a captcha with the right one', async () => {
    const { mobileNum, ip } = fresh();
    await memberWith(mobileNum);
    const code = await codeFor(mobileNum, ip);
    const wrong = code === '000000' ? '000001' : '000000';
    await expectRejected(() => login(mobileNum, wrong, ip), 400, 'sms.code.invalid', {
      captcha: true,
    });
    await expectRejected(() => login(mobileNum, code, ip), 400, 'captcha.required', {
      captcha: true,
    });
    const captcha = await solvedCaptcha(t.app, ip);
    expect((await login(mobileNum, code, ip, captcha)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { mobileNum, ip } = fresh();
    await memberWith(mobileNum);
    const code = await codeFor(mobileNum, ip);
    await t.database.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('target', '=', `+55${mobileNum}`)
      .execute();
    await expectRejected(() => login(mobileNum, code, ip), 400, 'sms.code.expired', {
      captcha: true,
    });
  });

  it('answers login.failed for a right code of a number whose account is disabled', async () => {
    const { mobileNum, ip } = fresh();
    const member = await memberWith(mobileNum);
    const code = await codeFor(mobileNum, ip);
    await t.database.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    const response = await login(mobileNum, code, ip);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });
    const failures = await t.database.db
      .selectFrom('login_failures')
      .select('key')
      .where('key', '=', `mobile:DEMO:+55${mobileNum}`)
      .execute();
    expect(failures).toHaveLength(1);
  });

  it('refuses a member on a break, leaving the right code for the withdraw-only retry', async () => {
    const { mobileNum, ip } = fresh();
    const member = await memberWith(mobileNum);
    const now = new Date().toISOString();
    const until = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
    await t.database.db
      .insertInto('rg_settings')
      .values({
        member_id: member.id,
        merchant_code: 'DEMO',
        session_limit_minutes: null,
        session_limit_pending: null,
        session_limit_pending_at: null,
        reality_check_minutes: null,
        exclusion_kind: 'timeout',
        exclusion_duration: '24h',
        exclusion_started_at: now,
        exclusion_until: until,
        exclusion_end_requested_at: null,
        exclusion_ends_at: null,
        updated_at: now,
      })
      .execute();
    const code = await codeFor(mobileNum, ip);

    const refused = await login(mobileNum, code, ip);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('rg.excluded.timeout');

    const retried = await login(mobileNum, code, ip, { withdrawOnly: true });
    expect(retried.statusCode).toBe(200);
    expect(okEnvelope(LoginValue).parse(retried.json()).value.userName).toBe(member.userName);
    // Used up by the session it opened.
    const again = await login(mobileNum, code, ip, { withdrawOnly: true });
    expect(again.json().errorCode).toBe('sms.code.expired');
  });
});
