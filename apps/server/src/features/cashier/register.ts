import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { registerCashierRoutes } from './cashier.routes.ts';
import { registerOpsRoutes } from './ops.routes.ts';
import { buildProviderRegistry } from './providers.ts';

/** The cashier's member, provider, development and operator routes (decision 025). */
export async function registerCashierFeature(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerCashierRoutes(app, ctx, buildProviderRegistry(ctx.config));
  await registerOpsRoutes(app, ctx);
}
