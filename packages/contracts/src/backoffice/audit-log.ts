import { z } from 'zod';
import { IsoDay } from '../api/common.ts';
import { boPage } from './common.ts';

/**
 * The audit log in the back office (issue 21, decision 043): every write an operator made,
 * newest first, searchable. Read-only: nothing in the server updates or deletes its rows.
 */
export const BO_AUDIT_API = {
  search: '/bo/api/audit',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const AuditSearchQuery = z.object({
  /** The operator's user name, exactly (case-insensitive), or its id. */
  operator: optionalText(64),
  /** Actions starting with this, e.g. `cashier.` or `cashier.withdrawal.pay`. */
  action: optionalText(64),
  targetType: optionalText(32),
  targetId: optionalText(64),
  /** Inclusive days on the `utcOffset` clock, as the record pages count them. */
  startDate: IsoDay.optional(),
  endDate: IsoDay.optional(),
  utcOffset: z.coerce.number().int().min(-840).max(840).default(0),
  /** Words found anywhere in the reason (case-insensitive). */
  q: optionalText(100),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AuditSearchQuery = z.infer<typeof AuditSearchQuery>;

export const AuditRow = z.object({
  id: z.number().int(),
  /** ISO-8601 instant. */
  at: z.string(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string(),
  /** 'session', 'api-key' or 'cli'. */
  via: z.string(),
  ip: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The values before and after the write, as recorded (any JSON; null when none). */
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditRow = z.infer<typeof AuditRow>;

export const AuditPage = boPage(AuditRow);
export type AuditPage = z.infer<typeof AuditPage>;
