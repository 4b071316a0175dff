import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BO_AGENTS_API,
  BoAgentCandidates,
  BoAgentContract,
  BoAgentContracts,
  BoAgentDetail,
  BoAgentPayouts,
  BoAgentTree,
  BoSettlementDetail,
  BoSettlementPage,
  boAgentPath,
  type AgentSettlementJob,
  type BoAgentRatesBody,
  type BoHouseOfferBody,
} from '@app/contracts/backoffice';
import { boGet, boPost } from '../../lib/api.ts';

/** The agents area's calls: reads through TanStack Query; a write refreshes the area's reads. */
export const agentsKey = ['agents'] as const;

export function useAgentTree(params: { parentId?: number; q?: string }, enabled = true) {
  return useQuery({
    queryKey: [...agentsKey, 'tree', params],
    queryFn: () => boGet(BO_AGENTS_API.tree, params, BoAgentTree),
    enabled,
  });
}

export function useCandidates(q: string) {
  return useQuery({
    queryKey: [...agentsKey, 'candidates', q],
    queryFn: () => boGet(BO_AGENTS_API.candidates, { q }, BoAgentCandidates),
    enabled: q.length > 0,
  });
}

export function useAgent(id: number) {
  return useQuery({
    queryKey: [...agentsKey, 'agent', id],
    queryFn: () => boGet(boAgentPath(BO_AGENTS_API.agent, { id }), undefined, BoAgentDetail),
  });
}

export function useAgentContracts(id: number) {
  return useQuery({
    queryKey: [...agentsKey, 'agent', id, 'contracts'],
    queryFn: () => boGet(boAgentPath(BO_AGENTS_API.contracts, { id }), undefined, BoAgentContracts),
  });
}

export function useAgentPayouts(id: number) {
  return useQuery({
    queryKey: [...agentsKey, 'agent', id, 'payouts'],
    queryFn: () => boGet(boAgentPath(BO_AGENTS_API.payouts, { id }), undefined, BoAgentPayouts),
  });
}

export function useSettlements(params: {
  job?: AgentSettlementJob | undefined;
  limit: number;
  offset: number;
}) {
  return useQuery({
    queryKey: [...agentsKey, 'settlements', params],
    queryFn: () => boGet(BO_AGENTS_API.settlements, params, BoSettlementPage),
    placeholderData: keepPreviousData,
  });
}

export function useSettlement(id: number) {
  return useQuery({
    queryKey: [...agentsKey, 'settlement', id],
    queryFn: () =>
      boGet(boAgentPath(BO_AGENTS_API.settlement, { id }), undefined, BoSettlementDetail),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: agentsKey });
}

export function usePromote() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { memberId: number; reason: string }) =>
      boPost(BO_AGENTS_API.promote, body, BoAgentDetail),
    onSuccess: refresh,
  });
}

export function useSetRates(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BoAgentRatesBody) =>
      boPost(boAgentPath(BO_AGENTS_API.rates, { id }), body, BoAgentDetail),
    onSuccess: refresh,
  });
}

export function useOfferContract(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BoHouseOfferBody) =>
      boPost(boAgentPath(BO_AGENTS_API.contracts, { id }), body, BoAgentContract),
    onSuccess: refresh,
  });
}

export function useCancelOffer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ contractId, reason }: { contractId: number; reason: string }) =>
      boPost(
        boAgentPath(BO_AGENTS_API.cancelContract, { contractId }),
        { reason },
        BoAgentContract,
      ),
    onSuccess: refresh,
  });
}
