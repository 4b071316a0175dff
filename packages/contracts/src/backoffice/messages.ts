import { z } from 'zod';
import { boPage } from './common.ts';

/**
 * The back office's messages area (issue 22): what the member site shows as text, in PT-BR and
 * EN (VI reads EN, as everywhere the merchant writes content): announcements (PL player list,
 * PU pop-up, A agents'; banners B and promotions PR are the content area's), help topics with
 * the terms, privacy policy and user agreement, hot news, and inbox messages to one member, a
 * segment or everyone. Every item has a publish time and an optional unpublish time; reads need
 * content.read, writes content.write. Operator HTML is sanitised by the server when stored (and
 * by the preview call, with the same allow-list, when the back office shows it).
 */
export const BO_MESSAGES_API = {
  /** GET the list, POST a new one. */
  announcements: '/bo/api/messages/announcements',
  /** GET one, POST its new values. */
  announcement: '/bo/api/messages/announcements/:id',
  helpTopics: '/bo/api/messages/help-topics',
  helpTopic: '/bo/api/messages/help-topics/:id',
  news: '/bo/api/messages/news',
  newsItem: '/bo/api/messages/news/:id',
  /** GET a page of sent inbox messages, POST sends one. */
  inbox: '/bo/api/messages/inbox',
  inboxItem: '/bo/api/messages/inbox/:id',
  /** POST: takes a sent message out of every inbox. */
  inboxWithdraw: '/bo/api/messages/inbox/:id/withdraw',
  /** GET how many members an audience reaches now. */
  audience: '/bo/api/messages/audience',
  /** GET what a segment can be built from (the VIP levels). */
  segmentOptions: '/bo/api/messages/segment-options',
  /** POST operator HTML, answers it sanitised as it would be stored (nothing is stored). */
  preview: '/bo/api/messages/preview',
} as const;

/** The languages merchant texts are written in (the site reads VI as EN). */
export const BO_MESSAGE_LANGUAGES = ['PT', 'EN'] as const;
export type BoMessageLanguage = (typeof BO_MESSAGE_LANGUAGES)[number];

export const BO_TITLE_MAX = 200;
export const BO_SUMMARY_MAX = 500;
export const BO_HTML_MAX = 20_000;

/** An instant as the API writes it (ISO 8601 with offset). */
const Instant = z.iso.datetime({ offset: true });

/** Where an item stands now: not switched on, waiting for its publish time, shown, or past it. */
export const BO_PUBLICATION_STATUSES = ['off', 'scheduled', 'live', 'ended'] as const;
export const BoPublicationStatus = z.enum(BO_PUBLICATION_STATUSES);
export type BoPublicationStatus = z.infer<typeof BoPublicationStatus>;

/** One language's texts; '' means "not written in this language" (the other one is shown). */
const LanguageTexts = z.object({
  title: z.string().trim().max(BO_TITLE_MAX),
  summary: z.string().trim().max(BO_SUMMARY_MAX).optional(),
  content: z.string().max(BO_HTML_MAX),
});
export const BoMessageTexts = z
  .object({ PT: LanguageTexts, EN: LanguageTexts })
  .refine((texts) => texts.PT.title !== '' || texts.EN.title !== '', {
    message: 'A title in at least one language',
    path: ['PT', 'title'],
  })
  .refine(
    (texts) =>
      (texts.PT.title === '') === (texts.PT.content.trim() === '') &&
      (texts.EN.title === '') === (texts.EN.content.trim() === ''),
    { message: 'A language with a title needs a content, and the other way round' },
  );
export type BoMessageTexts = z.infer<typeof BoMessageTexts>;

/** Publish time and optional unpublish time, the second after the first. */
const Schedule = z.object({ publishAt: Instant, unpublishAt: Instant.nullable() });
const scheduleInOrder = (value: { publishAt: string; unpublishAt: string | null }) =>
  value.unpublishAt === null || Date.parse(value.unpublishAt) > Date.parse(value.publishAt);
const ORDER_MESSAGE = { message: 'The unpublish time must be after the publish time' };

// ---------------------------------------------------------------------------------------------
// Announcements

/** The announcement types kept in the announcements table (spec: PL player, PU pop-up, A agent). */
export const BO_ANNOUNCEMENT_TYPES = ['PL', 'PU', 'A'] as const;
export const BoAnnouncementType = z.enum(BO_ANNOUNCEMENT_TYPES);
export type BoAnnouncementType = z.infer<typeof BoAnnouncementType>;

