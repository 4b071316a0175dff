import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AffiliateUrl,
  AffiliateUrlCreateBody,
  AffiliateUrlDeleteQuery,
  AffiliateUrlDeleteValue,
  AffiliateUrlList,
  AGENTS_API,
  AgentProfile,
  DownlineRegisterBody,
  DownlineRegisterValue,
  TeamKpiQuery,
  TeamKpiValue,
} from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { merchantLanguage, requestContentLanguage } from '../../lib/content-language.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import {
  agentProfile,
  createAffiliateUrl,
  deleteAffiliateUrl,
  listAffiliateUrls,
  registerDownline,
  teamKpi,
} from './agent-home.service.ts';
import { requireAgent } from './agent-tree.ts';

const tags = ['agents'];

/** The signed-in agent (401 without a session, 403 permission.denied for members and trials). */
const agentOf = (request: FastifyRequest) => requireAgent(requireAuth(request));

/**
 * The agent home calls (issue 8, decision 021). Every answer is one agent's own data, changed
 * by the calls beside it: never cached.
 */
export function registerAgentHomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    AGENTS_API.teamKpi,
    {
      schema: {
        tags,
        summary:
          "Team KPI: the agent's team counters over whole days (logged in, betting, registered) and online now",
        querystring: TeamKpiQuery,
        response: jsonResponses(TeamKpiValue),
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const agent = agentOf(request);
      return ok({ footer: await teamKpi(ctx, agent.memberId, request.query) });
    },
  );

  r.get(
    AGENTS_API.agentProfile,
    {
      schema: {
        tags,
        summary:
          "The agent home's header: user name, nickname, balance, unread agent announcements",
        response: jsonResponses(AgentProfile),
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await agentProfile(ctx, agentOf(request).memberId));
    },
  );

  r.get(
    AGENTS_API.affiliateUrls,
    {
      schema: {
        tags,
        summary: "The agent's affiliate links, newest first, with the members each brought",
        response: jsonResponses(AffiliateUrlList),
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok({ list: await listAffiliateUrls(ctx, agentOf(request).memberId) });
    },
  );

  r.post(
    AGENTS_API.affiliateUrls,
    {
      schema: {
        tags,
        summary: 'Creates an affiliate link with a default rebate (0 up to the agent rebate)',
        body: AffiliateUrlCreateBody,
        response: jsonResponses(AffiliateUrl),
      },
    },
    async (request) =>
      ok(await createAffiliateUrl(ctx, agentOf(request).memberId, request.body.defaultRebate)),
  );

  r.delete(
    AGENTS_API.affiliateUrls,
    {
      schema: {
        tags,
        summary: "Deletes one of the agent's own affiliate links (404 for any other code)",
        querystring: AffiliateUrlDeleteQuery,
        response: jsonResponses(AffiliateUrlDeleteValue),
      },
    },
    async (request) =>
      ok(await deleteAffiliateUrl(ctx, agentOf(request).memberId, request.query.code)),
  );

  r.post(
    AGENTS_API.downlineRegister,
    {
      schema: {
        tags,
        summary: 'Registers a member directly below the agent (registration field rules apply)',
        body: DownlineRegisterBody,
        response: jsonResponses(DownlineRegisterValue),
      },
    },
    async (request) => {
      const agent = agentOf(request);
      const language =
        requestContentLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));
      return ok(await registerDownline(ctx, agent.memberId, request.body, language));
    },
  );
}
