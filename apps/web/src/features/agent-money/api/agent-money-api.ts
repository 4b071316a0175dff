import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  AGENT_MONEY_API,
  AGENT_PAGE_SIZE,
  AgentRebates,
  AgentTransferResult,
  DownlineRebates,
  DownlinesPage,
  RebateStatement,
  type TransferDownlinesBody,
  type UpdateDownlineRebatesBody,
} from '@app/contracts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';

/**
 * Agent money queries live under the member's keys: signing out drops them with everything
 * else known about the member.
 */
export const agentMoneyKeys = {
  all: (userName: string) => [...memberKeys.all, userName, 'agent-money'] as const,
  downlines: (userName: string, search: string, depth: DownlineDepth) =>
    [...agentMoneyKeys.all(userName), 'downlines', depth, search] as const,
  rebates: (userName: string) => [...agentMoneyKeys.all(userName), 'rebates'] as const,
  downlineRebates: (userName: string, memberId: number) =>
    [...agentMoneyKeys.all(userName), 'downline-rebates', memberId] as const,
  statement: (userName: string, range: StatementRange) =>
    [...agentMoneyKeys.all(userName), 'statement', range] as const,
};

export interface StatementRange {
  startDate?: string;
  endDate?: string;
}

interface Paged {
  pageNo: number;
  totalPages: number;
}
const nextPage = (last: Paged) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined);

export type DownlineDepth = 'direct' | 'all';

/**
 * The agent's direct downlines (or the whole team), newest first, 20 a page, filtered by part
 * of the user name.
 */
export function useDownlines(search: string, depth: DownlineDepth = 'direct') {
  const userName = useSession()?.userName ?? '';
  return useInfiniteQuery({
    queryKey: agentMoneyKeys.downlines(userName, search, depth),
    queryFn: ({ pageParam, signal }) =>
      apiGet(AGENT_MONEY_API.downlines, DownlinesPage, {
        signal,
        query: {
          pageNo: pageParam,
          pageSize: AGENT_PAGE_SIZE,
          depth,
          ...(search ? { userName: search } : {}),
        },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: userName !== '',
  });
}

export function useAgentRebates() {
  const userName = useSession()?.userName ?? '';
  return useQuery({
    queryKey: agentMoneyKeys.rebates(userName),
    queryFn: ({ signal }) => apiGet(AGENT_MONEY_API.rebates, AgentRebates, { signal }),
    enabled: userName !== '',
  });
}

export function useDownlineRebates(memberId: number | null) {
  const userName = useSession()?.userName ?? '';
  return useQuery({
    queryKey: agentMoneyKeys.downlineRebates(userName, memberId ?? 0),
    queryFn: ({ signal }) =>
      apiGet(AGENT_MONEY_API.downlineRebates, DownlineRebates, {
        signal,
        query: { memberId },
      }),
    enabled: userName !== '' && memberId !== null,
  });
}

export function useRebateStatement(range: StatementRange, enabled: boolean) {
  const userName = useSession()?.userName ?? '';
  return useInfiniteQuery({
    queryKey: agentMoneyKeys.statement(userName, range),
    queryFn: ({ pageParam, signal }) =>
      apiGet(AGENT_MONEY_API.rebateStatement, RebateStatement, {
        signal,
        query: { pageNo: pageParam, pageSize: AGENT_PAGE_SIZE, ...range },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: enabled && userName !== '',
  });
}

/** Transfer (multiple) downline: one call for one or several recipients, all or nothing. */
export function transferToDownlines(body: TransferDownlinesBody) {
  return apiRequest(AGENT_MONEY_API.transferDownlines, AgentTransferResult, {
    method: 'POST',
    body,
  });
}

export function updateDownlineRebates(body: UpdateDownlineRebatesBody) {
  return apiRequest(AGENT_MONEY_API.downlineRebates, DownlineRebates, { method: 'PUT', body });
}
