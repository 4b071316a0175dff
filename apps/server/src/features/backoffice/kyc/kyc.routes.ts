import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../lib/context.ts';

/** The back office's identity-check reviews (issue 23, decision 049): risk and admin. */
export function registerBoKycRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
