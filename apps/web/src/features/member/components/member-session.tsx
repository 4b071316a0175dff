import { useMemberInfo, useUnreadCounts } from '../api/member-queries.ts';

/**
 * Boot: with session info stored, member info (and the unread counts) load on every page, so
 * a session the server has ended is noticed at once (its 401 signs out) and the labels that
 * gate live chat are known. Renders nothing.
 */
export function MemberSession() {
  useMemberInfo();
  useUnreadCounts();
  return null;
}
