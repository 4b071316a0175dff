import { sql, type Kysely } from 'kysely';
import { ROLE_PERMISSIONS, type OperatorRole } from '@app/contracts/backoffice';
import type {
  BoFeedbackDetail,
  BoFeedbackOperator,
  BoFeedbackPage,
  BoFeedbackQuery,
  BoFeedbackRow,
  BoFeedbackStatus,
} from '@app/contracts/backoffice';
import type { z } from 'zod';
import type { Database } from '../../../db/schema/tables.ts';
import { AppError } from '../../../errors.ts';
import type { AppContext } from '../../../lib/context.ts';
import { nowMs } from '../../../lib/context.ts';
import { sendMessage } from '../../messages/messages.service.ts';

/**
 * The feedback inbox of the back office (issue 21): the feedback members send from the site
 * (features/service/feedback.service.ts writes it), with its status (new -> read -> answered),
 * the operator it is assigned to, and the reply, stored on the row and sent to the member's
 * inbox as a message in both content languages.
 */
type Db = Kysely<Database>;
export type FeedbackFilters = z.output<typeof BoFeedbackQuery>;

/** Roles that may answer feedback: the ones an item can be assigned to. */
export const FEEDBACK_ROLES = (Object.keys(ROLE_PERMISSIONS) as OperatorRole[]).filter((role) =>
  ROLE_PERMISSIONS[role].includes('feedback.write'),
);

const RECENT_LIMIT = 10;

function base(db: Db, merchantCode: string) {
  return db
    .selectFrom('feedback')
    .innerJoin('members', 'members.id', 'feedback.member_id')
    .leftJoin('operators as assignee', 'assignee.id', 'feedback.assigned_to')
    .where('feedback.merchant_code', '=', merchantCode);
}

type Base = ReturnType<typeof base>;

const ROW_COLUMNS = [
  'feedback.id as id',
  'feedback.member_id as memberId',
  'members.user_name as memberName',
  'feedback.type as type',
  'feedback.content as content',
  'feedback.status as status',
  'feedback.created_at as createdAt',
  'feedback.replied_at as repliedAt',
  'assignee.id as assigneeId',
  'assignee.username as assigneeUsername',
  'assignee.display_name as assigneeDisplayName',
] as const;

interface RawRow {
  id: number;
  memberId: number;
  memberName: string;
  type: number;
  content: string;
  status: string;
  createdAt: string;
  repliedAt: string | null;
  assigneeId: number | null;
  assigneeUsername: string | null;
  assigneeDisplayName: string | null;
}

function toRow(raw: RawRow): BoFeedbackRow {
  return {
    id: raw.id,
    memberId: raw.memberId,
    memberName: raw.memberName,
    type: Number(raw.type),
    content: raw.content,
    status: raw.status as BoFeedbackStatus,
    createdAt: raw.createdAt,
    assignedTo:
      raw.assigneeId === null
        ? null
        : {
            id: raw.assigneeId,
            username: raw.assigneeUsername ?? '',
            displayName: raw.assigneeDisplayName ?? '',
          },
    repliedAt: raw.repliedAt,
  };
}

/** `%`, `_` and the escape itself taken literally inside a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(query: Base, filters: FeedbackFilters, operatorId: number): Base {
  let q = query;
  if (filters.status) q = q.where('feedback.status', '=', filters.status);
  if (filters.type !== undefined) q = q.where('feedback.type', '=', filters.type);
  if (filters.assigned === 'me') q = q.where('feedback.assigned_to', '=', operatorId);
  if (filters.assigned === 'anyone') q = q.where('feedback.assigned_to', 'is not', null);
  if (filters.assigned === 'nobody') q = q.where('feedback.assigned_to', 'is', null);
  if (filters.from) q = q.where('feedback.created_at', '>=', new Date(filters.from).toISOString());
  if (filters.to) q = q.where('feedback.created_at', '<', new Date(filters.to).toISOString());
  const member = filters.member?.trim();
  if (member) {
    const pattern = `${likeLiteral(member.toLowerCase())}%`;
    q = q.where((eb) => {
      const byName = sql<boolean>`${eb.ref('members.user_name_key')} like ${pattern} escape '\\'`;
      return /^\d{1,9}$/.test(member)
        ? eb.or([eb('feedback.member_id', '=', Number(member)), byName])
        : byName;
    });
  }
  return q;
}

export async function listFeedback(
  ctx: AppContext,
  filters: FeedbackFilters,
  operatorId: number,
): Promise<BoFeedbackPage> {
  const query = filtered(base(ctx.db, ctx.merchantCode), filters, operatorId);
  const order = filters.order;
  let rowsQuery = query.select(ROW_COLUMNS);
  if (filters.sort === 'status') rowsQuery = rowsQuery.orderBy('feedback.status', order);
  if (filters.sort === 'type') rowsQuery = rowsQuery.orderBy('feedback.type', order);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    rowsQuery
      .orderBy('feedback.created_at', order)
      .orderBy('feedback.id', order)
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
  ]);
  return { rows: rows.map((row) => toRow(row as RawRow)), total: Number(count.n) };
}

async function findRow(ctx: AppContext, id: number) {
  const row = await base(ctx.db, ctx.merchantCode)
    .leftJoin('operators as replier', 'replier.id', 'feedback.replied_by')
    .select([
      ...ROW_COLUMNS,
      'feedback.reply as reply',
      'feedback.assigned_to as assignedToId',
      'replier.id as replierId',
      'replier.username as replierUsername',
      'replier.display_name as replierDisplayName',
    ])
    .where('feedback.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404, `feedback ${id}`);
  return row;
}

export async function feedbackDetail(ctx: AppContext, id: number): Promise<BoFeedbackDetail> {
  const row = await findRow(ctx, id);
  const [member, recent] = await Promise.all([
    ctx.db
      .selectFrom('members')
      .select([
        'id',
        'user_name as userName',
        'nickname',
        'status',
        'created_at as createdAt',
        'last_login_at as lastLoginAt',
      ])
      .where('id', '=', row.memberId)
      .executeTakeFirstOrThrow(),
    base(ctx.db, ctx.merchantCode)
      .select(ROW_COLUMNS)
      .where('feedback.member_id', '=', row.memberId)
      .orderBy('feedback.created_at', 'desc')
      .orderBy('feedback.id', 'desc')
      .limit(RECENT_LIMIT)
      .execute(),
  ]);
  return {
    ...toRow(row as RawRow),
    reply: row.reply,
    repliedBy:
      row.replierId === null
        ? null
        : {
            id: row.replierId,
            username: row.replierUsername ?? '',
            displayName: row.replierDisplayName ?? '',
          },
    member: { ...member, status: String(member.status) },
    recent: recent.map((item) => toRow(item as RawRow)),
  };
}

/** Operators feedback can be assigned to: enabled, with a role that may answer it. */
export async function assignableOperators(ctx: AppContext): Promise<BoFeedbackOperator[]> {
  return ctx.db
    .selectFrom('operators')
    .select(['id', 'username', 'display_name as displayName'])
    .where('disabled', '=', 0)
    .where('role', 'in', FEEDBACK_ROLES)
    .orderBy('display_name')
    .orderBy('id')
    .execute();
}

