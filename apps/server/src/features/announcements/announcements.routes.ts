import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, Announcements, AnnouncementsQuery } from '@app/contracts';
import { assertMerchant } from '../../lib/context.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { sendCachedBody } from '../../lib/cached-body.ts';
import type { BodyCache } from '../../lib/cached-body.ts';
import { queryLanguage, requestContentLanguage } from '../../lib/content-language.ts';
import { ok } from '../../errors.ts';
import {
  announcementReader,
  cachedAnnouncements,
  memberAnnouncements,
} from './announcements.service.ts';
import { registerAnnouncementListRoutes } from './announcement-lists.routes.ts';

/** Without `language=` the texts follow these headers (the site always sends the parameter). */
const LANGUAGE_VARY = ['Accept-Language', 'Cookie'];

export function registerAnnouncementRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  cache: BodyCache,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.announcements,
    {
      // sendCachedBody compresses once per body; the plugin would redo it on every request.
      compress: false,
      schema: {
        tags: ['announcements'],
        summary:
          'Announcements by type (B banners + hot group, PL player list, PU popups, PR promotions)',
        querystring: AnnouncementsQuery,
        response: jsonResponses(Announcements),
      },
    },
    async (request, reply) => {
      assertMerchant(ctx, request.query.merchantCode);
      const language = requestContentLanguage(request);
      const cached = await cachedAnnouncements(ctx, cache, request.query, language);
      const reader = announcementReader(request.auth);
      if (reader) {
        // One member's read state: revalidated every time, kept by no shared cache.
        void reply
          .header('cache-control', 'private, no-cache')
          .header('vary', 'Cookie, Authorization');
        return ok(await memberAnnouncements(ctx, cached, reader));
      }
      const vary = queryLanguage(request) ? [] : LANGUAGE_VARY;
      return sendCachedBody(request, reply, cached, 'private, max-age=10', vary);
    },
  );
  registerAnnouncementListRoutes(app, ctx);
}
