import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BO_BONUSES_API,
  BoBonusCancelValue,
  BoBonusDetail,
  BoBonusPage,
  BoBonusRow,
  BoFreeSpinGrant,
  BoFreeSpinPage,
  BoFreeSpinSlotList,
  BoPromotionTerms,
  BoPromotionTermsList,
  type BoBonusCancelBody,
  type BoBonusGrantBody,
  type BoBonusListQuery,
  type BoFreeSpinGrantBody,
  type BoFreeSpinListQuery,
  type BoPromotionTermsBody,
} from '@app/contracts/backoffice';
import { boGet, boPost, boPut, pathOf } from '../../lib/api.ts';

/**
 * The bonuses area's calls: the list, one bonus, the grant, the cancellation, the terms, and
 * the free spins (their grants, the slots they may be on, an operator's grant).
 */
export const BONUSES_KEY = ['bonuses'] as const;
const TERMS_KEY = ['bonus-terms'] as const;
const FREE_SPINS_KEY = ['free-spins'] as const;

export function useBonuses(query: BoBonusListQuery) {
  return useQuery({
    queryKey: [...BONUSES_KEY, 'list', query],
    queryFn: () =>
      boGet(BO_BONUSES_API.bonuses, query as Record<string, string | number>, BoBonusPage),
    placeholderData: keepPreviousData,
  });
}

export function useBonus(id: number) {
  return useQuery({
    queryKey: [...BONUSES_KEY, 'one', id],
    queryFn: () => boGet(pathOf(BO_BONUSES_API.bonus, { id }), undefined, BoBonusDetail),
  });
}

export function useGrantBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BoBonusGrantBody) => boPost(BO_BONUSES_API.bonuses, body, BoBonusRow),
    onSuccess: () => client.invalidateQueries({ queryKey: BONUSES_KEY }),
  });
}

export function useCancelBonus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BoBonusCancelBody) =>
      boPost(pathOf(BO_BONUSES_API.cancel, { id }), body, BoBonusCancelValue),
    onSuccess: () => client.invalidateQueries({ queryKey: BONUSES_KEY }),
  });
}

export function usePromotionTermsList() {
  return useQuery({
    queryKey: [...TERMS_KEY, 'list'],
    queryFn: () => boGet(BO_BONUSES_API.terms, undefined, BoPromotionTermsList),
  });
}

export function usePromotionTerms(promotionId: number) {
  return useQuery({
    queryKey: [...TERMS_KEY, 'one', promotionId],
    queryFn: () =>
      boGet(
        pathOf(BO_BONUSES_API.promotionTerms, { id: promotionId }),
        undefined,
        BoPromotionTerms,
      ),
  });
}

export function useSavePromotionTerms(promotionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BoPromotionTermsBody) =>
      boPut(pathOf(BO_BONUSES_API.promotionTerms, { id: promotionId }), body, BoPromotionTerms),
    onSuccess: async (value) => {
      client.setQueryData([...TERMS_KEY, 'one', promotionId], value);
      await client.invalidateQueries({ queryKey: [...TERMS_KEY, 'list'] });
    },
  });
}

export function useFreeSpinGrants(query: BoFreeSpinListQuery) {
  return useQuery({
    queryKey: [...FREE_SPINS_KEY, 'list', query],
    queryFn: () =>
      boGet(BO_BONUSES_API.freeSpins, query as Record<string, string | number>, BoFreeSpinPage),
    placeholderData: keepPreviousData,
  });
}

export function useFreeSpinSlots() {
  return useQuery({
    queryKey: [...FREE_SPINS_KEY, 'slots'],
    queryFn: () => boGet(BO_BONUSES_API.freeSpinSlots, undefined, BoFreeSpinSlotList),
    staleTime: 60_000,
  });
}

export function useGrantFreeSpins() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BoFreeSpinGrantBody) =>
      boPost(BO_BONUSES_API.freeSpins, body, BoFreeSpinGrant),
    onSuccess: () => client.invalidateQueries({ queryKey: [...FREE_SPINS_KEY, 'list'] }),
  });
}
