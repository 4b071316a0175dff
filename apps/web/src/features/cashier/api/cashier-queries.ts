import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  API,
  CASHIER_API,
  ChannelsValue,
  CreateDepositValue,
  CreateWithdrawalValue,
  DepositDetailValue,
  DepositsPage,
  MerchantSettings,
  numberLocale,
  Payee,
  WithdrawalsPage,
  WithdrawInfo,
  type BindPayeeBody,
  type RemovePayeeBody,
  type ChangeWithdrawPasswordBody,
  type CreateDepositBody,
  type CreateWithdrawalBody,
  type SetWithdrawPasswordBody,
} from '@app/contracts';
import { z } from 'zod';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { liveMeta } from '../../../lib/live-status.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Money } from '../../../lib/money.ts';
import { memberKeys } from '../../member/api/member-queries.ts';

/** Under the member's keys: signing out drops every cashier answer with the rest. */
export const cashierKeys = {
  all: (user: string) => [...memberKeys.all, user, 'cashier'] as const,
  channels: (user: string) => [...cashierKeys.all(user), 'channels'] as const,
  deposits: (user: string) => [...cashierKeys.all(user), 'deposits'] as const,
  deposit: (user: string, id: number) => [...cashierKeys.all(user), 'deposit', id] as const,
  withdrawInfo: (user: string) => [...cashierKeys.all(user), 'withdraw-info'] as const,
  withdrawals: (user: string) => [...cashierKeys.all(user), 'withdrawals'] as const,
  settings: () => ['cashier', 'settings'] as const,
};

const PAGE_SIZE = 20;

const nextPage = (last: { pageNum: number; totalPages: number }) =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;

/**
 * Every loaded row once, newest first: new requests push older rows onto the next page, so a
 * row can come back there.
 */
export function rowsOf<T extends { id: number }>(
  data: InfiniteData<{ content: T[] }> | undefined,
): T[] {
  const seen = new Set<number>();
  const rows: T[] = [];
  for (const row of (data?.pages ?? []).flatMap((page) => page.content)) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    rows.push(row);
  }
  return rows;
}

function useUser(): string {
  return useSession()?.userName ?? '';
}

export function useChannels() {
  const user = useUser();
  return useQuery({
    queryKey: cashierKeys.channels(user),
    queryFn: ({ signal }) => apiGet(CASHIER_API.channels, ChannelsValue, { signal }),
    enabled: user !== '',
    staleTime: 60_000,
  });
}

export function useDeposits() {
  const user = useUser();
  return useInfiniteQuery({
    queryKey: cashierKeys.deposits(user),
    queryFn: ({ signal, pageParam }) =>
      apiGet(CASHIER_API.deposits, DepositsPage, {
        signal,
        query: { pageNo: pageParam, pageSize: PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: user !== '',
  });
}

/** One deposit and the balance; polled while the provider's confirmation is on its way. */
export function useDeposit(id: number) {
  const user = useUser();
  return useQuery({
    queryKey: cashierKeys.deposit(user, id),
    queryFn: ({ signal }) =>
      apiGet(CASHIER_API.deposit.replace(':id', String(id)), DepositDetailValue, { signal }),
    enabled: user !== '' && id > 0,
    // An approval moves the balance: its live event shows it without waiting for the poll.
    meta: liveMeta('balance'),
    refetchInterval: (query) => (query.state.data?.deposit.status === 'pending' ? 2000 : false),
  });
}

export function useWithdrawInfo() {
  const user = useUser();
  return useQuery({
    queryKey: cashierKeys.withdrawInfo(user),
    queryFn: ({ signal }) => apiGet(CASHIER_API.withdrawInfo, WithdrawInfo, { signal }),
    enabled: user !== '',
    meta: liveMeta('balance'),
  });
}

export function useWithdrawals() {
  const user = useUser();
  return useInfiniteQuery({
    queryKey: cashierKeys.withdrawals(user),
    queryFn: ({ signal, pageParam }) =>
      apiGet(CASHIER_API.withdrawals, WithdrawalsPage, {
        signal,
        query: { pageNo: pageParam, pageSize: PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: user !== '',
    // Operators decide in their own time: the tracker looks again now and then.
    refetchInterval: 15_000,
  });
}

/** The merchant's deposit-function template flag ('1': the new detail layout) and currency. */
export function useCashierSettings(): { newDetailLayout: boolean; currency: Money } {
  const { i18n } = useTranslation();
  const settings = useQuery({
    queryKey: cashierKeys.settings(),
    queryFn: ({ signal }) =>
      apiGet(API.consolidatedSettings, MerchantSettings, { signal, sendLanguage: false }),
    staleTime: 30 * 60_000,
  });
  return {
    newDetailLayout: settings.data?.template.depositFunction === '1',
    currency: {
      symbol: settings.data?.currency.symbol ?? '',
      locale: numberLocale(i18n.language),
    },
  };
}

/** After money moved: the cashier answers and the member's balance everywhere. */
function useRefreshMoney() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: memberKeys.all });
}

export function useCreateDeposit() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: CreateDepositBody) =>
      apiRequest(CASHIER_API.deposits, CreateDepositValue, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useBindPayee() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: BindPayeeBody) =>
      apiRequest(CASHIER_API.payee, Payee, { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

/** Unbinds the payee account (the withdrawal or login password confirms it, decision 036). */
export function useRemovePayee() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: RemovePayeeBody) =>
      apiRequest(CASHIER_API.payeeRemove, z.object({ removed: z.boolean() }), {
        method: 'POST',
        body,
      }),
    onSuccess: refresh,
  });
}

export function useSetWithdrawPassword() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: SetWithdrawPasswordBody) =>
      apiRequest(CASHIER_API.withdrawPassword, z.null(), { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useChangeWithdrawPassword() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: ChangeWithdrawPasswordBody) =>
      apiRequest(CASHIER_API.withdrawPassword, z.null(), { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

export function useCreateWithdrawal() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: CreateWithdrawalBody) =>
      apiRequest(CASHIER_API.withdrawals, CreateWithdrawalValue, { method: 'POST', body }),
    // A refused request may still have counted a wrong password (the lock): refresh either way.
    onSettled: refresh,
  });
}
