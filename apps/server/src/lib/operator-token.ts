import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** Constant-time comparison of two secrets of any length (their SHA-256 digests are compared). */
export function secretEquals(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * onRequest hook of the operator API (`/ops/...`, decision 025): `Authorization: Bearer
 * <OPERATOR_TOKEN>` or 401 `operator.unauthorized`; never cached.
 */
export function requireOperatorToken(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    void reply.header('cache-control', 'no-store');
    const header = request.headers.authorization ?? '';
    const presented = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!secretEquals(presented, token)) throw new AppError('operator.unauthorized', 401);
  };
}
