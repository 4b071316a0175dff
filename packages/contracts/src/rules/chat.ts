/**
 * The live-chat gate (spec sections 2, 6 and 9) shared by the server and the site. Small and
 * free of zod and of top-level calls: the site's first screen (the floating menu) reads it.
 */

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
