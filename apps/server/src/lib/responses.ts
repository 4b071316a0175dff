import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * onRequest hook of calls whose answers are one visitor's own and change between calls: no
 * cache may keep them. Set before anything else runs, so error answers carry it too.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
