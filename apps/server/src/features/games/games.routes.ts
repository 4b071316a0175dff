import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  GameListPage,
  GameListQuery,
  GameMenus,
  GameVendors,
  GameVendorsQuery,
  HotGames,
  HotGamesQuery,
  VendorGameTypes,
  VendorGameTypesQuery,
} from '@app/contracts';
import { requestLanguage } from '../../errors.ts';
import { assertMerchant } from '../../lib/context.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import { sendCachedBody } from '../../lib/cached-body.ts';
import type { BodyCache } from '../../lib/cached-body.ts';
import { cachedGameMenus, cachedHotGames } from './games.service.ts';
import {
  cachedGameList,
  cachedGameVendors,
  cachedVendorGameTypes,
  createGameListCache,
} from './game-list.service.ts';

const tags = ['games'];
/**
 * Browsers keep a catalogue answer a few seconds, then ask again with its ETag (a 304 carries
 * no body): an operator's change in the back office shows within seconds (issue 22).
 */
const CACHE_CONTROL = 'private, max-age=5';

export function registerGameRoutes(app: FastifyInstance, ctx: AppContext, cache: BodyCache): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.hotGames,
    {
      // sendCachedBody compresses once per body; the plugin would redo it on every request.
      compress: false,
      schema: {
        tags,
        summary: 'Hot games, optionally of one game type (default 30, at most 100)',
        querystring: HotGamesQuery,
        response: jsonResponses(HotGames),
      },
    },
    async (request, reply) => {
      assertMerchant(ctx, request.query.merchantCode);
      const cached = await cachedHotGames(ctx, cache, request.query, requestLanguage(request));
      return sendCachedBody(request, reply, cached, CACHE_CONTROL);
    },
  );

  r.get(
    API.gameMenus,
    {
      // sendCachedBody compresses once per body; the plugin would redo it on every request.
      compress: false,
      schema: {
        tags,
        summary: 'Game menu tabs with game counts (the site leaves LOTT and ELOTT out of its bar)',
        response: jsonResponses(GameMenus),
      },
    },
    async (request, reply) => {
      const cached = await cachedGameMenus(ctx, cache);
      return sendCachedBody(request, reply, cached, CACHE_CONTROL);
    },
  );

  // Pages and searches get their own cache so they cannot push hot games and menus out.
  const listCache = createGameListCache();
  // A catalogue change (the back office) clears `cache`: the pages and searches go with it.
  cache.alsoClears(listCache);

  r.get(
    API.gameList,
    {
      compress: false,
      schema: {
        tags,
        summary:
          'Paged game list with filters; gameName matches word starts without case or accents',
        querystring: GameListQuery,
        response: jsonResponses(GameListPage),
      },
    },
    async (request, reply) => {
      assertMerchant(ctx, request.query.merchant);
      const cached = await cachedGameList(ctx, listCache, request.query, requestLanguage(request));
      return sendCachedBody(request, reply, cached, CACHE_CONTROL);
    },
  );

  r.get(
    API.vendorGameTypes,
    {
      compress: false,
      schema: {
        tags,
        summary: 'Vendor entries of one game type (e-sports vendors under ESPORTS)',
        querystring: VendorGameTypesQuery,
        response: jsonResponses(VendorGameTypes),
      },
    },
    async (request, reply) => {
      assertMerchant(ctx, request.query.merchant_code);
      const cached = await cachedVendorGameTypes(ctx, cache, request.query.typeId);
      return sendCachedBody(request, reply, cached, CACHE_CONTROL);
    },
  );

  r.get(
    API.gameVendors,
    {
      compress: false,
      schema: {
        tags,
        summary: "The merchant's game vendors by category in menu order (the sorting list)",
        querystring: GameVendorsQuery,
        response: jsonResponses(GameVendors),
      },
    },
    async (request, reply) => {
      assertMerchant(ctx, request.query.merchantCode);
      const cached = await cachedGameVendors(ctx, cache);
      return sendCachedBody(request, reply, cached, CACHE_CONTROL);
    },
  );
}
