import { useRef } from 'react';
import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  MESSAGES_API,
  Announcement,
  AnnouncementPage,
  InboxMessage,
  InboxPage,
  MarkAnnouncementReadValue,
  MarkMessageReadValue,
  MESSAGE_PAGE_SIZE,
  TRIAL_TYPE,
} from '@app/contracts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { liveMeta } from '../../../lib/live-status.ts';
import { toApiLanguage } from '../../../i18n/index.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';
import { createReadQueue, type ReadQueue } from '../lib/read-queue.ts';

/** The three lists of the message screens. */
export type ListKind = 'announcements' | 'notices' | 'inbox';
/** The announcement lists: the two tabs, and the agents' own list (types=A, issue 8). */
export type AnnouncementKind = Exclude<ListKind, 'inbox'> | 'agent';

/** What every list item has (an announcement or an inbox message). */
export interface MessageItem {
  id: number;
  title: string;
  content: string;
  startDate: string;
  read: boolean;
}

export interface Page<T> {
  list: T[];
  pageNo: number;
  totalPages: number;
}

const ANNOUNCEMENTS_ROOT = 'messages';
/** The home page's announcements (ticker, notices): reloaded after a mark too. */
const HOME_ANNOUNCEMENTS_ROOT = 'announcements';

/**
 * Announcement lists are keyed by who reads them (read state is per member; '' is a guest);
 * the inbox lives under the member's keys, so signing out drops it.
 */
export const messageKeys = {
  announcements: [ANNOUNCEMENTS_ROOT] as const,
  list: (kind: AnnouncementKind, viewer: string, language: string) =>
    [ANNOUNCEMENTS_ROOT, kind, viewer, language] as const,
  detail: (id: number, viewer: string, language: string) =>
    [ANNOUNCEMENTS_ROOT, 'detail', id, viewer, language] as const,
  inbox: (userName: string) => [...memberKeys.all, userName, 'inbox'] as const,
  inboxList: (userName: string, language: string) =>
    [...memberKeys.all, userName, 'inbox', 'list', language] as const,
};

function useApiLanguage(): string {
  const { i18n } = useTranslation();
  return toApiLanguage(i18n.language);
}

const nextPage = (last: Page<unknown>) =>
  last.pageNo < last.totalPages ? last.pageNo + 1 : undefined;

const PATHS = {
  announcements: MESSAGES_API.popularAnnouncements,
  notices: MESSAGES_API.notices,
  agent: MESSAGES_API.notices,
} as const;

/** The agents' list asks the notices call for type A (the server shows it to agents only). */
const TYPES: Partial<Record<AnnouncementKind, string>> = { agent: 'A' };

/** Popular announcements (PL), notices (PU) or agent announcements (A), newest first, paged. */
export function useAnnouncementList(kind: AnnouncementKind) {
  const viewer = useSession()?.userName ?? '';
  const language = useApiLanguage();
  return useInfiniteQuery({
    queryKey: messageKeys.list(kind, viewer, language),
    queryFn: ({ pageParam, signal }) =>
      apiGet(PATHS[kind], AnnouncementPage, {
        signal,
        query: { pageNo: pageParam, pageSize: MESSAGE_PAGE_SIZE, types: TYPES[kind] },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 30_000,
  });
}

/** The member's inbox; only for real accounts (type 4 is refused by the server). */
export function useInbox(enabled: boolean) {
  const userName = useSession()?.userName ?? '';
  const language = useApiLanguage();
  return useInfiniteQuery({
    queryKey: messageKeys.inboxList(userName, language),
    queryFn: ({ pageParam, signal }) =>
      apiGet(MESSAGES_API.inbox, InboxPage, {
        signal,
        query: { pageNo: pageParam, pageSize: MESSAGE_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: enabled && userName !== '',
    meta: liveMeta('inbox'),
  });
}

/** One announcement (the message detail route). */
export function useAnnouncement(id: number | null) {
  const viewer = useSession()?.userName ?? '';
  const language = useApiLanguage();
  return useQuery({
    queryKey: messageKeys.detail(id ?? 0, viewer, language),
    queryFn: ({ signal }) =>
      apiGet(MESSAGES_API.announcementDetail, Announcement, { signal, query: { id: id ?? 0 } }),
    enabled: id !== null,
    retry: false,
  });
}

/** Every loaded item once (pages are offsets into a list that may grow at its head). */
export function itemsOf<T extends { id: number }>(data: InfiniteData<Page<T>> | undefined): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** Sets `read` on the item with `id` in every cached list or detail under `root`. */
function setReadLocally(client: QueryClient, root: QueryKey, id: number): void {
  const mark = <T extends MessageItem>(item: T): T =>
    item.id === id && !item.read ? { ...item, read: true } : item;
  client.setQueriesData<unknown>({ queryKey: root }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data;
    if ('pages' in data) {
      const infinite = data as InfiniteData<Page<MessageItem>>;
      return {
        ...infinite,
        pages: infinite.pages.map((page) => ({ ...page, list: page.list.map(mark) })),
      };
    }
    if ('id' in data && 'read' in data) return mark(data as MessageItem);
    return data;
  });
}

/** Marks read only for sessions whose type is not 4 (spec sections 4 and 6). */
export function useCanMarkRead(): boolean {
  const session = useSession();
  return session !== null && session.type !== TRIAL_TYPE;
}

/**
 * The spec's mark-read order (accounts-members section 4): read is set locally at once, then
 * the server is called (throttled 150 ms), then the lists and the unread counts reload. Does
 * nothing for guests, type 4 sessions and items already read.
 */
export function useMarkRead(kind: ListKind | 'agent'): (item: MessageItem) => void {
  const client = useQueryClient();
  const session = useSession();
  const canMark = useCanMarkRead();
  const userName = session?.userName ?? '';
  const queue = useRef<ReadQueue | null>(null);
  const inbox = kind === 'inbox';

  return (item) => {
    if (!canMark || item.read) return;
    const root: QueryKey = inbox ? messageKeys.inbox(userName) : messageKeys.announcements;
    setReadLocally(client, root, item.id);
    queue.current ??= createReadQueue({
      send: (id) =>
        inbox
          ? apiRequest(MESSAGES_API.inboxRead, MarkMessageReadValue, {
              method: 'POST',
              body: { messageId: id, read: true },
              sendLanguage: false,
            })
          : apiRequest(MESSAGES_API.announcementRead, MarkAnnouncementReadValue, {
              method: 'POST',
              body: { announcementId: id, read: true },
              sendLanguage: false,
            }),
      onIdle: () => {
        void client.invalidateQueries({ queryKey: root });
        if (!inbox) void client.invalidateQueries({ queryKey: [HOME_ANNOUNCEMENTS_ROOT] });
        void client.invalidateQueries({ queryKey: memberKeys.unread(userName) });
      },
    });
    queue.current.push(item.id);
  };
}

export type { Announcement, InboxMessage };
