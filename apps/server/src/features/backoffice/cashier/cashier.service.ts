import { sql, type Selectable } from 'kysely';
import type {
  BoCashierMember,
  BoDeposit,
  BoDepositDetail,
  BoDepositPage,
  BoDepositQueueQuery,
  BoLedgerMovement,
  BoPayValue,
  BoWithdrawal,
  BoWithdrawalDetail,
  BoWithdrawalPage,
  BoWithdrawalQueueQuery,
} from '@app/contracts/backoffice';
import type { z } from 'zod';
import type { DepositsTable, WithdrawalsTable } from '../../../db/schema/tables.ts';
import { AppError } from '../../../errors.ts';
import type { AppContext } from '../../../lib/context.ts';
import { nowMs } from '../../../lib/context.ts';
import {
  approveDeposit,
  channelNames,
  expireDeposits,
  payWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
  toDeposit,
  toWithdrawal,
} from '../../cashier/index.ts';
import { registerApprovalKind, requestApproval } from '../approvals.ts';
import type { AuditEntry } from '../audit.ts';
import type { BoPrincipal } from '../bo-guard.ts';
import { approvalsByIds, pendingApprovalsOf, WITHDRAWAL_PAY } from './approvals.service.ts';

/**
 * The back office's cashier (issue 21, decision 043). Reads are queries of their own (filters,
 * sorting and paging the operator API never had); every decision goes through the cashier's
 * own services, so it happens exactly once with its ledger transfer and the member's inbox
 * message, whichever door (back office, API key, command line) it came through.
 */

type DepositQuery = z.output<typeof BoDepositQueueQuery>;
type WithdrawalQuery = z.output<typeof BoWithdrawalQueueQuery>;
type QueueQuery = DepositQuery | WithdrawalQuery;

type DepositRow = Selectable<DepositsTable> & { user_name: string };
type WithdrawalRow = Selectable<WithdrawalsTable> & { user_name: string };

/** The name a decision is recorded under in the cashier's own columns. */
export const actorName = (operator: BoPrincipal) => `operator:${operator.username}`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One queue's filtered query. Both tables carry every column named here; the query is checked
 * as the deposits one (as the cashier's own lists do) and its rows typed as the table's own.
 */
function queueQuery(ctx: AppContext, table: 'deposits' | 'withdrawals', q: QueueQuery) {
  const from = table as 'deposits';
  let query = ctx.db
    .selectFrom(from)
    .innerJoin('members', 'members.id', `${from}.member_id`)
    .where(`${from}.merchant_code`, '=', ctx.merchantCode);
  if (q.status !== 'all') query = query.where(`${from}.status`, '=', q.status);
  const member = q.member?.trim().toLowerCase();
  if (member) {
    const pattern = `${escapeLike(member)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('members.user_name_key')} like ${pattern} escape '\\'`,
        ...(/^\d{1,12}$/.test(member) ? [eb('members.id', '=', Number(member))] : []),
      ]),
    );
  }
  if (q.minCents !== undefined) query = query.where(`${from}.amount_cents`, '>=', q.minCents);
  if (q.maxCents !== undefined) query = query.where(`${from}.amount_cents`, '<=', q.maxCents);
  if (q.from) query = query.where(`${from}.created_at`, '>=', new Date(q.from).toISOString());
  if (q.to) query = query.where(`${from}.created_at`, '<', new Date(q.to).toISOString());
  return { query, from };
}

async function queuePage<R>(
  ctx: AppContext,
  table: 'deposits' | 'withdrawals',
  q: QueueQuery,
): Promise<{ rows: R[]; total: number }> {
  const { query, from } = queueQuery(ctx, table, q);
  const { count } = await query
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  const column = q.sort === 'amount' ? (`${from}.amount_cents` as const) : (`${from}.id` as const);
  const rows = await query
    .selectAll(from)
    .select('members.user_name')
    .orderBy(column, q.order)
    .orderBy(`${from}.id`, q.order)
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { rows: rows as R[], total: Number(count) };
}

