import { randomBytes } from 'node:crypto';
import { BO_SETUP_PAGE, OperatorRole, OperatorUsername } from '@app/contracts/backoffice';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { wallMs } from '../../lib/context.ts';
import { hashToken } from '../../lib/sessions.ts';
import { API_KEY_PREFIX } from './bo-guard.ts';
import { recordAudit } from './audit.ts';

/**
 * Operator accounts and API keys (decision 043). An account starts without a password: it gets
 * a one-time setup link (valid a day, stored as a hash) that sets one and enrols 2FA. An API key
 * acts for its operator with the role it was given; shown once, stored as a hash.
 */
const SETUP_LINK_MS = 24 * 60 * 60 * 1000;

export function setupLink(ctx: AppContext, token: string): string {
  const base = ctx.config.BO_PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`;
  return `${base.replace(/\/$/, '')}${BO_SETUP_PAGE}#token=${token}`;
}

async function newSetupToken(ctx: AppContext, operatorId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .updateTable('operators')
    .set({
      setup_token_hash: hashToken(token),
      setup_expires_at: new Date(wallMs(ctx) + SETUP_LINK_MS).toISOString(),
    })
    .where('id', '=', operatorId)
    .execute();
  return setupLink(ctx, token);
}

export interface NewOperator {
  username: string;
  displayName: string;
  role: OperatorRole;
  createdBy: number | null;
}

/** Creates an account without a password and answers its setup link. */
export async function createOperator(
  ctx: AppContext,
  input: NewOperator,
): Promise<{ id: number; setupLink: string }> {
  const username = OperatorUsername.parse(input.username.toLowerCase());
  const role = OperatorRole.parse(input.role);
  const taken = await ctx.db
    .selectFrom('operators')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (taken) throw new AppError('request.invalid', 409, `username ${username} is taken`);
  const row = await ctx.db
    .insertInto('operators')
    .values({
      username,
      display_name: input.displayName.trim() || username,
      role,
      created_at: new Date(wallMs(ctx)).toISOString(),
      created_by: input.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, setupLink: await newSetupToken(ctx, row.id) };
}

/**
 * A fresh setup link for an existing account: its password, 2FA and sessions are reset (a lost
 * phone, a forgotten password): the operator sets them again through the link.
 */
export async function resetOperatorAccess(ctx: AppContext, operatorId: number): Promise<string> {
  await ctx.db
    .updateTable('operators')
    .set({ password_hash: null, totp_secret: null, totp_enabled: 0, totp_last_step: 0 })
    .where('id', '=', operatorId)
    .execute();
  await ctx.db
    .deleteFrom('operator_recovery_codes')
    .where('operator_id', '=', operatorId)
    .execute();
  await endSessionsOf(ctx, operatorId);
  return newSetupToken(ctx, operatorId);
}

export async function endSessionsOf(ctx: AppContext, operatorId: number): Promise<void> {
  await ctx.db
    .updateTable('operator_sessions')
    .set({ ended_at: new Date(wallMs(ctx)).toISOString() })
    .where('operator_id', '=', operatorId)
    .where('ended_at', 'is', null)
    .execute();
}

/** The first start's entries in the audit log: made by whoever runs the server's terminal. */
const FIRST_START = { operatorId: null, username: 'cli', via: 'cli', ip: 'local' } as const;

/**
 * First start: while no enabled administrator can sign in, answers a setup link for one: the
 * first enabled admin that never set a password (a new link each time, the old one dies), else
 * a new `admin`. Only an administrator can make the other operators, so a cashier made from the
 * command line before the first start neither gets the admin's link nor stops it. Null once an
 * administrator can sign in. Both are in the audit log, as the command line's other changes.
 */
export async function ensureFirstAdmin(ctx: AppContext): Promise<string | null> {
  const operators = await ctx.db
    .selectFrom('operators')
    .select(['id', 'username', 'role', 'disabled', 'password_hash'])
    .orderBy('id')
    .execute();
  const admins = operators.filter((row) => row.role === 'admin' && row.disabled === 0);
  if (admins.some((row) => row.password_hash !== null)) return null;
  const pending = admins[0];
  if (pending) {
    const link = await newSetupToken(ctx, pending.id);
    await recordAudit(ctx, FIRST_START, {
      action: 'operator.reset-access',
      targetType: 'operator',
      targetId: pending.id,
    });
    return link;
  }
  const names = new Set(operators.map((row) => row.username));
  let username = 'admin';
  for (let n = 2; names.has(username); n += 1) username = `admin${n}`;
  const created = await createOperator(ctx, {
    username,
    displayName: 'Administrator',
    role: 'admin',
    createdBy: null,
  });
  await recordAudit(ctx, FIRST_START, {
    action: 'operator.create',
    targetType: 'operator',
    targetId: created.id,
    after: { username, role: 'admin' },
  });
  return created.setupLink;
}

export interface NewApiKey {
  operatorId: number;
  name: string;
  role: OperatorRole;
}

/** A new API key, answered once in full (only its hash and first characters are kept). */
export async function createApiKey(
  ctx: AppContext,
  input: NewApiKey,
): Promise<{ id: number; key: string; prefix: string }> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, 10);
  const row = await ctx.db
    .insertInto('operator_api_keys')
    .values({
      operator_id: input.operatorId,
      name: input.name.trim().slice(0, 60) || 'automation',
      role: OperatorRole.parse(input.role),
      key_hash: hashToken(key),
      key_prefix: prefix,
      created_at: new Date(wallMs(ctx)).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, key, prefix };
}

export async function revokeApiKey(ctx: AppContext, keyId: number): Promise<boolean> {
  const result = await ctx.db
    .updateTable('operator_api_keys')
    .set({ revoked_at: new Date(wallMs(ctx)).toISOString() })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
