import { z } from 'zod';
import { FEEDBACK_TYPE_VALUES } from '../rules/feedback.ts';
import { BoPageQuery, boPage } from './common.ts';

/**
 * The back office's feedback inbox (issue 21, decision 043): what members send from the site's
 * feedback form, with its status, the operator it is assigned to, and the reply, which is also
 * sent to the member's inbox.
 */
export const BO_FEEDBACK_API = {
  list: '/bo/api/feedback',
  /** Operators a feedback can be assigned to (their role may answer feedback). */
  operators: '/bo/api/feedback/operators',
  detail: '/bo/api/feedback/:id',
  status: '/bo/api/feedback/:id/status',
  assign: '/bo/api/feedback/:id/assign',
  reply: '/bo/api/feedback/:id/reply',
} as const;

/** new -> read -> answered (a reply makes it answered). */
export const BO_FEEDBACK_STATUSES = ['new', 'read', 'answered'] as const;
export const BoFeedbackStatus = z.enum(BO_FEEDBACK_STATUSES);
export type BoFeedbackStatus = z.infer<typeof BoFeedbackStatus>;

/** Assigned to the caller, to any operator, or to nobody. */
export const BO_FEEDBACK_ASSIGNED = ['me', 'anyone', 'nobody'] as const;
export const BO_FEEDBACK_SORTS = ['created', 'status', 'type'] as const;

export const BO_FEEDBACK_REPLY_MAX = 2000;

const isoInstant = z.iso.datetime({ offset: true });

/** `from` is inclusive and `to` exclusive (ISO instants). */
export const BoFeedbackQuery = BoPageQuery.extend({
  status: BoFeedbackStatus.optional(),
  type: z.coerce
    .number()
    .int()
    .refine((value) => FEEDBACK_TYPE_VALUES.includes(value), 'not a feedback type')
    .optional(),
  assigned: z.enum(BO_FEEDBACK_ASSIGNED).optional(),
  /** A member's account name (any case, or its start) or id. */
  member: z.string().trim().max(64).optional(),
  from: isoInstant.optional(),
  to: isoInstant.optional(),
  sort: z.enum(BO_FEEDBACK_SORTS).default('created'),
  /** Newest first by default. */
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type BoFeedbackQuery = z.input<typeof BoFeedbackQuery>;

/** An operator as the inbox names one. */
export const BoFeedbackOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
});
export type BoFeedbackOperator = z.infer<typeof BoFeedbackOperator>;

export const BoFeedbackRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  type: z.number().int(),
  /** Plain text as the member typed it (never HTML: escape it). */
  content: z.string(),
  status: BoFeedbackStatus,
  createdAt: z.string(),
  assignedTo: BoFeedbackOperator.nullable(),
  repliedAt: z.string().nullable(),
});
export type BoFeedbackRow = z.infer<typeof BoFeedbackRow>;

export const BoFeedbackPage = boPage(BoFeedbackRow);
export type BoFeedbackPage = z.infer<typeof BoFeedbackPage>;

export const BoFeedbackMember = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickname: z.string(),
  status: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type BoFeedbackMember = z.infer<typeof BoFeedbackMember>;

export const BoFeedbackDetail = BoFeedbackRow.extend({
  reply: z.string().nullable(),
  repliedBy: BoFeedbackOperator.nullable(),
  member: BoFeedbackMember,
  /** The member's latest feedback (this one included), newest first. */
  recent: z.array(BoFeedbackRow),
});
export type BoFeedbackDetail = z.infer<typeof BoFeedbackDetail>;

export const BoFeedbackOperators = z.array(BoFeedbackOperator);
export type BoFeedbackOperators = z.infer<typeof BoFeedbackOperators>;

export const BoFeedbackStatusBody = z.object({ status: BoFeedbackStatus });
export type BoFeedbackStatusBody = z.infer<typeof BoFeedbackStatusBody>;

/** null unassigns. */
export const BoFeedbackAssignBody = z.object({
  operatorId: z.number().int().positive().nullable(),
});
export type BoFeedbackAssignBody = z.infer<typeof BoFeedbackAssignBody>;

export const BoFeedbackReplyBody = z.object({
  text: z.string().trim().min(1).max(BO_FEEDBACK_REPLY_MAX),
});
export type BoFeedbackReplyBody = z.infer<typeof BoFeedbackReplyBody>;
