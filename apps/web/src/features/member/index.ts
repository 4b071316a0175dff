/** What the app shell uses of the member feature. */
export { MemberHeader, MEMBER_CENTRE_PATH } from './components/member-header.tsx';
export { MemberMenu, GuestAgentEntry, LogoutButton } from './components/member-menu.tsx';
export { LogoutDialog } from './components/logout-dialog.tsx';
export { MemberSession } from './components/member-session.tsx';
export { installSessionGuard } from './session-guard.ts';
export { adoptUrlToken, takeUrlToken } from './url-token.ts';
export { removeMemberQueries, memberKeys } from './api/member-queries.ts';
