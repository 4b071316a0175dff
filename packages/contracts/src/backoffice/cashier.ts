import { z } from 'zod';
import { OpsDeposit, OpsWithdrawal } from '../api/cashier.ts';
import { BoPageQuery, BoReason, boPage } from './common.ts';

/**
 * The back office's cashier (issue 21, decision 043): the deposit and withdrawal queues, one
 * request with the member's recent history, the decisions, and the four-eyes approvals a second
 * operator confirms (withdrawal payments above FOUR_EYES_WITHDRAWAL_CENTS, balance adjustments
 * above FOUR_EYES_ADJUSTMENT_CENTS).
 */
export const BO_CASHIER_API = {
  deposits: '/bo/api/cashier/deposits',
  deposit: '/bo/api/cashier/deposits/:id',
  depositApprove: '/bo/api/cashier/deposits/:id/approve',
  depositReject: '/bo/api/cashier/deposits/:id/reject',
  withdrawals: '/bo/api/cashier/withdrawals',
  withdrawal: '/bo/api/cashier/withdrawals/:id',
  /** Pays, or above the four-eyes limit asks a second operator to confirm the payment. */
  withdrawalPay: '/bo/api/cashier/withdrawals/:id/pay',
  withdrawalReject: '/bo/api/cashier/withdrawals/:id/reject',
} as const;

export const BO_APPROVALS_API = {
  list: '/bo/api/approvals',
  confirm: '/bo/api/approvals/:id/confirm',
  reject: '/bo/api/approvals/:id/reject',
} as const;

export const BO_DEPOSIT_FILTERS = ['pending', 'approved', 'rejected', 'expired', 'all'] as const;
export const BO_WITHDRAWAL_FILTERS = ['pending', 'paid', 'rejected', 'all'] as const;
export const BO_CASHIER_SORTS = ['created', 'amount'] as const;

const isoInstant = z.iso.datetime({ offset: true });

/** What both queues filter by; `from` is inclusive and `to` exclusive (ISO instants). */
const queueQuery = BoPageQuery.extend({
  /** A member's account name (any case) or id. */
  member: z.string().trim().max(64).optional(),
  minCents: z.coerce.number().int().min(0).optional(),
  maxCents: z.coerce.number().int().min(0).optional(),
  from: isoInstant.optional(),
  to: isoInstant.optional(),
  sort: z.enum(BO_CASHIER_SORTS).default('created'),
  /** Oldest (smallest) first by default: a queue is worked from its head. */
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const BoDepositQueueQuery = queueQuery.extend({
  status: z.enum(BO_DEPOSIT_FILTERS).default('pending'),
});
export type BoDepositQueueQuery = z.input<typeof BoDepositQueueQuery>;
export const BoWithdrawalQueueQuery = queueQuery.extend({
  status: z.enum(BO_WITHDRAWAL_FILTERS).default('pending'),
});
export type BoWithdrawalQueueQuery = z.input<typeof BoWithdrawalQueueQuery>;

export const BoDeposit = OpsDeposit.extend({
  /** Who decided: `bo:<operator>`, `operator:<name>`, `provider:<name>` or `cli`. */
  decidedBy: z.string(),
});
export type BoDeposit = z.infer<typeof BoDeposit>;

export const BoWithdrawal = OpsWithdrawal.extend({
  decidedBy: z.string(),
  /** Above the four-eyes limit: a second operator must confirm the payment. */
  fourEyes: z.boolean(),
  /** The open four-eyes request to pay it, if one waits. */
  approvalId: z.number().int().nullable(),
});
export type BoWithdrawal = z.infer<typeof BoWithdrawal>;

export const BoDepositPage = boPage(BoDeposit);
export type BoDepositPage = z.infer<typeof BoDepositPage>;
export const BoWithdrawalPage = boPage(BoWithdrawal);
export type BoWithdrawalPage = z.infer<typeof BoWithdrawalPage>;

export const BoLedgerMovement = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.string(),
  reference: z.string(),
  /** Signed: negative when money left the member. */
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
});
export type BoLedgerMovement = z.infer<typeof BoLedgerMovement>;

/** The member behind a request, with what an operator checks before deciding. */
export const BoCashierMember = z.object({
  id: z.number().int(),
  userName: z.string(),
  payeeName: z.string(),
  status: z.string(),
  createdAt: z.string(),
  balanceCents: z.number().int(),
  payee: z
    .object({ bankName: z.string(), accountNumber: z.string(), holderName: z.string() })
    .nullable(),
  deposits: z.array(BoDeposit),
  withdrawals: z.array(BoWithdrawal),
  ledger: z.array(BoLedgerMovement),
});
export type BoCashierMember = z.infer<typeof BoCashierMember>;

export const BoOperatorRef = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
});
export type BoOperatorRef = z.infer<typeof BoOperatorRef>;

export const BO_APPROVAL_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export const BoApprovalStatus = z.enum(BO_APPROVAL_STATUSES);

export const BoApproval = z.object({
  id: z.number().int(),
  /** `withdrawal.pay`, `balance.adjust`, ... */
  kind: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** What the target is, for a person: the member's account name. */
  targetLabel: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  status: BoApprovalStatus,
  payload: z.unknown(),
  requestedBy: BoOperatorRef,
  requestedAt: z.string(),
  decidedBy: BoOperatorRef.nullable(),
  decidedAt: z.string().nullable(),
});
export type BoApproval = z.infer<typeof BoApproval>;

export const BoApprovalQuery = BoPageQuery.extend({
  status: z.enum([...BO_APPROVAL_STATUSES, 'all']).default('pending'),
  kind: z.string().max(40).optional(),
});
export type BoApprovalQuery = z.input<typeof BoApprovalQuery>;
export const BoApprovalPage = boPage(BoApproval);
export type BoApprovalPage = z.infer<typeof BoApprovalPage>;

export const BoDepositDetail = z.object({ deposit: BoDeposit, member: BoCashierMember });
export type BoDepositDetail = z.infer<typeof BoDepositDetail>;
export const BoWithdrawalDetail = z.object({
  withdrawal: BoWithdrawal,
  member: BoCashierMember,
  approval: BoApproval.nullable(),
});
export type BoWithdrawalDetail = z.infer<typeof BoWithdrawalDetail>;

/** Approve or pay: an optional note kept in the audit log. */
export const BoCashierNoteBody = z
  .object({ note: z.string().trim().max(200).optional() })
  .default({});
/** Reject: the reason is required, and the member reads it. */
export const BoCashierRejectBody = z.object({ reason: BoReason.max(200) });
export type BoCashierRejectBody = z.infer<typeof BoCashierRejectBody>;
export const BoApprovalRejectBody = z.object({ reason: BoReason });

/** A payment either happened, or waits for a second operator (four-eyes). */
export const BoPayValue = z.object({
  outcome: z.enum(['paid', 'awaiting-approval']),
  withdrawal: BoWithdrawal,
  approval: BoApproval.nullable(),
});
export type BoPayValue = z.infer<typeof BoPayValue>;

export const BoApprovalConfirmValue = z.object({ approval: BoApproval, result: z.unknown() });
export type BoApprovalConfirmValue = z.infer<typeof BoApprovalConfirmValue>;

/**
 * The operator API's payment (`POST /ops/withdrawals/:id/pay`, an API key): the withdrawal, and
 * above the four-eyes limit the approval a second operator must confirm (then still pending).
 */
export const OpsPayValue = OpsWithdrawal.extend({
  approvalId: z.number().int().nullable(),
});
export type OpsPayValue = z.infer<typeof OpsPayValue>;
