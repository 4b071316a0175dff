import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGENT_CONTRACTS_API,
  AgentContract,
  CancelContract,
  ContractCurrentValue,
  ContractHistoryValue,
  ContractIdQuery,
  ContractInfoValue,
  ContractKind,
  ContractKindQuery,
  ContractList,
  ContractStatusValue,
  DecideContract,
  DownlineAgents,
  OfferContract,
  PendingContractValue,
  contractCycle,
  contractPeriod,
} from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses, noStore } from '../../lib/responses.ts';
import { requireAuth, type AuthContext } from '../../lib/sessions.ts';
import { requireAgent } from '../agents/agent-tree.ts';
import {
  cancelContract,
  contractDetail,
  contractInForce,
  contractStatus,
  decideContract,
  downlineAgents,
  listContracts,
  offerContract,
  pendingContract,
} from './agent-contracts.service.ts';
import { contractFigures, payoutHistory, type PaidKind } from './contract-payouts.service.ts';

const tags = ['agent contracts'];
const ListQuery = z.object({ kind: ContractKind.optional() });

/** Agent contracts (issue 8, decision 024): offers, decisions, status and payouts. */
export function registerAgentContractRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    AGENT_CONTRACTS_API.status,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary:
          'Contract status (spec 3): the id of the caller’s pending daily salary, dividend and hourly salary contract, or empty',
        response: jsonResponses(ContractStatusValue),
      },
    },
    async (request) => ok(await contractStatus(ctx, requireAuth(request))),
  );

  r.get(
    AGENT_CONTRACTS_API.pending,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'The contract of one kind waiting for the caller’s decision, or null',
        querystring: ContractKindQuery,
        response: jsonResponses(PendingContractValue),
      },
    },
    async (request) => ({
      success: true as const,
      value: { contract: await pendingContract(ctx, requireAuth(request), request.query.kind) },
    }),
  );

  r.get(
    AGENT_CONTRACTS_API.detail,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'One contract with its audit trail (either party only)',
        querystring: ContractIdQuery,
        response: jsonResponses(AgentContract),
      },
    },
    async (request) => {
      const auth = requireAgent(requireAuth(request));
      return ok(await contractDetail(ctx, auth, request.query.id));
    },
  );

  r.post(
    AGENT_CONTRACTS_API.decide,
    {
      schema: {
        tags,
        summary: 'The addressee accepts or refuses a pending contract (once)',
        body: DecideContract,
        response: jsonResponses(AgentContract),
      },
    },
    async (request) =>
      ok(await decideContract(ctx, requireAuth(request), request.body.id, request.body.decision)),
  );

  r.post(
    AGENT_CONTRACTS_API.offer,
    {
      schema: {
        tags,
        summary: 'Offers a direct downline agent a contract (one pending per kind)',
        body: OfferContract,
        response: jsonResponses(AgentContract),
      },
    },
    async (request) => ok(await offerContract(ctx, requireAuth(request), request.body)),
  );

  r.post(
    AGENT_CONTRACTS_API.cancel,
    {
      schema: {
        tags,
        summary: 'The upline withdraws a pending offer',
        body: CancelContract,
        response: jsonResponses(AgentContract),
      },
    },
    async (request) => ok(await cancelContract(ctx, requireAuth(request), request.body.id)),
  );

  for (const side of ['offered', 'received'] as const) {
    r.get(
      AGENT_CONTRACTS_API[side],
      {
        onRequest: noStore,
        schema: {
          tags,
          summary:
            side === 'offered'
              ? 'Contracts the caller offered, newest first, with their audit trails'
              : 'Contracts offered to the caller, newest first, with their audit trails',
          querystring: ListQuery,
          response: jsonResponses(ContractList),
        },
      },
      async (request) => ({
        success: true as const,
        value: { list: await listContracts(ctx, requireAuth(request), side, request.query.kind) },
      }),
    );
  }

  r.get(
    AGENT_CONTRACTS_API.downlines,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'The caller’s direct downline agents and the newest contract status of each kind',
        response: jsonResponses(DownlineAgents),
      },
    },
    async (request) => ok({ list: await downlineAgents(ctx, requireAuth(request)) }),
  );

  const paid: Array<{ kind: PaidKind; info: string; current: string; history: string }> = [
    {
      kind: 'dividend',
      info: AGENT_CONTRACTS_API.dividendInfo,
      current: AGENT_CONTRACTS_API.dividendCurrent,
      history: AGENT_CONTRACTS_API.dividendHistory,
    },
    {
      kind: 'dailySalary',
      info: AGENT_CONTRACTS_API.salaryInfo,
      current: AGENT_CONTRACTS_API.salaryCurrent,
      history: AGENT_CONTRACTS_API.salaryHistory,
    },
  ];
  const label = (kind: PaidKind) => (kind === 'dividend' ? 'dividend' : 'daily salary');
  for (const { kind, info, current, history } of paid) {
    r.get(
      info,
      {
        onRequest: noStore,
        schema: {
          tags,
          summary: `The caller’s ${label(kind)} contract in force, or null`,
          response: jsonResponses(ContractInfoValue),
        },
      },
      async (request) => ({
        success: true as const,
        value: { contract: await contractInForce(ctx, requireAuth(request), kind) },
      }),
    );
    r.get(
      current,
      {
        onRequest: noStore,
        schema: {
          tags,
          summary: `The current ${label(kind)} period so far, computed like its payout will be`,
          response: jsonResponses(ContractCurrentValue),
        },
      },
      async (request) => ({
        success: true as const,
        value: { estimate: await estimate(ctx, requireAuth(request), kind) },
      }),
    );
    r.get(
      history,
      {
        onRequest: noStore,
        schema: {
          tags,
          summary: `The caller’s ${label(kind)} payouts with the period and figures used`,
          response: jsonResponses(ContractHistoryValue),
        },
      },
      async (request) => {
        const auth = requireAgent(requireAuth(request));
        return ok({
          list: await payoutHistory(ctx.db, auth.merchantCode, auth.memberId, kind),
        });
      },
    );
  }
}

async function estimate(ctx: AppContext, auth: AuthContext, kind: PaidKind) {
  const contract = await contractInForce(ctx, auth, kind);
  if (!contract) return null;
  const period = contractPeriod(contractCycle(contract), new Date(ctx.clock?.() ?? Date.now()));
  return contractFigures(
    ctx.db,
    auth.merchantCode,
    { kind: contract.kind, terms: JSON.stringify(contract.terms), member_id: auth.memberId },
    period,
  );
}
