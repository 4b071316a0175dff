import { createHash } from 'node:crypto';
import { PROVIDER_API, ProviderRotateSecretValue, okEnvelope } from '@app/contracts';
import type { BoProvider, BoProviderList, BoProviderVendor } from '@app/contracts/backoffice';
import { signedHeaders } from '@app/contracts/signing';
import { AppError } from '../../../errors.ts';
import type { AppContext } from '../../../lib/context.ts';
import { generateVendorSecret } from '../../vendor-wallet/vendor-credentials.ts';

/**
 * The providers area (issue 22, decision 045): our game provider's vendors and the wallet-only
 * vendors, with the state of each one's secret told by a fingerprint, never by the secret.
 */

/** The first 12 hex digits of the secret's SHA-256: tells two secrets apart, reveals neither. */
export function fingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 12);
}

const PUSH_TIMEOUT_MS = 5_000;

export function providerVendorCodes(ctx: AppContext): string[] {
  return ctx.config.GAME_PROVIDER_VENDORS.split(',');
}

export async function listProviders(ctx: AppContext, now = Date.now()): Promise<BoProviderList> {
  const [vendors, credentials, games] = await Promise.all([
    ctx.db.selectFrom('vendors').select(['code', 'display_name', 'enabled']).execute(),
    ctx.db
      .selectFrom('vendor_credentials')
      .select([
        'vendor_code',
        'secret',
        'active',
        'previous_secret',
        'previous_until',
        'rotated_at',
      ])
      .orderBy('vendor_code')
      .execute(),
    ctx.db
      .selectFrom('games')
      .select(['vendor_code', (eb) => eb.fn.countAll<string | number>().as('count')])
      .groupBy('vendor_code')
      .execute(),
  ]);
  const vendorByCode = new Map(vendors.map((row) => [row.code, row]));
  const credentialByCode = new Map(credentials.map((row) => [row.vendor_code, row]));
  const gamesByCode = new Map(games.map((row) => [row.vendor_code, Number(row.count)]));
  const toVendor = (code: string): BoProviderVendor => {
    const vendor = vendorByCode.get(code);
    const credential = credentialByCode.get(code);
    const overlapping =
      credential?.previous_secret != null &&
      credential.previous_until != null &&
      Date.parse(credential.previous_until) > now;
    return {
      code,
      displayName: vendor?.display_name ?? code,
      enabled: vendor ? vendor.enabled === 1 : false,
      credential: !credential ? 'none' : credential.active === 1 ? 'active' : 'disabled',
      fingerprint: credential ? fingerprint(credential.secret) : null,
      rotatedAt: credential?.rotated_at ?? null,
      previousUntil: overlapping ? credential.previous_until : null,
      previousFingerprint: overlapping ? fingerprint(credential.previous_secret!) : null,
      games: gamesByCode.get(code) ?? 0,
    };
  };
  const providerCodes = providerVendorCodes(ctx);
  const providerSet = new Set(providerCodes);
  const providers: BoProvider[] = [
    {
      key: 'provider',
      url: ctx.config.GAME_PROVIDER_URL ?? null,
      vendors: providerCodes.map(toVendor),
    },
  ];
  const walletOnly = credentials.filter((row) => !providerSet.has(row.vendor_code));
  if (walletOnly.length > 0) {
    providers.push({
      key: 'wallet',
      url: null,
      vendors: walletOnly.map((row) => toVendor(row.vendor_code)),
    });
  }
  return { providers };
}

/** Hands the new secret to our provider, signed with the one it holds now. */
async function pushToProvider(
  ctx: AppContext,
  body: { vendorCode: string; secret: string; previousUntil: string },
  signingSecret: string,
): Promise<boolean> {
  const url = ctx.config.GAME_PROVIDER_URL;
  if (!url) return false;
  const raw = JSON.stringify(body);
  try {
    const response = await fetch(new URL(PROVIDER_API.rotateSecret, url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(signingSecret, raw) },
      body: raw,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    return okEnvelope(ProviderRotateSecretValue).safeParse(await response.json()).success;
  } catch {
    return false;
  }
}

export interface Rotation {
  secret: string;
  fingerprint: string;
  previousFingerprint: string;
  previousUntil: string;
  deliveredToProvider: boolean;
}

/**
 * A new secret for the vendor (decision 045). We take it first (both accepted from now on, the
 * old one still signing our calls for the first half of the overlap), then hand it to our
 * provider over its signed API; if the provider does not take it, our row is put back and
 * nothing changed (503). A wallet-only vendor gets it by hand: the secret is answered once.
 */
export async function rotateSecret(
  ctx: AppContext,
  vendorCode: string,
  overlapHours: number,
  now = Date.now(),
): Promise<Rotation> {
  const current = await ctx.db
    .selectFrom('vendor_credentials')
    .select(['secret', 'previous_secret', 'previous_until', 'rotated_at'])
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
  if (!current) throw new AppError('bo.not.found', 404);
  const secret = generateVendorSecret();
  const previousUntil = new Date(now + overlapHours * 3_600_000).toISOString();
  const swapped = await ctx.db
    .updateTable('vendor_credentials')
    .set({
      secret,
      demo: 0,
      previous_secret: current.secret,
      previous_until: previousUntil,
      rotated_at: new Date(now).toISOString(),
    })
    .where('vendor_code', '=', vendorCode)
    .where('secret', '=', current.secret)
    .executeTakeFirst();
  // Another rotation got there first: this one did nothing.
  if (Number(swapped.numUpdatedRows) !== 1) throw new AppError('bo.not.found', 404);
  const isProviderVendor = providerVendorCodes(ctx).includes(vendorCode);
  let delivered = false;
  if (isProviderVendor && ctx.config.GAME_PROVIDER_URL) {
    delivered = await pushToProvider(ctx, { vendorCode, secret, previousUntil }, current.secret);
    if (!delivered) {
      await ctx.db
        .updateTable('vendor_credentials')
        .set({
          secret: current.secret,
          previous_secret: current.previous_secret,
          previous_until: current.previous_until,
          rotated_at: current.rotated_at,
        })
        .where('vendor_code', '=', vendorCode)
        .where('secret', '=', secret)
        .execute();
      throw new AppError('game.vendor.unavailable', 503);
    }
  }
  return {
    secret,
    fingerprint: fingerprint(secret),
    previousFingerprint: fingerprint(current.secret),
    previousUntil,
    deliveredToProvider: delivered,
  };
}
