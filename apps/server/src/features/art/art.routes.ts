import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, BannerArtParams, GameArtParams, GameType, slotThemeOf } from '@app/contracts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { BodyCache, makeCachedBody, sendCachedBody } from '../../lib/cached-body.ts';
import {
  loadTranslations,
  merchantLanguage,
  toContentLanguage,
} from '../../lib/content-language.ts';
import { findBanner } from '../announcements/announcements.repository.ts';
import { lotteryName } from '../lottery/betting-record.ts';
import { findArtGame, findLotteryNames } from './art.repository.ts';
import { appIconSvg, bannerArtSvg, gameArtSvg, themedGameArtSvg } from './art.service.ts';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';
/** Art changes only with a game's name; a day's caching keeps scrolling lists cheap. */
const ART_CACHE_CONTROL = 'public, max-age=86400';

/** `lang`: the language the banner's title is drawn in (pt|en, any case; vi reads en). */
const BannerArtQuery = z.object({
  lang: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['pt', 'en', 'vi']))
    .optional(),
});

/** `lang`: the language a lottery tile's name is drawn in (other games' art has one name). */
const GameArtQuery = z.object({
  v: z.string().optional(),
  lang: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(['PT', 'EN', 'VI']))
    .optional(),
});

export function registerArtRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Generated once per id and kept: the whole catalogue is a few hundred small strings.
  const cache = new BodyCache({ ttlMs: Infinity, maxEntries: 5_000 });

  r.get(
    API.gameArt,
    {
      compress: false,
      schema: {
        tags: ['art'],
        summary: 'Generated SVG art of a game (a lottery game’s name in `lang`)',
        params: GameArtParams,
        querystring: GameArtQuery,
      },
    },
    async (request, reply) => {
      const { gameId } = request.params;
      const { lang } = request.query;
      const cached = await cache.get(`game|${gameId}|${lang ?? ''}`, async () => {
        const game = await findArtGame(ctx.db, gameId);
        if (!game) throw new AppError('game.not.found', 404, String(gameId));
        const names = lang === undefined ? undefined : await findLotteryNames(ctx.db, gameId);
        const name = names && lang ? lotteryName(names, lang) : (game.game_name ?? game.node_name);
        // An in-house slot is drawn from its theme; every other game gets the generic card.
        const svg =
          game.vendor_code === 'BGS' && game.slot_model
            ? themedGameArtSvg({
                gameId: game.game_id,
                name,
                vendorName: game.vendor_name,
                theme: slotThemeOf(game.slot_theme, game.node_name),
              })
            : gameArtSvg({
                gameId: game.game_id,
                name,
                vendorName: game.vendor_name,
                gameType: GameType.catch('RNG').parse(game.game_type),
              });
        return makeCachedBody(svg, SVG_TYPE);
      });
      return sendCachedBody(request, reply, cached, ART_CACHE_CONTROL);
    },
  );

  r.get(
    API.bannerArt,
    {
      // sendCachedBody compresses once per body; the plugin would redo it on every request.
      compress: false,
      schema: {
        tags: ['art'],
        summary: 'Generated SVG art of a banner, its title in `lang` (default: the merchant’s)',
        params: BannerArtParams,
        querystring: BannerArtQuery,
      },
    },
    async (request, reply) => {
      const { bannerId } = request.params;
      const asked = toContentLanguage(request.query.lang);
      const cached = await cache.get(`banner|${bannerId}|${asked ?? 'default'}`, async () => {
        const banner = await findBanner(ctx.db, bannerId);
        if (!banner) throw new AppError('route.not.found', 404, String(bannerId));
        const language = asked ?? (await merchantLanguage(ctx.db, ctx.merchantCode));
        const texts = await loadTranslations(ctx.db, ctx.merchantCode, 'banner', language, [
          banner.id,
        ]);
        return makeCachedBody(
          bannerArtSvg({
            bannerId: banner.id,
            title: texts.get(banner.id)?.get('title') ?? banner.title,
            groupName: banner.group_name,
            language,
          }),
          SVG_TYPE,
        );
      });
      return sendCachedBody(request, reply, cached, ART_CACHE_CONTROL);
    },
  );

  const icon = makeCachedBody(appIconSvg(), SVG_TYPE);
  r.get(
    API.appIcon,
    { compress: false, schema: { tags: ['art'], summary: 'Generated app icon' } },
    async (request, reply) => sendCachedBody(request, reply, icon, ART_CACHE_CONTROL),
  );
}
