import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EnterTournamentValue,
  TOURNAMENTS_API,
  TournamentDetail,
  TournamentIdParams,
  TournamentList,
} from '@app/contracts';
import { ok } from '../../errors.ts';
import { merchantLanguage, requestContentLanguage } from '../../lib/content-language.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses, noStore } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import { enterTournament, listTournaments, tournamentDetail } from './tournaments.service.ts';

const tags = ['tournaments'];

/**
 * The member's tournaments (issue 25, decision 057). Every call needs a session (the default
 * guard) and is the member's own (entered flags, own rank), so never cached.
 */
export function registerTournamentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Tournament titles are merchant texts kept in both site languages (Vietnamese reads English).
  const language = async (request: Parameters<typeof requestContentLanguage>[0]) =>
    requestContentLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));

  r.get(
    TOURNAMENTS_API.tournaments,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'The live, upcoming and recently ended tournaments',
        response: jsonResponses(TournamentList),
      },
    },
    async (request) => {
      const { memberId } = requireAuth(request);
      return ok(await listTournaments(ctx, memberId, await language(request)));
    },
  );

  r.get(
    TOURNAMENTS_API.tournament,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: "A tournament's prize table, top 10 and the member's own entry and rank",
        params: TournamentIdParams,
        response: jsonResponses(TournamentDetail),
      },
    },
    async (request) => {
      const { memberId } = requireAuth(request);
      return ok(await tournamentDetail(ctx, memberId, request.params.id, await language(request)));
    },
  );

  r.post(
    TOURNAMENTS_API.enter,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Enters the member in a tournament (entering again changes nothing)',
        params: TournamentIdParams,
        response: jsonResponses(EnterTournamentValue),
      },
    },
    async (request) => ok(await enterTournament(ctx, requireAuth(request), request.params.id)),
  );
}
