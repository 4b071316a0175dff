import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import {
  BO_FEEDBACK_API,
  BoFeedbackDetail,
  BoFeedbackOperators,
  BoFeedbackPage,
  type BoFeedbackQuery,
} from '@app/contracts/backoffice';
import { boGet, boPost, pathOf } from '../../lib/api.ts';

/** The inbox's calls: one list, one detail, the operator picker, and the three writes. */
export const FEEDBACK_KEY = ['feedback'] as const;

export function useFeedbackList(query: BoFeedbackQuery) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'list', query],
    queryFn: () =>
      boGet(BO_FEEDBACK_API.list, query as Record<string, string | number>, BoFeedbackPage),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackDetail(id: number) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'detail', id],
    queryFn: () => boGet(pathOf(BO_FEEDBACK_API.detail, { id }), undefined, BoFeedbackDetail),
  });
}

export function useFeedbackOperators(enabled: boolean) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'operators'],
    queryFn: () => boGet(BO_FEEDBACK_API.operators, undefined, BoFeedbackOperators),
    enabled,
    staleTime: 60_000,
  });
}

/** A write on one item: the answer (the item as stored) replaces the detail; lists refetch. */
export function useFeedbackWrite<B>(id: number, template: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => boPost(pathOf(template, { id }), body, BoFeedbackDetail),
    onSuccess: async (value) => {
      client.setQueryData([...FEEDBACK_KEY, 'detail', id], value);
      await client.invalidateQueries({ queryKey: [...FEEDBACK_KEY, 'list'] });
    },
  });
}
