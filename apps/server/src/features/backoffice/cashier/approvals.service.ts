import type { z } from 'zod';
import type { BoApproval, BoApprovalPage, BoApprovalQuery } from '@app/contracts/backoffice';
import { parseJsonColumn, type AppContext } from '../../../lib/context.ts';
import type { ApprovalRow } from '../approvals.ts';

/**
 * The four-eyes requests as operators see them (decision 043): every kind (a withdrawal's
 * payment, a balance adjustment, ...) with who asked, for whom, how much and why.
 */
export const WITHDRAWAL_PAY = 'withdrawal.pay';

/** The open requests of `kind` on these targets, by target id. */
export async function pendingApprovalsOf(
  ctx: AppContext,
  kind: string,
  targetIds: number[],
): Promise<Map<number, ApprovalRow>> {
  if (targetIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('approvals')
    .selectAll()
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .where('target_id', 'in', targetIds.map(String))
    .execute();
  return new Map(rows.map((row) => [Number(row.target_id), row]));
}

/** Who a request is about, for a person: the member's account name where there is one. */
async function targetLabels(ctx: AppContext, rows: ApprovalRow[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const ids = (type: string) =>
    [...new Set(rows.filter((r) => r.target_type === type).map((r) => Number(r.target_id)))].filter(
      Number.isSafeInteger,
    );
  const withdrawalIds = ids('withdrawal');
  if (withdrawalIds.length) {
    const found = await ctx.db
      .selectFrom('withdrawals')
      .innerJoin('members', 'members.id', 'withdrawals.member_id')
      .select(['withdrawals.id', 'members.user_name'])
      .where('withdrawals.id', 'in', withdrawalIds)
      .execute();
    for (const row of found) labels.set(`withdrawal:${row.id}`, row.user_name);
  }
  const memberIds = ids('member');
  if (memberIds.length) {
    const found = await ctx.db
      .selectFrom('members')
      .select(['id', 'user_name'])
      .where('id', 'in', memberIds)
      .execute();
    for (const row of found) labels.set(`member:${row.id}`, row.user_name);
  }
  return labels;
}

async function toApprovals(ctx: AppContext, rows: ApprovalRow[]): Promise<BoApproval[]> {
  if (rows.length === 0) return [];
  const operatorIds = [
    ...new Set(rows.flatMap((row) => [row.requested_by, row.decided_by ?? row.requested_by])),
  ];
  const operators = new Map(
    (
      await ctx.db
        .selectFrom('operators')
        .select(['id', 'username', 'display_name'])
        .where('id', 'in', operatorIds)
        .execute()
    ).map((row) => [
      Number(row.id),
      { id: Number(row.id), username: row.username, displayName: row.display_name },
    ]),
  );
  const ref = (id: number) => operators.get(id) ?? { id, username: `#${id}`, displayName: '' };
  const labels = await targetLabels(ctx, rows);
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: labels.get(`${row.target_type}:${row.target_id}`) ?? '',
    amountCents: Number(row.amount_cents),
    reason: row.reason,
    status: row.status,
    payload: parseJsonColumn<unknown>(row.payload_json, null),
    requestedBy: ref(Number(row.requested_by)),
    requestedAt: row.requested_at,
    decidedBy: row.decided_by === null ? null : ref(Number(row.decided_by)),
    decidedAt: row.decided_at,
  }));
}

export async function approvalsByIds(ctx: AppContext, ids: number[]): Promise<BoApproval[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.selectFrom('approvals').selectAll().where('id', 'in', ids).execute();
  return toApprovals(ctx, rows);
}

export async function approvalById(ctx: AppContext, id: number): Promise<BoApproval> {
  const [found] = await approvalsByIds(ctx, [id]);
  if (!found) throw new Error(`approval ${id} vanished`);
  return found;
}

/** Oldest first: the queue a second operator works through. */
export async function listApprovals(
  ctx: AppContext,
  q: z.output<typeof BoApprovalQuery>,
): Promise<BoApprovalPage> {
  let query = ctx.db.selectFrom('approvals');
  if (q.status !== 'all') query = query.where('status', '=', q.status);
  if (q.kind) query = query.where('kind', '=', q.kind);
  const { count } = await query
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('id', q.status === 'pending' ? 'asc' : 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { rows: await toApprovals(ctx, rows), total: Number(count) };
}
