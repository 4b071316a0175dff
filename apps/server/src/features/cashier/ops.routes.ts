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
import { AppError, ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import {
  approveDeposit,
  opsDeposits,
  opsWithdrawals,
  payWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
} from './cashier.service.ts';
import { secretEquals } from './providers.ts';

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
    scope.addHook('onRequest', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const header = request.headers.authorization ?? '';
      const presented = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!secretEquals(presented, token)) throw new AppError('operator.unauthorized', 401);
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const actorOf = (body: { actor?: string | undefined } | undefined) =>
      `operator:${body?.actor?.trim() || 'api'}`;

    r.get(
      CASHIER_API.opsDeposits,
      {
        schema: {
          tags,
          summary: 'Deposits by status (default pending; `all` for every one), oldest first',
          description: security,
          querystring: OpsQuery,
          response: jsonResponses(z.array(OpsDeposit)),
        },
      },
      async (request) => ok(await opsDeposits(ctx, request.query)),
    );
    r.post(
      CASHIER_API.opsDepositApprove,
      {
        schema: {
          tags,
          summary: 'Approves a deposit: credits the member once (409 when already decided)',
          description: security,
          params: IdParams,
          body: OpsDecisionBody,
          response: jsonResponses(OpsDeposit),
        },
      },
      async (request) =>
        ok(
          await approveDeposit(
            ctx,
            request.params.id,
            actorOf(request.body),
            request.body?.reason ?? '',
          ),
        ),
    );
    r.post(
      CASHIER_API.opsDepositReject,
      {
        schema: {
          tags,
          summary: 'Rejects a deposit (nothing is credited)',
          description: security,
          params: IdParams,
          body: OpsDecisionBody,
          response: jsonResponses(OpsDeposit),
        },
      },
      async (request) =>
        ok(
          await rejectDeposit(
            ctx,
            request.params.id,
            actorOf(request.body),
            request.body?.reason ?? '',
          ),
        ),
    );
    r.get(
      CASHIER_API.opsWithdrawals,
      {
        schema: {
          tags,
          summary: 'Withdrawals by status (default pending; `all` for every one), oldest first',
          description: security,
          querystring: OpsQuery,
          response: jsonResponses(z.array(OpsWithdrawal)),
        },
      },
      async (request) => ok(await opsWithdrawals(ctx, request.query)),
    );
    r.post(
      CASHIER_API.opsWithdrawalPay,
      {
        schema: {
          tags,
          summary: 'Marks a withdrawal paid: the held amount leaves the platform once',
          description: security,
          params: IdParams,
          body: OpsDecisionBody,
          response: jsonResponses(OpsWithdrawal),
        },
      },
      async (request) =>
        ok(
          await payWithdrawal(
            ctx,
            request.params.id,
            actorOf(request.body),
            request.body?.reason ?? '',
          ),
        ),
    );
    r.post(
      CASHIER_API.opsWithdrawalReject,
      {
        schema: {
          tags,
          summary: 'Rejects a withdrawal: the held amount returns to the member once',
          description: security,
          params: IdParams,
          body: OpsDecisionBody,
          response: jsonResponses(OpsWithdrawal),
        },
      },
      async (request) =>
        ok(
          await rejectWithdrawal(
            ctx,
            request.params.id,
            actorOf(request.body),
            request.body?.reason ?? '',
          ),
        ),
    );
  });
}
