import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BO_CASHIER_API,
  BoDeposit,
  BoDepositDetail,
  BoDepositPage,
  BoPayValue,
  BoWithdrawal,
  BoWithdrawalDetail,
  BoWithdrawalPage,
} from '@app/contracts/backoffice';
import { boGet, boPost, pathOf } from '../../lib/api.ts';

/** The cashier's calls: the queues and one request as queries, the decisions as mutations. */
export const CASHIER_KEY = ['cashier'] as const;
/** The approvals area's queries: a payment request changes them too. */
const APPROVALS_KEY = ['approvals'] as const;

/** A queue's query as the address holds it (the server checks the status against its queue). */
export interface QueueQuery {
  status: string;
  member?: string | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort: 'created' | 'amount';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function useDepositQueue(query: QueueQuery) {
  return useQuery({
    queryKey: [...CASHIER_KEY, 'deposits', query],
    queryFn: () => boGet(BO_CASHIER_API.deposits, { ...query }, BoDepositPage),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawalQueue(query: QueueQuery) {
  return useQuery({
    queryKey: [...CASHIER_KEY, 'withdrawals', query],
    queryFn: () => boGet(BO_CASHIER_API.withdrawals, { ...query }, BoWithdrawalPage),
    placeholderData: keepPreviousData,
  });
}

export function useDepositDetail(id: number) {
  return useQuery({
    queryKey: [...CASHIER_KEY, 'deposit', id],
    queryFn: () => boGet(pathOf(BO_CASHIER_API.deposit, { id }), undefined, BoDepositDetail),
  });
}

export function useWithdrawalDetail(id: number) {
  return useQuery({
    queryKey: [...CASHIER_KEY, 'withdrawal', id],
    queryFn: () => boGet(pathOf(BO_CASHIER_API.withdrawal, { id }), undefined, BoWithdrawalDetail),
  });
}

export type Decision =
  | { type: 'approve'; id: number; note?: string }
  | { type: 'rejectDeposit'; id: number; reason: string }
  | { type: 'pay'; id: number; note?: string }
  | { type: 'rejectWithdrawal'; id: number; reason: string };

export type DecisionResult =
  | { type: 'approve'; deposit: BoDeposit }
  | { type: 'rejectDeposit'; deposit: BoDeposit }
  | { type: 'pay'; value: BoPayValue }
  | { type: 'rejectWithdrawal'; withdrawal: BoWithdrawal };

async function decide(decision: Decision): Promise<DecisionResult> {
  const note = 'note' in decision && decision.note ? { note: decision.note } : {};
  switch (decision.type) {
    case 'approve':
      return {
        type: 'approve',
        deposit: await boPost(
          pathOf(BO_CASHIER_API.depositApprove, { id: decision.id }),
          note,
          BoDeposit,
        ),
      };
    case 'rejectDeposit':
      return {
        type: 'rejectDeposit',
        deposit: await boPost(
          pathOf(BO_CASHIER_API.depositReject, { id: decision.id }),
          { reason: decision.reason },
          BoDeposit,
        ),
      };
    case 'pay':
      return {
        type: 'pay',
        value: await boPost(
          pathOf(BO_CASHIER_API.withdrawalPay, { id: decision.id }),
          note,
          BoPayValue,
        ),
      };
    case 'rejectWithdrawal':
      return {
        type: 'rejectWithdrawal',
        withdrawal: await boPost(
          pathOf(BO_CASHIER_API.withdrawalReject, { id: decision.id }),
          { reason: decision.reason },
          BoWithdrawal,
        ),
      };
  }
}

/** One decision; whatever its outcome (a refusal too: someone else decided), lists refresh. */
export function useDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: CASHIER_KEY }),
        client.invalidateQueries({ queryKey: APPROVALS_KEY }),
      ]);
    },
  });
}
