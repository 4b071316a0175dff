import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  KYC_API,
  KycDocument,
  KycIdentity,
  type KycDocumentKind,
  type KycSubmitBody,
} from '@app/contracts';
import { ApiError, apiGet, apiRequest, type ApiErrorCode } from '../../../lib/api-client.ts';
import { currentApiLanguage } from '../../../i18n/index.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberKeys } from '../../member/api/member-queries.ts';

/** Under the member's keys: signing out drops the identity answer with the rest. */
export const identityKeys = {
  identity: (user: string) => [...memberKeys.all, user, 'identity'] as const,
};

export function useIdentity() {
  const session = useSession();
  const user = session?.userName ?? '';
  return useQuery({
    queryKey: identityKeys.identity(user),
    queryFn: () => apiGet(KYC_API.identity, KycIdentity),
    enabled: !!session,
  });
}

export function useSubmitIdentity() {
  const client = useQueryClient();
  const user = useSession()?.userName ?? '';
  return useMutation({
    mutationFn: (body: KycSubmitBody) =>
      apiRequest(KYC_API.identity, KycIdentity, { method: 'POST', body }),
    onSuccess: (value) => client.setQueryData(identityKeys.identity(user), value),
  });
}

/**
 * Sends one document as the request body (the server judges its bytes), reporting progress
 * (0-100). XMLHttpRequest, because fetch tells nothing about an upload's progress.
 */
export function uploadDocument(
  kind: KycDocumentKind,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<KycDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const url = `${KYC_API.document.replace(':kind', kind)}?language=${currentApiLanguage()}`;
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError('network.error', 'Network error'));
    request.onload = () => {
      let payload: { success?: boolean; value?: unknown; errorCode?: string; message?: string };
      try {
        payload = JSON.parse(request.responseText) as typeof payload;
      } catch {
        reject(
          new ApiError('server.error', `Unexpected response (${request.status})`, request.status),
        );
        return;
      }
      if (!payload.success) {
        reject(
          new ApiError(
            (payload.errorCode ?? 'server.error') as ApiErrorCode,
            payload.message ?? 'Unknown error',
            request.status,
          ),
        );
        return;
      }
      const parsed = KycDocument.safeParse(payload.value);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError('response.invalid', parsed.error.message, request.status));
    };
    request.send(file);
  });
}

export function useUploadDocument() {
  const client = useQueryClient();
  const user = useSession()?.userName ?? '';
  return async (kind: KycDocumentKind, file: Blob, onProgress: (percent: number) => void) => {
    const document = await uploadDocument(kind, file, onProgress);
    client.setQueryData<KycIdentity>(identityKeys.identity(user), (current) =>
      current
        ? {
            ...current,
            documents: [document, ...current.documents.filter((d) => d.kind !== kind)],
          }
        : current,
    );
    return document;
  };
}
