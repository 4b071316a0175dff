import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GameLaunchBody,
  GameLaunchValue,
  RecentGamesQuery,
  RecentGamesValue,
  API,
} from '@app/contracts';
import { ok, requestLanguage } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses, noStore } from '../../lib/responses.ts';
import { sameOriginOnly } from '../../lib/same-origin.ts';
import { requireAuth } from '../../lib/sessions.ts';
import { launchGame, recentGames } from './launcher.service.ts';
import { defaultVendorAdapters, type VendorAdapters } from './vendor-adapters.ts';

/** Game launch and recent games; both need a session (the default guard). */
export function registerLauncherRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  adapters: VendorAdapters = defaultVendorAdapters(ctx.config),
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // POST (decision 029): the launch writes the recent games, so no link, image or redirect
  // on another site may trigger it; a browser's cross-site call is refused outright.
  r.post(
    API.gameLaunch,
    {
      // A launch moves the recent list: never let a cache answer it.
      onRequest: [noStore, sameOriginOnly],
      schema: {
        tags: ['games'],
        summary:
          "The URL that opens a game (from its vendor's adapter); records it in the recent games",
        body: GameLaunchBody,
        response: jsonResponses(GameLaunchValue),
      },
    },
    async (request) =>
      ok(
        await launchGame(
          ctx,
          adapters,
          requireAuth(request),
          request.body,
          requestLanguage(request),
          // The site's own origin (sameOriginOnly checked it), for the way back from a game.
          request.headers.origin ?? `${request.protocol}://${request.host}`,
        ),
      ),
  );
  r.get(
    API.recentGames,
    {
      schema: {
        tags: ['games'],
        summary: "The member's recently launched games, most recent first",
        querystring: RecentGamesQuery,
        response: jsonResponses(RecentGamesValue),
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(
        await recentGames(
          ctx,
          requireAuth(request).memberId,
          request.query,
          requestLanguage(request),
        ),
      );
    },
  );
}
