import type { z } from 'zod';
import { ErrorEnvelope, okEnvelope } from '@app/contracts';

/**
 * Response schemas of a JSON call: the success envelope plus the error envelope for 4xx/5xx,
 * so the OpenAPI document shows both shapes every call can answer with.
 */
export function jsonResponses<T extends z.ZodType>(value: T) {
  return {
    200: okEnvelope(value),
    '4xx': ErrorEnvelope,
    '5xx': ErrorEnvelope,
  };
}
