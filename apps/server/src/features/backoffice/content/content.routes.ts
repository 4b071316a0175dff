import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../lib/context.ts';

/** The back office's content area (issue 22). */
export function registerBoContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
