import type { Selectable } from 'kysely';
import type { DepositStatus, GatewayCallbackBody, OpsDeposit, OpsWithdrawal } from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AuthContext } from '../../lib/sessions.ts';
import { transferIn, writeTransaction } from '../ledger/ledger.service.ts';
import { channelNames, toDeposit, toWithdrawal, type Db } from './cashier-shared.ts';
import { expireDeposits } from './deposits.service.ts';
import { noticeDecision } from './cashier-notices.ts';
import { checkReferral } from '../referrals/referral-rewards.ts';
import { grantDepositBonus } from '../bonuses/index.ts';

/**
 * Decisions on deposits and withdrawals, by operators and by payment providers' callbacks, and
 * the operator's lists. Each decision (approve, reject, pay) is a conditional status update in
 * the same write transaction as its ledger transfer and the member's inbox message, so it
 * happens exactly once however many operators or callbacks race.
 */

const APPROVABLE = ['pending', 'expired'] as const;

async function audit(
  db: Db,
  merchantCode: string,
  entry: { actor: string; action: string; target: string; note?: string },
): Promise<void> {
  await db
    .insertInto('cashier_audit')
    .values({
      merchant_code: merchantCode,
      ...entry,
      note: entry.note ?? '',
      at: new Date().toISOString(),
    })
    .execute();
}

/** Credits a pending (or expired) deposit once: the status flip and the credit commit together. */
async function creditDeposit(
  trx: Db,
  ctx: AppContext,
  depositId: number,
  change: { decidedBy: string; providerTxId?: string },
): Promise<boolean> {
  const updated = await trx
    .updateTable('deposits')
    .set({
      status: 'approved',
      decided_by: change.decidedBy,
      decided_at: new Date().toISOString(),
      ...(change.providerTxId ? { provider_tx_id: change.providerTxId } : {}),
    })
    .where('id', '=', depositId)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('status', 'in', [...APPROVABLE])
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  const row = await trx
    .selectFrom('deposits')
    .select(['member_id', 'amount_cents', 'promotion_id'])
    .where('id', '=', depositId)
    .executeTakeFirstOrThrow();
  await transferIn(
    trx,
    ctx.merchantCode,
    {
      idempotencyKey: `deposit:${depositId}`,
      from: { kind: 'house', name: 'cashier' },
      to: { kind: 'member', memberId: Number(row.member_id) },
      amountCents: Number(row.amount_cents),
      kind: 'deposit',
      reference: `deposit:${depositId}`,
    },
    ctx,
  );
  // The promotion the member chose grants its bonus now, if they still qualify (decision 056).
  await grantDepositBonus(
    { ...ctx, db: trx },
    {
      id: depositId,
      memberId: Number(row.member_id),
      amountCents: Number(row.amount_cents),
      promotionId: row.promotion_id === null ? null : Number(row.promotion_id),
    },
  );
  // A friend's deposit may complete a referral (decisions 035 and 058): rewarded now if the
  // friend has also wagered enough, else by the referral-rewards job once they have.
  await checkReferral(trx, ctx.merchantCode, Number(row.member_id));
  return true;
}

/** 404 for a deposit of another merchant or none: decisions then tell a decided one by 409. */
async function assertDepositExists(trx: Db, ctx: AppContext, id: number): Promise<void> {
  const exists = await trx
    .selectFrom('deposits')
    .select('id')
    .where('id', '=', id)
    .where('merchant_code', '=', ctx.merchantCode)
    .executeTakeFirst();
  if (!exists) throw new AppError('cashier.deposit.not.found', 404);
}

export async function approveDeposit(
  ctx: AppContext,
  id: number,
  actor: string,
  note = '',
): Promise<OpsDeposit> {
  await writeTransaction(ctx.db, async (trx) => {
    await assertDepositExists(trx, ctx, id);
    if (!(await creditDeposit(trx, ctx, id, { decidedBy: actor }))) {
      throw new AppError('cashier.already.processed', 409);
    }
    await audit(trx, ctx.merchantCode, {
      actor,
      action: 'deposit.approve',
      target: `deposit:${id}`,
      note,
    });
    await noticeDecision(trx, ctx, 'deposit.approved', id);
  });
  return opsDeposit(ctx, id);
}

