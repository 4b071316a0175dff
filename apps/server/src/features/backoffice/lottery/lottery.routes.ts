import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../lib/context.ts';

/** The back office's lottery area (issue 22). */
export function registerBoLotteryRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
