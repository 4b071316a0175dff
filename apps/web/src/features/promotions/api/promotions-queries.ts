import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  HelpCenter,
  PROMOTIONS_API,
  Promotion,
  PromotionList,
  UserAgreement,
} from '@app/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { toApiLanguage } from '../../../i18n/index.ts';

/** Merchant texts: one answer per language, fresh for a minute like the server says. */
const STALE_MS = 60_000;
/** The help centre of the phone site (spec 9 of the shell document). */
export const HELP_DEVICE = 'MOBILE';

export const promotionKeys = {
  list: (language: string) => ['promotions', 'list', { language }] as const,
  detail: (id: number, language: string) => ['promotions', 'detail', { id, language }] as const,
  help: (language: string) => ['help', 'center', { language, device: HELP_DEVICE }] as const,
  agreement: (language: string) => ['help', 'useragreement', { language }] as const,
};

function useContentLanguage(): string {
  const { i18n } = useTranslation();
  return toApiLanguage(i18n.language);
}

/** Available promotions (value.content), live ones only. */
export function usePromotions() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: promotionKeys.list(language),
    queryFn: ({ signal }) =>
      apiGet(PROMOTIONS_API.promotions, PromotionList, { signal }).then((value) => value.content),
    staleTime: STALE_MS,
  });
}

/** One promotion; `id` null (no or bad ?id=) asks nothing. */
export function usePromotion(id: number | null) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: promotionKeys.detail(id ?? 0, language),
    queryFn: ({ signal }) =>
      apiGet(PROMOTIONS_API.promotion.replace(':id', String(id)), Promotion, { signal }),
    enabled: id !== null,
    staleTime: STALE_MS,
    // An unknown id stays unknown: show the not-found state at once.
    retry: false,
  });
}

export function useHelpCenter() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: promotionKeys.help(language),
    queryFn: ({ signal }) =>
      apiGet(PROMOTIONS_API.helpCenter, HelpCenter, {
        signal,
        query: { device: HELP_DEVICE },
      }).then((value) => value.topics),
    staleTime: STALE_MS,
  });
}

export function useUserAgreement() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: promotionKeys.agreement(language),
    queryFn: ({ signal }) => apiGet(PROMOTIONS_API.userAgreement, UserAgreement, { signal }),
    staleTime: STALE_MS,
  });
}