export const BoAnnouncementBody = Schedule.extend({
  type: BoAnnouncementType,
  enabled: z.boolean(),
  texts: BoMessageTexts,
}).refine(scheduleInOrder, ORDER_MESSAGE);
export type BoAnnouncementBody = z.infer<typeof BoAnnouncementBody>;

const ListedItem = z.object({
  id: z.number().int(),
  code: z.string(),
  /** PT title, else EN. */
  titlePt: z.string(),
  titleEn: z.string(),
  enabled: z.boolean(),
  publishAt: z.string(),
  unpublishAt: z.string().nullable(),
  status: BoPublicationStatus,
});

export const BoAnnouncementRow = ListedItem.extend({
  type: z.string(),
  /** Members who marked it read. */
  reads: z.number().int(),
});
export type BoAnnouncementRow = z.infer<typeof BoAnnouncementRow>;
export const BoAnnouncementList = z.object({ rows: z.array(BoAnnouncementRow) });
export type BoAnnouncementList = z.infer<typeof BoAnnouncementList>;

export const BoAnnouncement = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.string(),
  enabled: z.boolean(),
  publishAt: z.string(),
  unpublishAt: z.string().nullable(),
  status: BoPublicationStatus,
  texts: z.object({
    PT: z.object({ title: z.string(), content: z.string() }),
    EN: z.object({ title: z.string(), content: z.string() }),
  }),
});
export type BoAnnouncement = z.infer<typeof BoAnnouncement>;

// ---------------------------------------------------------------------------------------------
// Help topics (the terms, privacy policy and user agreement are help topics with those tags)

/** The tags of the legal documents the site links to (/m/help?tag=terms, /m/useragreement). */
export const BO_LEGAL_TAGS = ['terms', 'privacy', 'useragreement'] as const;
export const BO_HELP_DEVICES = ['MOBILE', 'PC'] as const;

export const BoHelpTopicBody = Schedule.extend({
  tag: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,32}$/),
  device: z.enum(BO_HELP_DEVICES),
  sequence: z.number().int().min(0).max(9999),
  /** Off keeps a document out of the help menu (the user agreement has its own page). */
  inMenu: z.boolean(),
  enabled: z.boolean(),
  texts: BoMessageTexts,
}).refine(scheduleInOrder, ORDER_MESSAGE);
export type BoHelpTopicBody = z.infer<typeof BoHelpTopicBody>;

export const BoHelpTopicRow = ListedItem.extend({
  tag: z.string(),
  device: z.string(),
  sequence: z.number().int(),
  inMenu: z.boolean(),
  legal: z.boolean(),
});
export type BoHelpTopicRow = z.infer<typeof BoHelpTopicRow>;
export const BoHelpTopicList = z.object({ rows: z.array(BoHelpTopicRow) });
export type BoHelpTopicList = z.infer<typeof BoHelpTopicList>;

export const BoHelpTopic = BoHelpTopicRow.omit({ titlePt: true, titleEn: true }).extend({
  texts: BoAnnouncement.shape.texts,
});
export type BoHelpTopic = z.infer<typeof BoHelpTopic>;

// ---------------------------------------------------------------------------------------------
// Hot news

/** The pictures a news item can carry (drawn by the server; no upload here). */
export const BO_NEWS_ART = ['football', 'lottery', 'slots', 'live', 'promo'] as const;

export const BoNewsBody = Schedule.extend({
  art: z.enum(BO_NEWS_ART),
  enabled: z.boolean(),
  texts: BoMessageTexts,
}).refine(scheduleInOrder, ORDER_MESSAGE);
export type BoNewsBody = z.infer<typeof BoNewsBody>;

export const BoNewsRow = ListedItem.extend({ art: z.string() });
export type BoNewsRow = z.infer<typeof BoNewsRow>;
export const BoNewsList = z.object({ rows: z.array(BoNewsRow) });
export type BoNewsList = z.infer<typeof BoNewsList>;

export const BoNews = BoNewsRow.omit({ titlePt: true, titleEn: true }).extend({
  texts: z.object({
    PT: z.object({ title: z.string(), summary: z.string(), content: z.string() }),
    EN: z.object({ title: z.string(), summary: z.string(), content: z.string() }),
  }),
});
export type BoNews = z.infer<typeof BoNews>;

// ---------------------------------------------------------------------------------------------
// Inbox messages

