import { z } from 'zod';
import { ReconcileValue } from '../api/provider.ts';
import { BoReason } from './common.ts';
import { BoVendorCode } from './games.ts';

/**
 * The back office's providers area (issue 22, decision 045): our game provider and its
 * vendors (brands), each on or off, the shared secret of each rotated with an overlap in which
 * both the old and the new secret are accepted in either direction, and the reconciliation of
 * the provider's wallet calls with ours for a period. No secret is ever answered but the new
 * one, once, by the rotation itself; lists and the audit log carry a fingerprint.
 */
export const BO_PROVIDERS_API = {
  list: '/bo/api/providers',
  /** POST { enabled }: the vendor on or off (the same switch as the catalogue's). */
  vendor: '/bo/api/providers/vendors/:code',
  /** POST { overlapHours, reason }: a new secret, answered once. */
  rotate: '/bo/api/providers/vendors/:code/rotate',
  /** GET ?from&to[&vendorCode]: only reads, so no audit row. */
  reconcile: '/bo/api/providers/reconcile',
} as const;

/** How long the old secret stays accepted after a rotation, unless the operator says. */
export const SECRET_OVERLAP_DEFAULT_HOURS = 24;
/** At most a week; 0 ends the old secret at once (a leaked secret). */
export const SECRET_OVERLAP_MAX_HOURS = 168;

export const BoProviderVendorParams = z.object({ code: BoVendorCode });

export const BoProviderVendor = z.object({
  code: z.string(),
  displayName: z.string(),
  /** On the site and launchable (vendors.enabled). */
  enabled: z.boolean(),
  /** Has wallet credentials, and whether they are active (`npm run vendor -- disable`). */
  credential: z.enum(['none', 'active', 'disabled']),
  /** The first 12 hex digits of the SHA-256 of the current secret: tells secrets apart. */
  fingerprint: z.string().nullable(),
  rotatedAt: z.string().nullable(),
  /** While the previous secret is still accepted: until when, and its fingerprint. */
  previousUntil: z.string().nullable(),
  previousFingerprint: z.string().nullable(),
  games: z.number().int(),
});
export type BoProviderVendor = z.infer<typeof BoProviderVendor>;

export const BoProvider = z.object({
  /** 'provider' (our game provider over HTTP) or 'wallet' (vendors of the seamless wallet only). */
  key: z.enum(['provider', 'wallet']),
  /** The provider's base URL; null when not configured (or for wallet-only vendors). */
  url: z.string().nullable(),
  vendors: z.array(BoProviderVendor),
});
export type BoProvider = z.infer<typeof BoProvider>;

export const BoProviderList = z.object({ providers: z.array(BoProvider) });
export type BoProviderList = z.infer<typeof BoProviderList>;

export const BoProviderVendorBody = z.object({ enabled: z.boolean() });
export type BoProviderVendorBody = z.infer<typeof BoProviderVendorBody>;

export const BoRotateSecretBody = z.object({
  overlapHours: z
    .number()
    .int()
    .min(0)
    .max(SECRET_OVERLAP_MAX_HOURS)
    .default(SECRET_OVERLAP_DEFAULT_HOURS),
  reason: BoReason,
});
export type BoRotateSecretBody = z.input<typeof BoRotateSecretBody>;

export const BoRotateSecretValue = z.object({
  vendorCode: z.string(),
  /** Shown once: never answered again, never audited. */
  secret: z.string(),
  fingerprint: z.string(),
  previousUntil: z.string(),
  /** Whether the provider took the new secret over its signed API (false: hand it over). */
  deliveredToProvider: z.boolean(),
});
export type BoRotateSecretValue = z.infer<typeof BoRotateSecretValue>;

/** At most 31 days a run: the provider answers every wallet call of the period at once. */
export const BO_RECONCILE_MAX_DAYS = 31;

export const BoReconcileQuery = z
  .object({
    vendorCode: BoVendorCode.optional(),
    from: z.iso.datetime(),
    to: z.iso.datetime(),
  })
  .refine((body) => Date.parse(body.from) < Date.parse(body.to), {
    message: 'from must be before to',
    path: ['to'],
  })
  .refine(
    (body) => Date.parse(body.to) - Date.parse(body.from) <= BO_RECONCILE_MAX_DAYS * 86_400_000,
    { message: `at most ${BO_RECONCILE_MAX_DAYS} days`, path: ['to'] },
  );
export type BoReconcileQuery = z.infer<typeof BoReconcileQuery>;

export const BoReconcileValue = ReconcileValue;
export type BoReconcileValue = z.infer<typeof BoReconcileValue>;
