/** The message screens in one lazy chunk: they share the list, tabs and bar anyway. */
export { MemberNoticePage, MessagePage, NoticePage } from './announcement-pages.tsx';
export { MessageDetailPage } from './message-detail-page.tsx';
export { WebEmailPage } from './web-email-page.tsx';
