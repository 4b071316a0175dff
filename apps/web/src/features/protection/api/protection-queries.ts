import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROTECTION_API,
  ProtectionState,
  RealityCheckValue,
  RgHistory,
  TRIAL_TYPE,
  type ExclusionBody,
  type SetLimitBody,
} from '@app/contracts';
import { apiGet, apiRequest, guardParser } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';

/**
 * Player-protection data (issue 23, decision 048) under the member's keys, so signing out
 * drops it with the rest of the member's data. The screen only shows state: every limit is
 * enforced by the server, which answers each change with what it decided; the screen then
 * reads the state again.
 */
export const protectionKeys = {
  all: (userName: string) => [...memberKeys.all, userName, 'protection'] as const,
  state: (userName: string) => [...memberKeys.all, userName, 'protection', 'state'] as const,
  history: (userName: string) => [...memberKeys.all, userName, 'protection', 'history'] as const,
  realityCheck: (userName: string) =>
    [...memberKeys.all, userName, 'protection', 'reality-check'] as const,
};

/** An answer whose value the screen does not read (it reads the state again). */
const AnyValue = guardParser((_value: unknown): _value is unknown => true, 'value');

/** Protection applies to real accounts only: a trial account has none. */
export function useRealMember(): { userName: string; enabled: boolean } {
  const session = useSession();
  return {
    userName: session?.userName ?? '',
    enabled: !!session && !session.isTrial && session.type !== TRIAL_TYPE,
  };
}

export function useProtectionState() {
  const { userName, enabled } = useRealMember();
  return useQuery({
    queryKey: protectionKeys.state(userName),
    queryFn: ({ signal }) => apiGet(PROTECTION_API.state, ProtectionState, { signal }),
    enabled,
  });
}

export function useProtectionHistory() {
  const { userName, enabled } = useRealMember();
  return useQuery({
    queryKey: protectionKeys.history(userName),
    queryFn: ({ signal }) => apiGet(PROTECTION_API.history, RgHistory, { signal }),
    enabled,
  });
}

export function useRealityCheck(enabled = true) {
  const { userName, enabled: real } = useRealMember();
  return useQuery({
    queryKey: protectionKeys.realityCheck(userName),
    queryFn: ({ signal }) =>
      apiGet(PROTECTION_API.realityCheck, RealityCheckValue, { signal, sendLanguage: false }),
    enabled: real && enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** After a change: state, history and the reality check's schedule read again. */
function useRefresh() {
  const client = useQueryClient();
  const { userName } = useRealMember();
  return () => client.invalidateQueries({ queryKey: protectionKeys.all(userName) });
}

function useChange<Body>(path: string, method: 'PUT' | 'POST') {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: Body) => apiRequest(path, AnyValue, { method, body }),
    onSettled: () => refresh(),
  });
}

export const useSetLimit = () => useChange<SetLimitBody>(PROTECTION_API.limit, 'PUT');

export const useSetSessionLimit = () =>
  useChange<{ minutes: number | null }>(PROTECTION_API.sessionLimit, 'PUT');

export const useSetRealityCheck = () =>
  useChange<{ minutes: number | null }>(PROTECTION_API.realityCheckInterval, 'PUT');

export const useRequestExclusionEnd = () =>
  useChange<Record<string, never>>(PROTECTION_API.exclusionEnd, 'POST');

/** Takes a break or excludes oneself; the caller then signs the member out. */
export function useTakeExclusion() {
  return useMutation({
    mutationFn: (body: ExclusionBody) =>
      apiRequest(PROTECTION_API.exclusion, AnyValue, { method: 'POST', body }),
  });
}

/** The member answers "continue" to a due reality check. */
export function continueRealityCheck() {
  return apiRequest(PROTECTION_API.realityCheckContinue, AnyValue, {
    method: 'POST',
    body: {},
    sendLanguage: false,
  });
}
