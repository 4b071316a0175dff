import type { FastifyInstance } from 'fastify';
import {
  BO_MESSAGES_API,
  BoAnnouncement,
  BoAnnouncementBody,
  BoAnnouncementList,
  BoAudienceCount,
  BoAudienceQuery,
  BoHelpTopic,
  BoHelpTopicBody,
  BoHelpTopicList,
  BoIdParams,
  BoInboxMessage,
  BoInboxPage,
  BoInboxQuery,
  BoNews,
  BoNewsBody,
  BoNewsList,
  BoPreview,
  BoPreviewBody,
  BoSegmentOptions,
  BoSendMessageBody,
  BoSendMessageValue,
} from '@app/contracts/backoffice';
import { requestLanguage } from '../../../errors.ts';
import type { AppContext } from '../../../lib/context.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { boRead, boWrite } from '../bo-route.ts';
import {
  audienceCount,
  audienceOfQuery,
  inboxPage,
  readInboxMessage,
  segmentOptions,
  sendInboxMessage,
  withdrawInboxMessage,
} from './inbox.service.ts';
import {
  listAnnouncements,
  listHelpTopics,
  listNews,
  readAnnouncement,
  readHelpTopic,
  readNews,
  saveAnnouncement,
  saveHelpTopic,
  saveNews,
  type Saved,
} from './items.service.ts';

/**
 * The back office's messages area (issue 22): announcements, help topics and legal documents,
 * hot news and inbox messages. Reads need content.read, writes content.write; every write is
 * audited (before and after) and drops the app's caches, so the member site's next request
 * shows it (announcements and news are otherwise cached for ~10 s).
 */
export function registerBoMessagesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const written = <V>(saved: Saved<V>) => {
    if (saved.audit) app.caches.invalidate();
    return saved;
  };

  // Announcements.
  boRead(
    app,
    {
      url: BO_MESSAGES_API.announcements,
      summary: 'Announcements (PL, PU, A) with their schedule, status and read counts',
      permission: 'content.read',
      response: BoAnnouncementList,
    },
    () => listAnnouncements(ctx),
  );
  boRead(
    app,
    {
      url: BO_MESSAGES_API.announcement,
      summary: 'One announcement with its texts in each language',
      permission: 'content.read',
      params: BoIdParams,
      response: BoAnnouncement,
    },
    ({ params }) => readAnnouncement(ctx, params.id),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MESSAGES_API.announcements,
      summary: 'Creates an announcement',
      permission: 'content.write',
      body: BoAnnouncementBody,
      response: BoAnnouncement,
    },
    async ({ body }) => written(await saveAnnouncement(ctx, null, body)),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MESSAGES_API.announcement,
      summary: "Changes an announcement's type, schedule, switch and texts",
      permission: 'content.write',
      params: BoIdParams,
      body: BoAnnouncementBody,
      response: BoAnnouncement,
    },
    async ({ params, body }) => written(await saveAnnouncement(ctx, params.id, body)),
  );

  // Help topics and legal documents.
  boRead(
    app,
    {
      url: BO_MESSAGES_API.helpTopics,
      summary: 'Help topics, the terms, privacy policy and user agreement among them',
      permission: 'content.read',
      response: BoHelpTopicList,
    },
    () => listHelpTopics(ctx),
  );
  boRead(
    app,
    {
      url: BO_MESSAGES_API.helpTopic,
      summary: 'One help topic with its texts in each language',
      permission: 'content.read',
      params: BoIdParams,
      response: BoHelpTopic,
    },
    ({ params }) => readHelpTopic(ctx, params.id),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MESSAGES_API.helpTopics,
      summary: 'Creates a help topic',
      permission: 'content.write',
      body: BoHelpTopicBody,
      response: BoHelpTopic,
    },
    async ({ body }) => written(await saveHelpTopic(ctx, null, body)),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MESSAGES_API.helpTopic,
      summary: 'Changes a help topic or legal document',
      permission: 'content.write',
      params: BoIdParams,
      body: BoHelpTopicBody,
      response: BoHelpTopic,
    },
    async ({ params, body }) => written(await saveHelpTopic(ctx, params.id, body)),
  );

  // Hot news.
  boRead(
    app,
    {
      url: BO_MESSAGES_API.news,
      summary: 'Hot news items with their schedule and status',
      permission: 'content.read',
      response: BoNewsList,
    },
    () => listNews(ctx),
  );
  boRead(
    app,
    {
      url: BO_MESSAGES_API.newsItem,
      summary: 'One news item with its texts in each language',
      permission: 'content.read',
      params: BoIdParams,
      response: BoNews,
    },
    ({ params }) => readNews(ctx, params.id),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MESSAGES_API.news,
      summary: 'Creates a news item',
      permission: 'content.write',
      body: BoNewsBody,
      response: BoNews,
    },
    async ({ body }) => written(await saveNews(ctx, null, body)),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MESSAGES_API.newsItem,
      summary: 'Changes a news item',
      permission: 'content.write',
      params: BoIdParams,
      body: BoNewsBody,
      response: BoNews,
    },
    async ({ params, body }) => written(await saveNews(ctx, params.id, body)),
  );

  // Inbox messages.
  boRead(
    app,
    {
      url: BO_MESSAGES_API.inbox,
      summary: 'Sent inbox messages, newest first, with audience, recipients and reads',
      permission: 'content.read',
      querystring: BoInboxQuery,
      response: BoInboxPage,
    },
    ({ query }) => inboxPage(ctx, query),
  );
  boRead(
    app,
    {
      url: BO_MESSAGES_API.inboxItem,
      summary: 'One sent inbox message with its texts in each language',
      permission: 'content.read',
      params: BoIdParams,
      response: BoInboxMessage,
    },
    ({ params }) => readInboxMessage(ctx, params.id),
  );
  boRead(
    app,
    {
      url: BO_MESSAGES_API.audience,
      summary: 'How many members an audience (one member, a segment, everyone) reaches now',
      permission: 'content.read',
      querystring: BoAudienceQuery,
      response: BoAudienceCount,
    },
    async ({ query }) => ({ count: await audienceCount(ctx, audienceOfQuery(query)) }),
  );
  boRead(
    app,
    {
      url: BO_MESSAGES_API.segmentOptions,
      summary: 'What a segment can be built from (VIP levels)',
      permission: 'content.read',
      response: BoSegmentOptions,
    },
    ({ request }) => segmentOptions(ctx, requestLanguage(request) === 'PT' ? 'PT' : 'EN'),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MESSAGES_API.inbox,
      summary: 'Sends (or schedules) an inbox message to one member, a segment or everyone',
      permission: 'content.write',
      body: BoSendMessageBody,
      response: BoSendMessageValue,
    },
    async ({ body }) => written(await sendInboxMessage(ctx, body)),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MESSAGES_API.inboxWithdraw,
      summary: 'Takes a sent message out of every inbox',
      permission: 'content.write',
      params: BoIdParams,
      response: BoInboxMessage,
    },
    async ({ params }) => written(await withdrawInboxMessage(ctx, params.id)),
  );

  // The preview: operator HTML cleaned by the very allow-list that stores it. Nothing is
  // written, so there is no audit row (boWrite records none for a null entry).
  boWrite(
    app,
    ctx,
    {
      url: BO_MESSAGES_API.preview,
      summary: 'Operator HTML as it would be stored and shown (sanitised); stores nothing',
      permission: 'content.read',
      body: BoPreviewBody,
      response: BoPreview,
    },
    async ({ body }) => ({ value: { html: sanitizeHtml(body.html) }, audit: null }),
  );
}
