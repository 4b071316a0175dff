import { z } from 'zod';
import { AGENT_LEDGER_KINDS } from './agent-reports.ts';
import { DayRangeFields, PageNo } from './common.ts';

/**
 * Every ledger transfer kind the server writes (a transfer's `kind`, the account record's
 * `type`). `rollback` is a BGS refund carried over from the 003 wallet entries by migration 004;
 * `withdrawal.paid` moves money between house accounts, so a member never sees it on its record.
 */
export const LEDGER_KINDS = [
  'bet',
  'win',
  'rollback',
  'vendor.bet',
  'vendor.win',
  'vendor.rollback',
  'trial.grant',
  'seed.grant',
  'reward.claim',
  'deposit',
  'withdrawal.hold',
  'withdrawal.rejected',
  'withdrawal.paid',
  'migration.adjust',
  // A manual balance adjustment by operators, with its reason (issue 21, decision 043).
  'operator.adjust',
  // Bonuses (issue 25, decision 056): between a member's bonus account and the house's.
  'bonus.grant',
  'bonus.bet',
  'bonus.win',
  'bonus.rollback',
  'bonus.convert',
  'bonus.forfeit',
  // A tournament prize (issue 25, decision 057): house `bonus` → member cash.
  'tournament.prize',
  // Issue 25: the weekly rebate on slot bets, by VIP level (decision 059).
  'member.rebate',
  ...AGENT_LEDGER_KINDS,
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Account record (issue 4 "Records"): the member's ledger entries, newest first. */
export const LEDGER_RECORD_PAGE_SIZE = 25;
export const LEDGER_RECORD_MAX_PAGE_SIZE = 100;

export const WalletTransactionsQuery = z.object({
  pageNo: PageNo,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(LEDGER_RECORD_MAX_PAGE_SIZE)
    .default(LEDGER_RECORD_PAGE_SIZE),
  /** Comma-separated transfer kinds, e.g. `bet,win`. */
  types: z.string().max(512).optional(),
  ...DayRangeFields,
});
export type WalletTransactionsQuery = z.infer<typeof WalletTransactionsQuery>;

export const WalletTransaction = z.object({
  id: z.number().int(),
  /** The transfer kind: one of LEDGER_KINDS. */
  type: z.string(),
  /** Signed integer cents: negative when money left the wallet. */
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  createdAt: z.string(),
  reference: z.string(),
});
export type WalletTransaction = z.infer<typeof WalletTransaction>;

export const WalletTransactionsValue = z.object({
  content: z.array(WalletTransaction),
  totalPages: z.number().int().min(0),
  pageNo: z.number().int().min(1),
});
export type WalletTransactionsValue = z.infer<typeof WalletTransactionsValue>;