async function toBoDeposits(ctx: AppContext, rows: DepositRow[]): Promise<BoDeposit[]> {
  if (rows.length === 0) return [];
  const names = await channelNames(ctx);
  return rows.map((row) => ({
    ...toDeposit(row, names.get(row.channel_code) ?? row.channel_code),
    memberId: Number(row.member_id),
    userName: row.user_name,
    decidedBy: row.decided_by,
  }));
}

async function toBoWithdrawals(ctx: AppContext, rows: WithdrawalRow[]): Promise<BoWithdrawal[]> {
  const waiting = await pendingApprovalsOf(
    ctx,
    WITHDRAWAL_PAY,
    rows.filter((row) => row.status === 'pending').map((row) => Number(row.id)),
  );
  return rows.map((row) => ({
    ...toWithdrawal(row),
    memberId: Number(row.member_id),
    userName: row.user_name,
    holderName: row.holder_name,
    fullAccountNumber: row.account_number,
    decidedBy: row.decided_by,
    fourEyes: Number(row.amount_cents) > ctx.config.FOUR_EYES_WITHDRAWAL_CENTS,
    approvalId: waiting.get(Number(row.id))?.id ?? null,
  }));
}

export async function depositQueue(ctx: AppContext, q: DepositQuery): Promise<BoDepositPage> {
  // Reading a queue ends the pending deposits that ran out of time, as the member's list does.
  await expireDeposits(ctx);
  const page = await queuePage<DepositRow>(ctx, 'deposits', q);
  return { rows: await toBoDeposits(ctx, page.rows), total: page.total };
}

export async function withdrawalQueue(
  ctx: AppContext,
  q: WithdrawalQuery,
): Promise<BoWithdrawalPage> {
  const page = await queuePage<WithdrawalRow>(ctx, 'withdrawals', q);
  return { rows: await toBoWithdrawals(ctx, page.rows), total: page.total };
}

/** One table's rows with their member's account name, by id or a member's latest. */
function rowsOf(
  ctx: AppContext,
  table: 'deposits' | 'withdrawals',
  where: { id: number } | { memberId: number; limit: number },
) {
  const from = table as 'deposits';
  const query = ctx.db
    .selectFrom(from)
    .innerJoin('members', 'members.id', `${from}.member_id`)
    .selectAll(from)
    .select('members.user_name')
    .where(`${from}.merchant_code`, '=', ctx.merchantCode);
  return 'id' in where
    ? query.where(`${from}.id`, '=', where.id).execute()
    : query
        .where(`${from}.member_id`, '=', where.memberId)
        .orderBy(`${from}.id`, 'desc')
        .limit(where.limit)
        .execute();
}

export async function findDeposit(ctx: AppContext, id: number): Promise<BoDeposit> {
  const [row] = await rowsOf(ctx, 'deposits', { id });
  if (!row) throw new AppError('cashier.deposit.not.found', 404);
  return (await toBoDeposits(ctx, [row]))[0]!;
}

export async function findWithdrawal(ctx: AppContext, id: number): Promise<BoWithdrawal> {
  const [row] = await rowsOf(ctx, 'withdrawals', { id });
  if (!row) throw new AppError('cashier.withdrawal.not.found', 404);
  return (await toBoWithdrawals(ctx, [row as unknown as WithdrawalRow]))[0]!;
}

const HISTORY = 10;
const MOVEMENTS = 20;