/** What the audit log keeps of an item: the fields an operator changes. */
interface FeedbackState {
  status: string;
  assignedTo: number | null;
  reply: string | null;
}

const stateOf = (row: { status: string; assignedToId: number | null; reply: string | null }) => ({
  status: row.status,
  assignedTo: row.assignedToId,
  reply: row.reply,
});

export interface FeedbackChange {
  value: BoFeedbackDetail;
  before: FeedbackState;
  after: FeedbackState;
  changed: boolean;
}

async function change(
  ctx: AppContext,
  id: number,
  write: (trx: Db, before: FeedbackState) => Promise<FeedbackState | null>,
): Promise<FeedbackChange> {
  let before: FeedbackState | null = null;
  let after: FeedbackState | null = null;
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('feedback')
      .select(['status', 'assigned_to as assignedToId', 'reply'])
      .where('id', '=', id)
      .where('merchant_code', '=', ctx.merchantCode)
      .executeTakeFirst();
    if (!row) throw new AppError('bo.not.found', 404, `feedback ${id}`);
    before = stateOf(row);
    after = await write(trx, before);
  });
  const value = await feedbackDetail(ctx, id);
  return { value, before: before!, after: after ?? before!, changed: after !== null };
}

export function setFeedbackStatus(
  ctx: AppContext,
  id: number,
  status: BoFeedbackStatus,
): Promise<FeedbackChange> {
  return change(ctx, id, async (trx, before) => {
    if (before.status === status) return null;
    await trx.updateTable('feedback').set({ status }).where('id', '=', id).execute();
    return { ...before, status };
  });
}

export function assignFeedback(
  ctx: AppContext,
  id: number,
  operatorId: number | null,
): Promise<FeedbackChange> {
  return change(ctx, id, async (trx, before) => {
    if (before.assignedTo === operatorId) return null;
    if (operatorId !== null) {
      const assignee = await trx
        .selectFrom('operators')
        .select('id')
        .where('id', '=', operatorId)
        .where('disabled', '=', 0)
        .where('role', 'in', FEEDBACK_ROLES)
        .executeTakeFirst();
      if (!assignee) throw new AppError('bo.feedback.assignee', 400, String(operatorId));
    }
    await trx
      .updateTable('feedback')
      .set({ assigned_to: operatorId })
      .where('id', '=', id)
      .execute();
    return { ...before, assignedTo: operatorId };
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Plain text as HTML paragraphs: escaped, blank lines between paragraphs, line breaks kept. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The inbox message of a reply, in both content languages (the member reads theirs). */
export function replyMessage(reply: string, original: string) {
  const quoted = `<blockquote>${paragraphs(original)}</blockquote>`;
  return {
    title: { pt: 'Resposta ao seu feedback', en: 'Reply to your feedback' },
    content: {
      pt: `${paragraphs(reply)}<p>Sua mensagem:</p>${quoted}`,
      en: `${paragraphs(reply)}<p>Your message:</p>${quoted}`,
    },
  };
}

/**
 * Stores the reply, marks the item answered and sends the reply to the member's inbox, in one
 * transaction. Sending the same text again (a double click) changes nothing and sends nothing.
 */
export function replyToFeedback(
  ctx: AppContext,
  id: number,
  text: string,
  operatorId: number,
): Promise<FeedbackChange> {
  const reply = text.replace(/\r\n?/g, '\n').trim();
  return change(ctx, id, async (trx, before) => {
    if (before.reply === reply && before.status === 'answered') return null;
    const row = await trx
      .selectFrom('feedback')
      .select(['member_id', 'content'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const now = new Date(nowMs(ctx));
    await trx
      .updateTable('feedback')
      .set({
        reply,
        status: 'answered',
        replied_at: now.toISOString(),
        replied_by: operatorId,
      })
      .where('id', '=', id)
      .execute();
    await sendMessage(
      trx,
      ctx.merchantCode,
      {
        to: row.member_id,
        ...replyMessage(reply, row.content),
        code: `feedback-reply:${id}:${now.getTime()}`,
        sentAt: now,
      },
      ctx.live,
    );
    return { ...before, status: 'answered', reply };
  });
}
