import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API, TRIAL_TYPE } from '@app/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { patchSession, useSession, useSessionStore } from '../../../lib/session-store.ts';
import { liveMeta, staleWhileLive, useLive } from '../../../lib/live-status.ts';
import { useSessionAdoption } from '../lib/session-adoption.ts';

let schemasModule: Promise<typeof import('./member-schemas.ts')> | undefined;
export const memberSchemas = () => (schemasModule ??= import('./member-schemas.ts'));

/** Every member query lives under 'member' and the user name: signing out drops them all. */
export const MEMBER_QUERY_ROOT = 'member';
export const memberKeys = {
  all: [MEMBER_QUERY_ROOT] as const,
  info: (userName: string) => [MEMBER_QUERY_ROOT, userName, 'info'] as const,
  avatar: (userName: string) => [MEMBER_QUERY_ROOT, userName, 'avatar'] as const,
  balance: (userName: string) => [MEMBER_QUERY_ROOT, userName, 'balance'] as const,
  unread: (userName: string) => [MEMBER_QUERY_ROOT, userName, 'unread'] as const,
};

/** Forgets everything known about the member (logout, or a session the server ended). */
export function removeMemberQueries(client: QueryClient): void {
  void client.cancelQueries({ queryKey: memberKeys.all });
  client.removeQueries({ queryKey: memberKeys.all });
}

export function memberInfoQuery(userName: string) {
  return queryOptions({
    queryKey: memberKeys.info(userName),
    queryFn: async ({ signal }) => {
      const info = await apiGet(API.memberInfo, (await memberSchemas()).MemberInfo, { signal });
      // The labels decide live chat (lib/live-chat.ts); the session keeps them across reloads.
      if (useSessionStore.getState().session?.userName === userName) {
        patchSession({
          type: info.type,
          labels: info.memberLabel.map((label) => label.labelName),
        });
      }
      return info;
    },
    staleTime: 60_000,
  });
}

export function avatarQuery(userName: string) {
  return queryOptions({
    queryKey: memberKeys.avatar(userName),
    queryFn: async ({ signal }) =>
      apiGet(API.avatar, (await memberSchemas()).PlayerAvatar, { signal, sendLanguage: false }),
    staleTime: 5 * 60_000,
  });
}

/** `live`: the member's live stream is up (decision 062), so a `balance` event says when. */
export function balanceQuery(userName: string, live = false) {
  return queryOptions({
    queryKey: memberKeys.balance(userName),
    queryFn: async ({ signal }) =>
      apiGet(API.walletBalance, (await memberSchemas()).WalletBalance, {
        signal,
        sendLanguage: false,
      }),
    staleTime: staleWhileLive(live, 30_000),
    meta: liveMeta('balance'),
  });
}

/** `live`: the member's live stream is up (decision 062), so an `inbox` event says when. */
export function unreadCountsQuery(userName: string, live = false) {
  return queryOptions({
    queryKey: memberKeys.unread(userName),
    queryFn: async ({ signal }) =>
      apiGet(API.unreadCounts, (await memberSchemas()).UnreadCounts, {
        signal,
        sendLanguage: false,
      }),
    staleTime: staleWhileLive(live, 60_000),
    meta: liveMeta('inbox'),
  });
}

/** The signed-in user name once member calls may run (not while a URL token is adopted). */
function useMemberName(): string | null {
  const session = useSession();
  const adopting = useSessionAdoption((state) => state.pending);
  return session && !adopting ? session.userName : null;
}

export function useMemberInfo() {
  const userName = useMemberName();
  return useQuery({ ...memberInfoQuery(userName ?? ''), enabled: userName !== null });
}

export function useAvatar() {
  const userName = useMemberName();
  return useQuery({ ...avatarQuery(userName ?? ''), enabled: userName !== null });
}

export function useWalletBalance() {
  const userName = useMemberName();
  const live = useLive('member');
  return useQuery({ ...balanceQuery(userName ?? '', live), enabled: userName !== null });
}

/**
 * Unread counts load only for sessions whose type is not 4 (spec section 6). The chat count's
 * own rule (CBS3, type 0, 1 or 2) is the server's: it answers 0 otherwise.
 */
export function useUnreadCounts() {
  const userName = useMemberName();
  const type = useSession()?.type;
  const enabled = userName !== null && type !== TRIAL_TYPE;
  const live = useLive('member');
  return useQuery({ ...unreadCountsQuery(userName ?? '', live), enabled });
}
