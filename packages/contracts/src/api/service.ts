import { z } from 'zod';
import { CaptchaAnswer, CaptchaKey } from './accounts.ts';
import { CHAT_MODULE_ID, MODULE_ID_HEADER } from '../rules/chat.ts';

/**
 * The body of a feedback. Content and type are checked by the service (their own error codes,
 * spec section 5), so the schema only bounds their shape; `sender`, when sent, must be the
 * session's user name.
 */
export const FeedbackBody = z.object({
  content: z.string().max(2_000),
  type: z.number().int(),
  captcha: CaptchaAnswer.optional(),
  captchaKey: CaptchaKey.optional(),
  sender: z.string().max(64).optional(),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;

export const FeedbackValue = z.object({
  id: z.number().int(),
  createdAt: z.string(),
});
export type FeedbackValue = z.infer<typeof FeedbackValue>;

export const LaunchChatValue = z.object({ chatUrl: z.string() });
export type LaunchChatValue = z.infer<typeof LaunchChatValue>;

export const ChatUnreadValue = z.object({ unReadCount: z.number().int().min(0) });
export type ChatUnreadValue = z.infer<typeof ChatUnreadValue>;

/** Node lower-cases header names; the site sends `Module-Id: CBS3`. */
export const ChatModuleHeaders = z.object({
  [MODULE_ID_HEADER.toLowerCase()]: z.literal(CHAT_MODULE_ID),
});
