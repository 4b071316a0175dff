import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { OpsPayValue, type Permission } from '@app/contracts/backoffice';
import { AppError, ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import {
  approveDepositAs,
  payWithdrawalAs,
  recordAudit,
  rejectDepositAs,
  rejectWithdrawalAs,
  requireOperator,
  type AuditEntry,
  type BoPrincipal,
} from '../backoffice/index.ts';
import { opsDeposits, opsWithdrawals } from './cashier-decisions.service.ts';

const tags = ['operator'];
const security =
  'Operator API: header `Authorization: Bearer bok_...`, an operator’s API key (`npm run backoffice -- create-api-key`); 401 `bo.auth.required` without a valid one, 403 `bo.forbidden` when its role lacks the permission. Each decision is recorded in the audit log under the key’s operator.';

/**
 * The operator's cashier API for scripts (decisions 025 and 043): outside the member API
 * prefixes, so the member session guard does not apply; each call carries an operator's API key
 * whose role has the permission (reads `cashier.read`, decisions `cashier.decide`). Decisions
 * are the back office's own: the same audit row, and a payment above FOUR_EYES_WITHDRAWAL_CENTS
 * is only requested (`approvalId`) until a second operator confirms it in the back office.
 */
export async function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const guard = (permission: Permission) => async (request: FastifyRequest) => {
      await requireOperator(ctx, request, permission);
    };

    const listRoute = <V>(
      url: string,
      summary: string,
      item: z.ZodType<V>,
      list: (ctx: AppContext, query: z.infer<typeof OpsQuery>) => Promise<V[]>,
    ) =>
      r.get(
        url,
        {
          onRequest: guard('cashier.read'),
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
      decide: (
        operator: BoPrincipal,
        id: number,
        reason: string,
      ) => Promise<{ value: V; audit: AuditEntry | null }>,
    ) =>
      r.post(
        url,
        {
          onRequest: guard('cashier.decide'),
          schema: {
            tags,
            summary,
            description: security,
            params: IdParams,
            body: OpsDecisionBody,
            response: jsonResponses(item),
          },
        },
        async (request) => {
          const operator = request.operator;
          if (!operator) throw new AppError('bo.auth.required', 401);
          const result = await decide(operator, request.params.id, request.body?.reason ?? '');
          if (result.audit) {
            await recordAudit(
              ctx,
              {
                operatorId: operator.operatorId,
                username: operator.username,
                via: operator.via,
                ip: request.ip,
              },
              result.audit,
            );
          }
          return ok(result.value);
        },
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
      (operator, id, reason) => approveDepositAs(ctx, operator, id, reason),
    );
    decisionRoute(
      CASHIER_API.opsDepositReject,
      'Rejects a deposit (nothing is credited); the member reads the reason',
      OpsDeposit,
      (operator, id, reason) => rejectDepositAs(ctx, operator, id, reason),
    );
    listRoute(
      CASHIER_API.opsWithdrawals,
      'Withdrawals by status (default pending; `all` for every one), oldest first',
      OpsWithdrawal,
      opsWithdrawals,
    );
    decisionRoute(
      CASHIER_API.opsWithdrawalPay,
      'Marks a withdrawal paid: the held amount leaves the platform once. Above FOUR_EYES_WITHDRAWAL_CENTS it is only requested (`approvalId` set, still pending): a second operator confirms it in the back office.',
      OpsPayValue,
      async (operator, id, reason) => {
        const { value, audit } = await payWithdrawalAs(ctx, operator, id, reason);
        return { value: { ...value.withdrawal, approvalId: value.approval?.id ?? null }, audit };
      },
    );
    decisionRoute(
      CASHIER_API.opsWithdrawalReject,
      'Rejects a withdrawal: the held amount returns to the member once; the member reads the reason',
      OpsWithdrawal,
      (operator, id, reason) => rejectWithdrawalAs(ctx, operator, id, reason),
    );
  });
}
