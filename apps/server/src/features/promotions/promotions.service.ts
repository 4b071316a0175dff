import {
  PROMOTION_BANNER_SEQUENCE,
  PROMOTION_COVER_SEQUENCE,
  promotionArtUrl,
} from '@app/contracts';
import type { HelpCenter, Promotion, PromotionList, UserAgreement } from '@app/contracts';
import { AppError } from '../../errors.ts';
import { nowMs } from '../../lib/context.ts';
import type { AppContext } from '../../lib/context.ts';
import { localizeRows } from '../../lib/content-language.ts';
import type { ContentLanguage, TextLanguage } from '../../lib/content-language.ts';
import { bannerArtSvg } from '../art/art.service.ts';
import {
  findHelpDocument,
  findLivePromotion,
  findPromotionTitle,
  listHelpTopics,
  listLivePromotions,
} from './promotions.repository.ts';

type PromotionRow = Awaited<ReturnType<typeof listLivePromotions>>[number];

/** The document /m/useragreement shows (a help_topics row kept out of the menu). */
export const USER_AGREEMENT_TAG = 'useragreement';

function toPromotion(row: PromotionRow, language: TextLanguage): Promotion {
  const noExpiry = row.no_expiry === 1 ? 1 : 0;
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    startDate: row.start_date,
    endDate: noExpiry === 1 ? null : row.end_date,
    noExpiry,
    content: row.content,
    // Decision 017: 1 the list card's cover, 2 the detail page's banner; both drawn here.
    // Issue 22: an uploaded image in this language, else the drawn art.
    announcementImages: [PROMOTION_COVER_SEQUENCE, PROMOTION_BANNER_SEQUENCE].map((sequence) => ({
      url:
        (sequence === PROMOTION_COVER_SEQUENCE ? row.cover_url : row.banner_url) ??
        promotionArtUrl(row.id, sequence, language),
      sequence,
    })),
  };
}

const nowIso = (ctx: AppContext) => new Date(nowMs(ctx)).toISOString();

/** Live promotions (started; not ended unless long-term), newest start first, in `language`. */
export async function availablePromotions(
  ctx: AppContext,
  language: TextLanguage,
): Promise<PromotionList> {
  const rows = await localizeRows(
    ctx.db,
    ctx.merchantCode,
    'promotion',
    language,
    await listLivePromotions(ctx.db, ctx.merchantCode, nowIso(ctx)),
    ['title', 'content', 'cover_url', 'banner_url'],
  );
  return { content: rows.map((row) => toPromotion(row, language)) };
}

/** One live promotion; unknown, disabled, ended or not yet started: promotion.not.found. */
export async function promotionDetail(
  ctx: AppContext,
  id: number,
  language: TextLanguage,
): Promise<Promotion> {
  const row = await findLivePromotion(ctx.db, ctx.merchantCode, id, nowIso(ctx));
  if (!row) throw new AppError('promotion.not.found', 404, String(id));
  const [localized] = await localizeRows(
    ctx.db,
    ctx.merchantCode,
    'promotion',
    language,
    [row],
    ['title', 'content', 'cover_url', 'banner_url'],
  );
  return toPromotion(localized!, language);
}

/** The promotion's image: banner art with its title; the banner (2) gets other colours. */
export async function promotionArt(
  ctx: AppContext,
  id: number,
  sequence: number,
  language: ContentLanguage,
): Promise<string> {
  const row = await findPromotionTitle(ctx.db, ctx.merchantCode, id);
  if (!row) throw new AppError('promotion.not.found', 404, String(id));
  const [localized] = await localizeRows(
    ctx.db,
    ctx.merchantCode,
    'promotion',
    language,
    [row],
    ['title'],
  );
  return bannerArtSvg({
    // Art ids apart from the banners' own, so a promotion does not look like a home banner.
    bannerId: 100_000 + id * 2 + sequence,
    title: localized!.title,
    groupName: 'm_promotion',
    language,
  });
}

export async function helpCenter(
  ctx: AppContext,
  device: string,
  language: ContentLanguage,
): Promise<HelpCenter> {
  const topics = await localizeRows(
    ctx.db,
    ctx.merchantCode,
    'help_topic',
    language,
    await listHelpTopics(ctx.db, ctx.merchantCode, device, nowIso(ctx)),
    ['title', 'content'],
  );
  return { topics };
}

export async function userAgreement(
  ctx: AppContext,
  language: ContentLanguage,
): Promise<UserAgreement> {
  const row = await findHelpDocument(ctx.db, ctx.merchantCode, USER_AGREEMENT_TAG, nowIso(ctx));
  if (!row) throw new AppError('route.not.found', 404, USER_AGREEMENT_TAG);
  const [localized] = await localizeRows(
    ctx.db,
    ctx.merchantCode,
    'help_topic',
    language,
    [row],
    ['title', 'content'],
  );
  return { title: localized!.title, content: localized!.content };
}
