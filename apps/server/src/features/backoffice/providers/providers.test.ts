import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PROVIDER_API,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  type ProviderTransaction,
} from '@app/contracts';
import {
  BO_PROVIDERS_API,
  boGamesPath,
  type BoProviderList,
  type BoReconcileValue,
  type BoRotateSecretValue,
} from '@app/contracts/backoffice';
import { signatureMatches } from '@app/contracts/signing';
import { okValue } from '../../../testing/api.ts';
import { insertMember } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createTestVendor, VendorSimulator } from '../../../testing/vendors.ts';
import {
  addVendor,
  generateVendorSecret,
  installVendorSecrets,
} from '../../vendor-wallet/vendor-credentials.ts';
import { callProvider } from '../../vendor-wallet/provider-calls.ts';
import type { AppContext } from '../../../lib/context.ts';
import { ProviderTransactionsValue } from '@app/contracts';

/**
 * The providers area (issue 22, decision 045) against a stand-in provider over real HTTP that
 * checks signatures the way ours does (current secret, and the previous one until its overlap
 * ends): permissions (admin writes; risk reads), a rotation handed to the provider signed with
 * the old secret and audited by fingerprint, both secrets accepted within the overlap in both
 * directions and only the new one after it, a refused hand-over changing nothing, and the
 * reconciliation run through the route.
 */
const VENDOR = 'SLX';

interface Brand {
  current: string;
  previous: string | null;
  previousUntil: number;
}

/** The provider's side: its brands' secrets, the calls it saw, the transactions it answers. */
const provider = {
  brands: new Map<string, Brand>(),
  /** The secret each signed call was signed with, in order. */
  signedWith: [] as string[],
  transactions: [] as ProviderTransaction[],
  refuseRotation: false,
};

function startProvider(): Promise<Server> {
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const body = JSON.parse(raw) as {
        vendorCode: string;
        secret?: string;
        previousUntil?: string;
      };
      const brand = provider.brands.get(body.vendorCode);
      const timestamp = String(request.headers[VENDOR_TIMESTAMP_HEADER] ?? '');
      const presented = String(request.headers[VENDOR_SIGNATURE_HEADER] ?? '');
      const accepted = brand
        ? [
            brand.current,
            ...(brand.previous && brand.previousUntil > Date.now() ? [brand.previous] : []),
          ]
        : [];
      const secret = accepted.find((s) => signatureMatches(s, timestamp, raw, presented));
      if (!brand || !secret) return answer(401, { success: false, errorCode: 'signature.invalid' });
      provider.signedWith.push(secret);
      if (request.url === PROVIDER_API.rotateSecret) {
        if (provider.refuseRotation)
          return answer(503, { success: false, errorCode: 'unavailable' });
        provider.brands.set(body.vendorCode, {
          current: body.secret!,
          previous: secret,
          previousUntil: Date.parse(body.previousUntil!),
        });
        return answer(200, { success: true, value: { rotated: true } });
      }
      if (request.url === PROVIDER_API.transactions) {
        return answer(200, { success: true, value: { transactions: provider.transactions } });
      }
      answer(404, { success: false, errorCode: 'not.found' });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: Server;
let t: TestApp;
let ctx: AppContext;
let admin: TestOperator;
let risk: TestOperator;
let content: TestOperator;
let cashier: TestOperator;
let memberId: number;
let secret: string;

beforeAll(async () => {
  server = await startProvider();
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({ config: { GAME_PROVIDER_URL: `http://127.0.0.1:${port}` } });
  ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
  admin = await signedInOperator(t.database.db, 'admin');
  risk = await signedInOperator(t.database.db, 'risk');
  content = await signedInOperator(t.database.db, 'content');
  cashier = await signedInOperator(t.database.db, 'cashier');
  memberId = (await insertMember(t.database.db)).id;
  secret = await addVendor(t.database.db, { vendorCode: VENDOR, maxMultiplier: 100 });
  provider.brands.set(VENDOR, { current: secret, previous: null, previousUntil: 0 });
});
afterAll(async () => {
  await t?.cleanup();
  server?.close();
});
beforeEach(() => {
  provider.signedWith = [];
  provider.refuseRotation = false;
});

const db = () => t.database.db;
const post = (operator: TestOperator, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: operator.headers, payload });
const get = (operator: TestOperator, url: string) =>
  t.app.inject({ method: 'GET', url, headers: operator.headers });
const rotateUrl = (code: string) => boGamesPath(BO_PROVIDERS_API.rotate, code);
/** A wallet call of the vendor signed with `withSecret`: its status. */
const balance = async (vendorCode: string, withSecret: string) =>
  (
    await new VendorSimulator(t, { vendorCode, secret: withSecret }).send('balance', {
      playerId: String(memberId),
    })
  ).statusCode;
