import type { FastifyInstance } from 'fastify';
import {
  BO_APPROVALS_API,
  BO_CASHIER_API,
  BoApproval,
  BoApprovalConfirmValue,
  BoApprovalPage,
  BoApprovalQuery,
  BoApprovalRejectBody,
  BoCashierNoteBody,
  BoCashierRejectBody,
  BoDeposit,
  BoDepositDetail,
  BoDepositPage,
  BoDepositQueueQuery,
  BoIdParams,
  BoPayValue,
  BoWithdrawal,
  BoWithdrawalDetail,
  BoWithdrawalPage,
  BoWithdrawalQueueQuery,
} from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import { confirmApproval, rejectApproval } from '../approvals.ts';
import { boRead, boWrite } from '../bo-route.ts';
import { approvalById, listApprovals } from './approvals.service.ts';
import {
  approveDepositAs,
  depositDetail,
  depositQueue,
  payWithdrawalAs,
  registerWithdrawalApprovals,
  rejectDepositAs,
  rejectWithdrawalAs,
  withdrawalDetail,
  withdrawalQueue,
} from './cashier.service.ts';

/**
 * The back office's cashier and four-eyes approvals (issue 21, decision 043): reads need
 * `cashier.read`, decisions `cashier.decide`, and confirming another operator's request
 * `approvals.confirm`. Every decision is idempotent as the cashier's services make it: a repeat
 * answers 409 `cashier.already.processed` (or `bo.approval.decided`) and records nothing.
 */
export function registerCashierBoRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerWithdrawalApprovals();

  boRead(
    app,
    {
      url: BO_CASHIER_API.deposits,
      summary: 'The deposit queue: filtered, sorted and paged (pending ones by default)',
      permission: 'cashier.read',
      querystring: BoDepositQueueQuery,
      response: BoDepositPage,
    },
    ({ query }) => depositQueue(ctx, query),
  );
  boRead(
    app,
    {
      url: BO_CASHIER_API.deposit,
      summary: 'One deposit and its member’s balance, payee and recent history',
      permission: 'cashier.read',
      params: BoIdParams,
      response: BoDepositDetail,
    },
    ({ params }) => depositDetail(ctx, params.id),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_CASHIER_API.depositApprove,
      summary: 'Approves a deposit: credits the member once (409 when already decided)',
      permission: 'cashier.decide',
      params: BoIdParams,
      body: BoCashierNoteBody,
      response: BoDeposit,
    },
    ({ params, body, operator }) => approveDepositAs(ctx, operator, params.id, body.note),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_CASHIER_API.depositReject,
      summary: 'Rejects a deposit with a reason the member reads (nothing is credited)',
      permission: 'cashier.decide',
      params: BoIdParams,
      body: BoCashierRejectBody,
      response: BoDeposit,
    },
    ({ params, body, operator }) => rejectDepositAs(ctx, operator, params.id, body.reason),
  );

  boRead(
    app,
    {
      url: BO_CASHIER_API.withdrawals,
      summary: 'The withdrawal queue: filtered, sorted and paged (pending ones by default)',
      permission: 'cashier.read',
      querystring: BoWithdrawalQueueQuery,
      response: BoWithdrawalPage,
    },
    ({ query }) => withdrawalQueue(ctx, query),
  );
  boRead(
    app,
    {
      url: BO_CASHIER_API.withdrawal,
      summary: 'One withdrawal, its open four-eyes request and its member’s recent history',
      permission: 'cashier.read',
      params: BoIdParams,
      response: BoWithdrawalDetail,
    },
    ({ params }) => withdrawalDetail(ctx, params.id),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_CASHIER_API.withdrawalPay,
      summary:
        'Pays a withdrawal once; above FOUR_EYES_WITHDRAWAL_CENTS asks a second operator to confirm',
      permission: 'cashier.decide',
      params: BoIdParams,
      body: BoCashierNoteBody,
      response: BoPayValue,
    },
    ({ params, body, operator }) => payWithdrawalAs(ctx, operator, params.id, body.note),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_CASHIER_API.withdrawalReject,
      summary: 'Rejects a withdrawal: the amount returns to the member, who reads the reason',
      permission: 'cashier.decide',
      params: BoIdParams,
      body: BoCashierRejectBody,
      response: BoWithdrawal,
    },
    ({ params, body, operator }) => rejectWithdrawalAs(ctx, operator, params.id, body.reason),
  );

  boRead(
    app,
    {
      url: BO_APPROVALS_API.list,
      summary: 'Four-eyes requests of every kind (pending ones by default), oldest first',
      permission: 'approvals.confirm',
      querystring: BoApprovalQuery,
      response: BoApprovalPage,
    },
    ({ query }) => listApprovals(ctx, query),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_APPROVALS_API.confirm,
      summary:
        'A second operator confirms a request: it runs once (409 bo.approval.self for the requester)',
      permission: 'approvals.confirm',
      params: BoIdParams,
      response: BoApprovalConfirmValue,
    },
    async ({ params, operator }) => {
      const { result, audit } = await confirmApproval(ctx, params.id, operator);
      return { value: { approval: await approvalById(ctx, params.id), result }, audit };
    },
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_APPROVALS_API.reject,
      summary: 'A second operator refuses a request: nothing runs',
      permission: 'approvals.confirm',
      params: BoIdParams,
      body: BoApprovalRejectBody,
      response: BoApproval,
    },
    async ({ params, body, operator }) => {
      const { audit } = await rejectApproval(ctx, params.id, operator, body.reason);
      return { value: await approvalById(ctx, params.id), audit };
    },
  );
}