export async function rejectDeposit(
  ctx: AppContext,
  id: number,
  actor: string,
  reason = '',
): Promise<OpsDeposit> {
  await writeTransaction(ctx.db, async (trx) => {
    await assertDepositExists(trx, ctx, id);
    const updated = await trx
      .updateTable('deposits')
      .set({ status: 'rejected', reason, decided_by: actor, decided_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('merchant_code', '=', ctx.merchantCode)
      .where('status', 'in', [...APPROVABLE])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('cashier.already.processed', 409);
    await audit(trx, ctx.merchantCode, {
      actor,
      action: 'deposit.reject',
      target: `deposit:${id}`,
      note: reason,
    });
    await noticeDecision(trx, ctx, 'deposit.rejected', id);
  });
  return opsDeposit(ctx, id);
}

/**
 * A provider's signed confirmation (the signature was checked by the route). Idempotent by the
 * provider's transaction id: a repeat answers replayed and credits nothing more.
 */
export async function handleGatewayCallback(
  ctx: AppContext,
  provider: string,
  body: GatewayCallbackBody,
): Promise<{ status: DepositStatus; replayed: boolean }> {
  return writeTransaction(ctx.db, async (trx) => {
    const deposit = await trx
      .selectFrom('deposits')
      .selectAll()
      .where('id', '=', body.depositId)
      .where('merchant_code', '=', ctx.merchantCode)
      .where('kind', '=', 'gateway')
      .where('provider', '=', provider)
      .executeTakeFirst();
    if (!deposit) throw new AppError('cashier.deposit.not.found', 404);
    const other = await trx
      .selectFrom('deposits')
      .select('id')
      .where('merchant_code', '=', ctx.merchantCode)
      .where('provider', '=', provider)
      .where('provider_tx_id', '=', body.transactionId)
      .where('id', '!=', body.depositId)
      .executeTakeFirst();
    if (other) throw new AppError('cashier.payment.conflict', 409);
    if (deposit.provider_tx_id === body.transactionId) {
      return { status: deposit.status as DepositStatus, replayed: true };
    }
    if (Number(deposit.amount_cents) !== body.amountCents) {
      throw new AppError('cashier.payment.amount.mismatch', 409);
    }
    const open = (APPROVABLE as readonly string[]).includes(deposit.status);
    if (!open) throw new AppError('cashier.already.processed', 409);
    const actor = `provider:${provider}`;
    if (body.status === 'failed') {
      await trx
        .updateTable('deposits')
        .set({
          status: 'rejected',
          reason: 'payment failed',
          provider_tx_id: body.transactionId,
          decided_by: actor,
          decided_at: new Date().toISOString(),
        })
        .where('id', '=', deposit.id)
        .where('status', 'in', [...APPROVABLE])
        .execute();
      await audit(trx, ctx.merchantCode, {
        actor,
        action: 'deposit.fail',
        target: `deposit:${deposit.id}`,
        note: body.transactionId,
      });
      await noticeDecision(trx, ctx, 'deposit.rejected', Number(deposit.id));
      return { status: 'rejected' as const, replayed: false };
    }
    await creditDeposit(trx, ctx, Number(deposit.id), {
      decidedBy: actor,
      providerTxId: body.transactionId,
    });
    await audit(trx, ctx.merchantCode, {
      actor,
      action: 'deposit.approve',
      target: `deposit:${deposit.id}`,
      note: body.transactionId,
    });
    await noticeDecision(trx, ctx, 'deposit.approved', Number(deposit.id));
    return { status: 'approved' as const, replayed: false };
  });
}

/** The deposit the dev payment page shows: the signed-in member's own gateway deposit. */
export async function memberGatewayDeposit(ctx: AppContext, auth: AuthContext, id: number) {
  const row = await ctx.db
    .selectFrom('deposits')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', auth.memberId)
    .where('kind', '=', 'gateway')
    .executeTakeFirst();
  if (!row) throw new AppError('cashier.deposit.not.found', 404);
  return row;
}

/** What the operator lists: one row by id, else rows of a status ('all' for any). */
interface OpsFilter {
  status?: string;
  id?: number;
  limit?: number;
}

/**
 * The operator's view of a cashier table: the filtered rows, oldest first (pending ones unless
 * a status is named), each with its member's user name.
 */
async function opsRows<T extends 'deposits' | 'withdrawals'>(
  ctx: AppContext,
  table: T,
  filter: OpsFilter,
): Promise<(Selectable<Database[T]> & { user_name: string })[]> {
  // Checked as the deposits query, as in memberPage.
  const from = table as 'deposits';
  let query = ctx.db
    .selectFrom(from)
    .innerJoin('members', 'members.id', `${from}.member_id`)
    .selectAll(from)
    .select('members.user_name')
    .where(`${from}.merchant_code`, '=', ctx.merchantCode);
  if (filter.id !== undefined) query = query.where(`${from}.id`, '=', filter.id);
  else if (filter.status !== 'all')
    query = query.where(`${from}.status`, '=', filter.status ?? 'pending');
  const rows = await query
    .orderBy(`${from}.id`)
    .limit(filter.limit ?? 100)
    .execute();
  return rows as (Selectable<Database[T]> & { user_name: string })[];
}

async function opsDeposit(ctx: AppContext, id: number): Promise<OpsDeposit> {
  const [found] = await opsDeposits(ctx, { id });
  if (!found) throw new AppError('cashier.deposit.not.found', 404);
  return found;
}

export async function opsDeposits(ctx: AppContext, filter: OpsFilter): Promise<OpsDeposit[]> {
  if (filter.id === undefined) await expireDeposits(ctx);
  const rows = await opsRows(ctx, 'deposits', filter);
  const names = await channelNames(ctx);
  return rows.map((row) => ({
    ...toDeposit(row, names.get(row.channel_code) ?? row.channel_code),
    memberId: Number(row.member_id),
    userName: row.user_name,
  }));
}

export async function opsWithdrawals(ctx: AppContext, filter: OpsFilter): Promise<OpsWithdrawal[]> {
  const rows = await opsRows(ctx, 'withdrawals', filter);
  return rows.map((row) => ({
    ...toWithdrawal(row),
    memberId: Number(row.member_id),
    userName: row.user_name,
    holderName: row.holder_name,
    fullAccountNumber: row.account_number,
  }));
}

async function opsWithdrawal(ctx: AppContext, id: number): Promise<OpsWithdrawal> {
  const [found] = await opsWithdrawals(ctx, { id });
  if (!found) throw new AppError('cashier.withdrawal.not.found', 404);
  return found;
}

/** Pays (hold -> cashier) or rejects (hold -> member) a pending withdrawal, exactly once. */
async function decideWithdrawal(
  ctx: AppContext,
  id: number,
  decision: 'paid' | 'rejected',
  actor: string,
  reason: string,
): Promise<OpsWithdrawal> {
  await writeTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('withdrawals')
      .select(['id', 'member_id', 'amount_cents'])
      .where('id', '=', id)
      .where('merchant_code', '=', ctx.merchantCode)
      .executeTakeFirst();
    if (!row) throw new AppError('cashier.withdrawal.not.found', 404);
    const updated = await trx
      .updateTable('withdrawals')
      .set({ status: decision, reason, decided_by: actor, decided_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('cashier.already.processed', 409);
    await transferIn(
      trx,
      ctx.merchantCode,
      {
        idempotencyKey: `withdrawal:${id}:${decision}`,
        from: { kind: 'house', name: 'withdrawal-hold' },
        to:
          decision === 'paid'
            ? { kind: 'house', name: 'cashier' }
            : { kind: 'member', memberId: Number(row.member_id) },
        amountCents: Number(row.amount_cents),
        kind: decision === 'paid' ? 'withdrawal.paid' : 'withdrawal.rejected',
        reference: `withdrawal:${id}`,
      },
      ctx,
    );
    await audit(trx, ctx.merchantCode, {
      actor,
      action: decision === 'paid' ? 'withdrawal.pay' : 'withdrawal.reject',
      target: `withdrawal:${id}`,
      note: reason,
    });
    await noticeDecision(
      trx,
      ctx,
      decision === 'paid' ? 'withdrawal.paid' : 'withdrawal.rejected',
      id,
    );
  });
  return opsWithdrawal(ctx, id);
}

export function payWithdrawal(ctx: AppContext, id: number, actor: string, note = '') {
  return decideWithdrawal(ctx, id, 'paid', actor, note);
}

export function rejectWithdrawal(ctx: AppContext, id: number, actor: string, reason = '') {
  return decideWithdrawal(ctx, id, 'rejected', actor, reason);
}
