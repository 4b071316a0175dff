import { z } from 'zod';
import { RowIdParam } from './common.ts';
import { Promotion } from './announcements.ts';
import { PROMOTIONS_API } from './promotions-paths.ts';

/**
 * Promotions and the help centre (spec: accounts-members 2, 3, 7; shell-games-lottery 2, 3).
 * Decision 017 fixes the image reading and the referral flag.
 */

/** The promotion categories of the tab menu, in the spec's tab order (after "all"). */
export const PROMOTION_CATEGORIES = [
  'new_player',
  'deposit_promo',
  'app_download',
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'rank',
  'point',
  'other_promo',
] as const;
export const PromotionCategory = z.enum(PROMOTION_CATEGORIES);
export type PromotionCategory = z.infer<typeof PromotionCategory>;

/** Label key of a category's tab; rank and point read player_rank_rules and point_mall. */
export const PROMOTION_TAB_LABELS: Readonly<Record<PromotionCategory | 'all', string>> = {
  all: 'all',
  new_player: 'new_player',
  deposit_promo: 'deposit_promo',
  app_download: 'app_download',
  rng_promo: 'rng_promo',
  live_promo: 'live_promo',
  pvp_promo: 'pvp_promo',
  sport_promo: 'sport_promo',
  fish_promo: 'fish_promo',
  lotto_promo: 'lotto_promo',
  rebate_promo: 'rebate_promo',
  rank: 'player_rank_rules',
  point: 'point_mall',
  other_promo: 'other_promo',
};

/**
 * announcementImages: sequence 1 is the cover (list card), sequence 2 the detail banner. Both
 * readings of the spec hold at once (decision 017).
 */
export const PROMOTION_COVER_SEQUENCE = 1;
export const PROMOTION_BANNER_SEQUENCE = 2;

/** The tabs to show: "all" first, then each category having at least one promotion. */
export function promotionTabs(
  promotions: readonly { category: string }[],
): Array<PromotionCategory | 'all'> {
  const present = new Set(promotions.map((p) => p.category));
  return ['all', ...PROMOTION_CATEGORIES.filter((category) => present.has(category))];
}

/** Promotions of a tab; "all" keeps every one. */
export function promotionsOfTab<T extends { category: string }>(
  promotions: readonly T[],
  tab: string,
): T[] {
  return tab === 'all' ? [...promotions] : promotions.filter((p) => p.category === tab);
}

export const PromotionsQuery = z.object({ language: z.string().max(8).optional() });

/** Available promotions: value.content, live ones only, newest start first. */
export const PromotionList = z.object({ content: z.array(Promotion) });
export type PromotionList = z.infer<typeof PromotionList>;

export const PromotionParams = z.object({ id: RowIdParam });
export const PromotionArtParams = z.object({ promotionId: RowIdParam });
export const PromotionArtQuery = z.object({
  lang: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['pt', 'en', 'vi']))
    .optional(),
  sequence: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(PROMOTION_COVER_SEQUENCE), z.literal(PROMOTION_BANNER_SEQUENCE)]))
    .default(PROMOTION_COVER_SEQUENCE),
});

/** Help centre devices: the site asks for MOBILE (spec section 9 of the shell document). */
export const HelpDevice = z.enum(['MOBILE', 'WEB']);
export const HelpCenterQuery = z.object({
  device: HelpDevice,
  language: z.string().max(8).optional(),
});

export const HelpTopic = z.object({
  id: z.number().int(),
  /** Stable name a link can select, e.g. `terms` (/m/help?tag=terms). */
  tag: z.string(),
  title: z.string(),
  /** HTML, cleaned when stored; the site cleans it again (SafeHtml). */
  content: z.string(),
});
export type HelpTopic = z.infer<typeof HelpTopic>;

/** Topics in menu order; the first is the one shown by default. */
export const HelpCenter = z.object({ topics: z.array(HelpTopic) });
export type HelpCenter = z.infer<typeof HelpCenter>;

export const UserAgreementQuery = z.object({ language: z.string().max(8).optional() });
export const UserAgreement = z.object({ title: z.string(), content: z.string() });
export type UserAgreement = z.infer<typeof UserAgreement>;

/** Art of a promotion image, drawn in `language` (pt|en). */
export function promotionArtUrl(promotionId: number, sequence: number, language: string): string {
  const lang = language.toLowerCase() === 'pt' ? 'pt' : 'en';
  return `${PROMOTIONS_API.promotionArt.replace(':promotionId', String(promotionId))}?lang=${lang}&sequence=${sequence}`;
}
