import { z } from 'zod';
import { ErrorCode } from './errors.ts';

/** `{ success: true, value }`: every successful JSON response. */
export function okEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** `{ success: false, errorCode, message, value? }`: every failed JSON response. */
export const ErrorEnvelope = z.object({
  success: z.literal(false),
  errorCode: ErrorCode,
  message: z.string(),
  value: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export type OkEnvelope<T> = { success: true; value: T };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;
