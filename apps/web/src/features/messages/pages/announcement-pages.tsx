import '../i18n/texts.ts';
import { useTranslation } from 'react-i18next';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import {
  itemsOf,
  useCanMarkRead,
  useAnnouncementList,
  useMarkRead,
} from '../api/messages-queries.ts';
import { MessageList } from '../components/message-list.tsx';
import { MessageScreen } from '../components/message-screen.tsx';

function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function AnnouncementListScreen({ kind }: { kind: 'announcements' | 'notices' }) {
  const { t } = useTranslation();
  const [params] = useUrlQuery();
  const query = useAnnouncementList(kind);
  const canMark = useCanMarkRead();
  const markRead = useMarkRead(kind);
  const openId = idParam(params.get('id'));
  return (
    <MessageScreen>
      <MessageList
        key={openId ?? 'list'}
        query={query}
        items={itemsOf(query.data)}
        label={t(`messages.list.${kind}`)}
        emptyHint={t(`messages.emptyHint.${kind}`)}
        onOpen={markRead}
        showReadState={canMark}
        openId={openId}
      />
    </MessageScreen>
  );
}

/** /m/message: the announcement list (PL, the ticker's announcements); `?id=` opens one. */
export function MessagePage() {
  return <AnnouncementListScreen kind="announcements" />;
}

/** /m/notice: the notices (PU), as the home notice area's "all" link lists them. */
export function NoticePage() {
  return <AnnouncementListScreen kind="notices" />;
}
