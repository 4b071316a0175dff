import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CASHIER_API,
  IdParams,
  OpsDecisionBody,
  OpsDeposit,
  OpsQuery,
  OpsWithdrawal,
} from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import {
  approveDeposit,
  opsDeposits,
  opsWithdrawals,
  payWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
} from './cashier-decisions.service.ts';
import { requireOperatorToken } from '../../lib/operator-token.ts';

const tags = ['operator'];
const security =
  'Operator API: header `Authorization: Bearer <OPERATOR_TOKEN>` (401 `operator.unauthorized` otherwise). Off when OPERATOR_TOKEN is not configured.';

/**
 * The operator's cashier API (decision 025): outside the member API prefixes, so the member
 * session guard does not apply; a bearer operator token from the configuration does. Without
 * OPERATOR_TOKEN the routes do not exist.
 */
export async function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const token = ctx.config.OPERATOR_TOKEN;
  if (!token) return;
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireOperatorToken(token));
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const actorOf = (body: { actor?: string | undefined } | undefined) =>
      `operator:${body?.actor?.trim() || 'api'}`;

    const listRoute = <V>(
      url: string,
      summary: string,
      item: z.ZodType<V>,
      list: (ctx: AppContext, query: z.infer<typeof OpsQuery>) => Promise<V[]>,
    ) =>
      r.get(
        url,
        {
          schema: {
            tags,
            summary,
            description: security,
            querystring: OpsQuery,
            response: jsonResponses(z.array(item)),
          },
        },
        async (request) => ok(await list(ctx, request.query)),
      );
    const decisionRoute = <V>(
      url: string,
      summary: string,
      item: z.ZodType<V>,
      decide: (ctx: AppContext, id: number, actor: string, reason: string) => Promise<V>,
    ) =>
      r.post(
        url,
        {
          schema: {
            tags,
            summary,
            description: security,
            params: IdParams,
            body: OpsDecisionBody,
            response: jsonResponses(item),
          },
        },
        async (request) =>
          ok(
            await decide(ctx, request.params.id, actorOf(request.body), request.body?.reason ?? ''),
          ),
      );

    listRoute(
      CASHIER_API.opsDeposits,
      'Deposits by status (default pending; `all` for every one), oldest first',
      OpsDeposit,
      opsDeposits,
    );
    decisionRoute(
      CASHIER_API.opsDepositApprove,
      'Approves a deposit: credits the member once (409 when already decided)',
      OpsDeposit,
      approveDeposit,
    );
    decisionRoute(
      CASHIER_API.opsDepositReject,
      'Rejects a deposit (nothing is credited)',
      OpsDeposit,
      rejectDeposit,
    );
    listRoute(
      CASHIER_API.opsWithdrawals,
      'Withdrawals by status (default pending; `all` for every one), oldest first',
      OpsWithdrawal,
      opsWithdrawals,
    );
    decisionRoute(
      CASHIER_API.opsWithdrawalPay,
      'Marks a withdrawal paid: the held amount leaves the platform once',
      OpsWithdrawal,
      payWithdrawal,
    );
    decisionRoute(
      CASHIER_API.opsWithdrawalReject,
      'Rejects a withdrawal: the held amount returns to the member once',
      OpsWithdrawal,
      rejectWithdrawal,
    );
  });
}
