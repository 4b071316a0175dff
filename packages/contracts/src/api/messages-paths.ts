/**
 * Message calls (issue 7, decision 016): announcement lists, mark read and the member inbox.
 * Kept out of API so the site's first screen does not carry paths only the lazy message
 * screens use.
 */
export const MESSAGES_API = {
  notices: '/wps/announcements/notices',
  popularAnnouncements: '/wps/announcements/popular',
  announcementDetail: '/wps/announcements/detail',
  announcementRead: '/wps/announcements/read',
  inbox: '/wps/member/messages',
  inboxDetail: '/wps/member/messages/detail',
  inboxRead: '/wps/member/messages/read',
  inboxUnread: '/wps/member/messages/unread',
} as const;

/** Announcement lists are announcements (open); marking read and the inbox need a session. */
// Plain strings (not templates of MESSAGES_API): the site's entry chunk then drops the list.
export const OPEN_MESSAGE_ROUTES: readonly string[] = [
  'GET /wps/announcements/notices',
  'GET /wps/announcements/popular',
  'GET /wps/announcements/detail',
];
