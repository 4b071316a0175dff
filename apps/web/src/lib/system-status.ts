import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  API,
  STORAGE_KEYS,
  decryptServicePath,
  resolveSystemStatus,
  type Language,
  type SystemStatus,
  type SystemStatusCode,
} from '@app/contracts';
import { useTranslation } from '../i18n/use-translation.ts';
import { currentApiLanguage, toApiLanguage } from '../i18n/index.ts';
import { apiGet, guardParser } from './api-client.ts';
import { isObject } from './first-screen-parsers.ts';
import { readStorageJson, writeStorage } from './storage.ts';

/**
 * Shape check of what the shell reads, without zod: the status decides what the first screen
 * is, so it must not wait for the zod chunk. The full contract check runs right after
 * (checkStatusContract); the cached copy passes here too.
 */
export function isSystemStatusShape(value: unknown): value is SystemStatus {
  if (!isObject(value) || !isObject(value.location) || !isObject(value.info)) return false;
  const { info } = value;
  return (
    typeof value.location.ip === 'string' &&
    typeof value.maintenance === 'boolean' &&
    typeof value.regionRestriction === 'boolean' &&
    Array.isArray(info.customerService) &&
    Array.isArray(info.resources) &&
    isObject(info.whitelabel) &&
    isObject(info.whitelabel.flags)
  );
}

/** The cached status, or null when missing, not JSON or not the expected shape. */
export function readCachedSystemStatus(): SystemStatus | null {
  const cached = readStorageJson(STORAGE_KEYS.systemStatus);
  return isSystemStatusShape(cached) ? cached : null;
}

export function writeCachedSystemStatus(status: SystemStatus): void {
  writeStorage(STORAGE_KEYS.systemStatus, JSON.stringify(status));
}

const statusParser = guardParser(isSystemStatusShape, 'system status');

/**
 * Validates the status against the contracts schema and warns on drift: a developer's check
 * (the server already answers through the same schema), so production phones do not spend a
 * long task building zod schemas during the first seconds.
 */
function checkStatusContract(status: SystemStatus): void {
  if (!import.meta.env.DEV) return;
  void import('./system-status-schema.ts').then(({ SystemStatus }) => {
    const result = SystemStatus.safeParse(status);
    if (!result.success) console.warn('System status does not match the contract', result.error);
  });
}

/**
 * The status in the site's language: its maintenance text and service titles are merchant
 * content, and the site (PT by default) must not get them in the browser's language instead.
 */
export const systemStatusQuery = (language: Language = currentApiLanguage()) =>
  queryOptions({
    queryKey: ['system', 'status', language] as const,
    queryFn: async ({ signal }) => {
      const status = await apiGet(API.systemStatus, statusParser, {
        signal,
        query: { language },
      });
      writeCachedSystemStatus(status);
      checkStatusContract(status);
      return status;
    },
    // The cached copy (in whichever language) is used at once and always refreshed (spec 4).
    initialData: () => readCachedSystemStatus() ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    // While the site is closed (maintenance or restricted), look again now and then so the
    // page opens by itself once the merchant is back.
    refetchInterval: (query) =>
      query.state.data && resolveSystemStatus(query.state.data) !== 0 ? 30_000 : false,
    retry: 1,
  });

export function prefetchSystemStatus(client: QueryClient): Promise<void> {
  return client.prefetchQuery(systemStatusQuery());
}

/** The system status (cached or fresh) with its resolved 0/1/2 code. */
export function useSystemStatus() {
  const { i18n } = useTranslation();
  const query = useQuery(systemStatusQuery(toApiLanguage(i18n.language)));
  const code: SystemStatusCode | null = query.data ? resolveSystemStatus(query.data) : null;
  return { ...query, status: query.data ?? null, code };
}

/** The decrypted link of the first customer-service entry, if any. */
export function customerServiceLink(status: SystemStatus | null | undefined): string | null {
  for (const entry of status?.info.customerService ?? []) {
    const link = decryptServicePath(entry.path);
    if (link) return link;
  }
  return null;
}

/** The first download resource of a type (TELEGRAM, IOS, ...). */
export function resourceUrl(
  status: SystemStatus | null | undefined,
  type: SystemStatus['info']['resources'][number]['resourceType'],
): string | null {
  return status?.info.resources.find((resource) => resource.resourceType === type)?.url || null;
}
