import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BO_MEMBERS_API,
  BoAdjustmentValue,
  BoEndSessionValue,
  BoMemberBetPage,
  BoMemberCashier,
  BoMemberDevices,
  BoMemberLedgerPage,
  BoMemberMessageValue,
  BoMemberNote,
  BoMemberNotePage,
  BoMemberPage,
  BoMemberProfile,
  BoMemberRoundPage,
  BoMemberSessionPage,
  BoMemberStatusValue,
  BoMemberTagsValue,
  boMemberPath,
  type BoAdjustmentBody,
  type BoMemberSearchKey,
  type BoMemberSort,
} from '@app/contracts/backoffice';
import type { z } from 'zod';
import { boDelete, boGet, boPost } from '../../lib/api.ts';

/** The members area's calls: reads through TanStack Query, writes refresh the member's reads. */
export const membersKey = ['members'] as const;
export const memberKey = (id: number) => ['members', 'member', id] as const;

export interface SearchParams {
  key: BoMemberSearchKey;
  q: string;
  sort: BoMemberSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function useMemberSearch(params: SearchParams) {
  return useQuery({
    queryKey: [...membersKey, 'search', params],
    queryFn: () => boGet(BO_MEMBERS_API.search, { ...params }, BoMemberPage),
    placeholderData: keepPreviousData,
  });
}

export function useMemberProfile(id: number) {
  return useQuery({
    queryKey: [...memberKey(id), 'profile'],
    queryFn: () => boGet(boMemberPath(BO_MEMBERS_API.profile, { id }), undefined, BoMemberProfile),
  });
}

type Query = Record<string, string | number | undefined>;

/** One paged tab of a member: its rows for this page (and filter). */
function useTab<T>(
  id: number,
  tab: string,
  path: (typeof BO_MEMBERS_API)[keyof typeof BO_MEMBERS_API],
  query: Query,
  schema: z.ZodType<T>,
) {
  return useQuery({
    queryKey: [...memberKey(id), tab, query],
    queryFn: () => boGet(boMemberPath(path, { id }), query, schema),
    placeholderData: keepPreviousData,
  });
}

export const useMemberLedger = (id: number, query: Query) =>
  useTab(id, 'ledger', BO_MEMBERS_API.ledger, query, BoMemberLedgerPage);
export const useMemberRounds = (id: number, query: Query) =>
  useTab(id, 'rounds', BO_MEMBERS_API.rounds, query, BoMemberRoundPage);
export const useMemberBets = (id: number, query: Query) =>
  useTab(id, 'bets', BO_MEMBERS_API.bets, query, BoMemberBetPage);
export const useMemberSessions = (id: number, query: Query) =>
  useTab(id, 'sessions', BO_MEMBERS_API.sessions, query, BoMemberSessionPage);
export const useMemberNotes = (id: number, query: Query) =>
  useTab(id, 'notes', BO_MEMBERS_API.notes, query, BoMemberNotePage);
export const useMemberDevices = (id: number) =>
  useTab(id, 'devices', BO_MEMBERS_API.devices, {}, BoMemberDevices);
export const useMemberCashier = (id: number) =>
  useTab(id, 'cashier', BO_MEMBERS_API.cashier, {}, BoMemberCashier);

/** A write on a member: afterwards the members reads (the profile, its tabs, the search) refresh. */
function useMemberWrite<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: membersKey }),
  });
}

export const useLock = (id: number) =>
  useMemberWrite((reason: string) =>
    boPost(boMemberPath(BO_MEMBERS_API.lock, { id }), { reason }, BoMemberStatusValue),
  );
export const useUnlock = (id: number) =>
  useMemberWrite((reason: string) =>
    boPost(boMemberPath(BO_MEMBERS_API.unlock, { id }), { reason }, BoMemberStatusValue),
  );
export const useEndSession = (id: number) =>
  useMemberWrite((sessionId: string) =>
    boPost(boMemberPath(BO_MEMBERS_API.endSession, { id, sessionId }), {}, BoEndSessionValue),
  );
export const useEndAllSessions = (id: number) =>
  useMemberWrite(() =>
    boPost(boMemberPath(BO_MEMBERS_API.endAllSessions, { id }), {}, BoEndSessionValue),
  );
export const useAddNote = (id: number) =>
  useMemberWrite((body: string) =>
    boPost(boMemberPath(BO_MEMBERS_API.notes, { id }), { body }, BoMemberNote),
  );
export const useAddTag = (id: number) =>
  useMemberWrite((tag: string) =>
    boPost(boMemberPath(BO_MEMBERS_API.tags, { id }), { tag }, BoMemberTagsValue),
  );
export const useRemoveTag = (id: number) =>
  useMemberWrite((tag: string) =>
    boDelete(boMemberPath(BO_MEMBERS_API.tag, { id, tag }), BoMemberTagsValue),
  );
export const useSendMessage = (id: number) =>
  useMemberWrite((message: { title: string; content: string }) =>
    boPost(boMemberPath(BO_MEMBERS_API.message, { id }), message, BoMemberMessageValue),
  );
export const useAdjust = (id: number) =>
  useMemberWrite((body: BoAdjustmentBody) =>
    boPost(boMemberPath(BO_MEMBERS_API.adjust, { id }), body, BoAdjustmentValue),
  );