/** Our call to the provider (the reconciliation's): which secret signed it. */
async function ourCallSignedWith(): Promise<string | undefined> {
  provider.signedWith = [];
  await callProvider(
    ctx,
    VENDOR,
    PROVIDER_API.transactions,
    { vendorCode: VENDOR, from: new Date(0).toISOString(), to: new Date().toISOString() },
    ProviderTransactionsValue,
    5_000,
  );
  return provider.signedWith[0];
}

describe('permissions', () => {
  it('lets admin and risk read, only admin write, and refuses content and cashier', async () => {
    expect((await get(admin, BO_PROVIDERS_API.list)).statusCode).toBe(200);
    expect((await get(risk, BO_PROVIDERS_API.list)).statusCode).toBe(200);
    for (const operator of [content, cashier]) {
      expect((await get(operator, BO_PROVIDERS_API.list)).statusCode).toBe(403);
    }
    for (const operator of [risk, content, cashier]) {
      const refused = await post(operator, rotateUrl(VENDOR), { reason: 'routine rotation' });
      expect(refused.statusCode).toBe(403);
      const off = await post(operator, boGamesPath(BO_PROVIDERS_API.vendor, VENDOR), {
        enabled: false,
      });
      expect(off.statusCode).toBe(403);
    }
    expect(provider.brands.get(VENDOR)!.current).toBe(secret);
  });

  it('lists the vendors with fingerprints and never a secret', async () => {
    const response = await get(risk, BO_PROVIDERS_API.list);
    expect(response.body).not.toContain(secret);
    const list = okValue<BoProviderList>(response);
    const slx = list.providers[0]!.vendors.find((v) => v.code === VENDOR)!;
    expect(slx).toMatchObject({ credential: 'active', enabled: true, previousUntil: null });
    expect(slx.fingerprint).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('secret rotation', () => {
  it('hands the new secret to the provider, accepts both for the overlap, then only the new one', async () => {
    const old = secret;
    expect(await ourCallSignedWith()).toBe(old);
    provider.signedWith = [];

    const response = await post(admin, rotateUrl(VENDOR), {
      overlapHours: 24,
      reason: 'quarterly rotation',
    });
    const rotation = okValue<BoRotateSecretValue>(response);
    expect(rotation.deliveredToProvider).toBe(true);
    expect(rotation.secret).not.toBe(old);
    const fresh = rotation.secret;
    // The provider took it, over a call signed with the old secret.
    expect(provider.signedWith).toEqual([old]);
    expect(provider.brands.get(VENDOR)).toMatchObject({ current: fresh, previous: old });
    expect(Date.parse(rotation.previousUntil) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    // Audited by fingerprint, with the reason; neither secret anywhere in the row.
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'providers.secret.rotate')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.reason).toBe('quarterly rotation');
    const text = JSON.stringify(audit);
    expect(text).not.toContain(old);
    expect(text).not.toContain(fresh);
    expect(JSON.parse(audit.after_json!)).toMatchObject({
      fingerprint: rotation.fingerprint,
      overlapHours: 24,
      deliveredToProvider: true,
    });
    // Never answered again.
    expect((await get(admin, BO_PROVIDERS_API.list)).body).not.toContain(fresh);

    // Within the overlap: the provider's calls signed with either secret pass; ours are still
    // signed with the old one (first half), which the provider accepts.
    expect(await balance(VENDOR, old)).toBe(200);
    expect(await balance(VENDOR, fresh)).toBe(200);
    expect(await ourCallSignedWith()).toBe(old);

    // 13 hours later, the second half of the overlap: we sign with the new secret.
    await db()
      .updateTable('vendor_credentials')
      .set({
        rotated_at: new Date(Date.now() - 13 * 3_600_000).toISOString(),
        previous_until: new Date(Date.now() + 11 * 3_600_000).toISOString(),
      })
      .where('vendor_code', '=', VENDOR)
      .execute();
    expect(await ourCallSignedWith()).toBe(fresh);

    // The overlap over (on both sides): the old secret is refused, the new one works.
    const past = new Date(Date.now() - 1000).toISOString();
    await db()
      .updateTable('vendor_credentials')
      .set({ previous_until: past })
      .where('vendor_code', '=', VENDOR)
      .execute();
    provider.brands.get(VENDOR)!.previousUntil = Date.parse(past);
    expect(await balance(VENDOR, old)).toBe(401);
    expect(await balance(VENDOR, fresh)).toBe(200);
    expect(await ourCallSignedWith()).toBe(fresh);
    secret = fresh;
  });

  it('changes nothing when the provider does not take the new secret', async () => {
    const before = okValue<BoProviderList>(await get(admin, BO_PROVIDERS_API.list));
    const audits = await db().selectFrom('audit_log').select('id').execute();
    provider.refuseRotation = true;
    const response = await post(admin, rotateUrl(VENDOR), { reason: 'provider is away' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ errorCode: 'game.vendor.unavailable' });
    expect(okValue<BoProviderList>(await get(admin, BO_PROVIDERS_API.list))).toEqual(before);
    expect(await db().selectFrom('audit_log').select('id').execute()).toHaveLength(audits.length);
    expect(await balance(VENDOR, secret)).toBe(200);
  });

  it('rotates a wallet-only vendor for a hand-over, and ends the old secret at once with 0 h', async () => {
    const vendor = await createTestVendor(db());
    const first = okValue<BoRotateSecretValue>(
      await post(admin, rotateUrl(vendor.vendorCode), { overlapHours: 2, reason: 'hand-over' }),
    );
    expect(first.deliveredToProvider).toBe(false);
    expect(await balance(vendor.vendorCode, vendor.secret)).toBe(200);
    expect(await balance(vendor.vendorCode, first.secret)).toBe(200);
    const leaked = okValue<BoRotateSecretValue>(
      await post(admin, rotateUrl(vendor.vendorCode), { overlapHours: 0, reason: 'leaked' }),
    );
    expect(await balance(vendor.vendorCode, first.secret)).toBe(401);
    expect(await balance(vendor.vendorCode, leaked.secret)).toBe(200);
    const list = okValue<BoProviderList>(await get(admin, BO_PROVIDERS_API.list));
    expect(list.providers.find((p) => p.key === 'wallet')!.vendors[0]!.code).toBe(
      vendor.vendorCode,
    );
    // Bad input changes nothing.
    for (const body of [{}, { reason: 'x' }, { reason: 'long enough', overlapHours: 500 }]) {
      expect((await post(admin, rotateUrl(vendor.vendorCode), body)).statusCode).toBe(400);
    }
    expect((await post(admin, rotateUrl('NOPE'), { reason: 'no such' })).statusCode).toBe(404);
  });

  it('keeps a rotated secret when the demo secrets file is installed again at start', async () => {
    await installVendorSecrets(db(), { [VENDOR]: generateVendorSecret() }, 100);
    expect(await balance(VENDOR, secret)).toBe(200);
  });
});

describe('vendors on and off', () => {
  it('switches a provider vendor off and on, audited', async () => {
    const off = await post(admin, boGamesPath(BO_PROVIDERS_API.vendor, VENDOR), {
      enabled: false,
    });
    expect(okValue(off)).toEqual({ enabled: false });
    const list = okValue<BoProviderList>(await get(admin, BO_PROVIDERS_API.list));
    expect(list.providers[0]!.vendors.find((v) => v.code === VENDOR)!.enabled).toBe(false);
    await post(admin, boGamesPath(BO_PROVIDERS_API.vendor, VENDOR), { enabled: true });
    const rows = await db()
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'providers.vendor.enabled')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => JSON.parse(row.after_json!))).toEqual([
      { enabled: false },
      { enabled: true },
    ]);
  });
});

