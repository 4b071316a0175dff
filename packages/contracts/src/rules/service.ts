/**
 * Feedback and live-chat rules (spec accounts-members sections 3 to 9) shared by the server and
 * the site. No zod here: the site's shell reads the chat gate on its first screen.
 */

/** Feedback question types of spec section 3, in the picker's order. */
export const FEEDBACK_TYPES = {
  deposit: 1,
  withdraw: 2,
  game: 3,
  service: 4,
  applyAgent: 6,
  other: 0,
} as const;
export type FeedbackTypeName = keyof typeof FEEDBACK_TYPES;
export type FeedbackType = (typeof FEEDBACK_TYPES)[FeedbackTypeName];
export const FEEDBACK_TYPE_VALUES: readonly number[] = Object.values(FEEDBACK_TYPES);
/** The picker's value while nothing is chosen (spec: initial -1); the server refuses it. */
export const FEEDBACK_TYPE_NONE = -1;

export const FEEDBACK = {
  contentMin: 10,
  contentMax: 200,
  /** The loading message while a feedback is sent (spec section 9). */
  loadingMs: 10_000,
  /** Feedback a member may send per rolling hour (our choice, decision 018). */
  maxPerHour: 5,
  windowMs: 60 * 60_000,
} as const;

export function isFeedbackType(value: unknown): value is FeedbackType {
  return typeof value === 'number' && FEEDBACK_TYPE_VALUES.includes(value);
}

/**
 * The feedback text as stored: line breaks unified, control characters other than newline and
 * tab dropped, outer blanks trimmed. It stays plain text (never HTML); whoever shows it escapes.
 */
export function cleanFeedbackContent(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
      .trim()
  );
}

/** Characters as a person counts them (code points, so an emoji is one). */
export function feedbackLength(text: string): number {
  return [...text].length;
}

/** The cleaned content is within 10 to 200 characters. */
export function isFeedbackContentValid(text: string): boolean {
  const length = feedbackLength(cleanFeedbackContent(text));
  return length >= FEEDBACK.contentMin && length <= FEEDBACK.contentMax;
}

/** The module id the chat calls carry (spec: module id header CBS3). */
export const CHAT_MODULE_ID = 'CBS3';
export const MODULE_ID_HEADER = 'Module-Id';
/** Member types that may chat and read the chat unread count (spec sections 6 and 9). */
export const CHAT_MEMBER_TYPES: readonly number[] = [0, 1, 2];
/** A member label that turns live chat off for that member. */
export const NOCHAT_LABEL = 'nochat';

/**
 * Live chat (spec sections 2 and 6): flag CBS3 on, a member of type 0, 1 or 2 (never a trial
 * player, type 4) and no "nochat" label. The spec names "not 4" for the entry and "0, 1 or 2"
 * for the unread count; one narrower rule keeps the site from offering what the server refuses.
 */
export function chatAllowed(input: {
  chatFlag: boolean;
  type: number | null | undefined;
  labels: readonly string[] | null | undefined;
}): boolean {
  if (!input.chatFlag || input.type === null || input.type === undefined) return false;
  if (!CHAT_MEMBER_TYPES.includes(input.type)) return false;
  return !(input.labels ?? []).includes(NOCHAT_LABEL);
}
