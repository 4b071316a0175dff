import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { MemberInviteValue, REFERRALS_API } from '@app/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { toApiLanguage } from '../../../i18n/index.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';

/**
 * The invite screen's one call, under the member's keys (signing out drops it) and the
 * language (the promotion's terms come localized).
 */
export const inviteKeys = {
  page: (userName: string, language: string, pageNo: number) =>
    [...memberKeys.all, userName, 'invite', language, pageNo] as const,
};

export function useMemberInvite(pageNo: number, enabled: boolean) {
  const session = useSession();
  const { i18n } = useTranslation();
  const language = toApiLanguage(i18n.language);
  const userName = session?.userName ?? '';
  return useQuery({
    queryKey: inviteKeys.page(userName, language, pageNo),
    queryFn: ({ signal }) =>
      apiGet(REFERRALS_API.memberInvite, MemberInviteValue, { signal, query: { pageNo } }),
    enabled: enabled && userName !== '',
    // Paging keeps the previous page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}
