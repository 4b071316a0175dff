import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { askedLanguage } from '../../lib/request-language.ts';
import {
  HelpCenter,
  HelpCenterQuery,
  PROMOTIONS_API,
  Promotion,
  PromotionArtParams,
  PromotionArtQuery,
  PromotionList,
  PromotionParams,
  PromotionsQuery,
  UserAgreement,
  UserAgreementQuery,
} from '@app/contracts';
import { ok } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses } from '../../lib/responses.ts';
import {
  merchantLanguage,
  requestContentLanguage,
  toContentLanguage,
} from '../../lib/content-language.ts';
import { BodyCache, makeCachedBody, sendCachedBody } from '../../lib/cached-body.ts';
import {
  availablePromotions,
  helpCenter,
  promotionArt,
  promotionDetail,
  userAgreement,
} from './promotions.service.ts';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';
/** Without `language=` the texts follow these headers (the site always sends the parameter). */
const LANGUAGE_VARY = 'Accept-Language, Cookie';
/** Short: a promotion published or ended in the back office shows within seconds. */
const CONTENT_CACHE = 'private, max-age=10';

export function registerPromotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const language = async (request: Parameters<typeof requestContentLanguage>[0]) =>
    requestContentLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));
  // Promotions have Vietnamese texts too (issue 18); VI falls back to English where absent.
  const textLanguage = async (request: Parameters<typeof askedLanguage>[0]) =>
    askedLanguage(request) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));

  r.get(
    PROMOTIONS_API.promotions,
    {
      schema: {
        tags: ['promotions'],
        summary: 'Available promotions (live ones), value.content, in the request’s language',
        querystring: PromotionsQuery,
        response: jsonResponses(PromotionList),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CONTENT_CACHE).header('vary', LANGUAGE_VARY);
      return ok(await availablePromotions(ctx, await textLanguage(request)));
    },
  );

  r.get(
    PROMOTIONS_API.promotion,
    {
      schema: {
        tags: ['promotions'],
        summary: 'One live promotion by id (404 promotion.not.found otherwise)',
        params: PromotionParams,
        querystring: PromotionsQuery,
        response: jsonResponses(Promotion),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CONTENT_CACHE).header('vary', LANGUAGE_VARY);
      return ok(await promotionDetail(ctx, request.params.id, await textLanguage(request)));
    },
  );

  // Drawn once per promotion, image and language: a handful of small strings.
  const art = new BodyCache({ ttlMs: 3_600_000, maxEntries: 1_000 });
  r.get(
    PROMOTIONS_API.promotionArt,
    {
      compress: false,
      schema: {
        tags: ['promotions', 'art'],
        summary: 'Generated SVG image of a promotion: sequence 1 cover, 2 detail banner',
        params: PromotionArtParams,
        querystring: PromotionArtQuery,
      },
    },
    async (request, reply) => {
      const { promotionId } = request.params;
      const { sequence } = request.query;
      const lang =
        toContentLanguage(request.query.lang) ?? (await merchantLanguage(ctx.db, ctx.merchantCode));
      const cached = await art.get(`${promotionId}|${sequence}|${lang}`, async () =>
        makeCachedBody(await promotionArt(ctx, promotionId, sequence, lang), SVG_TYPE),
      );
      return sendCachedBody(request, reply, cached, 'public, max-age=3600');
    },
  );

  r.get(
    PROMOTIONS_API.helpCenter,
    {
      schema: {
        tags: ['help'],
        summary: 'Help centre topics of a device (the site asks device=MOBILE), in menu order',
        querystring: HelpCenterQuery,
        response: jsonResponses(HelpCenter),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CONTENT_CACHE).header('vary', LANGUAGE_VARY);
      return ok(await helpCenter(ctx, request.query.device, await language(request)));
    },
  );

  r.get(
    PROMOTIONS_API.userAgreement,
    {
      schema: {
        tags: ['help'],
        summary: 'The user agreement (/m/useragreement and the registration terms link)',
        querystring: UserAgreementQuery,
        response: jsonResponses(UserAgreement),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CONTENT_CACHE).header('vary', LANGUAGE_VARY);
      return ok(await userAgreement(ctx, await language(request)));
    },
  );
}
