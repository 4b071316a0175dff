import { z } from 'zod';
import { BoLanguage, OperatorUsername } from './auth.ts';
import { OperatorRole } from './roles.ts';

/**
 * Operator administration (issue 21, decision 043): the accounts, their roles, their setup
 * links and their API keys, all behind `operators.manage`; and each operator's own language.
 */
export const BO_OPERATORS_API = {
  /** GET the operators; POST a new one (answers its one-time setup link). */
  operators: '/bo/api/operators',
  role: '/bo/api/operators/:id/role',
  disable: '/bo/api/operators/:id/disable',
  enable: '/bo/api/operators/:id/enable',
  /** A new setup link: password and 2FA are set again (a lost phone, a forgotten password). */
  resetAccess: '/bo/api/operators/:id/reset-access',
  /** GET the API keys; POST a new one (answered once in full). */
  apiKeys: '/bo/api/operators/api-keys',
  revokeApiKey: '/bo/api/operators/api-keys/:id/revoke',
  /** The signed-in operator's own language (GET, POST). */
  language: '/bo/api/auth/language',
} as const;

export const BoOperatorRow = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: OperatorRole,
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  /** No password yet: the setup link has not been used. */
  setupPending: z.boolean(),
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** The username of the operator who created it; null for the first admin or the command line. */
  createdBy: z.string().nullable(),
});
export type BoOperatorRow = z.infer<typeof BoOperatorRow>;

export const BoOperatorList = z.object({ rows: z.array(BoOperatorRow), total: z.number().int() });
export type BoOperatorList = z.infer<typeof BoOperatorList>;

export const BoCreateOperatorBody = z.object({
  /** Usernames are kept in lower case (sign-in lower-cases what is typed). */
  username: z.string().trim().toLowerCase().pipe(OperatorUsername),
  displayName: z.string().trim().min(1).max(80),
  role: OperatorRole,
});
export type BoCreateOperatorBody = z.infer<typeof BoCreateOperatorBody>;

/** The setup link is shown once: only its hash is kept. */
export const BoSetupLinkValue = z.object({
  operator: BoOperatorRow,
  setupLink: z.string(),
});
export type BoSetupLinkValue = z.infer<typeof BoSetupLinkValue>;

export const BoRoleBody = z.object({ role: OperatorRole });

export const BoApiKeyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  role: OperatorRole,
  /** The operator the key acts for. */
  operatorId: z.number().int(),
  operatorUsername: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type BoApiKeyRow = z.infer<typeof BoApiKeyRow>;

export const BoApiKeyList = z.object({ rows: z.array(BoApiKeyRow), total: z.number().int() });
export type BoApiKeyList = z.infer<typeof BoApiKeyList>;

export const BoCreateApiKeyBody = z.object({
  name: z.string().trim().min(1).max(60),
  role: OperatorRole,
  /** The operator the key acts for; the caller when left out. */
  operatorId: z.number().int().positive().optional(),
});
export type BoCreateApiKeyBody = z.infer<typeof BoCreateApiKeyBody>;

/** The key in full, shown once (`Authorization: Bearer <key>`). */
export const BoNewApiKeyValue = z.object({ apiKey: BoApiKeyRow, key: z.string() });
export type BoNewApiKeyValue = z.infer<typeof BoNewApiKeyValue>;

export const BoLanguageValue = z.object({ language: BoLanguage });
export type BoLanguageValue = z.infer<typeof BoLanguageValue>;
