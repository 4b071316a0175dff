import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  API,
  MESSAGES_API,
  type MerchantSettings,
  type RegisterRules,
  type SystemStatus,
  type WhitelabelSettings,
} from '@app/contracts';
import {
  BO_SYSTEM_API,
  type BoBlockedRanges,
  type BoMaintenance,
  type BoMerchant,
  type BoMerchantBody,
  type BoRegistration,
  type BoSystemSettings,
  type BoWhitelabel,
} from '@app/contracts/backoffice';
import { okValue } from '../../../testing/api.ts';
import { insertMemberWithSession } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

/**
 * The back office's System area (issue 21): each section read with system.read, written with
 * system.write, each save one audit row with the values before and after, bad input a 400 that
 * changes nothing, and every save seen by the member site on its very next request although the
 * status enforcement caches for SYSTEM_STATUS_CACHE_MS (set to its maximum here).
 */
let t: TestApp;
let admin: TestOperator;
let content: TestOperator;
let support: TestOperator;
let member: { cookie: string };
const MEMBER_IP = '192.0.2.44';

beforeAll(async () => {
  t = await createTestApp({ config: { SYSTEM_STATUS_CACHE_MS: '5000' } });
  admin = await signedInOperator(t.database.db, 'admin');
  content = await signedInOperator(t.database.db, 'content');
  support = await signedInOperator(t.database.db, 'support');
  member = await insertMemberWithSession(t.database.db);
});
afterAll(async () => t?.cleanup());

const db = () => t.database.db;

function post(operator: TestOperator, url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...operator.headers },
    payload: payload as object,
  });
}
async function settings(): Promise<BoSystemSettings> {
  return okValue<BoSystemSettings>(
    await t.app.inject({ method: 'GET', url: BO_SYSTEM_API.settings, headers: admin.headers }),
  );
}
/** The member's inbox: a call every status check applies to. */
function memberCall(remoteAddress = MEMBER_IP) {
  return t.app.inject({
    method: 'GET',
    url: `${MESSAGES_API.inbox}?pageNo=1&pageSize=10`,
    headers: { cookie: member.cookie },
    remoteAddress,
  });
}
function siteGet<T>(url: string, language = 'PT'): Promise<T> {
  return t.app
    .inject({ method: 'GET', url, headers: { cookie: `language=${language.toLowerCase()}` } })
    .then((response) => okValue<T>(response));
}
async function auditRows(action: string) {
  return db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}
function expectError(response: LightMyRequestResponse, status: number, errorCode: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, errorCode, message: expect.any(String) });
}
/** Whatever the call answered, nothing of the merchant's settings changed and no row was audited. */
async function expectNothingChanged(call: () => Promise<LightMyRequestResponse>, status = 400) {
  const before = await settings();
  const audits = await db().selectFrom('audit_log').select('id').execute();
  const response = await call();
  expectError(response, status, status === 403 ? 'bo.forbidden' : 'request.invalid');
  expect(await settings()).toEqual(before);
  expect(await db().selectFrom('audit_log').select('id').execute()).toEqual(audits);
}

describe('reading the settings', () => {
  it('shows every section to a role with system.read', async () => {
    const value = okValue<BoSystemSettings>(
      await t.app.inject({ method: 'GET', url: BO_SYSTEM_API.settings, headers: content.headers }),
    );
    expect(value.maintenance).toMatchObject({
      enabled: false,
      message: {
        PT: 'Estamos atualizando o sistema. Volte em alguns minutos.',
        EN: 'We are upgrading the system. Please come back in a few minutes.',
      },
    });
    expect(value.blockedRanges).toMatchObject({
      ranges: [],
      message: { PT: 'Acesso restrito na sua região', EN: 'Access restricted in your location' },
    });
    expect(value.whitelabel.flags.CBS3).toBe(true);
    expect(value.registration).toMatchObject({ usernameEnabled: true, mobileEnabled: true });
    expect(Object.keys(value.registration.fields)).toContain('email');
    expect(value.merchant).toMatchObject({
      code: 'DEMO',
      currencyCode: 'BRL',
      defaultLanguage: 'PT',
    });
    expect(value.merchant.appDescription.PT).toMatch(/Concha Play/);
  });

  it('refuses a role without system.read, and writes to a role without system.write', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: BO_SYSTEM_API.settings, headers: support.headers }),
      403,
      'bo.forbidden',
    );
    await expectNothingChanged(
      () =>
        post(content, BO_SYSTEM_API.maintenance, {
          enabled: true,
          message: { PT: 'x', EN: 'y' },
        }),
      403,
    );
    expectError(
      await t.app.inject({ method: 'GET', url: BO_SYSTEM_API.settings }),
      401,
      'bo.auth.required',
    );
  });
});

