import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, LoginValue, okEnvelope } from '@app/contracts';
import { verifyPassword } from '../../lib/passwords.ts';
import { freshIp, okValue } from '../../testing/api.ts';
import { insertMember } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectError } from '../accounts/test-support.ts';
import {
  startSmsGateway,
  startSmtpServer,
  type TestSmsGateway,
  type TestSmtpServer,
} from './test-servers.ts';

/**
 * Real messaging (issue 23, decision 050): the app sends real SMTP to an SMTP server this test
 * starts and real HTTP to an SMS gateway stub, through the member routes, and the test reads
 * what arrived there; failures are retried, recorded without bodies, and answered honestly.
 */
describe('real messaging through SMTP and an HTTP SMS gateway', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let gateway: TestSmsGateway;
  const TOKEN = 'gw-token-0123456789abcdef';
  const FROM = 'Casino Test <no-reply@casino.test>';
  let serial = 0;
  const uniqueName = () => `rm${String((serial += 1)).padStart(5, '0')}`;
  const uniqueMobile = () => `1197${String((serial += 1)).padStart(7, '0')}`;
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    gateway = await startSmsGateway();
    t = await createTestApp({
      config: {
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: smtp.url,
        MAIL_FROM: FROM,
        SMS_TRANSPORT: 'http',
        SMS_GATEWAY_URL: gateway.url,
        SMS_GATEWAY_TOKEN: TOKEN,
        MESSAGING_ATTEMPTS: '3',
        MESSAGING_TIMEOUT_MS: '1500',
      },
    });
  });
  afterAll(async () => {
    await t.cleanup();
    await gateway.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
    smtp.refuseWith = null;
    gateway.requests.length = 0;
    gateway.plan.length = 0;
  });

  const deliveries = () =>
    t.database.db.selectFrom('message_deliveries').selectAll().orderBy('id', 'desc').execute();
  const lastDelivery = async () => (await deliveries())[0]!;

  const forgot = (userName: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: API.forgotByEmail,
      payload: new URLSearchParams({ username: userName, email }).toString(),
      headers: { ...FORM, 'accept-language': 'en' },
      remoteAddress: freshIp(),
    });

  const memberWithMobile = (mobileNum: string) =>
    insertMember(t.database.db, {
      country_dialing_code: '+55',
      mobile_num: mobileNum,
      mobile_key: `+55${mobileNum}`,
    });
  const askLoginCode = (mobileNum: string, ip: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: API.smsSend,
      remoteAddress: ip,
      headers: { 'accept-language': language },
      payload: { mobileNum, countryDialingCode: '+55', purpose: 'login' },
    });
  const loginWith = (mobileNum: string, code: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: API.login,
      remoteAddress: ip,
      payload: { type: 'sms', mobileNum, countryDialingCode: '55', verificationCode: code },
    });
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

  it('e-mails a temporary password over SMTP: recipient, From, subject and the password arrive', async () => {
    const userName = uniqueName();
    const email = `${userName}@example.com`;
    const member = await insertMember(t.database.db, { user_name: userName, email });
    expect(okValue(await forgot(userName, email))).toBeNull();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([email]);
    expect(mail!.from).toBe('no-reply@casino.test');
    expect(mail!.headers.from).toBe('Casino Test <no-reply@casino.test>');
    expect(mail!.headers.to).toBe(email);
    expect(mail!.headers.subject).toBe('Your temporary password');
    const temp = /temporary password is: (\S+)/.exec(mail!.text)?.[1] ?? '';
    expect(temp).toMatch(/^[A-Za-z2-9]{10}$/);
    const row = await t.database.db
      .selectFrom('members')
      .select('temp_password_hash')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.temp_password_hash!, temp)).toBe(true);

    // Recorded, masked, without the body; nothing went to the development outbox.
    const delivery = await lastDelivery();
    expect(delivery).toMatchObject({
      channel: 'email',
      transport: 'smtp',
      purpose: 'tempPassword',
      status: 'sent',
      attempts: 1,
      last_error: null,
    });
    expect(delivery.recipient_masked).toMatch(/^rm\*\*\*@example\.com$/);
    expect(delivery.provider_message_id).toBeTruthy();
    expect(mail!.headers['message-id']).toBe(delivery.provider_message_id);
    expect(JSON.stringify(await deliveries())).not.toContain(temp);
    expect(await t.database.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('sends an SMS login code to the gateway (JSON, bearer token) and the code signs in', async () => {
    const mobileNum = uniqueMobile();
    await memberWithMobile(mobileNum);
    const ip = freshIp();
    okValue(await askLoginCode(mobileNum, ip));

    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/sms');
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers['content-type']).toBe('application/json');
    const body = request!.body as { to: string; text: string };
    expect(Object.keys(body).sort()).toEqual(['text', 'to']);
    expect(body.to).toBe(`+55${mobileNum}`);
    expect(body.text).toContain('Your verification code is');
    const code = codeIn(body.text);
    expect(code).toMatch(/^\d{6}$/);

    const delivery = await lastDelivery();
    expect(delivery).toMatchObject({
      channel: 'sms',
      transport: 'http',
      purpose: 'login',
      status: 'sent',
      attempts: 1,
      provider_message_id: 'gw-1',
    });
    expect(delivery.recipient_masked).toBe(
      `+55${'*'.repeat(mobileNum.length - 4)}${mobileNum.slice(-4)}`,
    );
    expect(JSON.stringify(await deliveries())).not.toContain(code);

    const login = await loginWith(mobileNum, code, ip);
    expect(login.statusCode, login.body).toBe(200);
    expect(okEnvelope(LoginValue).parse(login.json()).value.userName).toBeTruthy();
  });

  it('writes the SMS in the asked language (UTF-8 JSON)', async () => {
    const mobileNum = uniqueMobile();
    okValue(
      await t.app.inject({
        method: 'POST',
        url: API.smsSend,
        remoteAddress: freshIp(),
        headers: { 'accept-language': 'vi' },
        payload: { mobileNum, countryDialingCode: '+55', purpose: 'register' },
      }),
    );
    const body = gateway.requests[0]!.body as { text: string };
    expect(body.text).toContain('Mã xác minh của bạn là');
    expect((await lastDelivery()).purpose).toBe('register');
  });

  it('retries a gateway 500: delivered once on the second attempt, and the code works', async () => {
    const mobileNum = uniqueMobile();
    await memberWithMobile(mobileNum);
    const ip = freshIp();
    gateway.plan.push(500);
    okValue(await askLoginCode(mobileNum, ip));

    expect(gateway.requests).toHaveLength(2);
    const texts = gateway.requests.map((request) => (request.body as { text: string }).text);
    expect(texts[0]).toBe(texts[1]);
    expect(await lastDelivery()).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: 'gateway HTTP 500',
      provider_message_id: 'gw-2',
    });
    expect((await loginWith(mobileNum, codeIn(texts[1]!), ip)).statusCode).toBe(200);
  });

  it('retries a gateway that does not answer in time', async () => {
    const mobileNum = uniqueMobile();
    gateway.plan.push('hang');
    okValue(
      await t.app.inject({
        method: 'POST',
        url: API.smsSend,
        remoteAddress: freshIp(),
        payload: { mobileNum, countryDialingCode: '+55', purpose: 'register' },
      }),
    );
    expect(gateway.requests).toHaveLength(2);
    expect(await lastDelivery()).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: 'gateway timeout after 1500 ms',
    });
  });

  it('answers message.send.failed (503) when the gateway keeps failing: the code is void, the send counts', async () => {
    const mobileNum = uniqueMobile();
    await memberWithMobile(mobileNum);
    const ip = freshIp();
    gateway.plan.push(500, 502, 503);
    const refused = expectError(await askLoginCode(mobileNum, ip), 503, 'message.send.failed');
    expect(refused).not.toHaveProperty('value');
    expect(gateway.requests).toHaveLength(3);

    const delivery = await lastDelivery();
    expect(delivery).toMatchObject({
      channel: 'sms',
      status: 'failed',
      attempts: 3,
      last_error: 'gateway HTTP 503',
      provider_message_id: null,
    });
    const sent = (gateway.requests[0]!.body as { text: string }).text;
    expect(JSON.stringify(await deliveries())).not.toContain(codeIn(sent));
    // The code that may still have arrived is used up: it signs no one in.
    expectError(await loginWith(mobileNum, codeIn(sent), ip), 400, 'sms.code.expired');
    // The failed send counts: an immediate resend waits like any resend.
    expectError(await askLoginCode(mobileNum, ip), 429, 'sms.throttled');
    expect(gateway.requests).toHaveLength(3);
  });

  it('does not retry a gateway 4xx (a bad number will stay bad)', async () => {
    gateway.plan.push(400);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: API.smsSend,
        remoteAddress: freshIp(),
        payload: { mobileNum: uniqueMobile(), countryDialingCode: '+55', purpose: 'register' },
      }),
      503,
      'message.send.failed',
    );
    expect(gateway.requests).toHaveLength(1);
    expect(await lastDelivery()).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'gateway HTTP 400',
    });
  });

  it('answers message.send.failed when the SMTP server refuses the recipient, leaving no temporary password', async () => {
    const userName = uniqueName();
    const email = `${userName}@example.com`;
    const member = await insertMember(t.database.db, { user_name: userName, email });
    smtp.refuseWith = 550;
    expectError(await forgot(userName, email), 503, 'message.send.failed');
    expect(smtp.received).toEqual([]);
    const delivery = await lastDelivery();
    expect(delivery).toMatchObject({
      channel: 'email',
      purpose: 'tempPassword',
      status: 'failed',
      // A permanent refusal (5xx) is not tried again.
      attempts: 1,
      last_error: 'SMTP 550 (EENVELOPE)',
    });
    expect(delivery.last_error).not.toContain(email);
    const row = await t.database.db
      .selectFrom('members')
      .select(['temp_password_hash', 'temp_password_expires_at'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ temp_password_hash: null, temp_password_expires_at: null });
  });

  it('retries a temporary SMTP refusal (4xx) up to the attempts, then fails', async () => {
    const userName = uniqueName();
    const email = `${userName}@example.com`;
    await insertMember(t.database.db, { user_name: userName, email });
    smtp.refuseWith = 451;
    expectError(await forgot(userName, email), 503, 'message.send.failed');
    expect(await lastDelivery()).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'SMTP 451 (EENVELOPE)',
    });
  });

  it('keeps the same answer for an unknown member: nothing is sent, nothing recorded', async () => {
    const before = (await deliveries()).length;
    expect(okValue(await forgot(uniqueName(), 'nobody@example.com'))).toBeNull();
    expect(smtp.received).toEqual([]);
    expect(await deliveries()).toHaveLength(before);
  });
});

