import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  FavouriteChange,
  FavouriteChangeValue,
  FavouriteIds,
  FavouriteIdsQuery,
  FavouritesPage,
  FavouritesQuery,
} from '@app/contracts';
import { ok, requestLanguage } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import {
  addFavourite,
  favouriteIds,
  listFavourites,
  removeFavourite,
} from './favourites.service.ts';

const tags = ['games'];

/** The member's favourite games (decision 013); every call needs a session (the default guard). */
export function registerFavouriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.favourites,
    {
      schema: {
        tags,
        summary: "The member's favourite games, newest first (25 a page by default)",
        querystring: FavouritesQuery,
        response: jsonResponses(FavouritesPage),
      },
    },
    async (request, reply) => {
      // A member's own list, changed by the calls beside it: never served from a cache.
      void reply.header('Cache-Control', 'no-store');
      return ok(
        await listFavourites(
          ctx,
          requireAuth(request).memberId,
          request.query,
          requestLanguage(request),
        ),
      );
    },
  );

  r.post(
    API.favourites,
    {
      schema: {
        tags,
        summary: 'Adds a game to the favourites by node id (idempotent)',
        body: FavouriteChange,
        response: jsonResponses(FavouriteChangeValue),
      },
    },
    async (request) => ok(await addFavourite(ctx, requireAuth(request).memberId, request.body)),
  );

  r.delete(
    API.favourites,
    {
      schema: {
        tags,
        summary: 'Removes a game from the favourites by node id (idempotent; query string)',
        querystring: FavouriteChange,
        response: jsonResponses(FavouriteChangeValue),
      },
    },
    async (request) => ok(await removeFavourite(ctx, requireAuth(request).memberId, request.query)),
  );

  r.get(
    API.favouriteIds,
    {
      schema: {
        tags,
        summary: "The node ids of the member's favourite games (100 a page by default)",
        querystring: FavouriteIdsQuery,
        response: jsonResponses(FavouriteIds),
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await favouriteIds(ctx, requireAuth(request).memberId, request.query));
    },
  );
}
