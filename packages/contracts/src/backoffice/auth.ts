import { z } from 'zod';
import { OperatorRole, Permission } from './roles.ts';

export const BO_LANGUAGES = ['PT', 'EN'] as const;
export const BoLanguage = z.enum(BO_LANGUAGES);
export type BoLanguage = z.infer<typeof BoLanguage>;

/** Operator passwords: at least 12 characters (NIST 800-63B: length over composition rules). */
export const OperatorPassword = z.string().min(12).max(128);
export const OperatorUsername = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(32)
  .regex(/^[a-z0-9._-]+$/);
/** Six digits of the authenticator, or a recovery code (xxxxx-xxxxx). */
export const TotpCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/);

export const BoOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: OperatorRole,
  permissions: z.array(Permission),
  language: BoLanguage,
});
export type BoOperator = z.infer<typeof BoOperator>;

/** The signed-in operator and what every screen formats with (the merchant's currency). */
export const BoMe = BoOperator.extend({ currencySymbol: z.string(), currencyCode: z.string() });
export type BoMe = z.infer<typeof BoMe>;

export const BoLoginBody = z.object({
  username: OperatorUsername,
  password: z.string().min(1).max(128),
});
export const BoTotpBody = z.object({ code: TotpCode });
export const BoSetupBody = z.object({
  token: z.string().min(20).max(100),
  password: OperatorPassword,
});

/** What the authenticator app needs: the otpauth:// URI (drawn as a QR code) and its secret. */
export const BoEnrolment = z.object({ otpauthUri: z.string(), secret: z.string() });
export type BoEnrolment = z.infer<typeof BoEnrolment>;

/**
 * After the password: `totp` asks for a code; `enrol` (no 2FA yet) shows the enrolment, to be
 * confirmed with a first code at /enrol.
 */
export const BoLoginValue = z.discriminatedUnion('stage', [
  z.object({ stage: z.literal('totp') }),
  z.object({ stage: z.literal('enrol'), enrolment: BoEnrolment }),
]);
export type BoLoginValue = z.infer<typeof BoLoginValue>;

export const BoEnrolValue = z.object({
  operator: BoOperator,
  /** Ten single-use codes, shown once: each signs in in place of a TOTP code. */
  recoveryCodes: z.array(z.string()),
});
export type BoEnrolValue = z.infer<typeof BoEnrolValue>;
