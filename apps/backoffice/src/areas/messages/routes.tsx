import { Navigate, type RouteObject } from 'react-router';
import { InboxDetail } from './inbox-detail.tsx';
import { InboxPage } from './inbox-page.tsx';
import { ItemEditor } from './item-editor.tsx';
import { AnnouncementsPage, HelpTopicsPage, NewsPage } from './list-pages.tsx';
import { MessagesLayout } from './messages-layout.tsx';
import { SendMessagePage } from './send-message-page.tsx';
import { sectionPath } from './paths.ts';

/** The messages area's screens (paths relative to /bo/messages/). */
export const routes: RouteObject[] = [
  {
    element: <MessagesLayout />,
    children: [
      { index: true, element: <Navigate to={sectionPath('announcements')} replace /> },
      { path: 'announcements', element: <AnnouncementsPage /> },
      {
        path: 'announcements/:id',
        element: <ItemEditor key="announcements" kind="announcements" />,
      },
      { path: 'help', element: <HelpTopicsPage /> },
      { path: 'help/:id', element: <ItemEditor key="help" kind="help" /> },
      { path: 'news', element: <NewsPage /> },
      { path: 'news/:id', element: <ItemEditor key="news" kind="news" /> },
      { path: 'inbox', element: <InboxPage /> },
      { path: 'inbox/new', element: <SendMessagePage /> },
      { path: 'inbox/:id', element: <InboxDetail /> },
    ],
  },
];
