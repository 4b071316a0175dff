import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BO_REFERRALS_API,
  BoReferralPage,
  BoReferralRow,
  type BoReferralDecisionBody,
  type BoReferralListQuery,
} from '@app/contracts/backoffice';
import { boGet, boPost, pathOf } from '../../lib/api.ts';

/** The referrals-to-review screen's calls: the list and an operator's decision. */
export const REFERRALS_KEY = ['referrals'] as const;

export function useReferrals(query: BoReferralListQuery) {
  return useQuery({
    queryKey: [...REFERRALS_KEY, 'list', query],
    queryFn: () =>
      boGet(BO_REFERRALS_API.referrals, query as Record<string, string | number>, BoReferralPage),
    placeholderData: keepPreviousData,
  });
}

export function useDecideReferral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ friendId, body }: { friendId: number; body: BoReferralDecisionBody }) =>
      boPost(pathOf(BO_REFERRALS_API.decision, { id: friendId }), body, BoReferralRow),
    onSuccess: () => client.invalidateQueries({ queryKey: REFERRALS_KEY }),
  });
}
