import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, HandoffValue, LoginValue } from '@app/contracts';
import { freshIp, okValue, sendCode } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { setMerchant } from '../accounts/test-support.ts';

/**
 * Issue 17: every answer that carries a session token says `Cache-Control: no-store`, so no
 * browser, proxy or service worker cache keeps it; its refusals too.
 */
describe('answers that carry a session token are never cached', () => {
  let t: TestApp;
  let serial = 0;
  const mobile = () => `4188${String((serial += 1)).padStart(7, '0')}`;
  beforeAll(async () => {
    t = await createTestApp();
    await setMerchant(t.database.db, {
      register_username_enabled: 1,
      register_mobile_enabled: 1,
      register_captcha_enabled: 0,
      affiliate_required: 0,
    });
  });
  afterAll(() => t.cleanup());

  const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, remoteAddress: freshIp() });
  const expectNoStore = (response: Awaited<ReturnType<typeof send>>, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
    if (status === 200) LoginValue.parse(response.json().value);
  };

  it('trial creation', async () => {
    expectNoStore(await send('POST', API.trialUser));
  });

  it('registration, by user name and by mobile number, and its refusals', async () => {
    const body = {
      registerMethod: 'H5',
      registerUrl: 'concha.demo.example',
      username: `nostore${Date.now() % 100000}`,
      password: 'abc123',
      confirmPassword: 'abc123',
      type: 0,
      agreement: true,
    };
    expectNoStore(await send('PUT', API.register, body));
    // Its refusals too (the name is taken now).
    expectNoStore(await send('PUT', API.register, body), 409);
    const mobileNum = mobile();
    const verificationCode = await sendCode(t.app, mobileNum, 'register');
    expectNoStore(
      await send('PUT', API.registerMobile, {
        ...body,
        username: `${body.username}m`,
        mobileNum,
        countryDialingCode: '+55',
        verificationCode,
      }),
    );
  });

  it('login by user name and by SMS code', async () => {
    const member = await insertMember(t.database.db);
    expectNoStore(
      await send('POST', API.login, {
        type: 'username',
        username: member.userName,
        password: member.password,
      }),
    );
    const mobileNum = mobile();
    await insertMember(t.database.db, {
      country_dialing_code: '+55',
      mobile_num: mobileNum,
      mobile_key: `+55${mobileNum}`,
    });
    const ip = freshIp();
    const code = await sendCode(t.app, mobileNum, 'login', ip);
    const sms = await t.app.inject({
      method: 'POST',
      url: API.login,
      remoteAddress: ip,
      payload: { type: 'sms', mobileNum, countryDialingCode: '55', verificationCode: code },
    });
    expectNoStore(sms);
  });

  it('setting a password by phone', async () => {
    const mobileNum = mobile();
    await insertMember(t.database.db, {
      country_dialing_code: '+55',
      mobile_num: mobileNum,
      mobile_key: `+55${mobileNum}`,
    });
    const verificationCode = await sendCode(t.app, mobileNum, 'resetPassword');
    expectNoStore(
      await send('POST', API.setPasswordByPhone, {
        mobileNum,
        countryDialingCode: '+55',
        verificationCode,
        newPassword: 'newpass1',
      }),
    );
  });

  it('hand-off redeem', async () => {
    const member = await insertMember(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, member.id);
    const issued = await t.app.inject({
      method: 'POST',
      url: API.sessionHandoff,
      headers: { cookie },
    });
    const { code } = HandoffValue.parse(okValue(issued));
    expectNoStore(await send('POST', API.sessionHandoffRedeem, { code }));
  });
});
