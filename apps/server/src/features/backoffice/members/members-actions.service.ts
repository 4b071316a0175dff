import { createHash } from 'node:crypto';
import {
  BALANCE_ADJUST_APPROVAL,
  BO_MEMBER_ACTIVE,
  BO_MEMBER_LOCKED,
  type BoAdjustmentBody,
  type BoAdjustmentValue,
  type BoMemberNote,
} from '@app/contracts/backoffice';
import { AppError, amountDetail } from '../../../errors.ts';
import { nowMs, parseJsonColumn, type AppContext } from '../../../lib/context.ts';
import {
  memberBalance,
  transfer,
  writeTransaction,
  type LedgerAccountRef,
  type TransferResult,
} from '../../ledger/ledger.service.ts';
import { sendMessage } from '../../messages/messages.service.ts';
import type { ApprovalRow } from '../approvals.ts';
import { requestApproval } from '../approvals.ts';
import type { AuditEntry } from '../audit.ts';
import type { BoPrincipal } from '../bo-guard.ts';
import { requireMember } from './members.service.ts';

/**
 * What an operator does to a member (issue 21). Each function answers the value and the audit
 * entry of its change, or a null entry when nothing changed (a repeat, an already-ended
 * session), so the route records exactly one audit row per change.
 */
export interface Outcome<V> {
  value: V;
  audit: AuditEntry | null;
}

const target = (memberId: number) => ({ targetType: 'member', targetId: memberId });
const isoNow = (ctx: AppContext) => new Date(nowMs(ctx)).toISOString();

export async function endMemberSession(
  ctx: AppContext,
  memberId: number,
  sessionId: string,
): Promise<Outcome<{ ended: number }>> {
  await requireMember(ctx, memberId);
  const session = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'ended_at', 'ip', 'user_agent'])
    .where('id', '=', sessionId)
    .where('member_id', '=', memberId)
    .where('merchant_code', '=', ctx.merchantCode)
    .executeTakeFirst();
  if (!session) throw new AppError('bo.not.found', 404);
  const endedAt = isoNow(ctx);
  const result = await ctx.db
    .updateTable('sessions')
    .set({ ended_at: endedAt })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { value: { ended: 0 }, audit: null };
  return {
    value: { ended: 1 },
    audit: {
      action: 'member.session.end',
      ...target(memberId),
      before: { sessionId, endedAt: null, ip: session.ip, userAgent: session.user_agent },
      after: { sessionId, endedAt },
    },
  };
}

/** Ends every session of the member not ended yet; answers the ids it ended. */
async function endAll(ctx: AppContext, memberId: number, endedAt: string): Promise<string[]> {
  const open = await ctx.db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .execute();
  if (open.length === 0) return [];
  const ids = open.map((row) => row.id);
  await ctx.db
    .updateTable('sessions')
    .set({ ended_at: endedAt })
    .where('id', 'in', ids)
    .where('ended_at', 'is', null)
    .execute();
  return ids;
}

export async function endAllMemberSessions(
  ctx: AppContext,
  memberId: number,
): Promise<Outcome<{ ended: number }>> {
  await requireMember(ctx, memberId);
  const endedAt = isoNow(ctx);
  const ids = await writeTransaction(ctx.db, (trx) =>
    endAll({ ...ctx, db: trx }, memberId, endedAt),
  );
  if (ids.length === 0) return { value: { ended: 0 }, audit: null };
  return {
    value: { ended: ids.length },
    audit: {
      action: 'member.session.end-all',
      ...target(memberId),
      before: { openSessions: ids },
      after: { endedAt, ended: ids.length },
    },
  };
}

/**
 * Locks the account: the status leaves `active`, so neither a password, an SMS code nor a live
 * token signs the member in (login and the session guard accept only `active`), and every open
 * session is ended in the same transaction.
 */
