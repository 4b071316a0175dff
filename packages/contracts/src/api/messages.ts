import { z } from 'zod';
import { Announcement } from './announcements.ts';
import { LanguageParam, PageNo, RowId, RowIdParam } from './common.ts';

export { MESSAGES_API, OPEN_MESSAGE_ROUTES } from './messages-paths.ts';

/**
 * Announcements as lists and member messages (the MAILCEN inbox), spec accounts-members
 * sections 2, 3, 4, 6 and 7; decision 016. Announcement lists are open to guests (their
 * items are never read); with a session each item carries the member's own `read`. Marking
 * read and the inbox need a session, and customer type 4 (trial) can do neither.
 */

/** Default and largest page of the message lists. */
export const MESSAGE_PAGE_SIZE = 20;
export const MESSAGE_PAGE_SIZE_MAX = 100;

/** The announcement types that are lists of texts (B are banners, PR promotions). */
export const ListedAnnouncementType = z.enum(['PL', 'PU', 'A']);
export type ListedAnnouncementType = z.infer<typeof ListedAnnouncementType>;

const PageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(MESSAGE_PAGE_SIZE_MAX)
  .default(MESSAGE_PAGE_SIZE);

/** Comma-separated listed types (`types=PU` or `types=PL,PU`); A answers only agents. */
const ListedTypes = z
  .string()
  .min(1)
  .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))])
  .pipe(z.array(ListedAnnouncementType).min(1));

/** Notices (GET MESSAGES_API.notices): PU pop-up notices unless `types` asks for others. */
export const NoticesQuery = z.object({
  types: ListedTypes.default(['PU']),
  pageNo: PageNo,
  pageSize: PageSize,
  language: LanguageParam.optional(),
});
export type NoticesQuery = z.input<typeof NoticesQuery>;

/** Popular announcements (GET MESSAGES_API.popularAnnouncements): the PL list the ticker runs. */
export const PopularAnnouncementsQuery = z.object({
  pageNo: PageNo,
  pageSize: PageSize,
  language: LanguageParam.optional(),
});
export type PopularAnnouncementsQuery = z.input<typeof PopularAnnouncementsQuery>;

/** A page of a newest-first list. */
function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  });
}

export const AnnouncementPage = pageOf(Announcement);
export type AnnouncementPage = z.infer<typeof AnnouncementPage>;

export const AnnouncementDetailQuery = z.object({
  id: RowIdParam,
  language: LanguageParam.optional(),
});
export type AnnouncementDetailQuery = z.input<typeof AnnouncementDetailQuery>;

/** Mark announcement read (POST, spec section 7): only `read: true` is a request. */
export const MarkAnnouncementRead = z.object({
  announcementId: RowId,
  read: z.literal(true),
});
export type MarkAnnouncementRead = z.input<typeof MarkAnnouncementRead>;

export const MarkAnnouncementReadValue = z.object({
  announcementId: z.number().int(),
  read: z.literal(true),
});
export type MarkAnnouncementReadValue = z.infer<typeof MarkAnnouncementReadValue>;

/** A message in the member's inbox: sent to them alone or to every member (broadcast). */
export const InboxMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML, cleaned when stored; the site cleans it again before showing it. */
  content: z.string(),
  /** When it was sent (ISO instant); the site shows YYYY-MM-DD. */
  startDate: z.string(),
  read: z.boolean(),
  broadcast: z.boolean(),
});
export type InboxMessage = z.infer<typeof InboxMessage>;

export const InboxQuery = z.object({
  pageNo: PageNo,
  pageSize: PageSize,
  language: LanguageParam.optional(),
});
export type InboxQuery = z.input<typeof InboxQuery>;

export const InboxPage = pageOf(InboxMessage);
export type InboxPage = z.infer<typeof InboxPage>;

export const InboxDetailQuery = AnnouncementDetailQuery;

export const MarkMessageRead = z.object({
  messageId: RowId,
  read: z.literal(true),
});
export type MarkMessageRead = z.input<typeof MarkMessageRead>;

export const MarkMessageReadValue = z.object({
  messageId: z.number().int(),
  read: z.literal(true),
});
export type MarkMessageReadValue = z.infer<typeof MarkMessageReadValue>;

/** Mail unread count (spec section 7 "Inbox and mail unread count": value). */
export const MailUnreadCount = z.object({ unReadCount: z.number().int().min(0) });
export type MailUnreadCount = z.infer<typeof MailUnreadCount>;
