import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LoginValue, RegisterValue } from '@app/contracts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  cookieFrom,
  freshIp,
  okValue,
  outbox,
  sendCode,
  solvedCaptcha,
} from '../../testing/api.ts';

/** Accounts calls together with the login of the auth feature, as the site strings them. */
describe('account journeys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const login = (payload: Record<string, unknown>, remoteAddress = freshIp()) =>
    t.app.inject({ method: 'POST', url: API.login, payload, remoteAddress });

  it('registers with the seeded captcha switch on, then logs in with the new password', async () => {
    const ip = freshIp();
    const captcha = await solvedCaptcha(t.app, ip);
    const registered = await t.app.inject({
      method: 'PUT',
      url: API.register,
      remoteAddress: ip,
      payload: {
        registerMethod: 'H5',
        username: 'Journey01',
        password: 'walk1234',
        confirmPassword: 'walk1234',
        type: 0,
        agreement: true,
        domain: 'invite.demo.local',
        ...captcha,
      },
    });
    const value = RegisterValue.parse(okValue(registered));
    expect(value.account).toBe('Journey01');
    const signedIn = LoginValue.parse(
      okValue(await login({ type: 'username', username: 'journey01', password: 'walk1234' })),
    );
    expect(signedIn.userName).toBe('Journey01');
    expect(signedIn.lastLoginTime).not.toBeNull();
  });

  it('signs the seeded demo member in by SMS code from the outbox', async () => {
    const code = await sendCode(t.app, '11987654321', 'login');
    const value = LoginValue.parse(
      okValue(
        await login({
          type: 'sms',
          mobileNum: '11987654321',
          countryDialingCode: '+55',
          verificationCode: code,
        }),
      ),
    );
    expect(value.userName).toBe('demo');
  });

  it('forgot by e-mail, sign in with the temporary password, forced change, sign in anew', async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: API.forgotByEmail,
      payload: 'username=agent01&email=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forgot.statusCode).toBe(400);

    const response = await t.app.inject({
      method: 'POST',
      url: API.forgotByEmail,
      payload: new URLSearchParams({ username: 'Demo', email: 'DEMO@example.com' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      remoteAddress: freshIp(),
    });
    okValue(response);
    const [mail] = await outbox(t.app, 'demo@example.com');
    const temp = /temporary password is: (\S+)/.exec(mail!.body)![1]!;

    const withTemp = await login({ type: 'username', username: 'demo', password: temp });
    const value = LoginValue.parse(okValue(withTemp));
    expect(value.passwordExpired).toBe(true);

    const changed = await t.app.inject({
      method: 'POST',
      url: API.changePassword,
      headers: { cookie: cookieFrom(withTemp) },
      payload: { oldPassword: temp, newPassword: 'demo5678', confirmNewPassword: 'demo5678' },
    });
    okValue(changed);
    const fresh = LoginValue.parse(
      okValue(await login({ type: 'username', username: 'demo', password: 'demo5678' })),
    );
    expect(fresh.passwordExpired).toBe(false);
    // The temporary password is spent.
    expect((await login({ type: 'username', username: 'demo', password: temp })).statusCode).toBe(
      401,
    );
  });

  it('starts a free trial that the login cannot reach by name', async () => {
    const trial = LoginValue.parse(
      okValue(await t.app.inject({ method: 'POST', url: API.trialUser, remoteAddress: freshIp() })),
    );
    expect(trial.customerType).toBe(4);
    const attempt = await login({ type: 'username', username: trial.userName, password: 'x' });
    expect(attempt.statusCode).toBe(401);
  });
});
