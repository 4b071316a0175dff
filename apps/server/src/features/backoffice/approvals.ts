import type { Selectable } from 'kysely';
import type { ApprovalsTable } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { nowMs } from '../../lib/context.ts';
import type { AuditEntry } from './audit.ts';
import type { BoPrincipal } from './bo-guard.ts';

/**
 * Four-eyes (decision 043): a withdrawal payment or a balance adjustment above its configured
 * limit is only requested by the first operator; a second, different operator confirms it and
 * only then it runs. Each kind registers what confirming does. A request is decided once: the
 * status moves from pending by a conditional update, so two confirmers racing run it once.
 */
export type ApprovalRow = Selectable<ApprovalsTable>;

export interface ApprovalRequest {
  kind: string;
  targetType: string;
  targetId: string | number;
  amountCents: number;
  payload: unknown;
  reason: string;
}

type Executor = (
  ctx: AppContext,
  approval: ApprovalRow,
  confirmer: BoPrincipal,
) => Promise<unknown>;
const executors = new Map<string, Executor>();

/** What confirming an approval of `kind` does (its result is stored with the approval). */
export function registerApprovalKind(kind: string, execute: Executor): void {
  executors.set(kind, execute);
}

export async function requestApproval(
  ctx: AppContext,
  operator: BoPrincipal,
  input: ApprovalRequest,
): Promise<ApprovalRow> {
  const pending = await ctx.db
    .selectFrom('approvals')
    .selectAll()
    .where('kind', '=', input.kind)
    .where('target_type', '=', input.targetType)
    .where('target_id', '=', String(input.targetId))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  // One open request per target: asking again answers the one already waiting.
  if (pending && input.targetType !== 'member') return pending;
  return ctx.db
    .insertInto('approvals')
    .values({
      kind: input.kind,
      target_type: input.targetType,
      target_id: String(input.targetId),
      amount_cents: input.amountCents,
      payload_json: JSON.stringify(input.payload ?? null),
      reason: input.reason,
      status: 'pending',
      requested_by: operator.operatorId,
      requested_at: new Date(nowMs(ctx)).toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function claim(
  ctx: AppContext,
  id: number,
  operator: BoPrincipal,
  status: 'confirmed' | 'rejected',
): Promise<ApprovalRow> {
  const row = await ctx.db
    .selectFrom('approvals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404);
  if (row.status !== 'pending') throw new AppError('bo.approval.decided', 409);
  if (row.requested_by === operator.operatorId) throw new AppError('bo.approval.self', 409);
  const claimed = await ctx.db
    .updateTable('approvals')
    .set({
      status,
      decided_by: operator.operatorId,
      decided_at: new Date(nowMs(ctx)).toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('bo.approval.decided', 409);
  return { ...row, status, decided_by: operator.operatorId };
}

/** The second operator confirms: the request runs (once) and its result is kept. */
export async function confirmApproval(
  ctx: AppContext,
  id: number,
  operator: BoPrincipal,
): Promise<{ approval: ApprovalRow; result: unknown; audit: AuditEntry }> {
  const row = await claim(ctx, id, operator, 'confirmed');
  const execute = executors.get(row.kind);
  if (!execute) throw new Error(`no executor for approval kind ${row.kind}`);
  let result: unknown;
  try {
    result = await execute(ctx, row, operator);
  } catch (error) {
    // The action refused (e.g. the withdrawal was rejected meanwhile): the request waits again.
    await ctx.db
      .updateTable('approvals')
      .set({ status: 'pending', decided_by: null, decided_at: null })
      .where('id', '=', id)
      .execute();
    throw error;
  }
  await ctx.db
    .updateTable('approvals')
    .set({ result_json: JSON.stringify(result ?? null) })
    .where('id', '=', id)
    .execute();
  return {
    approval: { ...row, result_json: JSON.stringify(result ?? null) },
    result,
    audit: {
      action: `approval.confirm.${row.kind}`,
      targetType: row.target_type,
      targetId: row.target_id,
      before: { approvalId: row.id, status: 'pending', requestedBy: row.requested_by },
      after: { status: 'confirmed', result },
      reason: row.reason,
    },
  };
}

export async function rejectApproval(
  ctx: AppContext,
  id: number,
  operator: BoPrincipal,
  reason: string,
): Promise<{ approval: ApprovalRow; audit: AuditEntry }> {
  const row = await claim(ctx, id, operator, 'rejected');
  return {
    approval: row,
    audit: {
      action: `approval.reject.${row.kind}`,
      targetType: row.target_type,
      targetId: row.target_id,
      before: { approvalId: row.id, status: 'pending' },
      after: { status: 'rejected' },
      reason,
    },
  };
}
