import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../lib/context.ts';

/** The back office's messages area (issue 22). */
export function registerBoMessagesRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
