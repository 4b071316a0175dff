import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { API, VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@app/contracts';
import type { Database } from '../db/schema/tables.ts';
import { signVendorRequest } from '@app/contracts/signing';
import { addVendor } from '../features/vendor-wallet/vendor-credentials.ts';
import { insertGames } from '../db/seed/search-rows.ts';
import { syntheticGames } from './synthetic-games.ts';
import type { TestApp } from './test-app.ts';

export interface TestVendor {
  vendorCode: string;
  /** Random per vendor: no test, benchmark or journey ships a known secret. */
  secret: string;
}

/**
 * A seamless-wallet vendor of its own for a test, set up the way `npm run vendor -- add` does
 * (a generated secret), with a code unique to the call unless one is given.
 */
export async function createTestVendor(
  db: Kysely<Database>,
  options: { vendorCode?: string; maxMultiplier?: number } = {},
): Promise<TestVendor> {
  const vendorCode = options.vendorCode ?? `TV${randomBytes(4).toString('hex').toUpperCase()}`;
  const secret = await addVendor(db, { vendorCode, maxMultiplier: options.maxMultiplier ?? 100 });
  return { vendorCode, secret };
}

/**
 * A vendor's catalogue for a test: its vendors row (once) and one game per entry, numbered
 * from `firstGameId`, so its wallet calls can name a game the catalogue lists.
 */
export async function insertVendorGames(
  db: Kysely<Database>,
  vendorCode: string,
  firstGameId: number,
  games: readonly { gameCode: string; gameType: string }[],
): Promise<void> {
  await db
    .insertInto('vendors')
    .values({
      code: vendorCode,
      display_name: vendorCode,
      category: 'RNG',
      is_inhouse: 0,
      sequence: 999,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await insertGames(
    db,
    syntheticGames(games.length).map((game, index) => ({
      ...game,
      game_id: firstGameId + index,
      node_id: String(firstGameId + index),
      vendor_code: vendorCode,
      game_code: games[index]!.gameCode,
      game_type: games[index]!.gameType,
    })),
  );
}

export type VendorCall = 'balance' | 'debit' | 'credit' | 'rollback' | 'verify';

export const VENDOR_PATHS: Record<VendorCall, string> = {
  balance: API.vendorWalletBalance,
  debit: API.vendorWalletDebit,
  credit: API.vendorWalletCredit,
  rollback: API.vendorWalletRollback,
  verify: API.vendorLaunchVerify,
};

export interface VendorSendOptions {
  vendorCode?: string;
  secret?: string;
  /** Unix seconds; default now. */
  timestamp?: number;
  /** Sign this text instead of the body sent (a tampered body). */
  signedBody?: string;
  /** Send this raw text instead of JSON.stringify(body). */
  rawBody?: string;
  omitSignature?: boolean;
  /** More headers, e.g. accept-language. */
  headers?: Record<string, string>;
}

/**
 * A game vendor's server as the seamless wallet sees it: every call is signed JSON, exactly as
 * an external vendor would send it (HMAC-SHA256 over `${timestamp}.${rawBody}`).
 */
export class VendorSimulator {
  readonly t: Pick<TestApp, 'app'>;
  readonly vendorCode: string;
  readonly secret: string;
  constructor(t: Pick<TestApp, 'app'>, vendor: TestVendor) {
    this.t = t;
    this.vendorCode = vendor.vendorCode;
    this.secret = vendor.secret;
  }

  send(call: VendorCall, body: unknown, options: VendorSendOptions = {}) {
    const vendorCode = options.vendorCode ?? this.vendorCode;
    const raw = options.rawBody ?? JSON.stringify(body);
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const signature = signVendorRequest(
      options.secret ?? this.secret,
      timestamp,
      options.signedBody ?? raw,
    );
    const headers: Record<string, string> = {
      ...options.headers,
      'content-type': 'application/json',
      [VENDOR_TIMESTAMP_HEADER]: timestamp,
    };
    if (!options.omitSignature) headers[VENDOR_SIGNATURE_HEADER] = signature;
    return this.t.app.inject({
      method: 'POST',
      url: VENDOR_PATHS[call].replace(':vendorCode', vendorCode),
      headers,
      payload: raw,
    });
  }
}