describe('maintenance', () => {
  it('switches the running site into maintenance and back at once, audited', async () => {
    // The status is cached for 5 s: prime it, and show that a write behind the app's back is
    // not seen yet (so what follows is the back office's invalidation, not a cache miss).
    expect(okValue(await memberCall())).toBeDefined();
    await db()
      .updateTable('merchant_status')
      .set({ blocked_ranges: `["${MEMBER_IP}/32"]` })
      .execute();
    expect((await memberCall()).statusCode).toBe(200);
    await db().updateTable('merchant_status').set({ blocked_ranges: '[]' }).execute();

    const message = { PT: 'Voltamos às 15h.', EN: 'Back at 3 pm.' };
    const on = okValue<BoMaintenance>(
      await post(admin, BO_SYSTEM_API.maintenance, { enabled: true, message }),
    );
    expect(on).toMatchObject({ enabled: true, message });
    expectError(await memberCall(), 503, 'system.maintenance');
    // The status call stays open and tells the site why, in its language.
    const status = await siteGet<SystemStatus>(API.systemStatus, 'PT');
    expect(status).toMatchObject({ maintenance: true, maintenanceInfo: message.PT });
    expect(await siteGet<SystemStatus>(API.systemStatus, 'EN')).toMatchObject({
      maintenanceInfo: message.EN,
    });

    const [row, ...others] = await auditRows('system.maintenance');
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      operator_id: admin.id,
      target_type: 'merchant',
      target_id: 'DEMO',
    });
    expect(JSON.parse(row!.before_json!)).toMatchObject({ enabled: false });
    expect(JSON.parse(row!.after_json!)).toMatchObject({ enabled: true, message });

    const off = okValue<BoMaintenance>(
      await post(admin, BO_SYSTEM_API.maintenance, { enabled: false, message }),
    );
    expect(off.enabled).toBe(false);
    expect((await memberCall()).statusCode).toBe(200);
    expect(await auditRows('system.maintenance')).toHaveLength(2);
  });

  it('records nothing when a save changes nothing', async () => {
    const current = (await settings()).maintenance;
    const before = await auditRows('system.maintenance');
    okValue(
      await post(admin, BO_SYSTEM_API.maintenance, {
        enabled: current.enabled,
        message: current.message,
      }),
    );
    expect(await auditRows('system.maintenance')).toEqual(before);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    await expectNothingChanged(() =>
      post(admin, BO_SYSTEM_API.maintenance, { enabled: 'yes', message: { PT: '', EN: '' } }),
    );
    await expectNothingChanged(() =>
      post(admin, BO_SYSTEM_API.maintenance, {
        enabled: true,
        message: { PT: 'x'.repeat(501), EN: '' },
      }),
    );
    await expectNothingChanged(() => post(admin, BO_SYSTEM_API.maintenance, { enabled: true }));
  });
});

describe('blocked ranges', () => {
  it('stores canonical ranges and refuses those addresses on the next request', async () => {
    const value = okValue<BoBlockedRanges>(
      await post(admin, BO_SYSTEM_API.blockedRanges, {
        ranges: ['203.0.113.9', '10.1.2.3/8', '2001:DB8::/32', '10.0.0.0/8'],
      }),
    );
    expect(value.ranges).toEqual(['203.0.113.9/32', '10.0.0.0/8', '2001:db8::/32']);
    expectError(await memberCall('10.200.1.1'), 403, 'system.region.restricted');
    expect((await memberCall('198.51.100.1')).statusCode).toBe(200);
    const [row] = await auditRows('system.blocked-ranges');
    expect(JSON.parse(row!.before_json!)).toMatchObject({ ranges: [] });
    expect(JSON.parse(row!.after_json!)).toMatchObject({ ranges: value.ranges });

    okValue(await post(admin, BO_SYSTEM_API.blockedRanges, { ranges: [] }));
    expect((await memberCall('10.200.1.1')).statusCode).toBe(200);
    expect(await auditRows('system.blocked-ranges')).toHaveLength(2);
  });

  it('refuses a list with anything that is not an address or a range', async () => {
    for (const bad of ['10.0.0.0/33', '300.1.1.1', 'example.com', '10.0.0.0/8; drop', '']) {
      await expectNothingChanged(() =>
        post(admin, BO_SYSTEM_API.blockedRanges, { ranges: ['192.0.2.0/24', bad] }),
      );
    }
    await expectNothingChanged(() =>
      post(admin, BO_SYSTEM_API.blockedRanges, { ranges: '10.0.0.0/8' }),
    );
  });
});

describe('white label', () => {
  it('sets flags, menus and switches the site reads', async () => {
    const current = (await settings()).whitelabel;
    const next: BoWhitelabel = {
      ...current,
      flags: { ...current.flags, CBS3: false, GOOGLELOGIN3: true },
      menus: { ...current.menus, rewardCenter: false },
      vipBenefitEnabled: false,
    };
    expect(okValue<BoWhitelabel>(await post(admin, BO_SYSTEM_API.whitelabel, next))).toEqual(next);
    const site = await siteGet<WhitelabelSettings>(API.whitelabel);
    expect(site.flags).toMatchObject({ CBS3: false, GOOGLELOGIN3: true });
    expect(site.menus.rewardCenter).toBe(false);
    expect(site.vipBenefitEnabled).toBe(false);
    const rows = await auditRows('system.whitelabel');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.before_json!).flags.CBS3).toBe(true);
    expect(JSON.parse(rows[0]!.after_json!).flags.CBS3).toBe(false);
  });

  it('refuses an unknown flag or a missing one', async () => {
    const current = (await settings()).whitelabel;
    await expectNothingChanged(() =>
      post(admin, BO_SYSTEM_API.whitelabel, {
        ...current,
        flags: { ...current.flags, NOPE: true },
      }),
    );
    const { CBS3: _dropped, ...missing } = current.flags;
    await expectNothingChanged(() =>
      post(admin, BO_SYSTEM_API.whitelabel, { ...current, flags: missing }),
    );
  });
});

