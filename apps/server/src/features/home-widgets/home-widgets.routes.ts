import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EsportsMatchCounts,
  HOME_WIDGETS_API,
  HotMatches,
  HotMatchesQuery,
  JackpotValue,
  News,
  NewsArtParams,
  NewsQuery,
  WINNER_BOARD,
  Winners,
  WinnersQuery,
  type Language,
} from '@app/contracts';
import { AppError, ok } from '../../errors.ts';
import { assertMerchant } from '../../lib/context.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import {
  BodyCache,
  makeCachedBody,
  sendCachedBody,
  type CachedBody,
} from '../../lib/cached-body.ts';
import {
  merchantLanguage,
  queryLanguage,
  requestContentLanguage,
  type ContentLanguage,
} from '../../lib/content-language.ts';
import { cachedWinners, WINNERS_TTL_MS } from './winners.service.ts';
import { cachedHotMatches, cachedNews, LOBBY_TTL_MS } from './lobby-content.service.ts';
import { newsArtSvg } from './news-art.ts';
import { createJackpotSource, JACKPOT_TTL_MS } from './jackpot.service.ts';
import {
  createProviderFixtures,
  esportsMatchCounts,
  FIXTURES_TTL_MS,
} from './provider-fixtures.service.ts';

const tags = ['home widgets'];
const SVG_TYPE = 'image/svg+xml; charset=utf-8';
/** Without `language=` the texts follow these headers (the site always sends the parameter). */
const LANGUAGE_VARY = ['Accept-Language', 'Cookie'];

export interface HomeWidgetCaches {
  winners: BodyCache;
  lobby: BodyCache;
}

async function contentLanguage(ctx: AppContext, request: FastifyRequest): Promise<ContentLanguage> {
  return requestContentLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));
}

/** A cached public body, varying by the language headers unless the query named a language. */
function sendWidgetBody(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  ttlMs: number,
): FastifyReply {
  const vary = queryLanguage(request) ? [] : LANGUAGE_VARY;
  return sendCachedBody(request, reply, cached, `public, max-age=${ttlMs / 1000}`, vary);
}

/**
 * The home's winner board, hot matches and hot news (decision 020): open calls, served from
 * briefly cached serialized bodies like the catalogue's.
 */
export function registerHomeWidgetRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  caches: HomeWidgetCaches,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const jackpot = createJackpotSource(ctx);
  const fixtures = createProviderFixtures(ctx);

  r.get(
    HOME_WIDGETS_API.jackpot,
    {
      schema: {
        tags,
        summary: 'The game provider’s progressive jackpot pools, summed (cents; null when unknown)',
        response: jsonResponses(JackpotValue),
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', `public, max-age=${JACKPOT_TTL_MS / 1000}`);
      return ok(await jackpot());
    },
  );

  r.get(
    HOME_WIDGETS_API.esportsMatches,
    {
      schema: {
        tags,
        summary:
          'Live and upcoming e-sports matches per e-sports vendor, from the game provider (null when unknown)',
        response: jsonResponses(EsportsMatchCounts),
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', `public, max-age=${FIXTURES_TTL_MS / 1000}`);
      return ok(await esportsMatchCounts(ctx, fixtures));
    },
  );

  r.get(
    HOME_WIDGETS_API.winners,
    {
      compress: false,
      schema: {
        tags,
        summary: `Winner board: the biggest real wins of the last ${WINNER_BOARD.windowDays} days, accounts masked`,
        querystring: WinnersQuery,
        response: jsonResponses(Winners),
      },
    },
    async (request, reply) => {
      assertMerchant(ctx, request.query.merchantCode);
      // Lottery names exist in VI too; everything else reads PT or EN.
      const language: Language = request.query.language ?? (await contentLanguage(ctx, request));
      const limit = request.query.limit ?? WINNER_BOARD.defaultLimit;
      const cached = await cachedWinners(ctx, caches.winners, language, limit);
      return sendWidgetBody(request, reply, cached, WINNERS_TTL_MS);
    },
  );

  r.get(
    HOME_WIDGETS_API.hotMatches,
    {
      compress: false,
      schema: {
        tags,
        summary:
          'Hot matches: the game provider’s featured matches (else the stored ones) with 1X2 odds (hundredths) and the game that opens each',
        querystring: HotMatchesQuery,
        response: jsonResponses(HotMatches),
      },
    },
    async (request, reply) => {
      assertMerchant(ctx, request.query.merchantCode);
      const language = await contentLanguage(ctx, request);
      const cached = await cachedHotMatches(ctx, caches.lobby, language, fixtures);
      return sendWidgetBody(request, reply, cached, LOBBY_TTL_MS);
    },
  );

  r.get(
    HOME_WIDGETS_API.news,
    {
      compress: false,
      schema: {
        tags,
        summary:
          'Hot news: up to three of the game provider’s featured matches, then the lobby news, newest first, with a sanitised HTML body',
        querystring: NewsQuery,
        response: jsonResponses(News),
      },
    },
    async (request, reply) => {
      assertMerchant(ctx, request.query.merchantCode);
      const language = await contentLanguage(ctx, request);
      const cached = await cachedNews(ctx, caches.lobby, language, fixtures);
      return sendWidgetBody(request, reply, cached, LOBBY_TTL_MS);
    },
  );

  // One picture per news item, drawn once and kept (a handful of small strings).
  const artCache = new BodyCache({ ttlMs: Infinity, maxEntries: 500 });
  r.get(
    HOME_WIDGETS_API.newsArt,
    {
      compress: false,
      schema: { tags, summary: 'Generated SVG art of a news item', params: NewsArtParams },
    },
    async (request, reply) => {
      const { newsId } = request.params;
      const cached = await artCache.get(`${ctx.merchantCode}|${newsId}`, async () => {
        const row = await ctx.db
          .selectFrom('news')
          .select(['id', 'art'])
          .where('merchant_code', '=', ctx.merchantCode)
          .where('id', '=', newsId)
          .executeTakeFirst();
        if (!row) throw new AppError('news.not.found', 404, String(newsId));
        return makeCachedBody(newsArtSvg(row.id, row.art), SVG_TYPE);
      });
      return sendCachedBody(request, reply, cached, 'public, max-age=86400');
    },
  );
}
