import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../lib/context.ts';

/** The back office's agents area (issue 22). */
export function registerBoAgentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
