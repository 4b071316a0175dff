import type { ProviderDb } from './db/database.ts';

/**
 * The provider's brands: the catalogue's outside vendors (SLX, AUR, MGC, DSA, ...), each with
 * the secret it shares with the operator. Signed calls in both directions use it.
 */
/**
 * Secrets are read on every signed call; each database's are kept for a few seconds. A change
 * made here clears them at once; one made by the brand command in another process applies
 * within BRAND_CACHE_MS.
 */
export const BRAND_CACHE_MS = 5_000;
interface CachedBrand {
  secret: string | null;
  previous: string | null;
  previousUntil: number;
  at: number;
}
const cached = new WeakMap<ProviderDb, Map<string, CachedBrand>>();

async function brandOf(db: ProviderDb, code: string): Promise<CachedBrand> {
  let brands = cached.get(db);
  if (!brands) cached.set(db, (brands = new Map()));
  const hit = brands.get(code);
  if (hit && Date.now() - hit.at < BRAND_CACHE_MS) return hit;
  const row = await db
    .selectFrom('brands')
    .select(['secret', 'enabled', 'previous_secret', 'previous_until'])
    .where('code', '=', code)
    .executeTakeFirst();
  const on = row !== undefined && row.enabled === 1;
  const brand: CachedBrand = {
    secret: on ? row.secret : null,
    previous: on ? (row.previous_secret ?? null) : null,
    previousUntil: row?.previous_until ? Date.parse(row.previous_until) : 0,
    at: Date.now(),
  };
  brands.set(code, brand);
  return brand;
}

/** The secret the brand signs with (its current one), or null for an unknown or disabled brand. */
export async function brandSecret(db: ProviderDb, code: string): Promise<string | null> {
  return (await brandOf(db, code)).secret;
}

/**
 * Every secret a signed call of the brand may carry: the current one and, during a rotation's
 * overlap (decision 045), the one before it.
 */
export async function brandSecrets(db: ProviderDb, code: string): Promise<string[]> {
  const brand = await brandOf(db, code);
  if (brand.secret === null) return [];
  return brand.previous !== null && brand.previousUntil > Date.now()
    ? [brand.secret, brand.previous]
    : [brand.secret];
}

/**
 * The operator's rotation (decision 045): `secret` becomes the brand's, and `previous` (the
 * secret that signed the rotation) stays accepted until `previousUntil`.
 */
export async function rotateBrandSecret(
  db: ProviderDb,
  code: string,
  change: { secret: string; previous: string; previousUntil: string },
  now: Date = new Date(),
): Promise<boolean> {
  cached.delete(db);
  const result = await db
    .updateTable('brands')
    .set({
      secret: change.secret,
      previous_secret: change.previous,
      previous_until: change.previousUntil,
      rotated_at: now.toISOString(),
    })
    .where('code', '=', code)
    .executeTakeFirst();
  cached.delete(db);
  return Number(result.numUpdatedRows) === 1;
}

/** Installs or replaces brand secrets (the demo's shared secrets file, the brand command). */
export async function installBrands(
  db: ProviderDb,
  secrets: Readonly<Record<string, string>>,
  now: Date = new Date(),
): Promise<void> {
  cached.delete(db);
  for (const [code, secret] of Object.entries(secrets)) {
    await db
      .insertInto('brands')
      .values({ code, secret, enabled: 1, created_at: now.toISOString() })
      // A secret the operator rotated lives in the database from then on (decision 045).
      .onConflict((oc) =>
        oc
          .column('code')
          .doUpdateSet({ secret, enabled: 1 })
          .where('brands.rotated_at', 'is', null),
      )
      .execute();
  }
}

export async function setBrandEnabled(db: ProviderDb, code: string, enabled: boolean) {
  cached.delete(db);
  const result = await db
    .updateTable('brands')
    .set({ enabled: enabled ? 1 : 0 })
    .where('code', '=', code)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listBrands(db: ProviderDb) {
  return db
    .selectFrom('brands')
    .select(['code', 'enabled', 'created_at'])
    .orderBy('code')
    .execute();
}
