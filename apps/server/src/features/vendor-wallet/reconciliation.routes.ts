import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECONCILE_API, ReconcileBody, ReconcileValue } from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireOperatorToken } from '../../lib/operator-token.ts';
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
    scope.addHook('onRequest', requireOperatorToken(token));
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
