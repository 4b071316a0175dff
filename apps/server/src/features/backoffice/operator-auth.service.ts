import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ROLE_PERMISSIONS,
  type BoEnrolValue,
  type BoLanguage,
  type BoLoginValue,
  type BoOperator,
  type OperatorRole,
} from '@app/contracts/backoffice';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { wallMs } from '../../lib/context.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/sessions.ts';
import { recordAudit } from './audit.ts';
import {
  startOperatorSession,
  type OperatorRow,
  type OperatorSession,
} from './operator-sessions.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

/**
 * Signing in to the back office (decision 043): name and password (Argon2id), then a TOTP code
 * or a single-use recovery code. Five wrong answers in a row (password or code) lock the
 * account for a quarter of an hour. A new operator has no password until the one-time setup
 * link sets one, and must enrol 2FA before anything else.
 */
const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60 * 1000;
const RECOVERY_CODES = 10;

export function operatorView(row: OperatorRow): BoOperator {
  const role = row.role as OperatorRole;
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    language: row.language as BoLanguage,
  };
}

const at = (ctx: AppContext) => new Date(wallMs(ctx)).toISOString();

function signInActor(row: OperatorRow, request: FastifyRequest) {
  return { operatorId: row.id, username: row.username, via: 'session' as const, ip: request.ip };
}

function assertNotLocked(ctx: AppContext, row: OperatorRow): void {
  if (row.locked_until && Date.parse(row.locked_until) > wallMs(ctx)) {
    const minutes = Math.ceil((Date.parse(row.locked_until) - wallMs(ctx)) / 60_000);
    throw new AppError('bo.login.locked', 429, String(minutes));
  }
}

/** Counts a wrong password or code; the fifth in a row locks the account. */
async function countFailure(ctx: AppContext, row: OperatorRow): Promise<void> {
  const failures = row.failed_logins + 1;
  const lock = failures >= MAX_FAILURES;
  await ctx.db
    .updateTable('operators')
    .set({
      failed_logins: lock ? 0 : failures,
      locked_until: lock ? new Date(wallMs(ctx) + LOCK_MS).toISOString() : row.locked_until,
    })
    .where('id', '=', row.id)
    .execute();
}

async function startEnrolment(ctx: AppContext, row: OperatorRow): Promise<BoLoginValue> {
  const secret = newTotpSecret();
  await ctx.db
    .updateTable('operators')
    .set({ totp_secret: secret, totp_enabled: 0, totp_last_step: 0 })
    .where('id', '=', row.id)
    .execute();
  return { stage: 'enrol', enrolment: { otpauthUri: totpUri(secret, row.username), secret } };
}

export async function login(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  username: string,
  password: string,
): Promise<BoLoginValue> {
  const row = await ctx.db
    .selectFrom('operators')
    .selectAll()
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
  if (!row || row.disabled === 1 || !row.password_hash) {
    await verifyAgainstNothing(password);
    throw new AppError('bo.login.failed', 401);
  }
  assertNotLocked(ctx, row);
  if (!(await verifyPassword(row.password_hash, password))) {
    await countFailure(ctx, row);
    throw new AppError('bo.login.failed', 401);
  }
  await ctx.db
    .updateTable('operators')
    .set({ failed_logins: 0 })
    .where('id', '=', row.id)
    .execute();
  if (row.totp_enabled === 1) {
    await startOperatorSession(ctx, request, reply, row.id, 'totp');
    return { stage: 'totp' };
  }
  await startOperatorSession(ctx, request, reply, row.id, 'enrol');
  return startEnrolment(ctx, row);
}

/** Accepts a TOTP code once: only a later step than the last accepted one may pass. */
async function acceptTotp(ctx: AppContext, row: OperatorRow, code: string): Promise<boolean> {
  if (!row.totp_secret) return false;
  const step = totpStep(row.totp_secret, code, wallMs(ctx));
  if (step === null) return false;
  const claimed = await ctx.db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', row.id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

async function acceptRecoveryCode(ctx: AppContext, row: OperatorRow, code: string) {
  const used = await ctx.db
    .updateTable('operator_recovery_codes')
    .set({ used_at: at(ctx) })
    .where('operator_id', '=', row.id)
    .where('code_hash', '=', hashToken(code.toLowerCase()))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export async function verifySecondFactor(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  session: OperatorSession,
  code: string,
): Promise<BoOperator> {
  if (session.stage !== 'totp') throw new AppError('bo.auth.required', 401);
  const row = session.operator;
  assertNotLocked(ctx, row);
  const accepted = code.includes('-')
    ? await acceptRecoveryCode(ctx, row, code)
    : await acceptTotp(ctx, row, code);
  if (!accepted) {
    await countFailure(ctx, row);
    throw new AppError('bo.totp.invalid', 401);
  }
  await ctx.db
    .updateTable('operators')
    .set({ failed_logins: 0, last_login_at: at(ctx) })
    .where('id', '=', row.id)
    .execute();
  await startOperatorSession(ctx, request, reply, row.id, 'full');
  await recordAudit(ctx, signInActor(row, request), {
    action: code.includes('-') ? 'operator.sign-in.recovery-code' : 'operator.sign-in',
    targetType: 'operator',
    targetId: row.id,
  });
  return operatorView(row);
}

/** The setup link: sets the first password, then the enrolment begins. */
export async function completeSetup(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  password: string,
): Promise<BoLoginValue> {
  const row = await ctx.db
    .selectFrom('operators')
    .selectAll()
    .where('setup_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (
    !row ||
    row.disabled === 1 ||
    !row.setup_expires_at ||
    Date.parse(row.setup_expires_at) <= wallMs(ctx)
  ) {
    throw new AppError('bo.setup.invalid', 400);
  }
  const used = await ctx.db
    .updateTable('operators')
    .set({
      password_hash: await hashPassword(password),
      setup_token_hash: null,
      setup_expires_at: null,
      failed_logins: 0,
      locked_until: null,
    })
    .where('id', '=', row.id)
    .where('setup_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  // Two tabs racing one link: only the first sets the password.
  if (Number(used.numUpdatedRows) !== 1) throw new AppError('bo.setup.invalid', 400);
  await recordAudit(ctx, signInActor(row, request), {
    action: 'operator.password.set',
    targetType: 'operator',
    targetId: row.id,
  });
  await startOperatorSession(ctx, request, reply, row.id, 'enrol');
  return startEnrolment(ctx, row);
}

/** The first code from the authenticator app turns 2FA on and yields the recovery codes. */
export async function confirmEnrolment(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  session: OperatorSession,
  code: string,
): Promise<BoEnrolValue> {
  if (session.stage !== 'enrol') throw new AppError('bo.auth.required', 401);
  const row = session.operator;
  if (!(await acceptTotp(ctx, row, code))) {
    await countFailure(ctx, row);
    throw new AppError('bo.totp.invalid', 401);
  }
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(8).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', row.id).execute();
    await trx
      .insertInto('operator_recovery_codes')
      .values(recoveryCodes.map((c) => ({ operator_id: row.id, code_hash: hashToken(c) })))
      .execute();
    await trx
      .updateTable('operators')
      .set({ totp_enabled: 1, failed_logins: 0, last_login_at: at(ctx) })
      .where('id', '=', row.id)
      .execute();
  });
  await startOperatorSession(ctx, request, reply, row.id, 'full');
  await recordAudit(ctx, signInActor(row, request), {
    action: 'operator.2fa.enrolled',
    targetType: 'operator',
    targetId: row.id,
  });
  return { operator: operatorView(row), recoveryCodes };
}
