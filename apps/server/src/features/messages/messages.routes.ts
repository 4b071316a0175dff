import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES_API,
  InboxDetailQuery,
  InboxMessage,
  InboxPage,
  InboxQuery,
  MailUnreadCount,
  MarkMessageRead,
  MarkMessageReadValue,
} from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { merchantLanguage, requestContentLanguage } from '../../lib/content-language.ts';
import { jsonResponses, noStore } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import {
  inboxMessage,
  inboxPage,
  inboxUnreadCount,
  markMessageRead,
  requireInboxMember,
} from './messages.service.ts';

const tags = ['messages'];

/** The member inbox (MAILCEN): every call needs a session of a real account (not type 4). */
export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const language = async (request: FastifyRequest) =>
    requestContentLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));
  const member = (request: FastifyRequest) => requireInboxMember(requireAuth(request));

  r.get(
    MESSAGES_API.inbox,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: "The member's messages (own and broadcasts), newest first, paged",
        querystring: InboxQuery,
        response: jsonResponses(InboxPage),
      },
    },
    async (request) =>
      ok(await inboxPage(ctx, member(request), request.query, await language(request))),
  );

  r.get(
    MESSAGES_API.inboxDetail,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'One of the member’s messages',
        querystring: InboxDetailQuery,
        response: jsonResponses(InboxMessage),
      },
    },
    async (request) =>
      ok(await inboxMessage(ctx, member(request), request.query.id, await language(request))),
  );

  r.post(
    MESSAGES_API.inboxRead,
    {
      schema: {
        tags,
        summary: 'Marks one of the member’s messages read (idempotent)',
        body: MarkMessageRead,
        response: jsonResponses(MarkMessageReadValue),
      },
    },
    async (request) => {
      await markMessageRead(ctx, member(request), request.body.messageId);
      return ok({ messageId: request.body.messageId, read: true as const });
    },
  );

  r.get(
    MESSAGES_API.inboxUnread,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Mail unread count: the member’s messages without a read',
        response: jsonResponses(MailUnreadCount),
      },
    },
    async (request) => ok({ unReadCount: await inboxUnreadCount(ctx, member(request)) }),
  );
}
