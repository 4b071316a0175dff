import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, API, SmsSendValue } from '@app/contracts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { outboxMessaging } from './messaging.ts';
import {
  mobileKey,
  SMS_MAX_SENDS_PER_IP_PER_HOUR,
  sendSmsCode,
  verifySmsCode,
} from './sms.service.ts';
import { freshIp, lastSmsCode, okValue, outbox, sendCode } from '../../testing/api.ts';
import { dbState, expectError } from './test-support.ts';

describe('SMS codes', () => {
  let t: TestApp;
  let nextNumber = 0;
  /** A number no other test uses. */
  const number = () => `2198${String((nextNumber += 1)).padStart(7, '0')}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const ctx = () => ({ config: t.config, db: t.database.db, merchantCode: 'DEMO' });
  const send = (
    payload: Record<string, unknown>,
    remoteAddress = freshIp(),
    headers: Record<string, string> = {},
  ) => t.app.inject({ method: 'POST', url: API.smsSend, payload, remoteAddress, headers });
  const codes = (target: string) =>
    t.database.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('target', '=', target)
      .orderBy('id')
      .execute();
  /** Moves every code of a number back in time (as if sent `ms` earlier). */
  const age = async (target: string, ms: number) => {
    for (const row of await codes(target)) {
      await t.database.db
        .updateTable('verification_codes')
        .set({
          created_at: new Date(Date.parse(row.created_at) - ms).toISOString(),
          expires_at: new Date(Date.parse(row.expires_at) - ms).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
    }
  };

  it('sends 6 digits, stores only a hash, and answers the expiry instant', async () => {
    const mobileNum = number();
    const before = Date.now();
    const response = await send({ mobileNum, countryDialingCode: '55', purpose: 'register' });
    const value = SmsSendValue.parse(okValue(response));
    expect(value.expirationTime).toBeGreaterThanOrEqual(before + ACCOUNT.smsCodeTtlMs);
    expect(value.expirationTime).toBeLessThanOrEqual(Date.now() + ACCOUNT.smsCodeTtlMs);
    expect(ACCOUNT.smsCodeTtlMs).toBeLessThanOrEqual(10 * 60_000);

    const target = `+55${mobileNum}`;
    const code = await lastSmsCode(t.app, target);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await codes(target);
    expect(row).toMatchObject({
      channel: 'sms',
      purpose: 'register',
      checks: 0,
      consumed_at: null,
    });
    expect(row!.code_hash).not.toContain(code);
    expect(row!.code_hash).toBe(
      createHash('sha256').update(`${target}|register|${code}`).digest('hex'),
    );
    expect(Date.parse(row!.expires_at)).toBe(value.expirationTime);
  });

  it('writes the text in the request language: PT by default, EN for en, VI for vi', async () => {
    const pt = number();
    await sendCode(t.app, pt, 'register');
    expect((await outbox(t.app, `+55${pt}`))[0]!.body).toMatch(/código de verificação/);
    for (const [language, text] of [
      ['en', /verification code/],
      ['vi', /^Mã xác minh của bạn là \d+\./],
    ] as const) {
      const mobile = number();
      okValue(
        await send(
          { mobileNum: mobile, countryDialingCode: '+55', purpose: 'register' },
          freshIp(),
          {
            'accept-language': language,
          },
        ),
      );
      expect((await outbox(t.app, `+55${mobile}`))[0]!.body).toMatch(text);
    }
  });

  it('verifies a right code once: a second use answers sms.code.expired', async () => {
    const mobileNum = number();
    const code = await sendCode(t.app, mobileNum, 'register');
    const input = { countryDialingCode: '+55', mobileNum, purpose: 'register' as const, code };
    await verifySmsCode(ctx(), input);
    const [row] = await codes(`+55${mobileNum}`);
    expect(row!.consumed_at).not.toBeNull();
    await expect(verifySmsCode(ctx(), input)).rejects.toMatchObject({ code: 'sms.code.expired' });
  });

  it('counts wrong codes, and after smsMaxChecks checks even the right code is expired', async () => {
    const mobileNum = number();
    const code = await sendCode(t.app, mobileNum, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const input = { countryDialingCode: '+55', mobileNum, purpose: 'register' as const };
    for (let i = 1; i <= ACCOUNT.smsMaxChecks; i += 1) {
      await expect(verifySmsCode(ctx(), { ...input, code: wrong })).rejects.toMatchObject({
        code: 'sms.code.invalid',
        status: 400,
      });
      expect((await codes(`+55${mobileNum}`))[0]!.checks).toBe(i);
    }
    await expect(verifySmsCode(ctx(), { ...input, code })).rejects.toMatchObject({
      code: 'sms.code.expired',
    });
  });

  it('refuses an expired code, and a code of another purpose or number', async () => {
    const mobileNum = number();
    const code = await sendCode(t.app, mobileNum, 'register');
    const input = { countryDialingCode: '+55', mobileNum, purpose: 'register' as const, code };
    await expect(
      verifySmsCode(ctx(), { ...input, purpose: 'resetPassword' }),
    ).rejects.toMatchObject({ code: 'sms.code.expired' });
    await expect(verifySmsCode(ctx(), { ...input, mobileNum: number() })).rejects.toMatchObject({
      code: 'sms.code.expired',
    });
    await expect(
      verifySmsCode(ctx(), input, new Date(Date.now() + ACCOUNT.smsCodeTtlMs + 1)),
    ).rejects.toMatchObject({ code: 'sms.code.expired' });
    // Still good now: the refusals above did not use it.
    await verifySmsCode(ctx(), input);
  });

  it('lets only one of two concurrent uses of a code through', async () => {
    const mobileNum = number();
    const code = await sendCode(t.app, mobileNum, 'register');
    const input = { countryDialingCode: '+55', mobileNum, purpose: 'register' as const, code };
    const results = await Promise.allSettled([
      verifySmsCode(ctx(), input),
      verifySmsCode(ctx(), input),
      verifySmsCode(ctx(), input),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('throttles a resend within smsResendMs, then a resend replaces the older code', async () => {
    const mobileNum = number();
    const target = `+55${mobileNum}`;
    const first = await sendCode(t.app, mobileNum, 'register');
    const before = await dbState(t.database.db);
    const refused = await send({ mobileNum, countryDialingCode: '+55', purpose: 'register' });
    const body = expectError(refused, 429, 'sms.throttled');
    expect((body.value as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(0);
    expect(await dbState(t.database.db)).toEqual(before);

    await age(target, ACCOUNT.smsResendMs + 1000);
    const second = await sendCode(t.app, mobileNum, 'register');
    const rows = await codes(target);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.consumed_at).not.toBeNull();
    expect(rows[1]!.consumed_at).toBeNull();
    const input = { countryDialingCode: '+55', mobileNum, purpose: 'register' as const };
    if (first !== second) {
      await expect(verifySmsCode(ctx(), { ...input, code: first })).rejects.toMatchObject({
        code: 'sms.code.invalid',
      });
    }
    await verifySmsCode(ctx(), { ...input, code: second });
  });

  it('caps sends per number per hour (smsMaxSendsPerHour)', async () => {
    const mobileNum = number();
    const target = `+55${mobileNum}`;
    for (let i = 0; i < ACCOUNT.smsMaxSendsPerHour; i += 1) {
      await sendCode(t.app, mobileNum, 'register');
      await age(target, ACCOUNT.smsResendMs + 1000);
    }
    const before = await dbState(t.database.db);
    expectError(
      await send({ mobileNum, countryDialingCode: '+55', purpose: 'register' }),
      429,
      'sms.throttled',
    );
    expect(await dbState(t.database.db)).toEqual(before);
    // An hour later the number may ask again.
    await age(target, 60 * 60_000);
    await sendCode(t.app, mobileNum, 'register');
  });

  it('caps sends per address per hour, whatever the numbers', async () => {
    const ip = freshIp();
    for (let i = 0; i < SMS_MAX_SENDS_PER_IP_PER_HOUR; i += 1) {
      okValue(
        await send({ mobileNum: number(), countryDialingCode: '+55', purpose: 'register' }, ip),
      );
    }
    const before = await dbState(t.database.db);
    expectError(
      await send({ mobileNum: number(), countryDialingCode: '+55', purpose: 'register' }, ip),
      429,
      'sms.throttled',
    );
    expect(await dbState(t.database.db)).toEqual(before);
  });

  it('sends login and reset codes only to members, with the same answer either way', async () => {
    const { insertMember } = await import('../../testing/members.ts');
    const known = number();
    await insertMember(t.database.db, {
      country_dialing_code: '+55',
      mobile_num: known,
      mobile_key: mobileKey('+55', known),
    });
    const unknown = number();
    for (const purpose of ['login', 'resetPassword'] as const) {
      const a = await send({ mobileNum: known, countryDialingCode: '+55', purpose });
      const b = await send({ mobileNum: unknown, countryDialingCode: '+55', purpose });
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(Object.keys(a.json().value)).toEqual(Object.keys(b.json().value));
    }
    expect(await outbox(t.app, `+55${known}`)).toHaveLength(2);
    expect(await outbox(t.app, `+55${unknown}`)).toHaveLength(0);
    // Throttling is the same for both, too.
    expectError(
      await send({ mobileNum: unknown, countryDialingCode: '+55', purpose: 'login' }),
      429,
      'sms.throttled',
    );
  });

  it.each([
    [{ mobileNum: '12ab', countryDialingCode: '+55', purpose: 'register' }],
    [{ mobileNum: '11987654321', countryDialingCode: '+55', purpose: 'spam' }],
    [{ mobileNum: '11987654321', countryDialingCode: 'x', purpose: 'register' }],
    [{ mobileNum: '11987654321', purpose: 'register' }],
    [{}],
  ])('refuses a malformed body %j with request.invalid and no change', async (payload) => {
    const before = await dbState(t.database.db);
    expectError(await send(payload), 400, 'request.invalid');
    expect(await dbState(t.database.db)).toEqual(before);
  });

  it('keeps codes random: many sends give many different codes', async () => {
    const seen = new Set<string>();
    const messaging = outboxMessaging(t.database.db, 'DEMO');
    for (let i = 0; i < 30; i += 1) {
      const mobileNum = number();
      await sendSmsCode(ctx(), messaging, {
        countryDialingCode: '+55',
        mobileNum,
        purpose: 'register',
        ip: `10.9.${i}.1`,
        language: 'EN',
      });
      seen.add(await lastSmsCode(t.app, `+55${mobileNum}`));
    }
    expect(seen.size).toBeGreaterThan(25);
  });
});

describe('development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('lists messages newest first, filtered by address (with or without the +)', async () => {
    await sendCode(t.app, '31999000001', 'register');
    await sendCode(t.app, '31999000002', 'register');
    const all = await outbox(t.app);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all[0]!.to).toBe('+5531999000002');
    expect(all[1]!.to).toBe('+5531999000001');
    expect(all[0]!.id).toBeGreaterThan(all[1]!.id);
    expect(await outbox(t.app, '+5531999000001')).toHaveLength(1);
    // An unencoded + in a query string reads as a space.
    const raw = await t.app.inject({ method: 'GET', url: `${API.devOutbox}?to=+5531999000001` });
    expect(okValue<unknown[]>(raw)).toHaveLength(1);
    expect(await outbox(t.app, '5531999000001')).toHaveLength(1);
    expect(await outbox(t.app, '+5500000000000')).toEqual([]);
  });

  it('answers without a session (open list)', async () => {
    expect((await t.app.inject({ method: 'GET', url: API.devOutbox })).statusCode).toBe(200);
  });
});

describe('development outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.cleanup());

  it('does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.devOutbox });
    expect(response.statusCode).toBe(404);
  });

  it('never writes the outbox: messages go to the live transports (decision 050)', async () => {
    // testConfig aims a production app's gateway at a closed port: the send fails honestly.
    expectError(
      await t.app.inject({
        method: 'POST',
        url: API.smsSend,
        remoteAddress: freshIp(),
        payload: { mobileNum: '31999000003', countryDialingCode: '+55', purpose: 'register' },
      }),
      503,
      'message.send.failed',
    );
    expect(await t.database.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
  });
});
