import type { FastifyInstance } from 'fastify';
import {
  BO_FEEDBACK_API,
  BoFeedbackAssignBody,
  BoFeedbackDetail,
  BoFeedbackOperators,
  BoFeedbackPage,
  BoFeedbackQuery,
  BoFeedbackReplyBody,
  BoFeedbackStatusBody,
  BoIdParams,
} from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import { boRead, boWrite } from '../bo-route.ts';
import {
  assignableOperators,
  assignFeedback,
  feedbackDetail,
  listFeedback,
  replyToFeedback,
  setFeedbackStatus,
  type FeedbackChange,
} from './feedback-inbox.service.ts';

/**
 * The Feedback area (issue 21): the inbox read with feedback.read; status, assignment and the
 * reply (which reaches the member's inbox) written with feedback.write, each audited.
 */
export function registerBoFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const audited = (action: string, id: number, change: FeedbackChange) => ({
    value: change.value,
    audit: change.changed
      ? { action, targetType: 'feedback', targetId: id, before: change.before, after: change.after }
      : null,
  });

  boRead(
    app,
    {
      url: BO_FEEDBACK_API.list,
      summary: 'The feedback inbox: filtered, sorted, paged',
      permission: 'feedback.read',
      querystring: BoFeedbackQuery,
      response: BoFeedbackPage,
    },
    async ({ query, operator }) => listFeedback(ctx, query, operator.operatorId),
  );

  boRead(
    app,
    {
      url: BO_FEEDBACK_API.operators,
      summary: 'Operators a feedback can be assigned to',
      permission: 'feedback.read',
      response: BoFeedbackOperators,
    },
    async () => assignableOperators(ctx),
  );

  boRead(
    app,
    {
      url: BO_FEEDBACK_API.detail,
      summary: "One feedback with its member and the member's recent feedback",
      permission: 'feedback.read',
      params: BoIdParams,
      response: BoFeedbackDetail,
    },
    async ({ params }) => feedbackDetail(ctx, params.id),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_FEEDBACK_API.status,
      summary: "Sets a feedback's status",
      permission: 'feedback.write',
      params: BoIdParams,
      body: BoFeedbackStatusBody,
      response: BoFeedbackDetail,
    },
    async ({ params, body }) =>
      audited('feedback.status', params.id, await setFeedbackStatus(ctx, params.id, body.status)),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_FEEDBACK_API.assign,
      summary: 'Assigns a feedback to an operator (null: to nobody)',
      permission: 'feedback.write',
      params: BoIdParams,
      body: BoFeedbackAssignBody,
      response: BoFeedbackDetail,
    },
    async ({ params, body }) =>
      audited('feedback.assign', params.id, await assignFeedback(ctx, params.id, body.operatorId)),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_FEEDBACK_API.reply,
      summary: "Replies to a feedback: stored, sent to the member's inbox, status answered",
      permission: 'feedback.write',
      params: BoIdParams,
      body: BoFeedbackReplyBody,
      response: BoFeedbackDetail,
    },
    async ({ params, body, operator }) =>
      audited(
        'feedback.reply',
        params.id,
        await replyToFeedback(ctx, params.id, body.text, operator.operatorId),
      ),
  );
}