/** The member behind a request: balance, payee and the last deposits, withdrawals, movements. */
export async function cashierMember(ctx: AppContext, memberId: number): Promise<BoCashierMember> {
  const member = await ctx.db
    .selectFrom('members')
    .select(['id', 'user_name', 'payee_name', 'status', 'created_at'])
    .where('id', '=', memberId)
    .where('merchant_code', '=', ctx.merchantCode)
    .executeTakeFirstOrThrow();
  const account = await ctx.db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance_cents'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('owner_key', '=', `member:${memberId}`)
    .executeTakeFirst();
  const payee = await ctx.db
    .selectFrom('payee_accounts')
    .select(['bank_name', 'account_number', 'holder_name'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const deposits = await rowsOf(ctx, 'deposits', { memberId, limit: HISTORY });
  const withdrawals = await rowsOf(ctx, 'withdrawals', { memberId, limit: HISTORY });
  const ledger: BoLedgerMovement[] = account
    ? (
        await ctx.db
          .selectFrom('ledger_entries')
          .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
          .select([
            'ledger_entries.id',
            'ledger_entries.created_at',
            'ledger_entries.amount_cents',
            'ledger_entries.balance_after_cents',
            'ledger_transfers.kind',
            'ledger_transfers.reference',
          ])
          .where('ledger_entries.account_id', '=', account.id)
          .orderBy('ledger_entries.id', 'desc')
          .limit(MOVEMENTS)
          .execute()
      ).map((row) => ({
        id: Number(row.id),
        at: row.created_at,
        kind: row.kind,
        reference: row.reference,
        amountCents: Number(row.amount_cents),
        balanceAfterCents: Number(row.balance_after_cents),
      }))
    : [];
  return {
    id: Number(member.id),
    userName: member.user_name,
    payeeName: member.payee_name,
    status: member.status,
    createdAt: member.created_at,
    balanceCents: account ? Number(account.balance_cents) : 0,
    payee: payee
      ? {
          bankName: payee.bank_name,
          accountNumber: payee.account_number,
          holderName: payee.holder_name,
        }
      : null,
    deposits: await toBoDeposits(ctx, deposits),
    withdrawals: await toBoWithdrawals(ctx, withdrawals as unknown as WithdrawalRow[]),
    ledger,
  };
}

export async function depositDetail(ctx: AppContext, id: number): Promise<BoDepositDetail> {
  const deposit = await findDeposit(ctx, id);
  return { deposit, member: await cashierMember(ctx, deposit.memberId) };
}

export async function withdrawalDetail(ctx: AppContext, id: number): Promise<BoWithdrawalDetail> {
  const withdrawal = await findWithdrawal(ctx, id);
  const [approval] = withdrawal.approvalId
    ? await approvalsByIds(ctx, [withdrawal.approvalId])
    : [];
  return {
    withdrawal,
    member: await cashierMember(ctx, withdrawal.memberId),
    approval: approval ?? null,
  };
}

export interface Decided<V> {
  value: V;
  audit: AuditEntry | null;
}

const depositState = (d: BoDeposit) => ({
  status: d.status,
  amountCents: d.amountCents,
  memberId: d.memberId,
  reason: d.reason,
});

export async function approveDepositAs(
  ctx: AppContext,
  operator: BoPrincipal,
  id: number,
  note = '',
): Promise<Decided<BoDeposit>> {
  const before = await findDeposit(ctx, id);
  await approveDeposit(ctx, id, actorName(operator), note);
  const after = await findDeposit(ctx, id);
  return {
    value: after,
    audit: {
      action: 'deposit.approve',
      targetType: 'deposit',
      targetId: id,
      before: depositState(before),
      after: depositState(after),
      reason: note || null,
    },
  };
}

export async function rejectDepositAs(
  ctx: AppContext,
  operator: BoPrincipal,
  id: number,
  reason: string,
): Promise<Decided<BoDeposit>> {
  const before = await findDeposit(ctx, id);
  await rejectDeposit(ctx, id, actorName(operator), reason);
  const after = await findDeposit(ctx, id);
  return {
    value: after,
    audit: {
      action: 'deposit.reject',
      targetType: 'deposit',
      targetId: id,
      before: depositState(before),
      after: depositState(after),
      reason,
    },
  };
}

const withdrawalState = (w: BoWithdrawal) => ({
  status: w.status,
  amountCents: w.amountCents,
  memberId: w.memberId,
  reason: w.reason,
});

/**
 * Pays a pending withdrawal, or above FOUR_EYES_WITHDRAWAL_CENTS asks a second operator to
 * confirm the payment (decision 043): the request is recorded, nothing moves until then. Asking
 * again while a request waits answers that request and records nothing new.
 */
export async function payWithdrawalAs(
  ctx: AppContext,
  operator: BoPrincipal,
  id: number,
  note = '',
): Promise<Decided<BoPayValue>> {
  const before = await findWithdrawal(ctx, id);
  if (before.status !== 'pending') throw new AppError('cashier.already.processed', 409);
  if (before.fourEyes) {
    const existing = before.approvalId;
    const requested = await requestApproval(ctx, operator, {
      kind: WITHDRAWAL_PAY,
      targetType: 'withdrawal',
      targetId: id,
      amountCents: before.amountCents,
      payload: { withdrawalId: id, memberId: before.memberId, userName: before.userName },
      reason: note,
    });
    const [approval] = await approvalsByIds(ctx, [requested.id]);
    const after = await findWithdrawal(ctx, id);
    return {
      value: { outcome: 'awaiting-approval', withdrawal: after, approval: approval ?? null },
      audit:
        existing === requested.id
          ? null
          : {
              action: 'withdrawal.pay.request',
              targetType: 'withdrawal',
              targetId: id,
              before: { ...withdrawalState(before), approvalId: null },
              after: { ...withdrawalState(after), approvalId: requested.id },
              reason: note || null,
            },
    };
  }
  await payWithdrawal(ctx, id, actorName(operator), note);
  const after = await findWithdrawal(ctx, id);
  return {
    value: { outcome: 'paid', withdrawal: after, approval: null },
    audit: {
      action: 'withdrawal.pay',
      targetType: 'withdrawal',
      targetId: id,
      before: withdrawalState(before),
      after: withdrawalState(after),
      reason: note || null,
    },
  };
}

/**
 * Rejects a pending withdrawal: the held amount returns to the member, who reads the reason in
 * the inbox message and on the withdrawal itself. A payment request still waiting for its
 * second operator has nothing left to pay: it is closed with the rejection.
 */
export async function rejectWithdrawalAs(
  ctx: AppContext,
  operator: BoPrincipal,
  id: number,
  reason: string,
): Promise<Decided<BoWithdrawal>> {
  const before = await findWithdrawal(ctx, id);
  await rejectWithdrawal(ctx, id, actorName(operator), reason);
  const closed = await ctx.db
    .updateTable('approvals')
    .set({
      status: 'rejected',
      decided_by: operator.operatorId,
      decided_at: new Date(nowMs(ctx)).toISOString(),
      result_json: JSON.stringify({ closedBy: 'withdrawal.reject' }),
    })
    .where('kind', '=', WITHDRAWAL_PAY)
    .where('target_type', '=', 'withdrawal')
    .where('target_id', '=', String(id))
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  const after = await findWithdrawal(ctx, id);
  return {
    value: after,
    audit: {
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: id,
      before: { ...withdrawalState(before), approvalId: before.approvalId },
      after: {
        ...withdrawalState(after),
        ...(closed.length ? { closedApprovals: closed.map((row) => row.id) } : {}),
      },
      reason,
    },
  };
}

/** What confirming a `withdrawal.pay` request does: the payment, once, named after both. */
export function registerWithdrawalApprovals(): void {
  registerApprovalKind(WITHDRAWAL_PAY, async (ctx, approval, confirmer) => {
    const requester = await ctx.db
      .selectFrom('operators')
      .select('username')
      .where('id', '=', approval.requested_by)
      .executeTakeFirst();
    const id = Number(approval.target_id);
    const paid = await payWithdrawal(
      ctx,
      id,
      `operator:${requester?.username ?? approval.requested_by}+${confirmer.username}`,
      '',
    );
    return { withdrawalId: id, status: paid.status, amountCents: paid.amountCents };
  });
}
