import { queryOptions } from '@tanstack/react-query';
import { fetchRegisterRules, fetchRegisterSettings, lookupAffiliateCode } from './accounts-api.ts';

const STALE_MS = 5 * 60_000;

export const registerRulesQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'register-rules'] as const,
    queryFn: ({ signal }) => fetchRegisterRules(signal),
    staleTime: STALE_MS,
    retry: 1,
  });

export const registerSettingsQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'register-settings'] as const,
    queryFn: ({ signal }) => fetchRegisterSettings(signal),
    staleTime: STALE_MS,
    retry: 1,
  });

/** The affiliate code bound to this site's domain (a link domain), null when none. */
export const affiliateLookupQuery = (domain: string) =>
  queryOptions({
    queryKey: ['accounts', 'affiliate-lookup', domain] as const,
    queryFn: async ({ signal }) => (await lookupAffiliateCode(domain, signal)).code,
    staleTime: STALE_MS,
    retry: false,
    enabled: domain !== '',
  });
