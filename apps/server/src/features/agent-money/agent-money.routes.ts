import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AGENT_MONEY_API,
  AgentQuotas,
  AgentRebates,
  AgentTransferResult,
  Downline,
  DownlineQuery,
  DownlineRebates,
  DownlinesPage,
  DownlinesQuery,
  RebateStatement,
  RebateStatementQuery,
  TransferDownlineBody,
  TransferDownlinesBody,
  UpdateDownlineRebatesBody,
} from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import { requireAgent } from '../agents/agent-tree.ts';
import { downlineDetail, listDownlines } from './downlines.service.ts';
import {
  agentQuotas,
  agentRebates,
  downlineRebates,
  rebateStatement,
  updateDownlineRebates,
} from './rebates.service.ts';
import { transferToDownlines } from './transfers.service.ts';

const tags = ['agents'];

/** The calling agent's id: 401 without a session, 403 for members, trials and visitors. */
function agentId(request: FastifyRequest): number {
  return requireAgent(requireAuth(request)).memberId;
}

/** Team data and balances change with every transfer: never cached. */
function noStore(reply: FastifyReply): void {
  void reply.header('Cache-Control', 'no-store');
}

/**
 * Agent money (issue 8, decision 022): the downline list, rebate settings, quotas, transfers to
 * downlines and the rebate statement. Every call needs an agent session and only ever reaches
 * the agent's own team.
 */
export function registerAgentMoneyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    AGENT_MONEY_API.downlines,
    {
      schema: {
        tags,
        summary:
          'Subordinate/downline list: the agent’s direct downlines (or whole team), newest first',
        querystring: DownlinesQuery,
        response: jsonResponses(DownlinesPage),
      },
    },
    async (request, reply) => {
      noStore(reply);
      return ok(await listDownlines(ctx, agentId(request), request.query));
    },
  );

  r.get(
    AGENT_MONEY_API.downlineDetail,
    {
      schema: {
        tags,
        summary: 'One member of the agent’s team (404 agent.downline.not.found otherwise)',
        querystring: DownlineQuery,
        response: jsonResponses(Downline),
      },
    },
    async (request, reply) => {
      noStore(reply);
      return ok(await downlineDetail(ctx, agentId(request), request.query));
    },
  );

  r.get(
    AGENT_MONEY_API.rebates,
    {
      schema: {
        tags,
        summary: 'Rebate settings: the agent’s own rate per game type (its downlines’ ceiling)',
        response: jsonResponses(AgentRebates),
      },
    },
    async (request, reply) => {
      noStore(reply);
      return ok(await agentRebates(ctx, agentId(request)));
    },
  );

  r.get(
    AGENT_MONEY_API.downlineRebates,
    {
      schema: {
        tags,
        summary: 'A team member’s rebate rates with the ceiling and floor of each game type',
        querystring: DownlineQuery,
        response: jsonResponses(DownlineRebates),
      },
    },
    async (request, reply) => {
      noStore(reply);
      return ok(await downlineRebates(ctx, agentId(request), request.query));
    },
  );

  r.put(
    AGENT_MONEY_API.downlineRebates,
    {
      schema: {
        tags,
        summary:
          'updateDownlineRebates: sets a direct downline’s rates, each 0..the agent’s own (all or nothing)',
        body: UpdateDownlineRebatesBody,
        response: jsonResponses(DownlineRebates),
      },
    },
    async (request) => ok(await updateDownlineRebates(ctx, agentId(request), request.body)),
  );

  r.get(
    AGENT_MONEY_API.quotas,
    {
      schema: {
        tags,
        summary: 'Quotas: how many downline agents the agent may still open',
        response: jsonResponses(AgentQuotas),
      },
    },
    async (request, reply) => {
      noStore(reply);
      return ok(await agentQuotas(ctx, agentId(request)));
    },
  );

  r.post(
    AGENT_MONEY_API.transferDownline,
    {
      schema: {
        tags,
        summary: 'Transfer downline: moves money from the agent’s wallet to a direct downline',
        body: TransferDownlineBody,
        response: jsonResponses(AgentTransferResult),
      },
    },
    async (request) => {
      const { requestId, ...line } = request.body;
      return ok(await transferToDownlines(ctx, agentId(request), requestId, [line]));
    },
  );

  r.post(
    AGENT_MONEY_API.transferDownlines,
    {
      schema: {
        tags,
        summary:
          'Transfer multiple downline: several direct downlines at once, all lines or none move',
        body: TransferDownlinesBody,
        response: jsonResponses(AgentTransferResult),
      },
    },
    async (request) =>
      ok(
        await transferToDownlines(
          ctx,
          agentId(request),
          request.body.requestId,
          request.body.transfers,
        ),
      ),
  );

  r.get(
    AGENT_MONEY_API.rebateStatement,
    {
      schema: {
        tags,
        summary: 'Rebate income: the agent’s paid rebates per day and game type, newest first',
        querystring: RebateStatementQuery,
        response: jsonResponses(RebateStatement),
      },
    },
    async (request, reply) => {
      noStore(reply);
      return ok(await rebateStatement(ctx, agentId(request), request.query));
    },
  );
}
