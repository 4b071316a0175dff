import { z } from 'zod';
import { BonusTerms } from './bonuses.ts';
import {
  amountCents,
  amountTextWithinCeiling,
  MAX_AMOUNT_CENTS,
  PageNo,
  RowId,
  RowIdParam,
} from './common.ts';

/**
 * Cashier schemas (issue 9, decision 025). Members type amounts as decimal text ("100.50");
 * the server parses them (at most 2 decimals) and answers integer cents.
 */

/** A member-typed amount: digits with an optional dot and decimals, checked by the server. */
export const AmountText = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .refine(amountTextWithinCeiling, `at most ${MAX_AMOUNT_CENTS / 100}`)
  .describe('Amount as decimal text, e.g. "100.50" (at most 2 decimals)');

export const ChannelKind = z.enum(['manual', 'gateway']);
export type ChannelKind = z.infer<typeof ChannelKind>;

export const PaymentChannel = z.object({
  code: z.string(),
  kind: ChannelKind,
  provider: z.string().describe('Gateway provider name; empty for manual transfers'),
  displayName: z.string(),
  instructions: z.string().describe('Plain text shown to the member (bank details for manual)'),
  minCents: z.number().int(),
  maxCents: z.number().int(),
});
export type PaymentChannel = z.infer<typeof PaymentChannel>;

export const DepositPromotion = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The bonus a qualifying deposit grants (issue 25), or null for a promotion without one. */
  bonus: BonusTerms.nullable(),
});

export const ChannelsValue = z.object({
  deposit: z.array(PaymentChannel),
  withdrawal: PaymentChannel.nullable().describe('The payout channel (its limits apply)'),
  promotions: z.array(DepositPromotion).describe('Promotions a deposit may accept'),
  quickAmounts: z.array(z.number().int()).describe('Suggested amounts in cents'),
});
export type ChannelsValue = z.infer<typeof ChannelsValue>;

export const DepositStatus = z.enum(['pending', 'approved', 'rejected', 'expired']);
export type DepositStatus = z.infer<typeof DepositStatus>;

export const CreateDepositBody = z.object({
  channelCode: z.string().min(1).max(40),
  amount: AmountText,
  reference: z
    .string()
    .trim()
    .max(64)
    .optional()
    .describe('Manual transfer: the reference the member wrote on the bank transfer'),
  promotionId: RowId.optional().describe('A promotion to accept'),
});
export type CreateDepositBody = z.input<typeof CreateDepositBody>;

