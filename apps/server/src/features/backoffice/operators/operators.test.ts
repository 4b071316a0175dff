import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BO_AUTH_API,
  BO_OPERATORS_API,
  type BoApiKeyList,
  type BoApiKeyRow,
  type BoLanguageValue,
  type BoLoginValue,
  type BoNewApiKeyValue,
  type BoOperatorList,
  type BoOperatorRow,
  type BoSetupLinkValue,
} from '@app/contracts/backoffice';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { okValue } from '../../../testing/api.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { expectError } from '../../accounts/test-support.ts';

let t: TestApp;
let admin: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInOperator(t.database.db, 'admin');
});
afterAll(async () => t.cleanup());

type Headers = Record<string, string>;
const at = (url: string, id: number | string) => url.replace(':id', String(id));

function call(headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers,
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
}

async function auditRows(targetType: string, targetId: number) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();
}

async function createOperator(username: string, role = 'support') {
  return okValue<BoSetupLinkValue>(
    await call(admin.headers, 'POST', BO_OPERATORS_API.operators, {
      username,
      displayName: `The ${username}`,
      role,
    }),
  );
}

async function listed(id: number): Promise<BoOperatorRow | undefined> {
  const list = okValue<BoOperatorList>(
    await call(admin.headers, 'GET', BO_OPERATORS_API.operators),
  );
  expect(list.total).toBe(list.rows.length);
  return list.rows.find((row) => row.id === id);
}

