import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BONUS_API, ForfeitBonusValue, MemberBonusesValue, TRIAL_TYPE } from '@app/contracts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { liveMeta } from '../../../lib/live-status.ts';
import { toApiLanguage } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';

/**
 * The bonus screen's calls (issue 25), under the member's keys (signing out drops them, and
 * the cashier's "money moved" refresh reaches them) and the language (promotion titles come
 * localized).
 */
export const bonusKeys = {
  all: (userName: string) => [...memberKeys.all, userName, 'bonuses'] as const,
  list: (userName: string, language: string) =>
    [...memberKeys.all, userName, 'bonuses', language] as const,
};

function useRealMember(): { userName: string; enabled: boolean } {
  const session = useSession();
  return {
    userName: session?.userName ?? '',
    enabled: !!session && !session.isTrial && session.type !== TRIAL_TYPE,
  };
}

/** The bonus balance, the active bonus with its progress, and the closed ones. */
export function useMemberBonuses() {
  const { userName, enabled } = useRealMember();
  const { i18n } = useTranslation();
  const language = toApiLanguage(i18n.language);
  return useQuery({
    queryKey: bonusKeys.list(userName, language),
    queryFn: ({ signal }) => apiGet(BONUS_API.bonuses, MemberBonusesValue, { signal }),
    enabled,
    // The bonus balance and the wagering progress move with every stake and win.
    meta: liveMeta('balance'),
  });
}

/**
 * Gives up the active bonus. Whether it went through or was refused (already closed
 * elsewhere), the bonuses and the wallet balance are read again.
 */
export function useForfeitBonus() {
  const client = useQueryClient();
  const { userName } = useRealMember();
  return useMutation({
    mutationFn: (bonusId: number) =>
      apiRequest(BONUS_API.forfeit, ForfeitBonusValue, { method: 'POST', body: { bonusId } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: bonusKeys.all(userName) });
      void client.invalidateQueries({ queryKey: memberKeys.balance(userName) });
    },
  });
}
