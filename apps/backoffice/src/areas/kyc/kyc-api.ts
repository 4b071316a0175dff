import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BO_KYC_API,
  BoKycMember,
  BoKycQueue,
  type BoKycApproveBody,
  type BoKycQueueQuery,
  type BoKycRejectBody,
} from '@app/contracts/backoffice';
import { boGet, boPost, pathOf } from '../../lib/api.ts';

/** The identity-check area's calls: the queue, a member's submission, and the two decisions. */
export const KYC_KEY = ['kyc'] as const;

export function useKycQueue(query: BoKycQueueQuery) {
  return useQuery({
    queryKey: [...KYC_KEY, 'queue', query],
    queryFn: () => boGet(BO_KYC_API.queue, query as Record<string, string | number>, BoKycQueue),
    placeholderData: keepPreviousData,
  });
}

export function useKycMember(memberId: number) {
  return useQuery({
    queryKey: [...KYC_KEY, 'member', memberId],
    queryFn: () => boGet(pathOf(BO_KYC_API.member, { id: memberId }), undefined, BoKycMember),
  });
}

function useDecision<B>(memberId: number, template: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => boPost(pathOf(template, { id: memberId }), body, BoKycMember),
    onSuccess: async (value) => {
      client.setQueryData([...KYC_KEY, 'member', memberId], value);
      await client.invalidateQueries({ queryKey: [...KYC_KEY, 'queue'] });
    },
  });
}

export const useApproveKyc = (memberId: number) =>
  useDecision<BoKycApproveBody>(memberId, BO_KYC_API.approve);
export const useRejectKyc = (memberId: number) =>
  useDecision<BoKycRejectBody>(memberId, BO_KYC_API.reject);
