/**
 * Signing of the calls between the operator and a game provider (the seamless wallet, the
 * launch, the launch-token check and reconciliation): both sides sign and verify the same way.
 * Node only (node:crypto), so it is a subpath of its own that the member site never imports.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VENDOR_TIMESTAMP_TOLERANCE_SECONDS,
} from '../api/vendor-wallet.ts';

/** The text a vendor signs: its timestamp, a dot, and the exact raw body. */
export function signedText(timestamp: string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/** Lower-case hex HMAC-SHA256 of the signed text (what the vendor sends in X-Signature). */
export function signVendorRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(signedText(timestamp, rawBody)).digest('hex');
}

/** Unix seconds, digits only, within the tolerance of `nowMs`. */
export function timestampIsFresh(timestamp: string | undefined, nowMs: number): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  const skew = Math.abs(nowMs / 1000 - Number(timestamp));
  return skew <= VENDOR_TIMESTAMP_TOLERANCE_SECONDS;
}

/** Constant-time check of a presented hex signature against the expected one. */
export function signatureMatches(
  secret: string,
  timestamp: string,
  rawBody: string,
  presented: string | undefined,
): boolean {
  if (!presented || !/^[0-9a-fA-F]{64}$/.test(presented)) return false;
  const expected = Buffer.from(signVendorRequest(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(presented, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The two headers of a signed call whose body is `rawBody`, signed now. */
export function signedHeaders(
  secret: string,
  rawBody: string,
  nowMs: number = Date.now(),
): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    [VENDOR_TIMESTAMP_HEADER]: timestamp,
    [VENDOR_SIGNATURE_HEADER]: signVendorRequest(secret, timestamp, rawBody),
  };
}