describe('registration', () => {
  it('sets the methods and field rules the site registers with', async () => {
    const current = (await settings()).registration;
    const next: BoRegistration = {
      ...current,
      mobileEnabled: false,
      defaultCountryDialingCode: '+351',
      fields: {
        ...current.fields,
        email: { enabled: true, required: true, regExp: '^[^@\\s]+@[^@\\s]+$' },
        nickname: { enabled: false, required: false, regExp: '' },
      },
    };
    expect(okValue<BoRegistration>(await post(admin, BO_SYSTEM_API.registration, next))).toEqual(
      next,
    );
    const status = await siteGet<SystemStatus>(API.systemStatus);
    expect(status.info.register).toEqual({ usernameEnabled: true, mobileEnabled: false });
    const rules = await siteGet<RegisterRules>(API.registerRules);
    expect(rules.fields.email).toMatchObject({ enabled: true, required: true });
    expect(rules.fields.nickname.enabled).toBe(false);
    expect(await auditRows('system.registration')).toHaveLength(1);
  });

  it('refuses both methods off, a broken expression and a hidden required field', async () => {
    const current = (await settings()).registration;
    await expectNothingChanged(() =>
      post(admin, BO_SYSTEM_API.registration, {
        ...current,
        usernameEnabled: false,
        mobileEnabled: false,
      }),
    );
    await expectNothingChanged(() =>
      post(admin, BO_SYSTEM_API.registration, {
        ...current,
        fields: { ...current.fields, email: { enabled: true, required: false, regExp: '([a-z' } },
      }),
    );
    await expectNothingChanged(() =>
      post(admin, BO_SYSTEM_API.registration, {
        ...current,
        fields: { ...current.fields, email: { enabled: false, required: true, regExp: '' } },
      }),
    );
    await expectNothingChanged(() =>
      post(admin, BO_SYSTEM_API.registration, { ...current, defaultCountryDialingCode: '55' }),
    );
  });
});

describe('merchant', () => {
  const editable = (merchant: BoMerchant): BoMerchantBody => {
    const { code: _code, currencyCode: _currencyCode, ...rest } = merchant;
    return rest;
  };

  it('sets the name, languages, texts and links the site shows', async () => {
    const current = editable((await settings()).merchant);
    const next: BoMerchantBody = {
      ...current,
      name: 'Concha Play Brasil',
      currencySymbol: 'R$',
      languages: ['PT', 'EN'],
      defaultLanguage: 'PT',
      appDescription: { PT: 'Jogue onde estiver', EN: 'Play anywhere' },
      chatUrl: 'https://chat.example.com/live?m=1',
    };
    const value = okValue<BoMerchant>(await post(admin, BO_SYSTEM_API.merchant, next));
    expect(value).toMatchObject({ ...next, code: 'DEMO', currencyCode: 'BRL' });
    const site = await siteGet<MerchantSettings>(API.consolidatedSettings);
    expect(site).toMatchObject({ merchantName: 'Concha Play Brasil', languages: ['PT', 'EN'] });
    expect((await siteGet<SystemStatus>(API.systemStatus, 'PT')).info.mobileTemplate.app_desc).toBe(
      'Jogue onde estiver',
    );
    expect((await siteGet<SystemStatus>(API.systemStatus, 'EN')).info.mobileTemplate.app_desc).toBe(
      'Play anywhere',
    );
    const merchant = await db()
      .selectFrom('merchants')
      .select(['chat_url', 'app_desc'])
      .executeTakeFirstOrThrow();
    expect(merchant).toEqual({
      chat_url: 'https://chat.example.com/live?m=1',
      app_desc: 'Play anywhere',
    });
    const rows = await auditRows('system.merchant');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ name: 'Concha Play Brasil' });
  });

  it('refuses bad languages, links and names', async () => {
    const current = editable((await settings()).merchant);
    const bad: Partial<Record<keyof BoMerchantBody, unknown>>[] = [
      { languages: ['PT', 'FR'] },
      { languages: [] },
      { languages: ['PT', 'PT'] },
      { languages: ['EN'], defaultLanguage: 'PT' },
      { chatUrl: 'javascript:alert(1)' },
      { chatUrl: 'not a url' },
      { drawHistoryUrl: '//evil.example.com' },
      { name: '   ' },
      { currencySymbol: '' },
    ];
    for (const change of bad) {
      await expectNothingChanged(() =>
        post(admin, BO_SYSTEM_API.merchant, { ...current, ...change }),
      );
    }
  });
});
