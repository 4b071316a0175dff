/** The service screens, one lazy module for the router. */
export { FeedbackPage } from './feedback-page.tsx';
export { CustomerPage } from './customer-page.tsx';
