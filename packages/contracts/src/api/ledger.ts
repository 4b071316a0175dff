import { z } from 'zod';
import { DayRangeFields, PageNo } from './common.ts';

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
  /** The transfer kind: 'bet', 'win', 'rollback', 'trial.grant', 'seed.grant', ... */
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
