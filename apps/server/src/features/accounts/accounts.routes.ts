import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';

/**
 * Registration, SMS codes, outbox, trial accounts, password flows and the wallet balance.
 */
export function registerAccountRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
