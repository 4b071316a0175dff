/** The member invite screen (issue 18, decision 035). */
export { InvitePage } from './invite-page.tsx';