export async function lockMember(
  ctx: AppContext,
  memberId: number,
  reason: string,
): Promise<Outcome<{ status: string; endedSessions: number }>> {
  return writeTransaction(ctx.db, async (db) => {
    const trx = { ...ctx, db };
    const member = await requireMember(trx, memberId);
    if (member.status === BO_MEMBER_LOCKED) {
      return { value: { status: member.status, endedSessions: 0 }, audit: null };
    }
    await db
      .updateTable('members')
      .set({ status: BO_MEMBER_LOCKED })
      .where('id', '=', memberId)
      .execute();
    const ended = await endAll(trx, memberId, isoNow(ctx));
    return {
      value: { status: BO_MEMBER_LOCKED, endedSessions: ended.length },
      audit: {
        action: 'member.lock',
        ...target(memberId),
        before: { status: member.status },
        after: { status: BO_MEMBER_LOCKED, endedSessions: ended },
        reason,
      },
    };
  });
}

export async function unlockMember(
  ctx: AppContext,
  memberId: number,
  reason: string,
): Promise<Outcome<{ status: string; endedSessions: number }>> {
  return writeTransaction(ctx.db, async (db) => {
    const member = await requireMember({ ...ctx, db }, memberId);
    if (member.status === BO_MEMBER_ACTIVE) {
      return { value: { status: member.status, endedSessions: 0 }, audit: null };
    }
    await db
      .updateTable('members')
      .set({ status: BO_MEMBER_ACTIVE })
      .where('id', '=', memberId)
      .execute();
    return {
      value: { status: BO_MEMBER_ACTIVE, endedSessions: 0 },
      audit: {
        action: 'member.unlock',
        ...target(memberId),
        before: { status: member.status },
        after: { status: BO_MEMBER_ACTIVE },
        reason,
      },
    };
  });
}

export async function addMemberNote(
  ctx: AppContext,
  operator: BoPrincipal,
  memberId: number,
  body: string,
): Promise<Outcome<BoMemberNote>> {
  await requireMember(ctx, memberId);
  const createdAt = isoNow(ctx);
  const row = await ctx.db
    .insertInto('member_notes')
    .values({ member_id: memberId, operator_id: operator.operatorId, body, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const note: BoMemberNote = {
    id: row.id,
    body,
    operatorId: operator.operatorId,
    operatorName: operator.username,
    createdAt,
  };
  return {
    value: note,
    audit: {
      action: 'member.note.add',
      ...target(memberId),
      before: null,
      after: { noteId: row.id, body },
    },
  };
}

async function tagList(ctx: AppContext, memberId: number): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('member_tags')
    .select('tag')
    .where('member_id', '=', memberId)
    .orderBy('tag')
    .execute();
  return rows.map((row) => row.tag);
}

/** Tags are compared without case: "VIP" and "vip" are one tag (the first spelling stays). */
export async function addMemberTag(
  ctx: AppContext,
  operator: BoPrincipal,
  memberId: number,
  tag: string,
): Promise<Outcome<{ tags: string[] }>> {
  await requireMember(ctx, memberId);
  const before = await tagList(ctx, memberId);
  if (before.some((t) => t.toLowerCase() === tag.toLowerCase())) {
    return { value: { tags: before }, audit: null };
  }
  const inserted = await ctx.db
    .insertInto('member_tags')
    .values({
      member_id: memberId,
      tag,
      operator_id: operator.operatorId,
      created_at: isoNow(ctx),
    })
    .onConflict((oc) => oc.columns(['member_id', 'tag']).doNothing())
    .executeTakeFirst();
  const after = await tagList(ctx, memberId);
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    return { value: { tags: after }, audit: null };
  }
  return {
    value: { tags: after },
    audit: {
      action: 'member.tag.add',
      ...target(memberId),
      before: { tags: before },
      after: { tags: after },
    },
  };
}

