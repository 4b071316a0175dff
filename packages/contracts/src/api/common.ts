import { z } from 'zod';
import { Language } from '../enums.ts';

/** Query flags arrive as text; accept the usual spellings and nothing else. */
export const QueryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** `language` query parameter: case-insensitive PT, EN or VI. */
export const LanguageParam = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(Language);

/** Comma-separated list in a query string, e.g. `types=B,PL,PU`. */
export function csvOf<T extends z.ZodType<string, string>>(item: T) {
  return z
    .string()
    .min(1)
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(item).min(1));
}

export const MerchantCode = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);
