import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AnnouncementTicker } from '../../../components/promo/announcement-ticker.tsx';
import { useAnnouncementList } from '../api/messages-queries.ts';
import { MessageTabs } from './message-tabs.tsx';
import styles from './messages.module.css';

/**
 * Every message screen: the scrolling announcement bar on top (a title opens it in the
 * announcement list), the tabs, then the screen's own list.
 */
export function MessageScreen({ children, tabs = true }: { children: ReactNode; tabs?: boolean }) {
  const navigate = useNavigate();
  const popular = useAnnouncementList('announcements');
  const firstPage = popular.data?.pages[0]?.list;
  return (
    <div className={styles.page}>
      <AnnouncementTicker
        announcements={popular.isPending ? undefined : (firstPage ?? [])}
        onOpen={(item) => void navigate(`/message?id=${item.id}`)}
      />
      {tabs && <MessageTabs />}
      {children}
    </div>
  );
}
