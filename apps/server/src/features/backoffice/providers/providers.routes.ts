import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../lib/context.ts';

/** The back office's providers area (issue 22). */
export function registerBoProvidersRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