describe('operator accounts', () => {
  it('creates an operator with a one-time setup link, lists it and audits it without the link', async () => {
    const created = await createOperator('Nova.Support');
    expect(created.operator).toMatchObject({
      username: 'nova.support',
      displayName: 'The Nova.Support',
      role: 'support',
      totpEnabled: false,
      disabled: false,
      setupPending: true,
      lastLoginAt: null,
      createdBy: admin.username,
    });
    expect(created.setupLink).toMatch(/\/bo\/setup#token=[\w-]{40,}$/);
    expect(await listed(created.operator.id)).toEqual(created.operator);

    const [audit, ...more] = await auditRows('operator', created.operator.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ action: 'operator.create', operator_id: admin.id });
    const token = created.setupLink.split('#token=')[1]!;
    expect(JSON.stringify(audit)).not.toContain(token);

    // The link works: the new operator sets a password and is asked to enrol 2FA.
    const setup = await t.app.inject({
      method: 'POST',
      url: BO_AUTH_API.setup,
      payload: { token, password: 'a long new password' },
    });
    expect(okValue<BoLoginValue>(setup).stage).toBe('enrol');
    expect((await listed(created.operator.id))?.setupPending).toBe(false);
  });

  it('refuses a taken username and a bad one', async () => {
    await createOperator('taken.name');
    const again = await call(admin.headers, 'POST', BO_OPERATORS_API.operators, {
      username: 'TAKEN.name',
      displayName: 'Again',
      role: 'risk',
    });
    expectError(again, 409, 'bo.operator.taken');
    const bad = await call(admin.headers, 'POST', BO_OPERATORS_API.operators, {
      username: 'no spaces allowed',
      displayName: 'Bad',
      role: 'risk',
    });
    expectError(bad, 400, 'request.invalid');
    const badRole = await call(admin.headers, 'POST', BO_OPERATORS_API.operators, {
      username: 'good.name',
      displayName: 'Bad role',
      role: 'owner',
    });
    expectError(badRole, 400, 'request.invalid');
  });

  it('changes a role, audits before and after, and takes effect on the next call', async () => {
    const target = await signedInOperator(t.database.db, 'content');
    expectError(await call(target.headers, 'GET', BO_OPERATORS_API.operators), 403, 'bo.forbidden');
    const changed = okValue<BoOperatorRow>(
      await call(admin.headers, 'POST', at(BO_OPERATORS_API.role, target.id), { role: 'admin' }),
    );
    expect(changed.role).toBe('admin');
    okValue(await call(target.headers, 'GET', BO_OPERATORS_API.operators));
    const [audit] = await auditRows('operator', target.id);
    expect(audit).toMatchObject({
      action: 'operator.role',
      operator_id: admin.id,
      ip: '127.0.0.1',
    });
    expect(JSON.parse(audit!.before_json!)).toEqual({ role: 'content' });
    expect(JSON.parse(audit!.after_json!)).toEqual({ role: 'admin' });

    // The same role again changes nothing and records nothing.
    okValue(
      await call(admin.headers, 'POST', at(BO_OPERATORS_API.role, target.id), { role: 'admin' }),
    );
    expect(await auditRows('operator', target.id)).toHaveLength(1);
  });

  it('refuses to demote, disable or reset oneself (bo.operator.self), changing nothing', async () => {
    const self = at(BO_OPERATORS_API.role, admin.id);
    expectError(
      await call(admin.headers, 'POST', self, { role: 'cashier' }),
      409,
      'bo.operator.self',
    );
    expectError(
      await call(admin.headers, 'POST', at(BO_OPERATORS_API.disable, admin.id)),
      409,
      'bo.operator.self',
    );
    expectError(
      await call(admin.headers, 'POST', at(BO_OPERATORS_API.resetAccess, admin.id)),
      409,
      'bo.operator.self',
    );
    expect(await listed(admin.id)).toMatchObject({ role: 'admin', disabled: false });
    expect(await auditRows('operator', admin.id)).toEqual([]);
    // Changing one's own role to the same role is no demotion, but still refused: simpler rule.
    expectError(
      await call(admin.headers, 'POST', self, { role: 'admin' }),
      409,
      'bo.operator.self',
    );
  });

  it('answers 404 for an unknown operator', async () => {
    expectError(
      await call(admin.headers, 'POST', at(BO_OPERATORS_API.disable, 999_999_999)),
      404,
      'bo.not.found',
    );
  });

  it('disabling ends the sessions and stops the API keys; enabling lets new ones work', async () => {
    const target = await signedInOperator(t.database.db, 'admin');
    const created = okValue<BoNewApiKeyValue>(
      await call(admin.headers, 'POST', BO_OPERATORS_API.apiKeys, {
        name: 'reports',
        role: 'finance',
        operatorId: target.id,
      }),
    );
    const bearer = { authorization: `Bearer ${created.key}` };
    okValue(await call(bearer, 'GET', BO_OPERATORS_API.language));
    okValue(await call(target.headers, 'GET', BO_OPERATORS_API.language));

    const disabled = okValue<BoOperatorRow>(
      await call(admin.headers, 'POST', at(BO_OPERATORS_API.disable, target.id)),
    );
    expect(disabled.disabled).toBe(true);
    expectError(await call(bearer, 'GET', BO_OPERATORS_API.language), 401, 'bo.auth.required');
    expectError(
      await call(target.headers, 'GET', BO_OPERATORS_API.language),
      401,
      'bo.auth.required',
    );
    const live = await t.database.db
      .selectFrom('operator_sessions')
      .select('token_hash')
      .where('operator_id', '=', target.id)
      .where('ended_at', 'is', null)
      .execute();
    expect(live).toEqual([]);

    const enabled = okValue<BoOperatorRow>(
      await call(admin.headers, 'POST', at(BO_OPERATORS_API.enable, target.id)),
    );
    expect(enabled.disabled).toBe(false);
    // The key was not revoked: it works again; the ended session stays ended.
    okValue(await call(bearer, 'GET', BO_OPERATORS_API.language));
    expectError(
      await call(target.headers, 'GET', BO_OPERATORS_API.language),
      401,
      'bo.auth.required',
    );
    const actions = (await auditRows('operator', target.id)).map((row) => row.action);
    expect(actions).toEqual(['operator.disable', 'operator.enable']);

    // Enabling an enabled operator changes nothing and records nothing.
    okValue(await call(admin.headers, 'POST', at(BO_OPERATORS_API.enable, target.id)));
    expect(await auditRows('operator', target.id)).toHaveLength(2);
  });

  it('resets access: a new setup link, no password, no 2FA, no recovery codes, no sessions', async () => {
    const target = await signedInOperator(t.database.db, 'cashier');
    await t.database.db
      .insertInto('operator_recovery_codes')
      .values({ operator_id: target.id, code_hash: 'x'.repeat(64) })
      .execute();
    const reset = okValue<BoSetupLinkValue>(
      await call(admin.headers, 'POST', at(BO_OPERATORS_API.resetAccess, target.id)),
    );
    expect(reset.setupLink).toContain('/bo/setup#token=');
    expect(reset.operator).toMatchObject({ setupPending: true, totpEnabled: false });
    expectError(
      await call(target.headers, 'GET', BO_OPERATORS_API.language),
      401,
      'bo.auth.required',
    );
    const codes = await t.database.db
      .selectFrom('operator_recovery_codes')
      .select('id')
      .where('operator_id', '=', target.id)
      .execute();
    expect(codes).toEqual([]);
    const [audit] = await auditRows('operator', target.id);
    expect(audit?.action).toBe('operator.reset-access');
    expect(JSON.stringify(audit)).not.toContain(reset.setupLink.split('#token=')[1]!);

    const setup = await t.app.inject({
      method: 'POST',
      url: BO_AUTH_API.setup,
      payload: { token: reset.setupLink.split('#token=')[1], password: 'another long password' },
    });
    expect(okValue<BoLoginValue>(setup).stage).toBe('enrol');
  });
});

