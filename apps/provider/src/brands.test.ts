import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateProvider, openProviderDatabase, type OpenedDatabase } from './db/database.ts';
import { brandSecret, brandSecrets, installBrands, rotateBrandSecret } from './brands.ts';

/**
 * The operator's rotation of a brand's secret (decision 045): the new one signs at once, the
 * one that signed the rotation stays accepted until the overlap ends, and the demo's secrets
 * file installed again at start does not undo a rotation.
 */
const OLD = 'o'.repeat(43);
const NEW = 'n'.repeat(43);

let database: OpenedDatabase;
beforeEach(async () => {
  database = await openProviderDatabase('sqlite::memory:', 'provider');
  await migrateProvider(database, 'provider');
  await installBrands(database.db, { SLX: OLD });
});
afterEach(async () => database.destroy());

describe('brand secret rotation', () => {
  it('signs with the new secret and accepts both until the overlap ends', async () => {
    expect(await brandSecrets(database.db, 'SLX')).toEqual([OLD]);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await rotateBrandSecret(database.db, 'SLX', {
      secret: NEW,
      previous: OLD,
      previousUntil: until,
    });
    expect(await brandSecret(database.db, 'SLX')).toBe(NEW);
    expect(await brandSecrets(database.db, 'SLX')).toEqual([NEW, OLD]);

    const past = new Date(Date.now() - 1000).toISOString();
    await rotateBrandSecret(database.db, 'SLX', {
      secret: NEW,
      previous: OLD,
      previousUntil: past,
    });
    expect(await brandSecrets(database.db, 'SLX')).toEqual([NEW]);
  });

  it('keeps a rotated secret when the secrets file is installed again', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await rotateBrandSecret(database.db, 'SLX', {
      secret: NEW,
      previous: OLD,
      previousUntil: until,
    });
    await installBrands(database.db, { SLX: OLD, AUR: OLD });
    expect(await brandSecret(database.db, 'SLX')).toBe(NEW);
    expect(await brandSecret(database.db, 'AUR')).toBe(OLD);
  });
});
