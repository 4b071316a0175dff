import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AffiliateUrl,
  AffiliateUrlDeleteValue,
  AffiliateUrlList,
  AGENTS_API,
  AgentProfile,
  DownlineRegisterValue,
  TeamKpiValue,
  type AffiliateUrlCreateBody,
  type DownlineRegisterBody,
} from '@app/contracts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { liveMeta } from '../../../lib/live-status.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';

/** Agent queries live under the member's keys: signing out drops them with the rest. */
export const agentKeys = {
  all: (userName: string) => [...memberKeys.all, userName, 'agent'] as const,
  profile: (userName: string) => [...memberKeys.all, userName, 'agent', 'profile'] as const,
  kpi: (userName: string, startDate: string, endDate: string) =>
    [...memberKeys.all, userName, 'agent', 'kpi', startDate, endDate] as const,
  links: (userName: string) => [...memberKeys.all, userName, 'agent', 'links'] as const,
};

export function agentProfileQuery(userName: string) {
  return queryOptions({
    queryKey: agentKeys.profile(userName),
    queryFn: ({ signal }) =>
      apiGet(AGENTS_API.agentProfile, AgentProfile, { signal, sendLanguage: false }),
    // Read state and balance change elsewhere: fresh on every visit.
    staleTime: 0,
    meta: liveMeta('balance'),
  });
}

export function useAgentProfile(enabled: boolean) {
  const userName = useSession()?.userName ?? '';
  return useQuery({ ...agentProfileQuery(userName), enabled: enabled && userName !== '' });
}

export function useTeamKpi(
  range: { startDate: string; endDate: string; utcOffset: number },
  enabled: boolean,
) {
  const userName = useSession()?.userName ?? '';
  return useQuery({
    queryKey: agentKeys.kpi(userName, range.startDate, range.endDate),
    queryFn: ({ signal }) =>
      apiGet(AGENTS_API.teamKpi, TeamKpiValue, {
        signal,
        sendLanguage: false,
        query: { ...range, size: 0 },
      }),
    enabled: enabled && userName !== '',
    staleTime: 30_000,
  });
}

export function useAffiliateUrls(enabled: boolean) {
  const userName = useSession()?.userName ?? '';
  return useQuery({
    queryKey: agentKeys.links(userName),
    queryFn: ({ signal }) => apiGet(AGENTS_API.affiliateUrls, AffiliateUrlList, { signal }),
    enabled: enabled && userName !== '',
  });
}

/** After any change the links, counters and profile reload. */
function useAgentInvalidation() {
  const client = useQueryClient();
  const userName = useSession()?.userName ?? '';
  return () => client.invalidateQueries({ queryKey: agentKeys.all(userName) });
}

export function useCreateAffiliateUrl() {
  const invalidate = useAgentInvalidation();
  return useMutation({
    mutationFn: (body: AffiliateUrlCreateBody) =>
      apiRequest(AGENTS_API.affiliateUrls, AffiliateUrl, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteAffiliateUrl() {
  const invalidate = useAgentInvalidation();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(AGENTS_API.affiliateUrls, AffiliateUrlDeleteValue, {
        method: 'DELETE',
        query: { code },
      }),
    onSuccess: invalidate,
  });
}

export function useRegisterDownline() {
  const invalidate = useAgentInvalidation();
  return useMutation({
    mutationFn: (body: DownlineRegisterBody) =>
      apiRequest(AGENTS_API.downlineRegister, DownlineRegisterValue, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
