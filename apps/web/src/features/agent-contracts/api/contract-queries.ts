import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AGENT_CONTRACTS_API,
  AgentContract,
  ContractCurrentValue,
  ContractHistoryValue,
  ContractInfoValue,
  ContractList,
  ContractStatusValue,
  DownlineAgents,
  type ContractKind,
  type OfferContract,
} from '@app/contracts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';

/** Under the member's keys: signing out forgets every contract. */
export const contractKeys = {
  all: (userName: string) => [...memberKeys.all, userName, 'contracts'] as const,
  status: (userName: string) => [...memberKeys.all, userName, 'contracts', 'status'] as const,
  received: (userName: string, kind: ContractKind) =>
    [...memberKeys.all, userName, 'contracts', 'received', kind] as const,
  offered: (userName: string) => [...memberKeys.all, userName, 'contracts', 'offered'] as const,
  downlines: (userName: string) => [...memberKeys.all, userName, 'contracts', 'downlines'] as const,
  paid: (userName: string, kind: ContractKind, part: 'info' | 'current' | 'history') =>
    [...memberKeys.all, userName, 'contracts', kind, part] as const,
};

/**
 * The pending-request fields (spec 3), asked on each home entry at most once a minute: a
 * decision elsewhere invalidates it at once.
 */
export function useContractStatus(enabled: boolean) {
  const userName = useSession()?.userName ?? '';
  return useQuery({
    queryKey: contractKeys.status(userName),
    queryFn: ({ signal }) => apiGet(AGENT_CONTRACTS_API.status, ContractStatusValue, { signal }),
    enabled: enabled && userName !== '',
    staleTime: 60_000,
    retry: false,
  });
}

/** Contracts of one kind offered to the caller, newest first (the decision screens). */
export function useReceivedContracts(kind: ContractKind, enabled = true) {
  const userName = useSession()?.userName ?? '';
  return useQuery({
    queryKey: contractKeys.received(userName, kind),
    queryFn: ({ signal }) =>
      apiGet(AGENT_CONTRACTS_API.received, ContractList, { signal, query: { kind } }),
    enabled: enabled && userName !== '',
  });
}

export function useOfferedContracts() {
  const userName = useSession()?.userName ?? '';
  return useQuery({
    queryKey: contractKeys.offered(userName),
    queryFn: ({ signal }) => apiGet(AGENT_CONTRACTS_API.offered, ContractList, { signal }),
    enabled: userName !== '',
  });
}

export function useDownlineAgents() {
  const userName = useSession()?.userName ?? '';
  return useQuery({
    queryKey: contractKeys.downlines(userName),
    queryFn: ({ signal }) => apiGet(AGENT_CONTRACTS_API.downlines, DownlineAgents, { signal }),
    enabled: userName !== '',
  });
}

/** Info (contract in force), current period estimate and payout history of a paid kind. */
export function usePaidContract(kind: 'dividend' | 'dailySalary') {
  const userName = useSession()?.userName ?? '';
  const enabled = userName !== '';
  const paths =
    kind === 'dividend'
      ? {
          info: AGENT_CONTRACTS_API.dividendInfo,
          current: AGENT_CONTRACTS_API.dividendCurrent,
          history: AGENT_CONTRACTS_API.dividendHistory,
        }
      : {
          info: AGENT_CONTRACTS_API.salaryInfo,
          current: AGENT_CONTRACTS_API.salaryCurrent,
          history: AGENT_CONTRACTS_API.salaryHistory,
        };
  const info = useQuery({
    queryKey: contractKeys.paid(userName, kind, 'info'),
    queryFn: ({ signal }) => apiGet(paths.info, ContractInfoValue, { signal }),
    enabled,
  });
  const current = useQuery({
    queryKey: contractKeys.paid(userName, kind, 'current'),
    queryFn: ({ signal }) => apiGet(paths.current, ContractCurrentValue, { signal }),
    enabled,
  });
  const history = useQuery({
    queryKey: contractKeys.paid(userName, kind, 'history'),
    queryFn: ({ signal }) => apiGet(paths.history, ContractHistoryValue, { signal }),
    enabled,
  });
  return { info, current, history };
}

/** Accept or refuse; every contract query of the member reloads after it. */
export function useDecideContract() {
  const client = useQueryClient();
  const userName = useSession()?.userName ?? '';
  return useMutation({
    mutationFn: (input: { id: number; decision: 'accept' | 'refuse' }) =>
      apiRequest(AGENT_CONTRACTS_API.decide, AgentContract, { method: 'POST', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: contractKeys.all(userName) }),
  });
}

export function useOfferContract() {
  const client = useQueryClient();
  const userName = useSession()?.userName ?? '';
  return useMutation({
    mutationFn: (input: OfferContract) =>
      apiRequest(AGENT_CONTRACTS_API.offer, AgentContract, { method: 'POST', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: contractKeys.all(userName) }),
  });
}

export function useCancelContract() {
  const client = useQueryClient();
  const userName = useSession()?.userName ?? '';
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(AGENT_CONTRACTS_API.cancel, AgentContract, { method: 'POST', body: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: contractKeys.all(userName) }),
  });
}
