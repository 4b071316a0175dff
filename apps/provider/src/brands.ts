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
const cached = new WeakMap<ProviderDb, Map<string, { secret: string | null; at: number }>>();

export async function brandSecret(db: ProviderDb, code: string): Promise<string | null> {
  let brands = cached.get(db);
  if (!brands) cached.set(db, (brands = new Map()));
  const hit = brands.get(code);
  if (hit && Date.now() - hit.at < BRAND_CACHE_MS) return hit.secret;
  const row = await db
    .selectFrom('brands')
    .select(['secret', 'enabled'])
    .where('code', '=', code)
    .executeTakeFirst();
  const secret = row && row.enabled === 1 ? row.secret : null;
  brands.set(code, { secret, at: Date.now() });
  return secret;
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
      .onConflict((oc) => oc.column('code').doUpdateSet({ secret, enabled: 1 }))
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
