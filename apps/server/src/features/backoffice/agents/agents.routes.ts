import type { FastifyInstance } from 'fastify';
import {
  BO_AGENTS_API,
  BoAgentCandidateQuery,
  BoAgentCandidates,
  BoAgentContract,
  BoAgentContractParams,
  BoAgentContracts,
  BoAgentDetail,
  BoAgentParams,
  BoAgentPayouts,
  BoAgentRatesBody,
  BoAgentTree,
  BoAgentTreeQuery,
  BoCancelOfferBody,
  BoHouseOfferBody,
  BoPromoteBody,
  BoSettlementDetail,
  BoSettlementPage,
  BoSettlementsQuery,
} from '@app/contracts/backoffice';
import type { AppContext } from '../../../lib/context.ts';
import { boRead, boWrite } from '../bo-route.ts';
import {
  cancelHouseContract,
  offerHouseContract,
  promoteMember,
  setAgentRates,
} from './agents-actions.service.ts';
import {
  agentContracts,
  agentDetail,
  agentPayouts,
  agentTree,
  promotionCandidates,
} from './agents.service.ts';
import { settlementRun, settlementRuns } from './settlements.service.ts';

/**
 * The back office's agents area (issue 22): reads need agents.read, writes agents.write
 * (finance and admin). Every write is audited with the values before and after and the
 * operator's reason: each changes who earns what.
 */
export function registerBoAgentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  boRead(
    app,
    {
      url: BO_AGENTS_API.tree,
      summary: 'The agent tree: top-level agents, one agent’s downline agents, or a search',
      permission: 'agents.read',
      querystring: BoAgentTreeQuery,
      response: BoAgentTree,
    },
    ({ query }) => agentTree(ctx, query),
  );

  boRead(
    app,
    {
      url: BO_AGENTS_API.candidates,
      summary: 'Plain members whose user name contains q: who can be made an agent',
      permission: 'agents.read',
      querystring: BoAgentCandidateQuery,
      response: BoAgentCandidates,
    },
    ({ query }) => promotionCandidates(ctx, query.q),
  );

  boRead(
    app,
    {
      url: BO_AGENTS_API.agent,
      summary: 'One agent: its place in the tree, team, rates with their bounds, totals paid',
      permission: 'agents.read',
      params: BoAgentParams,
      response: BoAgentDetail,
    },
    ({ params }) => agentDetail(ctx, params.id),
  );

  boRead(
    app,
    {
      url: BO_AGENTS_API.contracts,
      summary: 'The contracts offered to the agent and those it offered its downline agents',
      permission: 'agents.read',
      params: BoAgentParams,
      response: BoAgentContracts,
    },
    ({ params }) => agentContracts(ctx, params.id),
  );

  boRead(
    app,
    {
      url: BO_AGENTS_API.payouts,
      summary: 'The agent’s newest rebate and contract payouts',
      permission: 'agents.read',
      params: BoAgentParams,
      response: BoAgentPayouts,
    },
    ({ params }) => agentPayouts(ctx, params.id),
  );

  boRead(
    app,
    {
      url: BO_AGENTS_API.settlements,
      summary:
        'The settlement runs (rebates and contract payouts), newest first, with what each paid',
      permission: 'agents.read',
      querystring: BoSettlementsQuery,
      response: BoSettlementPage,
    },
    ({ query }) => settlementRuns(ctx, query),
  );

  boRead(
    app,
    {
      url: BO_AGENTS_API.settlement,
      summary: 'One settlement run with the payout lines it wrote, per agent',
      permission: 'agents.read',
      params: BoAgentParams,
      response: BoSettlementDetail,
    },
    ({ params }) => settlementRun(ctx, params.id),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_AGENTS_API.promote,
      summary: 'Makes a plain member an agent',
      permission: 'agents.write',
      body: BoPromoteBody,
      response: BoAgentDetail,
    },
    async ({ body }) => {
      const outcome = await promoteMember(ctx, body.memberId);
      return {
        value: await agentDetail(ctx, body.memberId),
        audit: {
          action: 'agent.promote',
          targetType: 'member',
          targetId: body.memberId,
          before: { ...outcome.before, userName: outcome.userName, uplineId: outcome.uplineId },
          after: { ...outcome.after, userName: outcome.userName, uplineId: outcome.uplineId },
          reason: body.reason,
        },
      };
    },
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_AGENTS_API.rates,
      summary: 'Sets an agent’s own rebate rates (between its downlines’ and its upline’s)',
      permission: 'agents.write',
      params: BoAgentParams,
      body: BoAgentRatesBody,
      response: BoAgentDetail,
    },
    async ({ params, body }) => {
      const outcome = await setAgentRates(ctx, params.id, body);
      return {
        value: await agentDetail(ctx, params.id),
        audit: outcome.changed
          ? {
              action: 'agent.rates',
              targetType: 'member',
              targetId: params.id,
              before: { ratesBp: outcome.before },
              after: { ratesBp: outcome.after },
              reason: body.reason,
            }
          : null,
      };
    },
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_AGENTS_API.contracts,
      summary: 'Offers a top-level agent a contract on behalf of the house',
      permission: 'agents.write',
      params: BoAgentParams,
      body: BoHouseOfferBody,
      response: BoAgentContract,
    },
    async ({ params, body, operator }) => {
      const contract = await offerHouseContract(ctx, params.id, body, operator.username);
      return {
        value: contract,
        audit: {
          action: 'agent.contract.offer',
          targetType: 'agent_contract',
          targetId: contract.id,
          before: null,
          after: {
            memberId: params.id,
            kind: contract.kind,
            terms: contract.terms,
            status: contract.status,
          },
          reason: body.reason,
        },
      };
    },
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_AGENTS_API.cancelContract,
      summary: 'Withdraws a pending house offer',
      permission: 'agents.write',
      params: BoAgentContractParams,
      body: BoCancelOfferBody,
      response: BoAgentContract,
    },
    async ({ params, body, operator }) => {
      const contract = await cancelHouseContract(ctx, params.contractId, operator.username);
      return {
        value: contract,
        audit: {
          action: 'agent.contract.cancel',
          targetType: 'agent_contract',
          targetId: contract.id,
          before: { status: 'pending' },
          after: { status: contract.status, memberId: contract.member.id, kind: contract.kind },
          reason: body.reason,
        },
      };
    },
  );
}
