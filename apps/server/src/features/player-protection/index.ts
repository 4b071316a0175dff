import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';

/** Player protection (issue 23, decision 048): the member's routes. */
export function registerProtectionRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
