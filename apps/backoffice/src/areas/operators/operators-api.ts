import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BO_OPERATORS_API,
  BoApiKeyList,
  BoApiKeyRow,
  BoNewApiKeyValue,
  BoOperatorList,
  BoOperatorRow,
  BoSetupLinkValue,
  type BoCreateApiKeyBody,
  type BoCreateOperatorBody,
  type OperatorRole,
} from '@app/contracts/backoffice';
import { boGet, boPost, pathOf } from '../../lib/api.ts';

/** The operators area's calls (decision 043): every one needs `operators.manage`. */
export const OPERATORS_KEY = ['operators'] as const;

export function useOperators() {
  return useQuery({
    queryKey: [...OPERATORS_KEY, 'list'],
    queryFn: () => boGet(BO_OPERATORS_API.operators, undefined, BoOperatorList),
  });
}

export function useApiKeys() {
  return useQuery({
    queryKey: [...OPERATORS_KEY, 'api-keys'],
    queryFn: () => boGet(BO_OPERATORS_API.apiKeys, undefined, BoApiKeyList),
  });
}

/** A write that refreshes both lists (a disabled operator's keys, a new operator's name). */
function useOperatorsWrite<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}

export const useCreateOperator = () =>
  useOperatorsWrite((body: BoCreateOperatorBody) =>
    boPost(BO_OPERATORS_API.operators, body, BoSetupLinkValue),
  );

export const useSetRole = () =>
  useOperatorsWrite(({ id, role }: { id: number; role: OperatorRole }) =>
    boPost(pathOf(BO_OPERATORS_API.role, { id }), { role }, BoOperatorRow),
  );

export const useSetDisabled = () =>
  useOperatorsWrite(({ id, disabled }: { id: number; disabled: boolean }) =>
    boPost(
      pathOf(disabled ? BO_OPERATORS_API.disable : BO_OPERATORS_API.enable, { id }),
      {},
      BoOperatorRow,
    ),
  );

export const useResetAccess = () =>
  useOperatorsWrite((id: number) =>
    boPost(pathOf(BO_OPERATORS_API.resetAccess, { id }), {}, BoSetupLinkValue),
  );

export const useCreateApiKey = () =>
  useOperatorsWrite((body: BoCreateApiKeyBody) =>
    boPost(BO_OPERATORS_API.apiKeys, body, BoNewApiKeyValue),
  );

export const useRevokeApiKey = () =>
  useOperatorsWrite((id: number) =>
    boPost(pathOf(BO_OPERATORS_API.revokeApiKey, { id }), {}, BoApiKeyRow),
  );
