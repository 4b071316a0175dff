import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES_API,
  Announcement,
  AnnouncementDetailQuery,
  AnnouncementPage,
  MarkAnnouncementRead,
  MarkAnnouncementReadValue,
  NoticesQuery,
  PopularAnnouncementsQuery,
} from '@app/contracts';
import { AppError, ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { merchantLanguage, requestContentLanguage } from '../../lib/content-language.ts';
import { jsonResponses, noStore } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import { announcementReader } from './announcements.service.ts';
import {
  announcementDetail,
  announcementPage,
  markAnnouncementRead,
} from './announcement-lists.service.ts';

const tags = ['announcements'];

/** Notices, popular announcements, one announcement (open), and mark read (session). */
export function registerAnnouncementListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const language = async (request: FastifyRequest) =>
    requestContentLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));

  r.get(
    MESSAGES_API.notices,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary:
          'Notices: announcements of `types` (PU by default; PL, A for agents), newest first, paged',
        querystring: NoticesQuery,
        response: jsonResponses(AnnouncementPage),
      },
    },
    async (request) =>
      ok(
        await announcementPage(
          ctx,
          announcementReader(request.auth),
          request.query,
          await language(request),
        ),
      ),
  );

  r.get(
    MESSAGES_API.popularAnnouncements,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Popular announcements: the player (PL) announcements, newest first, paged',
        querystring: PopularAnnouncementsQuery,
        response: jsonResponses(AnnouncementPage),
      },
    },
    async (request) =>
      ok(
        await announcementPage(
          ctx,
          announcementReader(request.auth),
          { ...request.query, types: ['PL'] },
          await language(request),
        ),
      ),
  );

  r.get(
    MESSAGES_API.announcementDetail,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'One announcement by id (with the member’s read state)',
        querystring: AnnouncementDetailQuery,
        response: jsonResponses(Announcement),
      },
    },
    async (request) =>
      ok(
        await announcementDetail(
          ctx,
          announcementReader(request.auth),
          request.query.id,
          await language(request),
        ),
      ),
  );

  r.post(
    MESSAGES_API.announcementRead,
    {
      schema: {
        tags,
        summary: 'Marks an announcement read (idempotent; not for customer type 4)',
        body: MarkAnnouncementRead,
        response: jsonResponses(MarkAnnouncementReadValue),
      },
    },
    async (request) => {
      const reader = announcementReader(requireAuth(request));
      if (!reader) throw new AppError('trial.forbidden', 403);
      await markAnnouncementRead(ctx, reader, request.body.announcementId);
      return ok({ announcementId: request.body.announcementId, read: true as const });
    },
  );
}
