import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';

/** Identity checks (issue 23, decision 049): the member's routes. */
export function registerKycRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
