import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import {
  BO_MESSAGES_API,
  BoAnnouncement,
  BoAnnouncementList,
  BoAudienceCount,
  BoHelpTopic,
  BoHelpTopicList,
  BoInboxMessage,
  BoInboxPage,
  BoNews,
  BoNewsList,
  BoPreview,
  BoSegmentOptions,
  BoSendMessageValue,
  type BoAnnouncementBody,
  type BoAudienceQuery,
  type BoHelpTopicBody,
  type BoInboxQuery,
  type BoNewsBody,
  type BoSendMessageBody,
} from '@app/contracts/backoffice';
import { boGet, boPost, pathOf } from '../../lib/api.ts';

/** The messages area's calls: lists and items read with content.read, saves with content.write. */
export const MESSAGES_KEY = ['messages'] as const;

export type ItemKind = 'announcements' | 'help' | 'news';

const LIST = {
  announcements: [BO_MESSAGES_API.announcements, BoAnnouncementList],
  help: [BO_MESSAGES_API.helpTopics, BoHelpTopicList],
  news: [BO_MESSAGES_API.news, BoNewsList],
} as const;

export const useAnnouncements = () =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'announcements'],
    queryFn: () => boGet(LIST.announcements[0], undefined, LIST.announcements[1]),
  });
export const useHelpTopics = () =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'help'],
    queryFn: () => boGet(LIST.help[0], undefined, LIST.help[1]),
  });
export const useNewsList = () =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'news'],
    queryFn: () => boGet(LIST.news[0], undefined, LIST.news[1]),
  });

export const useAnnouncement = (id: number | null) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'announcements', id],
    queryFn: () =>
      boGet(pathOf(BO_MESSAGES_API.announcement, { id: id! }), undefined, BoAnnouncement),
    enabled: id !== null,
  });
export const useHelpTopic = (id: number | null) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'help', id],
    queryFn: () => boGet(pathOf(BO_MESSAGES_API.helpTopic, { id: id! }), undefined, BoHelpTopic),
    enabled: id !== null,
  });
export const useNewsItem = (id: number | null) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'news', id],
    queryFn: () => boGet(pathOf(BO_MESSAGES_API.newsItem, { id: id! }), undefined, BoNews),
    enabled: id !== null,
  });

/** Saves an item (a new one when id is null); the lists reload after it. */
function useSave<B, V>(collection: string, item: string, schema: z.ZodType<V>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: B }) =>
      boPost(id === null ? collection : pathOf(item, { id }), body, schema),
    onSuccess: () => client.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
export const useSaveAnnouncement = () =>
  useSave<BoAnnouncementBody, BoAnnouncement>(
    BO_MESSAGES_API.announcements,
    BO_MESSAGES_API.announcement,
    BoAnnouncement,
  );
export const useSaveHelpTopic = () =>
  useSave<BoHelpTopicBody, BoHelpTopic>(
    BO_MESSAGES_API.helpTopics,
    BO_MESSAGES_API.helpTopic,
    BoHelpTopic,
  );
export const useSaveNews = () =>
  useSave<BoNewsBody, BoNews>(BO_MESSAGES_API.news, BO_MESSAGES_API.newsItem, BoNews);

export const useInboxPage = (query: BoInboxQuery) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'inbox', query],
    queryFn: () => boGet(BO_MESSAGES_API.inbox, query, BoInboxPage),
    placeholderData: keepPreviousData,
  });
export const useInboxMessage = (id: number) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'inbox', 'item', id],
    queryFn: () => boGet(pathOf(BO_MESSAGES_API.inboxItem, { id }), undefined, BoInboxMessage),
  });
export const useSegmentOptions = () =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'segment-options'],
    queryFn: () => boGet(BO_MESSAGES_API.segmentOptions, undefined, BoSegmentOptions),
  });
export const useAudienceCount = (query: BoAudienceQuery | null) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'audience', query],
    queryFn: () => boGet(BO_MESSAGES_API.audience, query!, BoAudienceCount),
    enabled: query !== null,
    retry: false,
  });

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BoSendMessageBody) =>
      boPost(BO_MESSAGES_API.inbox, body, BoSendMessageValue),
    onSuccess: () => client.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
export function useWithdrawMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      boPost(pathOf(BO_MESSAGES_API.inboxWithdraw, { id }), {}, BoInboxMessage),
    onSuccess: () => client.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

/** A value that follows `value` once it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The HTML as the server would store it (its sanitiser), for the phone preview. */
export function usePreviewHtml(html: string) {
  const settled = useDebounced(html, 300);
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'preview', settled],
    queryFn: () => boPost(BO_MESSAGES_API.preview, { html: settled }, BoPreview),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
