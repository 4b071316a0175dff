import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, WalletTransactionsQuery, WalletTransactionsValue } from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import { accountRecord } from './ledger.record.ts';

/** The account record (`/m/transaction/record`): guarded by the default session check. */
export function registerLedgerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API.walletTransactions,
    {
      schema: {
        tags: ['wallet'],
        summary: "The signed-in member's ledger entries, newest first",
        querystring: WalletTransactionsQuery,
        response: jsonResponses(WalletTransactionsValue),
      },
    },
    async (request) => ok(await accountRecord(ctx, requireAuth(request).memberId, request.query)),
  );
}