/**
 * A segment: every criterion given must hold (AND).
 * - vipCode: the member's VIP level (members without a level are at the entry level);
 * - agent: the direct team of an agent (members whose upline is that agent), by account name;
 * - registeredFrom / registeredTo: registration time in [from, to);
 * - deposited: true members with at least one approved deposit, false members with none.
 * Trial accounts (type 4) are never in a segment: they have no inbox.
 */
export const BoSegment = z
  .object({
    vipCode: z.string().trim().min(1).max(32).optional(),
    agent: z.string().trim().min(1).max(64).optional(),
    registeredFrom: Instant.optional(),
    registeredTo: Instant.optional(),
    deposited: z.boolean().optional(),
  })
  .refine((segment) => Object.values(segment).some((value) => value !== undefined), {
    message: 'A segment needs at least one criterion',
  });
export type BoSegment = z.infer<typeof BoSegment>;

/**
 * Who a message goes to. `everyone` is one broadcast row: members who register later see it
 * too (decision 016). `segment` is a snapshot of the segment's members when it is sent.
 */
export const BoAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), member: z.string().trim().min(1).max(64) }),
  z.object({ kind: z.literal('segment'), segment: BoSegment }),
  z.object({ kind: z.literal('everyone') }),
]);
export type BoAudience = z.infer<typeof BoAudience>;

export const BoSendMessageBody = z
  .object({
    audience: BoAudience,
    texts: BoMessageTexts,
    /** When it reaches the inbox (now or later). */
    publishAt: Instant,
    /** When it leaves the inbox; null: never. */
    unpublishAt: Instant.nullable(),
  })
  .refine(scheduleInOrder, ORDER_MESSAGE);
export type BoSendMessageBody = z.infer<typeof BoSendMessageBody>;

export const BoSendMessageValue = z.object({ id: z.number().int(), recipients: z.number().int() });
export type BoSendMessageValue = z.infer<typeof BoSendMessageValue>;

/** The audience as a query string (what the send form shows as "reaches N members"). */
export const BoAudienceQuery = z.object({
  kind: z.enum(['member', 'segment', 'everyone']),
  member: z.string().trim().max(64).optional(),
  vipCode: z.string().trim().max(32).optional(),
  agent: z.string().trim().max(64).optional(),
  registeredFrom: Instant.optional(),
  registeredTo: Instant.optional(),
  deposited: z.enum(['yes', 'no']).optional(),
});
export type BoAudienceQuery = z.infer<typeof BoAudienceQuery>;

export const BoAudienceCount = z.object({ count: z.number().int() });
export type BoAudienceCount = z.infer<typeof BoAudienceCount>;

export const BoSegmentOptions = z.object({
  vipLevels: z.array(z.object({ code: z.string(), level: z.number().int(), name: z.string() })),
});
export type BoSegmentOptions = z.infer<typeof BoSegmentOptions>;

export const BoInboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(25),
  offset: z.coerce.number().int().min(0).default(0),
  audience: z.enum(['member', 'segment', 'everyone']).optional(),
});
export type BoInboxQuery = z.infer<typeof BoInboxQuery>;

export const BoInboxRow = z.object({
  id: z.number().int(),
  audience: z.enum(['member', 'segment', 'everyone']),
  /** The member's account name, the segment in words' keys, or null for everyone. */
  memberId: z.number().int().nullable(),
  memberName: z.string().nullable(),
  segment: z.record(z.string(), z.unknown()).nullable(),
  recipients: z.number().int().nullable(),
  reads: z.number().int(),
  titlePt: z.string(),
  titleEn: z.string(),
  publishAt: z.string(),
  unpublishAt: z.string().nullable(),
  enabled: z.boolean(),
  status: BoPublicationStatus,
});
export type BoInboxRow = z.infer<typeof BoInboxRow>;
export const BoInboxPage = boPage(BoInboxRow);
export type BoInboxPage = z.infer<typeof BoInboxPage>;

export const BoInboxMessage = BoInboxRow.omit({ titlePt: true, titleEn: true }).extend({
  texts: BoAnnouncement.shape.texts,
});
export type BoInboxMessage = z.infer<typeof BoInboxMessage>;

// ---------------------------------------------------------------------------------------------
// Preview

export const BoPreviewBody = z.object({ html: z.string().max(BO_HTML_MAX) });
export const BoPreview = z.object({ html: z.string() });
export type BoPreview = z.infer<typeof BoPreview>;

/** An update answers the stored item; one shape for the three editors' saves. */
export const BoSavedItem = z.object({ id: z.number().int() });
export type BoSavedItem = z.infer<typeof BoSavedItem>;