describe('API keys', () => {
  it('creates a key shown once, lists it by prefix, and revokes it', async () => {
    const created = okValue<BoNewApiKeyValue>(
      await call(admin.headers, 'POST', BO_OPERATORS_API.apiKeys, {
        name: 'nightly export',
        role: 'support',
      }),
    );
    expect(created.key).toMatch(/^bok_[\w-]{40,}$/);
    expect(created.apiKey).toMatchObject({
      name: 'nightly export',
      role: 'support',
      operatorId: admin.id,
      operatorUsername: admin.username,
      prefix: created.key.slice(0, 10),
      lastUsedAt: null,
      revokedAt: null,
    });
    const list = okValue<BoApiKeyList>(await call(admin.headers, 'GET', BO_OPERATORS_API.apiKeys));
    expect(list.rows.find((row) => row.id === created.apiKey.id)).toEqual(created.apiKey);
    expect(JSON.stringify(list)).not.toContain(created.key);
    const [audit] = await auditRows('api-key', created.apiKey.id);
    expect(audit).toMatchObject({ action: 'api-key.create', operator_id: admin.id });
    expect(JSON.stringify(audit)).not.toContain(created.key);

    // The key acts with its own role, not its operator's.
    const bearer = { authorization: `Bearer ${created.key}` };
    expectError(await call(bearer, 'GET', BO_OPERATORS_API.apiKeys), 403, 'bo.forbidden');
    okValue(await call(bearer, 'GET', BO_OPERATORS_API.language));
    const used = okValue<BoApiKeyList>(await call(admin.headers, 'GET', BO_OPERATORS_API.apiKeys));
    expect(used.rows.find((row) => row.id === created.apiKey.id)?.lastUsedAt).not.toBeNull();

    const revoked = okValue<BoApiKeyRow>(
      await call(admin.headers, 'POST', at(BO_OPERATORS_API.revokeApiKey, created.apiKey.id)),
    );
    expect(revoked.revokedAt).not.toBeNull();
    expectError(await call(bearer, 'GET', BO_OPERATORS_API.language), 401, 'bo.auth.required');
    // Revoking again changes nothing and records nothing.
    okValue(
      await call(admin.headers, 'POST', at(BO_OPERATORS_API.revokeApiKey, created.apiKey.id)),
    );
    const actions = (await auditRows('api-key', created.apiKey.id)).map((row) => row.action);
    expect(actions).toEqual(['api-key.create', 'api-key.revoke']);
    expectError(
      await call(admin.headers, 'POST', at(BO_OPERATORS_API.revokeApiKey, 999_999_999)),
      404,
      'bo.not.found',
    );
  });

  it('an admin key may manage operators; a key for an unknown operator is refused', async () => {
    const created = okValue<BoNewApiKeyValue>(
      await call(admin.headers, 'POST', BO_OPERATORS_API.apiKeys, { name: 'ops', role: 'admin' }),
    );
    okValue(
      await call({ authorization: `Bearer ${created.key}` }, 'GET', BO_OPERATORS_API.operators),
    );
    expectError(
      await call(admin.headers, 'POST', BO_OPERATORS_API.apiKeys, {
        name: 'nobody',
        role: 'admin',
        operatorId: 999_999_999,
      }),
      404,
      'bo.not.found',
    );
  });
});

describe("the operator's language", () => {
  it("reads and sets one's own language, audited; anything but PT or EN is refused", async () => {
    const me = await signedInOperator(t.database.db, 'content');
    expect(
      okValue<BoLanguageValue>(await call(me.headers, 'GET', BO_OPERATORS_API.language)),
    ).toEqual({ language: 'PT' });
    expect(
      okValue<BoLanguageValue>(
        await call(me.headers, 'POST', BO_OPERATORS_API.language, { language: 'EN' }),
      ),
    ).toEqual({ language: 'EN' });
    expect(
      okValue<BoLanguageValue>(await call(me.headers, 'GET', BO_OPERATORS_API.language)),
    ).toEqual({ language: 'EN' });
    const me2 = okValue<{ language: string }>(await call(me.headers, 'GET', BO_AUTH_API.me));
    expect(me2.language).toBe('EN');
    expectError(
      await call(me.headers, 'POST', BO_OPERATORS_API.language, { language: 'VI' }),
      400,
      'request.invalid',
    );
    const [audit, ...more] = await auditRows('operator', me.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ action: 'operator.language', operator_id: me.id });
    expect(JSON.parse(audit!.after_json!)).toEqual({ language: 'EN' });
    expectError(
      await t.app.inject({ method: 'GET', url: BO_OPERATORS_API.language }),
      401,
      'bo.auth.required',
    );
  });
});

describe('the OpenAPI document', () => {
  it('describes the operator routes and their bodies', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(document.paths['/bo/api/operators']?.post?.requestBody).toBeDefined();
    expect(document.paths['/bo/api/operators/api-keys']?.get).toBeDefined();
    expect(document.paths['/bo/api/auth/language']?.post?.requestBody).toBeDefined();
  });
});
