import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChatModuleHeaders,
  ChatUnreadValue,
  FeedbackBody,
  FeedbackValue,
  LaunchChatValue,
  SERVICE_API,
} from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses, noStore } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import { chatUnread, launchChat } from './chat.service.ts';
import { sendFeedback } from './feedback.service.ts';

const tags = ['service'];

/** Feedback, launch chat and the chat unread count (decision 018); all need a session. */
export function registerServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    SERVICE_API.feedback,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Sends a feedback to the operator (plain text, captcha, 5 per member per hour)',
        description:
          'content: 10 to 200 characters once trimmed; type: 0, 1, 2, 3, 4 or 6; captchaKey and captcha from the captcha call. The sender is the session member: a `sender` naming anyone else is refused (403 feedback.sender.mismatch).',
        body: FeedbackBody,
        response: jsonResponses(FeedbackValue),
      },
    },
    async (request) => ok(await sendFeedback(ctx, requireAuth(request), request.body, request.ip)),
  );

  r.get(
    SERVICE_API.launchChat,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary:
          "The member's live-chat address (flag CBS3, member type 0, 1 or 2, no nochat label)",
        response: jsonResponses(LaunchChatValue),
      },
    },
    async (request) => ok(await launchChat(ctx, requireAuth(request))),
  );

  r.get(
    SERVICE_API.chatUnread,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Unread chat messages (module id header CBS3; member type 0, 1 or 2)',
        headers: ChatModuleHeaders,
        response: jsonResponses(ChatUnreadValue),
      },
    },
    async (request) => ok(await chatUnread(ctx, requireAuth(request))),
  );
}
