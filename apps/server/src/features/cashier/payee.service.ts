import type { Payee } from '@app/contracts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { requireRealAccount, type AuthContext } from '../../lib/sessions.ts';
import { recheckLoginPassword } from '../auth/password-recheck.ts';
import { writeTransaction } from '../ledger/ledger.service.ts';
import { assertPayeeMatchesIdentity } from '../kyc/index.ts';
import { grantWelcomeFreeSpins } from '../bonuses/index.ts';
import {
  WITHDRAW_LOCK_MINUTES,
  WITHDRAW_PASSWORD_MAX_FAILURES,
  maskAccount,
  nowIso,
} from './cashier-shared.ts';

/** The withdrawal payee account and the withdrawal password with its own failure limit. */

export async function payeeRow(ctx: AppContext, memberId: number) {
  return ctx.db
    .selectFrom('payee_accounts')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export function toPayee(row: {
  bank_name: string;
  account_number: string;
  holder_name: string;
}): Payee {
  return {
    bankName: row.bank_name,
    accountNumber: maskAccount(row.account_number),
    holderName: row.holder_name,
  };
}

export async function viewPayee(ctx: AppContext, auth: AuthContext): Promise<Payee | null> {
  requireRealAccount(auth);
  const row = await payeeRow(ctx, auth.memberId);
  return row ? toPayee(row) : null;
}

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Re-authentication for a payee change (decision 036): the payee is where withdrawals go, so
 * whoever holds only a session must not redirect them. The withdrawal password (under its own
 * lock) answers it; while none is set, the login password (under the login's limits) does.
 */
async function reauthenticate(
  ctx: AppContext,
  auth: AuthContext,
  password: string | undefined,
): Promise<void> {
  if (!password) throw new AppError('security.reauth.required', 400, '', { field: 'password' });
  const member = await ctx.db
    .selectFrom('members')
    .select('payment_password_hash')
    .where('id', '=', auth.memberId)
    .executeTakeFirstOrThrow();
  if (member.payment_password_hash !== null) {
    await checkWithdrawPassword(ctx, auth, password);
  } else if (!(await recheckLoginPassword(ctx, auth.memberId, password))) {
    throw new AppError('security.password.incorrect', 400, '', { field: 'password' });
  }
}

export async function bindPayee(
  ctx: AppContext,
  auth: AuthContext,
  body: { bankName: string; accountNumber: string; holderName: string; password?: string },
): Promise<Payee> {
  requireRealAccount(auth);
  await reauthenticate(ctx, auth, body.password);
  const holder = body.holderName.trim().replace(/\s+/g, ' ');
  const now = nowIso(ctx);
  return writeTransaction(ctx.db, async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select('payee_name')
      .where('id', '=', auth.memberId)
      .executeTakeFirstOrThrow();
    // A verified identity's name first (decision 049): the clearer refusal.
    await assertPayeeMatchesIdentity(trx, auth.memberId, holder);
    if (member.payee_name.trim() === '') {
      // The first binding records the member's real name; later ones must match it.
      await trx
        .updateTable('members')
        .set({ payee_name: holder })
        .where('id', '=', auth.memberId)
        .execute();
      // A real name may finish the registration the welcome pack asks for (decision 056).
      await grantWelcomeFreeSpins({ ...ctx, db: trx }, auth.memberId);
    } else if (normaliseName(member.payee_name) !== normaliseName(holder)) {
      throw new AppError('cashier.payee.name.mismatch', 400);
    }
    const values = {
      bank_name: body.bankName.trim(),
      account_number: body.accountNumber.replace(/[\s-]/g, ''),
      holder_name: holder,
      updated_at: now,
    };
    await trx
      .insertInto('payee_accounts')
      .values({
        ...values,
        merchant_code: ctx.merchantCode,
        member_id: auth.memberId,
        created_at: now,
      })
      .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
      .execute();
    return toPayee(values);
  });
}

/** Unbinds the payee account, after re-authentication; answers whether there was one. */
export async function removePayee(
  ctx: AppContext,
  auth: AuthContext,
  body: { password?: string },
): Promise<boolean> {
  requireRealAccount(auth);
  await reauthenticate(ctx, auth, body.password);
  const result = await ctx.db
    .deleteFrom('payee_accounts')
    .where('member_id', '=', auth.memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const failureKey = (ctx: AppContext, memberId: number) =>
  `withdraw-password:${ctx.merchantCode}:${memberId}`;

/** Forgets the wrong withdrawal passwords (after a reset by code, decision 036). */
export async function clearWithdrawPasswordFailures(
  ctx: AppContext,
  memberId: number,
): Promise<void> {
  await ctx.db.deleteFrom('login_failures').where('key', '=', failureKey(ctx, memberId)).execute();
}

/** When withdrawals unlock again (ISO), or null when the member may try. */
export async function lockedUntil(ctx: AppContext, memberId: number): Promise<string | null> {
  const windowStart = new Date(Date.now() - WITHDRAW_LOCK_MINUTES * 60_000).toISOString();
  const rows = await ctx.db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('key', '=', failureKey(ctx, memberId))
    .where('failed_at', '>', windowStart)
    .orderBy('failed_at', 'desc')
    .execute();
  if (rows.length < WITHDRAW_PASSWORD_MAX_FAILURES) return null;
  return new Date(Date.parse(rows[0]!.failed_at) + WITHDRAW_LOCK_MINUTES * 60_000).toISOString();
}

/**
 * Checks the withdrawal password with its own failure limit: 5 wrong tries within 15 minutes
 * lock withdrawals (and further checks) until 15 minutes after the last one.
 */
export async function checkWithdrawPassword(
  ctx: AppContext,
  auth: AuthContext,
  password: string,
): Promise<void> {
  requireRealAccount(auth);
  const member = await ctx.db
    .selectFrom('members')
    .select('payment_password_hash')
    .where('id', '=', auth.memberId)
    .executeTakeFirstOrThrow();
  if (!member.payment_password_hash) throw new AppError('withdraw.password.required', 409);
  if (await lockedUntil(ctx, auth.memberId)) {
    throw new AppError('withdraw.password.locked', 423, String(WITHDRAW_LOCK_MINUTES));
  }
  if (await verifyPassword(member.payment_password_hash, password)) {
    await ctx.db
      .deleteFrom('login_failures')
      .where('key', '=', failureKey(ctx, auth.memberId))
      .execute();
    return;
  }
  await ctx.db
    .insertInto('login_failures')
    .values({ key: failureKey(ctx, auth.memberId), failed_at: new Date().toISOString() })
    .execute();
  const locked = await lockedUntil(ctx, auth.memberId);
  if (locked) throw new AppError('withdraw.password.locked', 423, String(WITHDRAW_LOCK_MINUTES));
  throw new AppError('withdraw.password.incorrect', 400);
}

/**
 * Sets the first withdrawal password, after the login password (decision 036): it is what
 * confirms payee changes, so a session alone must not be able to choose it.
 */
export async function setWithdrawPassword(
  ctx: AppContext,
  auth: AuthContext,
  body: { newPassword: string; confirmPassword: string; loginPassword?: string },
): Promise<void> {
  requireRealAccount(auth);
  if (body.newPassword !== body.confirmPassword) throw new AppError('password.mismatch', 400);
  const current = await ctx.db
    .selectFrom('members')
    .select('payment_password_hash')
    .where('id', '=', auth.memberId)
    .executeTakeFirstOrThrow();
  if (current.payment_password_hash !== null) {
    throw new AppError('withdraw.password.already.set', 409);
  }
  if (!body.loginPassword) {
    throw new AppError('security.reauth.required', 400, '', { field: 'loginPassword' });
  }
  if (!(await recheckLoginPassword(ctx, auth.memberId, body.loginPassword))) {
    throw new AppError('security.password.incorrect', 400, '', { field: 'loginPassword' });
  }
  const hash = await hashPassword(body.newPassword);
  const updated = await ctx.db
    .updateTable('members')
    .set({ payment_password_hash: hash })
    .where('id', '=', auth.memberId)
    .where('payment_password_hash', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1)
    throw new AppError('withdraw.password.already.set', 409);
}

export async function changeWithdrawPassword(
  ctx: AppContext,
  auth: AuthContext,
  body: { oldPassword: string; newPassword: string; confirmPassword: string },
): Promise<void> {
  requireRealAccount(auth);
  if (body.newPassword !== body.confirmPassword) throw new AppError('password.mismatch', 400);
  if (body.newPassword === body.oldPassword) throw new AppError('modify.new.old.same', 400);
  await checkWithdrawPassword(ctx, auth, body.oldPassword);
  await ctx.db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword(body.newPassword) })
    .where('id', '=', auth.memberId)
    .execute();
}