export async function removeMemberTag(
  ctx: AppContext,
  memberId: number,
  tag: string,
): Promise<Outcome<{ tags: string[] }>> {
  await requireMember(ctx, memberId);
  const before = await tagList(ctx, memberId);
  const stored = before.find((t) => t.toLowerCase() === tag.trim().toLowerCase());
  if (stored === undefined) return { value: { tags: before }, audit: null };
  const deleted = await ctx.db
    .deleteFrom('member_tags')
    .where('member_id', '=', memberId)
    .where('tag', '=', stored)
    .executeTakeFirst();
  const after = await tagList(ctx, memberId);
  if (Number(deleted.numDeletedRows) === 0) return { value: { tags: after }, audit: null };
  return {
    value: { tags: after },
    audit: {
      action: 'member.tag.remove',
      ...target(memberId),
      before: { tags: before },
      after: { tags: after },
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An operator's plain text as inbox HTML: escaped, paragraphs at blank lines, line breaks kept. */
export function plainTextToHtml(text: string): string {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br />')}</p>`)
    .join('');
}

export async function messageMember(
  ctx: AppContext,
  memberId: number,
  message: { title: string; content: string },
): Promise<Outcome<{ messageId: number }>> {
  await requireMember(ctx, memberId);
  const messageId = await sendMessage(
    ctx.db,
    ctx.merchantCode,
    {
      to: memberId,
      title: { en: message.title },
      content: { en: plainTextToHtml(message.content) },
      sentAt: new Date(nowMs(ctx)),
    },
    ctx.live,
  );
  return {
    value: { messageId },
    audit: {
      action: 'member.message.send',
      ...target(memberId),
      before: null,
      after: { messageId, title: message.title, content: message.content },
    },
  };
}

// Manual balance adjustments.

/** The operator adjustment account is the counterpart of every manual credit and debit. */
const ADJUSTMENT_ACCOUNT: LedgerAccountRef = { kind: 'house', name: 'adjustment' };
/** The member site files these under "adjustment" (contracts' LEDGER_KINDS has no other). */
const ADJUSTMENT_KIND = 'operator.adjust';

interface AdjustmentPayload {
  memberId: number;
  direction: 'credit' | 'debit';
  amountCents: number;
  requestId: string;
}

function requestHash(payload: AdjustmentPayload): string {
  return createHash('sha256')
    .update(JSON.stringify([payload.memberId, payload.direction, payload.amountCents]))
    .digest('hex');
}

/** Moves the money once per key; a debit beyond the balance changes nothing and says so. */
async function applyAdjustment(
  ctx: AppContext,
  payload: AdjustmentPayload,
  key: string,
  reference: string,
): Promise<TransferResult> {
  const member: LedgerAccountRef = { kind: 'member', memberId: payload.memberId };
  try {
    return await transfer(ctx, {
      idempotencyKey: key,
      from: payload.direction === 'credit' ? ADJUSTMENT_ACCOUNT : member,
      to: payload.direction === 'credit' ? member : ADJUSTMENT_ACCOUNT,
      amountCents: payload.amountCents,
      kind: ADJUSTMENT_KIND,
      reference,
      requestHash: requestHash(payload),
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'wallet.insufficient.funds') {
      throw insufficient(await memberBalance(ctx, payload.memberId));
    }
    throw error;
  }
}

function insufficient(balanceCents: number): AppError {
  return new AppError('bo.adjust.insufficient', 409, amountDetail(balanceCents), { balanceCents });
}

const directKey = (payload: AdjustmentPayload) =>
  `bo-adjust:${payload.memberId}:${payload.requestId}`;
const approvalKey = (approvalId: number) => `bo-adjust:approval:${approvalId}`;

/** An open or decided request for the same screen adjustment (the same requestId). */
async function requestedBefore(
  ctx: AppContext,
  payload: AdjustmentPayload,
): Promise<ApprovalRow | undefined> {
  const rows = await ctx.db
    .selectFrom('approvals')
    .selectAll()
    .where('kind', '=', BALANCE_ADJUST_APPROVAL)
    .where('target_type', '=', 'member')
    .where('target_id', '=', String(payload.memberId))
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.find(
    (row) =>
      parseJsonColumn<Partial<AdjustmentPayload>>(row.payload_json, {}).requestId ===
      payload.requestId,
  );
}

/**
 * A manual credit or debit with its reason. Up to FOUR_EYES_ADJUSTMENT_CENTS it moves the money
 * at once between the member and the operator adjustment account; above it, it becomes an
 * approval that a second operator confirms (the `balance.adjust` executor then moves it once).
 * The screen's requestId makes a repeated call answer the first outcome and change nothing.
 */
export async function adjustBalance(
  ctx: AppContext,
  operator: BoPrincipal,
  memberId: number,
  body: BoAdjustmentBody,
): Promise<Outcome<BoAdjustmentValue>> {
  await requireMember(ctx, memberId);
  const payload: AdjustmentPayload = {
    memberId,
    direction: body.direction,
    amountCents: body.amountCents,
    requestId: body.requestId,
  };
  const limitCents = ctx.config.FOUR_EYES_ADJUSTMENT_CENTS;
  const balanceBefore = await memberBalance(ctx, memberId);
  const signed = body.direction === 'credit' ? body.amountCents : -body.amountCents;

  if (body.amountCents > limitCents) {
    const earlier = await requestedBefore(ctx, payload);
    if (earlier) {
      return {
        value: { outcome: 'awaiting-approval', approvalId: earlier.id, limitCents },
        audit: null,
      };
    }
    // Refused now rather than after a second operator's time: the balance does not cover it.
    if (body.direction === 'debit' && body.amountCents > balanceBefore) {
      throw insufficient(balanceBefore);
    }
    const approval = await requestApproval(ctx, operator, {
      kind: BALANCE_ADJUST_APPROVAL,
      targetType: 'member',
      targetId: memberId,
      amountCents: body.amountCents,
      payload,
      reason: body.reason,
    });
    return {
      value: { outcome: 'awaiting-approval', approvalId: approval.id, limitCents },
      audit: {
        action: 'member.adjust.request',
        ...target(memberId),
        before: { balanceCents: balanceBefore },
        after: {
          approvalId: approval.id,
          status: 'pending',
          direction: body.direction,
          amountCents: body.amountCents,
        },
        reason: body.reason,
      },
    };
  }

  // A repeated request replays the first transfer (the same key and request hash) and moves
  // nothing; the same requestId with another amount or direction is a conflict.
  const result = await applyAdjustment(
    ctx,
    payload,
    directKey(payload),
    `adjustment:${body.requestId}`,
  );
  const balanceCents = result.memberBalanceCents ?? (await memberBalance(ctx, memberId));
  return {
    value: { outcome: 'applied', transferId: result.transferId, balanceCents },
    audit: result.replayed
      ? null
      : {
          action: 'member.adjust',
          ...target(memberId),
          before: { balanceCents: balanceCents - signed },
          after: {
            balanceCents,
            transferId: result.transferId,
            direction: body.direction,
            amountCents: body.amountCents,
          },
          reason: body.reason,
        },
  };
}

/**
 * What confirming a `balance.adjust` approval does: the adjustment, under the approval's own
 * ledger key, so it moves money once however often the confirmation runs.
 */
export async function executeAdjustmentApproval(
  ctx: AppContext,
  approval: ApprovalRow,
): Promise<{ transferId: number; balanceCents: number; direction: string; amountCents: number }> {
  const payload = parseJsonColumn<AdjustmentPayload | null>(approval.payload_json, null);
  if (
    !payload ||
    (payload.direction !== 'credit' && payload.direction !== 'debit') ||
    !Number.isSafeInteger(payload.amountCents) ||
    String(payload.memberId) !== approval.target_id
  ) {
    throw new Error(`balance.adjust approval ${approval.id} has a broken payload`);
  }
  await requireMember(ctx, payload.memberId);
  const result = await applyAdjustment(
    ctx,
    payload,
    approvalKey(approval.id),
    `adjustment:approval:${approval.id}`,
  );
  return {
    transferId: result.transferId,
    balanceCents: result.memberBalanceCents ?? (await memberBalance(ctx, payload.memberId)),
    direction: payload.direction,
    amountCents: payload.amountCents,
  };
}
