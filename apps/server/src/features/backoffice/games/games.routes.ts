import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../lib/context.ts';

/** The back office's games area (issue 22). */
export function registerBoGamesRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
