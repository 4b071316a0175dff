import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AGENT_REPORTS_API,
  TeamBetsQuery,
  TeamBetsValue,
  TeamOverview,
  TeamOverviewQuery,
  TeamPnl,
  TeamPnlQuery,
} from '@app/contracts';
import { ok, requestLanguage } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import { requireAgent } from '../agents/agent-tree.ts';
import { teamBets, teamOverview, teamPnl } from './agent-reports.service.ts';

const tags = ['agent'];

/**
 * The team reports (issue 8, decision 023): agents only (403 permission.denied for members and
 * trials), over 1 to 93 whole days on the member's clock. Figures change with every bet, so
 * nothing is cached.
 */
export function registerAgentReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    AGENT_REPORTS_API.teamOverview,
    {
      schema: {
        tags,
        summary: "Team overview: the agent's team sizes, deposits, bets and result in a period",
        querystring: TeamOverviewQuery,
        response: jsonResponses(TeamOverview),
      },
    },
    async (request, reply) => {
      const agent = requireAgent(requireAuth(request));
      void reply.header('Cache-Control', 'no-store');
      return ok(await teamOverview(ctx, agent.memberId, request.query));
    },
  );

  r.get(
    AGENT_REPORTS_API.teamPnl,
    {
      schema: {
        tags,
        summary:
          'Team profit and loss: one row per direct downline (its whole subtree) and the total; parentId drills into a team member',
        querystring: TeamPnlQuery,
        response: jsonResponses(TeamPnl),
      },
    },
    async (request, reply) => {
      const agent = requireAgent(requireAuth(request));
      void reply.header('Cache-Control', 'no-store');
      return ok(await teamPnl(ctx, agent.memberId, request.query));
    },
  );

  r.get(
    AGENT_REPORTS_API.teamBets,
    {
      schema: {
        tags,
        summary:
          "Team betting: the team's real-money slot rounds and lottery bets, newest first, paged",
        querystring: TeamBetsQuery,
        response: jsonResponses(TeamBetsValue),
      },
    },
    async (request, reply) => {
      const agent = requireAgent(requireAuth(request));
      void reply.header('Cache-Control', 'no-store');
      return ok(await teamBets(ctx, agent.memberId, request.query, requestLanguage(request)));
    },
  );
}