export const Deposit = z.object({
  id: z.number().int(),
  channelCode: z.string(),
  channelName: z.string(),
  kind: ChannelKind,
  amountCents: z.number().int(),
  status: DepositStatus,
  reference: z.string(),
  promotionId: z.number().int().nullable(),
  reason: z.string().describe('Why the operator rejected it'),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof Deposit>;

export const CreateDepositValue = z.object({
  deposit: Deposit,
  paymentUrl: z.string().nullable().describe('Gateway: where to send the member to pay'),
});
export type CreateDepositValue = z.infer<typeof CreateDepositValue>;

export const CashierPageQuery = z.object({
  pageNo: PageNo,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type CashierPageQuery = z.input<typeof CashierPageQuery>;

export const DepositsPage = z.object({
  content: z.array(Deposit),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export type DepositsPage = z.infer<typeof DepositsPage>;

export const IdParams = z.object({ id: RowIdParam });

export const DepositDetailValue = z.object({
  deposit: Deposit,
  balanceCents: z.number().int().describe("The member's balance now"),
});
export type DepositDetailValue = z.infer<typeof DepositDetailValue>;

export const Payee = z.object({
  bankName: z.string(),
  accountNumber: z.string().describe('Masked except the last 4 digits'),
  holderName: z.string(),
});
export type Payee = z.infer<typeof Payee>;

/**
 * Re-authentication for payee changes (bind, replace, remove; decision 036): the withdrawal
 * password, or the login password while no withdrawal password is set. Optional in the schema
 * so that a request without it answers the clear security.reauth.required (and changes
 * nothing) instead of a generic invalid request.
 */
export const PayeeReauth = z
  .string()
  .max(128)
  .optional()
  .describe('The withdrawal password (the login password while none is set)');

export const BindPayeeBody = z.object({
  bankName: z.string().trim().min(2).max(60),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9 -]{4,34}$/, 'digits, spaces or dashes')
    .describe('Bank account number'),
  holderName: z
    .string()
    .trim()
    .min(2)
    .max(60)
    .describe("Must equal the member's registered real name (the first binding sets it)"),
  password: PayeeReauth,
});
export type BindPayeeBody = z.input<typeof BindPayeeBody>;

/** POST CASHIER_API.payeeRemove: unbinds the payee account (after re-authentication). */
export const RemovePayeeBody = z.object({ password: PayeeReauth });
export type RemovePayeeBody = z.input<typeof RemovePayeeBody>;

export const WithdrawInfo = z.object({
  balanceCents: z.number().int(),
  payee: Payee.nullable(),
  passwordSet: z.boolean(),
  lockedUntil: z.string().nullable().describe('Withdrawals locked after wrong passwords'),
  channel: PaymentChannel.nullable(),
  realName: z.string(),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfo>;

export const WithdrawPasswordText = z.string().regex(/^\d{6}$/, 'six digits');

const NewWithdrawPassword = z.object({
  newPassword: WithdrawPasswordText,
  confirmPassword: z.string().max(64),
});

/**
 * The first withdrawal password. The login password is asked for (decision 036): the
 * withdrawal password confirms payee changes, so whoever holds only a session must not set
 * one. Optional in the schema so that its absence answers security.reauth.required.
 */
export const SetWithdrawPasswordBody = NewWithdrawPassword.extend({
  loginPassword: z.string().max(128).optional().describe('The current login password'),
});
export type SetWithdrawPasswordBody = z.input<typeof SetWithdrawPasswordBody>;

export const ChangeWithdrawPasswordBody = NewWithdrawPassword.extend({
  oldPassword: z.string().min(1).max(64),
});
export type ChangeWithdrawPasswordBody = z.input<typeof ChangeWithdrawPasswordBody>;

export const CheckWithdrawPasswordBody = z.object({ password: z.string().min(1).max(64) });

export const WithdrawalStatus = z.enum(['pending', 'paid', 'rejected']);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

export const CreateWithdrawalBody = z.object({
  amount: AmountText,
  password: z.string().min(1).max(64),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .describe('Chosen by the client per request: a repeat answers the first withdrawal'),
  /**
   * The member agreed to give up the active bonus (issue 25): without it, a withdrawal while a
   * bonus is active is refused with cashier.withdraw.bonus.active.
   */
  forfeitBonus: z.boolean().optional(),
});
export type CreateWithdrawalBody = z.input<typeof CreateWithdrawalBody>;

export const Withdrawal = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  status: WithdrawalStatus,
  bankName: z.string(),
  accountNumber: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

export const CreateWithdrawalValue = z.object({
  withdrawal: Withdrawal,
  balanceCents: z.number().int(),
});
export type CreateWithdrawalValue = z.infer<typeof CreateWithdrawalValue>;

export const WithdrawalsPage = z.object({
  content: z.array(Withdrawal),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export type WithdrawalsPage = z.infer<typeof WithdrawalsPage>;

/** What a payment provider posts back (signed over the raw body). */
export const GatewayCallbackBody = z.object({
  depositId: RowId,
  transactionId: z.string().min(1).max(100).describe("The provider's own transaction id"),
  amountCents: amountCents(),
  status: z.enum(['success', 'failed']),
});
export type GatewayCallbackBody = z.infer<typeof GatewayCallbackBody>;

export const GatewayCallbackValue = z.object({
  status: DepositStatus,
  replayed: z.boolean(),
});

export const ProviderParams = z.object({ provider: z.string().min(1).max(32) });

export const OpsQuery = z.object({
  status: z.string().max(20).optional().describe('Default: pending'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const OpsDecisionBody = z
  .object({ reason: z.string().trim().max(200).optional(), actor: z.string().max(60).optional() })
  .default({});

export const OpsDeposit = Deposit.extend({
  memberId: z.number().int(),
  userName: z.string(),
});
export const OpsWithdrawal = Withdrawal.extend({
  memberId: z.number().int(),
  userName: z.string(),
  holderName: z.string(),
  fullAccountNumber: z.string(),
});
export type OpsDeposit = z.infer<typeof OpsDeposit>;
export type OpsWithdrawal = z.infer<typeof OpsWithdrawal>;

/** Parses member-typed amount text into cents; null when not a positive amount with <= 2 decimals. */
export function parseAmountCents(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

/** Why an amount is refused before any call, or null when it may be sent. */
export function amountProblem(
  text: string,
  limits: { minCents: number; maxCents: number; balanceCents?: number },
): 'invalid' | 'below.min' | 'above.max' | 'insufficient' | null {
  const cents = parseAmountCents(text);
  if (cents === null) return 'invalid';
  if (cents < limits.minCents) return 'below.min';
  if (cents > limits.maxCents) return 'above.max';
  if (limits.balanceCents !== undefined && cents > limits.balanceCents) return 'insufficient';
  return null;
}
