import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BO_AUTH_API, BoMe, roleCan, type Permission } from '@app/contracts/backoffice';
import { ApiError, boGet } from '../lib/api.ts';
import { setCurrencySymbol } from '../lib/format.ts';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';

export const ME_KEY = ['me'] as const;

/** The signed-in operator; `null` when nobody is (a 401), never retried. */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      try {
        const me = await boGet(BO_AUTH_API.me, undefined, BoMe);
        setCurrencySymbol(me.currencySymbol);
        // The operator's saved language wins over this browser's guess.
        const saved = me.language === 'EN' ? 'en' : 'pt';
        if (saved !== currentLanguage()) changeLanguage(saved);
        return me;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}

/** Whether the signed-in operator's role has `permission` (what the server will also check). */
export function useCan(): (permission: Permission) => boolean {
  const { data } = useMe();
  return (permission) => !!data && roleCan(data.role, permission);
}

export function useRefreshMe(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ME_KEY });
}
