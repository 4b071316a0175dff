import '../i18n/texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import { Navigate } from 'react-router';
import { NON_AGENT_TYPES } from '@app/contracts';
import { useSession } from '../../../lib/session-store.ts';
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

/**
 * /m/member/notice?types=A: the agent announcements (issue 8). Only agent sessions get the A
 * list from the server; anyone else is sent home, as the agent home does.
 */
export function MemberNoticePage() {
  const { t } = useTranslation();
  const session = useSession();
  const query = useAnnouncementList('agent');
  const canMark = useCanMarkRead();
  const markRead = useMarkRead('agent');
  const [params] = useUrlQuery();
  const openId = idParam(params.get('id'));
  if (!session || (NON_AGENT_TYPES as readonly number[]).includes(session.type)) {
    return <Navigate to="/home" replace />;
  }
  return (
    <MessageScreen tabs={false}>
      <MessageList
        key={openId ?? 'list'}
        query={query}
        items={itemsOf(query.data)}
        label={t('messages.list.agent')}
        emptyHint={t('messages.emptyHint.agent')}
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
