import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../lib/context.ts';

/** The back office's reports area (issue 22). */
export function registerBoReportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
