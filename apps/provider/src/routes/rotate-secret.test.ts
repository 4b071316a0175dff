import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_API } from '@app/contracts';
import { signedHeaders } from '@app/contracts/signing';
import { buildProviderApp, type ProviderApp } from '../app.ts';
import { brandSecret, brandSecrets, installBrands } from '../brands.ts';
import { parseProviderConfig } from '../config.ts';
import { migrateProvider, openProviderDatabase, type OpenedDatabase } from '../db/database.ts';

/**
 * The rotation call over HTTP (decision 045): only a call signed with the brand's current
 * secret rotates it, the overlap it asks for is bounded, and an unsigned or badly signed call
 * changes nothing.
 */
const OLD = 'o'.repeat(43);
const NEW = 'n'.repeat(43);
const THIRD = 't'.repeat(43);

let database: OpenedDatabase;
let provider: ProviderApp;

beforeAll(async () => {
  database = await openProviderDatabase('sqlite::memory:', 'provider');
  await migrateProvider(database, 'provider');
  await installBrands(database.db, { SLX: OLD });
  const config = parseProviderConfig({
    PROVIDER_PUBLIC_URL: 'http://127.0.0.1:1',
    OPERATOR_URL: 'http://127.0.0.1:1',
    PROVIDER_SWEEP_MS: '0',
    LOG_LEVEL: 'silent',
  });
  provider = await buildProviderApp(config, database.db);
});
afterAll(async () => {
  await provider.app.close();
  await database.destroy();
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function rotate(signingSecret: string | null, body: object) {
  const raw = JSON.stringify(body);
  return provider.app.inject({
    method: 'POST',
    url: PROVIDER_API.rotateSecret,
    headers: {
      'content-type': 'application/json',
      ...(signingSecret ? signedHeaders(signingSecret, raw) : {}),
    },
    payload: raw,
  });
}

describe('the rotation call', () => {
  it('refuses an unsigned or wrongly signed call and an overlap past a week', async () => {
    const body = { vendorCode: 'SLX', secret: NEW, previousUntil: inHours(24) };
    expect((await rotate(null, body)).statusCode).toBe(401);
    expect((await rotate(THIRD, body)).statusCode).toBe(401);
    const tooLong = await rotate(OLD, { ...body, previousUntil: inHours(24 * 7 + 1) });
    expect(tooLong.statusCode).toBe(409);
    expect(await brandSecrets(database.db, 'SLX')).toEqual([OLD]);
  });

  it('rotates when signed with the current secret; the old one cannot rotate again', async () => {
    const first = await rotate(OLD, { vendorCode: 'SLX', secret: NEW, previousUntil: inHours(24) });
    expect(first.statusCode).toBe(200);
    expect(await brandSecret(database.db, 'SLX')).toBe(NEW);
    expect(await brandSecrets(database.db, 'SLX')).toEqual([NEW, OLD]);
    // The old secret still signs other calls during the overlap, but not a rotation: whoever
    // stole it cannot choose the next secret.
    const hijack = await rotate(OLD, {
      vendorCode: 'SLX',
      secret: THIRD,
      previousUntil: inHours(24),
    });
    expect(hijack.statusCode).toBe(401);
    expect(await brandSecrets(database.db, 'SLX')).toEqual([NEW, OLD]);
  });
});
