import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DrawsQuery,
  DrawsValue,
  Language,
  LOTTERY_API,
  LOTTERY_TAGS,
  LotteryListQuery,
  LotteryListValue,
  LotteryMenuQuery,
  LotteryMenuValue,
  NumeroQuery,
  NumeroValue,
  VietnamRecentQuery,
  VietnamRecentValue,
} from '@app/contracts';
import { ok } from '../../errors.ts';
import { merchantLanguage } from '../../lib/content-language.ts';
import { askedLanguage } from '../../lib/request-language.ts';
import { BodyCache, JSON_TYPE, makeCachedBody, sendCachedBody } from '../../lib/cached-body.ts';
import { nowMs, type AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import {
  drawArchive,
  gameNumero,
  listGames,
  lotteryMenu,
  vietnamMenu,
  vietnamRecent,
} from './lottery.service.ts';

const tags = ['lottery'];

/**
 * The language of lottery names and labels: the one asked (lib/request-language.ts), else the
 * merchant's default. Unlike merchant content, Vietnamese is kept: the lottery has its own
 * Vietnamese wording.
 */
async function lotteryLanguage(
  ctx: AppContext,
  request: FastifyRequest,
  asked: Language | undefined,
): Promise<Language> {
  return asked ?? askedLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));
}

/** Answers carry remaining times on the server's clock: never kept by a browser or a proxy. */
function fresh(reply: FastifyReply): void {
  void reply.header('Cache-Control', 'no-store');
}

/** The open lottery calls (decision 015; all on contracts' OPEN_LOTTERY_ROUTES). */
export function registerLotteryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every open lobby polls the lists and menus: one answer, serialized once, serves all the
  // requests of a short window (LOTTERY_LIST_CACHE_MS). Its serverTime and remaining times are
  // of the moment it was built, so a countdown is off by at most that window.
  const shared = new BodyCache({
    ttlMs: ctx.config.LOTTERY_LIST_CACHE_MS,
    maxEntries: 64,
    now: () => nowMs(ctx),
  });
  const sendShared = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: readonly unknown[],
    build: () => Promise<unknown>,
  ) => {
    const make = async () => makeCachedBody(JSON.stringify(ok(await build())), JSON_TYPE);
    // 0 shares nothing, even on a clock a test moves backwards.
    const cached = await (ctx.config.LOTTERY_LIST_CACHE_MS === 0
      ? make()
      : shared.get(JSON.stringify(key), make));
    return sendCachedBody(request, reply, cached, 'no-store');
  };

  r.get(
    LOTTERY_API.games,
    {
      schema: {
        tags,
        summary: 'Lottery games with their open draw (?tag= narrows to a tag or menu tag)',
        querystring: LotteryListQuery,
        response: jsonResponses(LotteryListValue),
      },
    },
    async (request, reply) => {
      const { tag, prizeMode } = request.query;
      const language = await lotteryLanguage(ctx, request, request.query.language);
      return sendShared(request, reply, ['games', tag, prizeMode, language], () =>
        listGames(ctx, { tag, prizeMode, language }),
      );
    },
  );

  r.get(
    LOTTERY_API.popular,
    {
      schema: {
        tags,
        summary: 'Popular lottery games (tag vietnam_rb_hot) with their open draw',
        querystring: LotteryListQuery.omit({ tag: true }),
        response: jsonResponses(LotteryListValue),
      },
    },
    async (request, reply) => {
      const { prizeMode } = request.query;
      const language = await lotteryLanguage(ctx, request, request.query.language);
      return sendShared(request, reply, ['popular', prizeMode, language], () =>
        listGames(ctx, { tag: LOTTERY_TAGS.hot, prizeMode, language }),
      );
    },
  );

  r.get(
    LOTTERY_API.menu,
    {
      schema: {
        tags,
        summary: "The lottery lobby's menu groups in order, each with its games",
        querystring: LotteryMenuQuery,
        response: jsonResponses(LotteryMenuValue),
      },
    },
    async (request, reply) => {
      const { prizeMode } = request.query;
      const language = await lotteryLanguage(ctx, request, request.query.language);
      return sendShared(request, reply, ['menu', prizeMode, language], () =>
        lotteryMenu(ctx, { prizeMode, language }),
      );
    },
  );

  r.get(
    LOTTERY_API.vietnamMenu,
    {
      schema: {
        tags,
        summary: 'The Vietnamese regional menu groups with their games',
        querystring: LotteryMenuQuery,
        response: jsonResponses(LotteryMenuValue),
      },
    },
    async (request, reply) => {
      const { prizeMode } = request.query;
      const language = await lotteryLanguage(ctx, request, request.query.language);
      return sendShared(request, reply, ['vietnamMenu', prizeMode, language], () =>
        vietnamMenu(ctx, { prizeMode, language }),
      );
    },
  );

  r.get(
    LOTTERY_API.vietnamRecent,
    {
      schema: {
        tags,
        summary: 'The latest Vietnamese results by game code (recentCount in all, newest first)',
        querystring: VietnamRecentQuery,
        response: jsonResponses(VietnamRecentValue),
      },
    },
    async (request, reply) => {
      fresh(reply);
      const { recentCount, prizeMode } = request.query;
      const language = await lotteryLanguage(ctx, request, request.query.language);
      return ok(await vietnamRecent(ctx, { recentCount, prizeMode, language }));
    },
  );

  r.get(
    LOTTERY_API.numero,
    {
      schema: {
        tags,
        summary: "A lottery game's open draw (numero), seed hash, odds and latest results",
        querystring: NumeroQuery,
        response: jsonResponses(NumeroValue),
      },
    },
    async (request, reply) => {
      fresh(reply);
      const { gameId, prizeMode } = request.query;
      const language = await lotteryLanguage(ctx, request, request.query.language);
      return ok(await gameNumero(ctx, { gameId, prizeMode, language }));
    },
  );

  r.get(
    LOTTERY_API.draws,
    {
      schema: {
        tags,
        summary: "A lottery game's drawn draws with seed, seed hash and result (newest first)",
        querystring: DrawsQuery,
        response: jsonResponses(DrawsValue),
      },
    },
    async (request, reply) => {
      fresh(reply);
      return ok(await drawArchive(ctx, request.query));
    },
  );
}
