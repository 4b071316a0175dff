import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BO_PROVIDERS_API,
  BoProviderList,
  BoProviderVendorBody,
  BoReconcileValue,
  BoRotateSecretValue,
} from '@app/contracts/backoffice';
import { boGet, boPost, pathOf } from '../../lib/api.ts';

/** The providers area's calls (issue 22): reads need providers.read, writes providers.write. */
export const PROVIDERS_KEY = ['providers'] as const;

export const useProviders = () =>
  useQuery({
    queryKey: [...PROVIDERS_KEY, 'list'],
    queryFn: () => boGet(BO_PROVIDERS_API.list, undefined, BoProviderList),
  });

export function useSetProviderVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, enabled }: { code: string; enabled: boolean }) =>
      boPost(pathOf(BO_PROVIDERS_API.vendor, { code }), { enabled }, BoProviderVendorBody),
    // The catalogue shows the same switch.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: PROVIDERS_KEY }),
        client.invalidateQueries({ queryKey: ['catalogue'] }),
      ]),
  });
}

export function useRotateSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      code,
      overlapHours,
      reason,
    }: {
      code: string;
      overlapHours: number;
      reason: string;
    }) =>
      boPost(
        pathOf(BO_PROVIDERS_API.rotate, { code }),
        { overlapHours, reason },
        BoRotateSecretValue,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: PROVIDERS_KEY }),
  });
}

/** A reconciliation run: a read, but run on demand from the form, so a mutation. */
export const useReconcile = () =>
  useMutation({
    mutationFn: (query: { vendorCode?: string; from: string; to: string }) =>
      boGet(BO_PROVIDERS_API.reconcile, query, BoReconcileValue),
  });
