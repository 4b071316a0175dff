/** Identity checks (issue 23, decision 049): the member's documents and their status. */
export { IdentityPage } from './identity-page.tsx';
