/**
 * The four screens as one lazy chunk: they are small and share their parts, and one chunk keeps
 * the router's entry-chunk cost (import paths, stylesheet names) to one.
 */
export { ActivityPage } from './activity-page.tsx';
export { ActivityDetailPage } from './activity-detail-page.tsx';
export { HelpPage } from './help-page.tsx';
export { UserAgreementPage } from './user-agreement-page.tsx';
