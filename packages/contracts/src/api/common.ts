import { z } from 'zod';
import { Language } from '../enums.ts';

/** Query flags arrive as text; accept the usual spellings and nothing else. */
export const QueryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** `language` query parameter: case-insensitive PT, EN or VI. */
export const LanguageParam = z
  .string()
  .max(8)
  .transform((value) => value.toUpperCase())
  .pipe(Language);

/** Comma-separated list in a query string, e.g. `types=B,PL,PU`. */
export function csvOf<T extends z.ZodType<string, string>>(item: T) {
  return z
    .string()
    .min(1)
    .max(1000)
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(item).min(1));
}

/** A page number in a query: past the 10,000th page no list of ours has anything to show. */
export const PageNo = z.coerce.number().int().min(1).max(10_000).default(1);

/** The largest id our id columns hold (a 32-bit integer): a larger one names nothing. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const RowId = z.number().int().min(1).max(MAX_ROW_ID);

/** A row id in a query string or a path, where it arrives as text. */
export const RowIdParam = z.coerce.number().int().min(1).max(MAX_ROW_ID);

export const MerchantCode = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);

/** A calendar day, YYYY-MM-DD. */
export const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'date YYYY-MM-DD');

/**
 * A period of whole days on the member's clock (the record pages): inclusive start and end
 * days, counted at `utcOffset` minutes east of UTC (the site sends its device's offset, so
 * "today" is the member's today); 0, the default, means UTC days.
 */
export const DayRangeFields = {
  startDate: IsoDay.optional(),
  endDate: IsoDay.optional(),
  utcOffset: z.coerce.number().int().min(-840).max(840).default(0),
};

/**
 * The absolute ceiling of any amount a client sends (cents): R$ 1,000,000,000.00. A sanity
 * bound far under Number.MAX_SAFE_INTEGER (so sums of many stay exact), not a business limit:
 * the server applies the merchant's game limits and its configured per-route maxima below it.
 */
export const MAX_AMOUNT_CENTS = 100_000_000_000;

/**
 * An amount of integer cents a client sends, at most MAX_AMOUNT_CENTS; positive unless the
 * route answers a too-small amount with its own code (a slot bet, a lottery stake).
 */
export function amountCents(options: { positive?: boolean } = {}) {
  const cents = z.number().int().max(MAX_AMOUNT_CENTS);
  return options.positive === false ? cents : cents.min(1);
}

/** Whether decimal amount text (e.g. "100.50") is at most MAX_AMOUNT_CENTS; bad text passes. */
export function amountTextWithinCeiling(text: string | number): boolean {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(String(text).trim());
  if (!match) return true; // the route's own parsing answers a malformed amount
  const units = match[1]!.replace(/^0+(?=\d)/, '');
  if (units.length > 12) return false;
  return Number(units) * 100 + Number((match[2] ?? '').padEnd(2, '0')) <= MAX_AMOUNT_CENTS;
}