describe('reconciliation', () => {
  it('runs for a period through the route and lists the mismatches', async () => {
    const now = Date.now();
    const inPeriod = new Date(now - 3_600_000).toISOString();
    provider.transactions = [
      {
        transactionId: 'p-only-1',
        kind: 'debit',
        roundId: 'r1',
        playerId: String(memberId),
        amountCents: 500,
        betTransactionId: null,
        state: 'done',
        createdAt: inPeriod,
      },
    ];
    await db()
      .insertInto('vendor_transactions')
      .values({
        merchant_code: 'DEMO',
        vendor_code: VENDOR,
        type: 'credit',
        transaction_id: 'o-only-1',
        round_id: 'r2',
        member_id: memberId,
        amount_cents: 700,
        request_hash: 'x',
        response: '{}',
        created_at: inPeriod,
      })
      .execute();
    const query = new URLSearchParams({
      vendorCode: VENDOR,
      from: new Date(now - 2 * 3_600_000).toISOString(),
      to: new Date(now).toISOString(),
    });
    const url = `${BO_PROVIDERS_API.reconcile}?${query}`;
    expect((await get(content, url)).statusCode).toBe(403);
    const value = okValue<BoReconcileValue>(await get(risk, url));
    expect(value.vendors).toEqual([VENDOR]);
    expect(value.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ transactionId: 'p-only-1', problem: 'missing_at_operator' }),
        expect.objectContaining({ transactionId: 'o-only-1', problem: 'missing_at_provider' }),
      ]),
    );
    // A period backwards, or longer than allowed: 400.
    const backwards = new URLSearchParams({ from: query.get('to')!, to: query.get('from')! });
    expect((await get(risk, `${BO_PROVIDERS_API.reconcile}?${backwards}`)).statusCode).toBe(400);
  });
});
