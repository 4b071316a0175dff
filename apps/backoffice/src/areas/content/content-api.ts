import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BO_CONTENT_API,
  BoBanner,
  BoBannerList,
  BoImage,
  BoImageList,
  BoPromotion,
  BoPromotionList,
  type BoBannerBody,
  type BoBannerOrderBody,
  type BoPromotionBody,
  type BoPromotionOrderBody,
} from '@app/contracts/backoffice';
import { ApiError, boDelete, boGet, boPost, pathOf } from '../../lib/api.ts';

/** The content area's calls: reads through TanStack Query, writes refresh what they change. */
export const BANNERS_KEY = ['content', 'banners'] as const;
export const PROMOTIONS_KEY = ['content', 'promotions'] as const;
export const IMAGES_KEY = ['content', 'images'] as const;

export function useBanners() {
  return useQuery({
    queryKey: BANNERS_KEY,
    queryFn: () => boGet(BO_CONTENT_API.banners, undefined, BoBannerList),
  });
}

export function usePromotions() {
  return useQuery({
    queryKey: PROMOTIONS_KEY,
    queryFn: () => boGet(BO_CONTENT_API.promotions, undefined, BoPromotionList),
  });
}

export function useImages() {
  return useQuery({
    queryKey: IMAGES_KEY,
    queryFn: () => boGet(BO_CONTENT_API.images, undefined, BoImageList),
  });
}

function useRefresh(key: readonly string[]) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}

export function useSaveBanner() {
  const refresh = useRefresh(BANNERS_KEY);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BoBannerBody }) =>
      id === null
        ? boPost(BO_CONTENT_API.banners, body, BoBanner)
        : boPost(pathOf(BO_CONTENT_API.banner, { id }), body, BoBanner),
    onSuccess: refresh,
  });
}

export function useBannerActions() {
  const refresh = useRefresh(BANNERS_KEY);
  return {
    enabled: useMutation({
      mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
        boPost(pathOf(BO_CONTENT_API.bannerEnabled, { id }), { enabled }, BoBanner),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => boDelete(pathOf(BO_CONTENT_API.banner, { id })),
      onSuccess: refresh,
    }),
    order: useMutation({
      mutationFn: (body: BoBannerOrderBody) => boPost(BO_CONTENT_API.bannersOrder, body),
      onSuccess: refresh,
    }),
  };
}

export function useSavePromotion() {
  const refresh = useRefresh(PROMOTIONS_KEY);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BoPromotionBody }) =>
      id === null
        ? boPost(BO_CONTENT_API.promotions, body, BoPromotion)
        : boPost(pathOf(BO_CONTENT_API.promotion, { id }), body, BoPromotion),
    onSuccess: refresh,
  });
}

export function usePromotionActions() {
  const refresh = useRefresh(PROMOTIONS_KEY);
  return {
    enabled: useMutation({
      mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
        boPost(pathOf(BO_CONTENT_API.promotionEnabled, { id }), { enabled }, BoPromotion),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => boDelete(pathOf(BO_CONTENT_API.promotion, { id })),
      onSuccess: refresh,
    }),
    order: useMutation({
      mutationFn: (body: BoPromotionOrderBody) => boPost(BO_CONTENT_API.promotionsOrder, body),
      onSuccess: refresh,
    }),
  };
}

/**
 * Sends a file's bytes as the body (the server judges the bytes, not this content type). Not
 * boPost: the body is the file, not JSON. The answer is our envelope, errors in the operator's
 * language (the Accept-Language header).
 */
async function uploadImage(file: File, language: string): Promise<BoImage> {
  const response = await fetch(BO_CONTENT_API.images, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'accept-language': language,
      'content-type': file.type || 'application/octet-stream',
      'x-file-name': encodeURIComponent(file.name),
    },
    body: file,
  });
  let envelope: { success?: boolean; value?: unknown; errorCode?: string; message?: string };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new ApiError(response.status, 'server.error', response.statusText || 'Network error');
  }
  if (!response.ok || !envelope.success) {
    throw new ApiError(
      response.status,
      envelope.errorCode ?? 'server.error',
      envelope.message ?? response.statusText,
    );
  }
  return BoImage.parse(envelope.value);
}

export function useUploadImage(language: string) {
  const refresh = useRefresh(IMAGES_KEY);
  return useMutation({
    mutationFn: (file: File) => uploadImage(file, language),
    onSuccess: refresh,
  });
}
