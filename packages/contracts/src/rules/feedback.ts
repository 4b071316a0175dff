/**
 * Feedback rules (spec accounts-members sections 3, 5 and 9) shared by the server and the site.
 * The chat gate is in chat.ts: the site's first screen needs it, and only it.
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
export const FEEDBACK_TYPE_VALUES: readonly number[] = [1, 2, 3, 4, 6, 0];
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
