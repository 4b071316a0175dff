import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP of the back office (RFC 6238 through `otpauth`): SHA-1, 6 digits, 30-second steps, as
 * every authenticator app reads them. A code is accepted one step either side (clock drift) and
 * only for a step later than the last one accepted, so a code seen over a shoulder or replayed
 * from a log never signs in twice.
 */
const ISSUER = 'Back office';
const PERIOD_S = 30;
const WINDOW = 1;

function totp(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret, base32 (what the authenticator app stores). */
export function newTotpSecret(): string {
  return new Secret({ buffer: randomBytes(20).buffer }).base32;
}

export function totpUri(secret: string, username: string): string {
  return totp(secret, username).toString();
}

/** The time step a code is valid for, or null when it matches none within the window. */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  const delta = totp(secret, 'x').validate({ token: code, timestamp: nowMs, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / PERIOD_S) + delta;
}

/** The code of a moment (tests and the enrolment journey act as the authenticator app). */
export function totpCodeAt(secret: string, nowMs: number): string {
  return totp(secret, 'x').generate({ timestamp: nowMs });
}
