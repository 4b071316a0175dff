/**
 * What the app shell's first screen uses of the member feature. The side menu's parts are in
 * menu.ts: a separate barrel, because their modules import CSS (a side effect the bundler
 * keeps), and the menu loads lazily.
 */
export { MemberHeader, MEMBER_CENTRE_PATH } from './components/member-header.tsx';
export { MemberSession } from './components/member-session.tsx';
export { installSessionGuard } from './session-guard.ts';
export { adoptUrlToken, takeUrlToken } from './url-token.ts';
export { removeMemberQueries, memberKeys } from './api/member-queries.ts';
