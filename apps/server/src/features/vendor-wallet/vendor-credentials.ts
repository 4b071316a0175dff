import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';

/**
 * The vendors an operator sets up (decision 028). A secret is 32 random bytes, generated here
 * and shown once to whoever sets the vendor up; it is kept in clear only because HMAC needs it
 * to verify, and it is never logged, listed or answered by the API.
 */
export const VENDOR_SECRET_BYTES = 32;

export function generateVendorSecret(): string {
  return randomBytes(VENDOR_SECRET_BYTES).toString('base64url');
}

export interface VendorSummary {
  vendorCode: string;
  active: boolean;
  maxMultiplier: number;
  createdAt: string;
}

/** Thrown for what an operator must fix (an existing code, an unknown one). */
export class VendorSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VendorSetupError';
  }
}

/** Adds an active vendor with this secret (a fresh one by default); returns the secret. */
export async function addVendor(
  db: Kysely<Database>,
  input: { vendorCode: string; maxMultiplier: number; secret?: string | undefined },
): Promise<string> {
  const secret = input.secret ?? generateVendorSecret();
  const inserted = await db
    .insertInto('vendor_credentials')
    .values({
      vendor_code: input.vendorCode,
      secret,
      active: 1,
      demo: 0,
      max_multiplier: input.maxMultiplier,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('vendor_code').doNothing())
    .returning('vendor_code')
    .executeTakeFirst();
  if (!inserted) {
    throw new VendorSetupError(
      `Vendor ${input.vendorCode} exists already: rotate gives it a new secret, enable turns it on.`,
    );
  }
  return secret;
}

async function updateVendor(
  db: Kysely<Database>,
  vendorCode: string,
  set: { secret?: string; active?: number; max_multiplier?: number; demo?: number },
): Promise<void> {
  const result = await db
    .updateTable('vendor_credentials')
    .set(set)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new VendorSetupError(`No vendor ${vendorCode} (see list).`);
  }
}

/**
 * Replaces the vendor's secret (a fresh one by default); the old one stops verifying at once.
 * The vendor stays active or disabled as it was.
 */
export async function rotateVendorSecret(
  db: Kysely<Database>,
  vendorCode: string,
  secret: string = generateVendorSecret(),
): Promise<string> {
  // A rotated secret is no longer a public demo one.
  await updateVendor(db, vendorCode, { secret, demo: 0 });
  return secret;
}

export async function setVendorActive(
  db: Kysely<Database>,
  vendorCode: string,
  active: boolean,
): Promise<void> {
  await updateVendor(db, vendorCode, { active: active ? 1 : 0 });
}

export async function setVendorMaxMultiplier(
  db: Kysely<Database>,
  vendorCode: string,
  maxMultiplier: number,
): Promise<void> {
  await updateVendor(db, vendorCode, { max_multiplier: maxMultiplier });
}

/** Every vendor without its secret. */
export async function listVendors(db: Kysely<Database>): Promise<VendorSummary[]> {
  const rows = await db
    .selectFrom('vendor_credentials')
    .select(['vendor_code', 'active', 'max_multiplier', 'created_at'])
    .orderBy('vendor_code')
    .execute();
  return rows.map((row) => ({
    vendorCode: row.vendor_code,
    active: row.active === 1,
    maxMultiplier: Number(row.max_multiplier),
    createdAt: row.created_at,
  }));
}

/**
 * Installs the shared secrets of our game provider's brands (decision 039) from the file
 * `npm start` writes on first start: each vendor gets the file's secret, active, with room for
 * the provider's largest wins (a jackpot may be many times its stake). Secrets are read, never
 * printed.
 */
export async function installVendorSecrets(
  db: Kysely<Database>,
  secrets: Readonly<Record<string, string>>,
  maxMultiplier: number,
): Promise<void> {
  for (const [vendorCode, secret] of Object.entries(secrets)) {
    const existing = await db
      .selectFrom('vendor_credentials')
      .select(['secret', 'active', 'rotated_at'])
      .where('vendor_code', '=', vendorCode)
      .executeTakeFirst();
    if (!existing) {
      await addVendor(db, { vendorCode, maxMultiplier, secret });
    } else if (
      existing.rotated_at === null &&
      (existing.secret !== secret || existing.active !== 1)
    ) {
      // A secret rotated in the back office lives in the database from then on (decision 045).
      await updateVendor(db, vendorCode, { secret, active: 1, demo: 0 });
    }
  }
}
