import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  API,
  LoginValue,
  REGISTER_FIELDS,
  RegisterRules,
  RegisterSettingsValue,
  RegisterValue,
} from '@app/contracts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { registerMember, TRIAL_MAX_PER_IP_PER_HOUR, uniqueViolation } from './register.service.ts';
import type { ParsedRegisterBody } from './register.service.ts';
import { RegisterBody } from '@app/contracts';
import { cookieFrom, freshIp, getAs, okValue, sendCode, solvedCaptcha } from '../../testing/api.ts';
import { dbState, expectError, setMerchant } from './test-support.ts';

describe('registration', () => {
  let t: TestApp;
  let serial = 0;
  const uniqueName = () => `user${String((serial += 1)).padStart(4, '0')}`;
  const uniqueMobile = () => `4199${String((serial += 1)).padStart(7, '0')}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());
  beforeEach(() =>
    setMerchant(t.database.db, {
      register_username_enabled: 1,
      register_mobile_enabled: 1,
      register_captcha_enabled: 0,
      affiliate_required: 0,
      password_max_age_days: 0,
    }),
  );

  const base = (overrides: Record<string, unknown> = {}) => ({
    registerMethod: 'H5',
    registerUrl: 'concha.demo.example',
    username: uniqueName(),
    password: 'abc123',
    confirmPassword: 'abc123',
    type: 0,
    agreement: true,
    ...overrides,
  });
  const register = (
    payload: Record<string, unknown>,
    remoteAddress = freshIp(),
    url: string = API.register,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method: 'PUT', url, payload, remoteAddress, headers });
  const member = (userName: string) =>
    t.database.db
      .selectFrom('members')
      .selectAll()
      .where('user_name_key', '=', userName.toLowerCase())
      .executeTakeFirst();

  /** A refused call: its error code and status, and no row changed. */
  const refused = async (
    payload: Record<string, unknown>,
    status: number,
    code: string,
    url: string = API.register,
    remoteAddress = freshIp(),
  ) => {
    const before = await dbState(t.database.db);
    const body = expectError(await register(payload, remoteAddress, url), status, code);
    expect(await dbState(t.database.db)).toEqual(before);
    return body;
  };

  describe('settings and rules', () => {
    it('serves the register settings from the merchant', async () => {
      const value = RegisterSettingsValue.parse(
        okValue(await t.app.inject({ method: 'GET', url: API.registerSettings })),
      );
      expect(value).toEqual({
        usernameEnabled: true,
        mobileEnabled: true,
        affiliateRequired: false,
        defaultCountryDialingCode: '+55',
      });
      await setMerchant(t.database.db, { register_username_enabled: 0, affiliate_required: 1 });
      const changed = RegisterSettingsValue.parse(
        okValue(await t.app.inject({ method: 'GET', url: API.registerSettings })),
      );
      expect(changed).toMatchObject({ usernameEnabled: false, affiliateRequired: true });
    });

    it('serves every field rule with validation.<field> keys and the captcha switch', async () => {
      await setMerchant(t.database.db, { register_captcha_enabled: 1 });
      const rules = RegisterRules.parse(
        okValue(await t.app.inject({ method: 'GET', url: API.registerRules })),
      );
      expect(rules.captchaEnabled).toBe(true);
      expect(Object.keys(rules.fields).sort()).toEqual([...REGISTER_FIELDS].sort());
      for (const field of REGISTER_FIELDS) {
        expect(rules.fields[field]!.messageKey).toBe(`validation.${field}`);
      }
      expect(rules.fields.username).toMatchObject({ enabled: true, required: true });
      expect(rules.fields.email).toMatchObject({ enabled: true, required: false });
      expect(rules.fields.qqNum!.enabled).toBe(false);
      await setMerchant(t.database.db, { register_captcha_enabled: 0 });
      const off = RegisterRules.parse(
        okValue(await t.app.inject({ method: 'GET', url: API.registerRules })),
      );
      expect(off.captchaEnabled).toBe(false);
    });

    it('checks user names case-insensitively', async () => {
      const check = async (username: string) =>
        okValue<{ available: boolean }>(
          await t.app.inject({
            method: 'GET',
            url: `${API.usernameCheck}?username=${encodeURIComponent(username)}`,
          }),
        ).available;
      expect(await check('demo')).toBe(false);
      expect(await check('DEMO')).toBe(false);
      expect(await check('  Demo ')).toBe(false);
      expect(await check('nobody42')).toBe(true);
      expectError(
        await t.app.inject({ method: 'GET', url: API.usernameCheck }),
        400,
        'request.invalid',
      );
    });

    it('checks affiliate codes and looks them up by domain', async () => {
      const check = async (code: string) =>
        okValue<{ success: boolean }>(
          await t.app.inject({
            method: 'POST',
            url: API.affiliateCheck,
            payload: { code, domain: '' },
          }),
        ).success;
      expect(await check('DEMO2026')).toBe(true);
      expect(await check('demo2026')).toBe(true);
      expect(await check('NOPE0000')).toBe(false);
      const lookup = async (domain: string) =>
        okValue<{ code: string | null }>(
          await t.app.inject({ method: 'GET', url: `${API.affiliateLookup}?domain=${domain}` }),
        ).code;
      expect(await lookup('invite.demo.local')).toBe('DEMO2026');
      expect(await lookup('INVITE.demo.local')).toBe('DEMO2026');
      expect(await lookup('other.example')).toBeNull();

      await t.database.db.updateTable('affiliate_codes').set({ enabled: 0 }).execute();
      expect(await check('DEMO2026')).toBe(false);
      expect(await lookup('invite.demo.local')).toBeNull();
      await t.database.db.updateTable('affiliate_codes').set({ enabled: 1 }).execute();
    });
  });

  describe('by user name', () => {
    it('creates a type-0 member and its empty wallet, signs in and answers the account', async () => {
      const username = uniqueName();
      const response = await register(
        base({
          username: `  ${username} `,
          email: 'New@Example.com',
          nickname: 'Newbie',
          registerMethod: 'PWA',
          domain: 'concha.demo.example',
        }),
      );
      const value = RegisterValue.parse(okValue(response));
      expect(value).toMatchObject({
        userName: username,
        account: username,
        customerType: 0,
        merchantCode: 'DEMO',
        firstTimeLogin: false,
        passwordExpired: false,
        lastLoginTime: null,
      });
      const row = (await member(username))!;
      expect(row).toMatchObject({
        type: 0,
        user_name: username,
        email: 'New@Example.com',
        nickname: 'Newbie',
        register_method: 'PWA',
        register_url: 'concha.demo.example',
        domain: 'concha.demo.example',
        mobile_key: null,
        upline_id: null,
        affiliate_code: '',
        payment_password_hash: null,
        password_expires_at: null,
      });
      expect(await verifyPassword(row.password_hash, 'abc123')).toBe(true);
      expect(row.last_login_at).not.toBeNull();
      // No money has moved yet: the member's ledger account opens with its first transfer.
      const wallet = await t.database.db
        .selectFrom('ledger_accounts')
        .selectAll()
        .where('member_id', '=', row.id)
        .executeTakeFirst();
      expect(wallet).toBeUndefined();

      // The cookie it set is a live session: the balance of a new member is 0.
      const balance = await getAs(t.app, cookieFrom(response), API.walletBalance);
      expect(okValue(balance)).toEqual({ sumBalance: 0, bonusBalance: 0 });
      const bearer = await t.app.inject({
        method: 'GET',
        url: API.walletBalance,
        headers: { authorization: `Bearer ${value.token}` },
      });
      expect(okValue(bearer)).toEqual({ sumBalance: 0, bonusBalance: 0 });
    });

    it('links the upline through a typed affiliate code, or the link domain', async () => {
      const agent = (await member('agent01'))!;
      const typed = uniqueName();
      okValue(await register(base({ username: typed, affiliateCode: 'demo2026' })));
      expect(await member(typed)).toMatchObject({
        upline_id: agent.id,
        affiliate_code: 'DEMO2026',
      });
      const linked = uniqueName();
      okValue(await register(base({ username: linked, domain: 'invite.demo.local' })));
      expect(await member(linked)).toMatchObject({
        upline_id: agent.id,
        affiliate_code: 'DEMO2026',
      });
      const plain = uniqueName();
      okValue(await register(base({ username: plain, domain: 'concha.demo.example' })));
      expect(await member(plain)).toMatchObject({ upline_id: null, affiliate_code: '' });
    });

    it('sets password expiry from the merchant setting', async () => {
      await setMerchant(t.database.db, { password_max_age_days: 90 });
      const username = uniqueName();
      okValue(await register(base({ username })));
      const row = (await member(username))!;
      const days = (Date.parse(row.password_expires_at!) - Date.parse(row.created_at)) / 86_400_000;
      expect(days).toBe(90);
    });

    it('keeps optional extra fields in the profile and hashes a payment password', async () => {
      await t.database.db
        .updateTable('register_fields')
        .set({ enabled: 1 })
        .where('field', 'in', ['qqNum', 'paymentPassword'])
        .execute();
      try {
        const username = uniqueName();
        okValue(await register(base({ username, qqNum: '123456', paymentPassword: '654321' })));
        const row = (await member(username))!;
        expect(JSON.parse(row.profile)).toEqual({ qqNum: '123456' });
        expect(await verifyPassword(row.payment_password_hash!, '654321')).toBe(true);
        // Disabled fields are dropped, not stored.
        const other = uniqueName();
        okValue(await register(base({ username: other, wechat: 'someone1' })));
        expect(JSON.parse((await member(other))!.profile)).toEqual({});
      } finally {
        await t.database.db
          .updateTable('register_fields')
          .set({ enabled: 0 })
          .where('field', 'in', ['qqNum', 'paymentPassword'])
          .execute();
      }
    });

    it('refuses a taken user name (any case) with 409 register.username.exists', async () => {
      await refused(base({ username: 'DEMO' }), 409, 'register.username.exists');
      await refused(base({ username: 'Agent01' }), 409, 'register.username.exists');
    });

    it('refuses when the method is disabled', async () => {
      await setMerchant(t.database.db, { register_username_enabled: 0 });
      await refused(base(), 403, 'register.method.disabled');
    });

    it.each([
      ['username', { username: '1abc' }],
      ['username', { username: 'ab' }],
      ['username', { username: '' }],
      ['username', { username: 'bad name' }],
      ['password', { password: 'abcdef', confirmPassword: 'abcdef' }],
      ['password', { password: '12345', confirmPassword: '12345' }],
      ['password', { password: 'a1'.repeat(11), confirmPassword: 'a1'.repeat(11) }],
      ['email', { email: 'not-an-email' }],
      ['nickname', { nickname: '<script>' }],
      ['affiliateCode', { affiliateCode: 'x!' }],
    ])('refuses a %s that fails its rule: register.field.invalid', async (field, overrides) => {
      const body = await refused(base(overrides), 400, 'register.field.invalid');
      expect(body.value).toEqual({ field, messageKey: `validation.${field}` });
      expect(body.message.length).toBeGreaterThan(0);
    });

    it('names the field in the message, in the request language', async () => {
      const en = await register(base({ username: '1x' }), freshIp(), API.register, {
        'accept-language': 'en',
      });
      expect(expectError(en, 400, 'register.field.invalid').message).toContain('Account');
      const pt = await register(base({ username: '1x' }), freshIp(), API.register, {
        'accept-language': 'pt-BR',
      });
      expect(expectError(pt, 400, 'register.field.invalid').message).toContain('Conta');
    });

    it('applies a field made required by the configuration', async () => {
      await t.database.db
        .updateTable('register_fields')
        .set({ required: 1 })
        .where('field', '=', 'email')
        .execute();
      try {
        const body = await refused(base(), 400, 'register.field.invalid');
        expect(body.value).toEqual({ field: 'email', messageKey: 'validation.email' });
        okValue(await register(base({ email: 'someone@example.com' })));
      } finally {
        await t.database.db
          .updateTable('register_fields')
          .set({ required: 0 })
          .where('field', '=', 'email')
          .execute();
      }
    });

    it('refuses a confirmation that differs: password.mismatch on confirmPassword', async () => {
      const body = await refused(base({ confirmPassword: 'abc124' }), 400, 'password.mismatch');
      expect(body.value).toEqual({ field: 'confirmPassword' });
    });

    it('refuses an unknown or disabled affiliate code with invitation_code_error', async () => {
      const body = await refused(base({ affiliateCode: 'NOPE2026' }), 400, 'invitation_code_error');
      expect(body.value).toEqual({ field: 'affiliateCode' });
      await t.database.db.updateTable('affiliate_codes').set({ enabled: 0 }).execute();
      try {
        await refused(base({ affiliateCode: 'DEMO2026' }), 400, 'invitation_code_error');
      } finally {
        await t.database.db.updateTable('affiliate_codes').set({ enabled: 1 }).execute();
      }
    });

    it('requires an affiliate when the merchant says so, taken from the link or typed', async () => {
      await setMerchant(t.database.db, { affiliate_required: 1 });
      const body = await refused(base(), 400, 'register.field.invalid');
      expect(body.value).toEqual({
        field: 'affiliateCode',
        messageKey: 'validation.affiliateCode',
      });
      okValue(await register(base({ domain: 'invite.demo.local' })));
      okValue(await register(base({ affiliateCode: 'DEMO2026' })));
    });

    it.each([
      ['no agreement', { agreement: false }],
      ['agreement missing', { agreement: undefined }],
      ['type other than 0', { type: 4 }],
      ['unknown register method', { registerMethod: 'DESKTOP' }],
      ['password missing', { password: undefined }],
      ['password too long', { password: 'a1'.repeat(40), confirmPassword: 'a1'.repeat(40) }],
      ['user name too long', { username: 'a'.repeat(40) }],
      ['number as user name', { username: 12345 }],
    ])('refuses a malformed body (%s) with request.invalid', async (_name, overrides) => {
      await refused(base(overrides), 400, 'request.invalid');
    });

    it('refuses a non-JSON body', async () => {
      const before = await dbState(t.database.db);
      const response = await t.app.inject({
        method: 'PUT',
        url: API.register,
        payload: 'username=x&password=y',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(415);
      expect(await dbState(t.database.db)).toEqual(before);
    });

    describe('with the captcha on', () => {
      beforeEach(() => setMerchant(t.database.db, { register_captcha_enabled: 1 }));

      it('requires it, refuses a wrong one, accepts a right one once', async () => {
        const ip = freshIp();
        const missing = await refused(base(), 400, 'captcha.required', API.register, ip);
        expect(missing.value).toEqual({ captcha: true });

        const wrong = await solvedCaptcha(t.app, ip);
        await refused(
          base({ captchaKey: wrong.captchaKey, captcha: `${wrong.captcha}9` }),
          400,
          'captcha.invalid',
          API.register,
          ip,
        );
        const right = await solvedCaptcha(t.app, ip);
        const username = uniqueName();
        okValue(await register(base({ username, ...right }), ip));
        expect(await member(username)).toBeDefined();
        // Single use.
        await refused(base(right), 400, 'captcha.invalid', API.register, ip);
      });

      it('refuses a captcha fetched from another address', async () => {
        const captcha = await solvedCaptcha(t.app, freshIp());
        await refused(base(captcha), 400, 'captcha.invalid');
      });
    });

    it('turns a lost race on the user name into 409 (two at once, one wins)', async () => {
      const username = uniqueName();
      const [a, b] = await Promise.all([
        register(base({ username })),
        register(base({ username })),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json().errorCode).toBe('register.username.exists');
      const rows = await t.database.db
        .selectFrom('members')
        .select('id')
        .where('user_name_key', '=', username)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('maps unique violations of both databases', () => {
      expect(
        uniqueViolation({ code: '23505', constraint: 'members_user_name_unique', message: 'x' }),
      ).toBe('username');
      expect(uniqueViolation({ code: '23505', constraint: 'members_mobile_unique' })).toBe(
        'mobile',
      );
      expect(
        uniqueViolation(
          new Error('UNIQUE constraint failed: members.merchant_code, members.user_name_key'),
        ),
      ).toBe('username');
      expect(
        uniqueViolation(
          new Error('UNIQUE constraint failed: members.merchant_code, members.mobile_key'),
        ),
      ).toBe('mobile');
      expect(uniqueViolation(new Error('something else'))).toBeNull();
    });

    it('rotates the session: registering while signed in ends the old session', async () => {
      const first = await register(base());
      const cookie = cookieFrom(first);
      const second = await t.app.inject({
        method: 'PUT',
        url: API.register,
        payload: base(),
        headers: { cookie },
        remoteAddress: freshIp(),
      });
      okValue(second);
      const old = await getAs(t.app, cookie, API.walletBalance);
      expect(old.statusCode).toBe(401);
    });
  });

  describe('by mobile number', () => {
    const mobileBody = (mobileNum: string, code: string, overrides: Record<string, unknown> = {}) =>
      base({
        username: '',
        countryDialingCode: '+55',
        mobileNum,
        verificationCode: code,
        ...overrides,
      });

    it('registers with the code from the outbox and generates the account name', async () => {
      const mobileNum = uniqueMobile();
      const code = await sendCode(t.app, mobileNum, 'register');
      const response = await register(
        mobileBody(mobileNum, code, { username: 'ignoredName' }),
        freshIp(),
        API.registerMobile,
      );
      const value = RegisterValue.parse(okValue(response));
      expect(value.account).toMatch(/^u\d{8}$/);
      expect(value.userName).toBe(value.account);
      const row = (await member(value.account))!;
      expect(row).toMatchObject({
        type: 0,
        country_dialing_code: '+55',
        mobile_num: mobileNum,
        mobile_key: `+55${mobileNum}`,
      });
      expect(await member('ignoredName')).toBeUndefined();
      // The code is used up.
      const [codeRow] = await t.database.db
        .selectFrom('verification_codes')
        .select('consumed_at')
        .where('target', '=', `+55${mobileNum}`)
        .execute();
      expect(codeRow!.consumed_at).not.toBeNull();
    });

    it('uses the merchant dialing code when none is sent', async () => {
      const mobileNum = uniqueMobile();
      const code = await sendCode(t.app, mobileNum, 'register');
      const value = RegisterValue.parse(
        okValue(
          await register(
            mobileBody(mobileNum, code, { countryDialingCode: '' }),
            freshIp(),
            API.registerMobile,
          ),
        ),
      );
      expect((await member(value.account))!.mobile_key).toBe(`+55${mobileNum}`);
    });

    it('refuses a wrong code (sms.code.invalid) and a reused one (sms.code.expired)', async () => {
      const mobileNum = uniqueMobile();
      const code = await sendCode(t.app, mobileNum, 'register');
      const wrong = code === '999999' ? '000000' : String(Number(code) + 1).padStart(6, '0');
      await refused(mobileBody(mobileNum, wrong), 400, 'sms.code.invalid', API.registerMobile);
      okValue(await register(mobileBody(mobileNum, code), freshIp(), API.registerMobile));
      // The same number again: now registered, refused before its (used) code is looked at.
      await refused(mobileBody(mobileNum, code), 409, 'register.mobile.exists', API.registerMobile);
    });

    it('refuses an expired code', async () => {
      const mobileNum = uniqueMobile();
      const code = await sendCode(t.app, mobileNum, 'register');
      await t.database.db
        .updateTable('verification_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('target', '=', `+55${mobileNum}`)
        .execute();
      await refused(mobileBody(mobileNum, code), 400, 'sms.code.expired', API.registerMobile);
    });

    it('refuses a code sent for another purpose', async () => {
      const mobileNum = uniqueMobile();
      await sendCode(t.app, mobileNum, 'register');
      await t.database.db
        .updateTable('verification_codes')
        .set({ purpose: 'login' })
        .where('target', '=', `+55${mobileNum}`)
        .execute();
      await refused(mobileBody(mobileNum, '123456'), 400, 'sms.code.expired', API.registerMobile);
    });

    it('refuses a registered number with 409 register.mobile.exists, before using the code', async () => {
      const code = await sendCode(t.app, '11987654321', 'register');
      const body = await refused(
        mobileBody('11987654321', code),
        409,
        'register.mobile.exists',
        API.registerMobile,
      );
      expect(body.value).toEqual({ field: 'mobileNum' });
      const [row] = await t.database.db
        .selectFrom('verification_codes')
        .select(['consumed_at', 'checks'])
        .where('target', '=', '+5511987654321')
        .execute();
      expect(row).toEqual({ consumed_at: null, checks: 0 });
    });

    it.each([
      ['mobileNum', { mobileNum: '' }],
      ['mobileNum', { mobileNum: '1234' }],
      ['verificationCode', { verificationCode: '' }],
      ['verificationCode', { verificationCode: '12a456' }],
    ])('requires the method fields: %s', async (field, overrides) => {
      const body = await refused(
        mobileBody(uniqueMobile(), '123456', overrides),
        400,
        'register.field.invalid',
        API.registerMobile,
      );
      expect(body.value).toEqual({ field, messageKey: `validation.${field}` });
    });

    it('refuses when the mobile method is disabled', async () => {
      await setMerchant(t.database.db, { register_mobile_enabled: 0 });
      await refused(
        mobileBody(uniqueMobile(), '123456'),
        403,
        'register.method.disabled',
        API.registerMobile,
      );
    });

    it('keeps a mobile typed on the user-name form as contact only (no unverified mobile key)', async () => {
      const username = uniqueName();
      okValue(
        await register(base({ username, mobileNum: '11987654321', countryDialingCode: '55' })),
      );
      expect(await member(username)).toMatchObject({
        mobile_num: '11987654321',
        country_dialing_code: '+55',
        mobile_key: null,
      });
    });

    it('maps a lost race on the number to 409 register.mobile.exists', async () => {
      const mobileNum = uniqueMobile();
      const code = await sendCode(t.app, mobileNum, 'register');
      const ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
      const body: ParsedRegisterBody = RegisterBody.parse(mobileBody(mobileNum, code));
      // Someone else takes the number between the early check and the insert.
      const { insertMember } = await import('../../testing/members.ts');
      // Handled from the start: the registration may lose before the competing insert returns.
      const check = registerMember(ctx, {
        body,
        method: 'mobile',
        ip: '10.0.0.1',
        language: 'EN',
      }).then(
        (created) => {
          // The insert beat the early check: the competing insert lost instead.
          expect(created.account).toMatch(/^u\d{8}$/);
        },
        (error: unknown) => expect(error).toMatchObject({ code: 'register.mobile.exists' }),
      );
      await insertMember(t.database.db, { mobile_key: `+55${mobileNum}` }).catch(() => undefined);
      await check;
      const rows = await t.database.db
        .selectFrom('members')
        .select('id')
        .where('mobile_key', '=', `+55${mobileNum}`)
        .execute();
      expect(rows).toHaveLength(1);
    });
  });
});

describe('trial accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const trial = (remoteAddress = freshIp()) =>
    t.app.inject({ method: 'POST', url: API.trialUser, remoteAddress });

  it('creates a type-4 member with the demo balance through the ledger, and signs it in', async () => {
    const response = await trial();
    const value = LoginValue.parse(okValue(response));
    expect(value.userName).toMatch(/^trial\d{8}$/);
    expect(value.customerType).toBe(4);
    const row = await t.database.db
      .selectFrom('members')
      .selectAll()
      .where('user_name', '=', value.userName)
      .executeTakeFirstOrThrow();
    expect(row.type).toBe(4);
    expect(await verifyPassword(row.password_hash, '')).toBe(false);
    const ledger = await t.database.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
      .select([
        'ledger_entries.amount_cents',
        'ledger_entries.balance_after_cents',
        'ledger_transfers.kind',
        'ledger_transfers.idempotency_key',
      ])
      .where('ledger_accounts.member_id', '=', row.id)
      .execute();
    expect(ledger).toEqual([
      expect.objectContaining({
        amount_cents: ACCOUNT.trialBalanceCents,
        balance_after_cents: ACCOUNT.trialBalanceCents,
        kind: 'trial.grant',
        idempotency_key: `trial:DEMO:${row.id}`,
      }),
    ]);
    const balance = await getAs(t.app, cookieFrom(response), API.walletBalance);
    expect(okValue(balance)).toEqual({ sumBalance: ACCOUNT.trialBalanceCents, bonusBalance: 0 });
  });

  it('gives every trial its own name', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 5; i += 1) names.add(LoginValue.parse(okValue(await trial())).userName);
    expect(names.size).toBe(5);
  });

  it('caps trial creations per address per hour with 429 rate.limited and no change', async () => {
    const ip = freshIp();
    for (let i = 0; i < TRIAL_MAX_PER_IP_PER_HOUR; i += 1) okValue(await trial(ip));
    const before = await dbState(t.database.db);
    expectError(await trial(ip), 429, 'rate.limited');
    expect(await dbState(t.database.db)).toEqual(before);
    okValue(await trial(freshIp()));
  });
});
