/**
 * Feedback, live chat and the chat unread count (issue 7; spec accounts-members sections 3, 6
 * and 7; decision 018). Every call needs a session. Kept apart from the schemas (no zod), so
 * the site's first screen can name the paths.
 */
export const SERVICE_API = {
  /** PUT sends a feedback (content, type, captcha; the sender is the session's). */
  feedback: '/wps/member/feedback',
  /** GET value.chatUrl: where the member's live chat opens. */
  launchChat: '/wps/chat/launch',
  /** GET value.unReadCount, with the module id header CBS3. */
  chatUnread: '/wps/chat/unread',
} as const;
