import type { RouteObject } from 'react-router';
import { FeedbackDetailPage } from './feedback-detail.tsx';
import { FeedbackInbox } from './feedback-inbox.tsx';

/** The feedback area's screens (paths relative to /bo/feedback/). */
export const routes: RouteObject[] = [
  { index: true, element: <FeedbackInbox /> },
  { path: ':id', element: <FeedbackDetailPage /> },
];