describe('messaging with an SMTP server that is not there', () => {
  let t: TestApp;
  beforeAll(async () => {
    const gateway = await startSmsGateway();
    const url = gateway.url;
    await gateway.close();
    t = await createTestApp({
      config: {
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:9',
        MAIL_FROM: 'no-reply@casino.test',
        SMS_TRANSPORT: 'http',
        // A port that was just closed: connections are refused.
        SMS_GATEWAY_URL: url,
        SMS_GATEWAY_TOKEN: 'gw-token-0123456789abcdef',
        MESSAGING_ATTEMPTS: '2',
      },
    });
  });
  afterAll(() => t.cleanup());

  it('answers message.send.failed for e-mail and SMS, with network causes recorded', async () => {
    const userName = `rx${Date.now() % 100000}`;
    const email = `${userName}@example.com`;
    await insertMember(t.database.db, { user_name: userName, email });
    expectError(
      await t.app.inject({
        method: 'POST',
        url: API.forgotByEmail,
        payload: new URLSearchParams({ username: userName, email }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: freshIp(),
      }),
      503,
      'message.send.failed',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: API.smsSend,
        remoteAddress: freshIp(),
        payload: { mobileNum: '11970000001', countryDialingCode: '+55', purpose: 'register' },
      }),
      503,
      'message.send.failed',
    );
    const rows = await t.database.db
      .selectFrom('message_deliveries')
      .select(['channel', 'status', 'attempts', 'last_error'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        channel: 'email',
        status: 'failed',
        attempts: 2,
        last_error: 'SMTP ESOCKET (ECONNREFUSED)',
      },
      {
        channel: 'sms',
        status: 'failed',
        attempts: 2,
        last_error: 'gateway unreachable (ECONNREFUSED)',
      },
    ]);
  });
});

describe('messaging in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('keeps the outbox (GET /dev/outbox) and records its deliveries too', async () => {
    okValue(
      await t.app.inject({
        method: 'POST',
        url: API.smsSend,
        remoteAddress: freshIp(),
        payload: { mobileNum: '11970000002', countryDialingCode: '+55', purpose: 'register' },
      }),
    );
    const outboxRows = await t.database.db.selectFrom('outbox').selectAll().execute();
    expect(outboxRows).toHaveLength(1);
    expect(
      await t.database.db.selectFrom('message_deliveries').selectAll().execute(),
    ).toMatchObject([{ channel: 'sms', transport: 'outbox', status: 'sent', attempts: 1 }]);
  });
});
