import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GameLaunchQuery,
  GameLaunchValue,
  RecentGamesQuery,
  RecentGamesValue,
  API,
} from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import { launchGame, recentGames } from './launcher.service.ts';
import { defaultVendorAdapters, type VendorAdapters } from './vendor-adapters.ts';

/** Game launch and recent games; both need a session (the default guard). */
export function registerLauncherRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  adapters: VendorAdapters = defaultVendorAdapters(),
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API.gameLaunch,
    {
      schema: {
        tags: ['games'],
        summary:
          "The URL that opens a game (from its vendor's adapter); records it in the recent games",
        querystring: GameLaunchQuery,
        response: jsonResponses(GameLaunchValue),
      },
    },
    async (request, reply) => {
      // A launch moves the recent list: never let a cache answer it.
      void reply.header('Cache-Control', 'no-store');
      return ok(await launchGame(ctx, adapters, requireAuth(request), request.query));
    },
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
      return ok(await recentGames(ctx, requireAuth(request).memberId, request.query));
    },
  );
}
