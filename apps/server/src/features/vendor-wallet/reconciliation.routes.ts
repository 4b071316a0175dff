import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECONCILE_API, ReconcileBody, ReconcileValue } from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { requireOperator } from '../backoffice/index.ts';
import { reconcile } from './reconciliation.ts';

/**
 * The operator's reconciliation with the game provider (decision 039), beside the cashier's
 * operator API: an operator's API key whose role may read the cashier (decision 043). It only
 * reads, so it writes no audit row.
 */
export async function registerReconciliationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(
    RECONCILE_API.reconcile,
    {
      onRequest: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        await requireOperator(ctx, request, 'cashier.read');
      },
      schema: {
        tags: ['operator'],
        summary: 'Reconcile the game provider’s transactions with the ledger for a period',
        description:
          'Operator API: header `Authorization: Bearer bok_...`, an operator’s API key whose role has `cashier.read` (401 `bo.auth.required`, 403 `bo.forbidden`). Lists every transaction the provider and the seamless wallet disagree on (missing on one side, another amount, still pending, a debit without answer whose rollback is not done).',
        body: ReconcileBody,
        response: jsonResponses(ReconcileValue),
      },
    },
    async (request) => ok(await reconcile(ctx, request.body)),
  );
}
