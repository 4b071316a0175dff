import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECONCILE_API, ReconcileBody, ReconcileValue } from '@app/contracts';
import { AppError, ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { secretEquals } from '../cashier/providers.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { reconcile } from './reconciliation.ts';

/**
 * The operator's reconciliation with the game provider (decision 039), beside the cashier's
 * operator API: bearer OPERATOR_TOKEN, off without it.
 */
export async function registerReconciliationRoutes(app: FastifyInstance, ctx: AppContext) {
  const token = ctx.config.OPERATOR_TOKEN;
  if (!token) return;
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const header = request.headers.authorization ?? '';
      const presented = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!secretEquals(presented, token)) {
        throw new AppError('operator.unauthorized', 401);
      }
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      RECONCILE_API.reconcile,
      {
        schema: {
          tags: ['operator'],
          summary: 'Reconcile the game provider’s transactions with the ledger for a period',
          description:
            'Operator API: header `Authorization: Bearer <OPERATOR_TOKEN>`. Lists every transaction the provider and the seamless wallet disagree on (missing on one side, another amount, still pending, a debit without answer whose rollback is not done).',
          body: ReconcileBody,
          response: jsonResponses(ReconcileValue),
        },
      },
      async (request) => ok(await reconcile(ctx, request.body)),
    );
  });
}
