import { z } from 'zod';
import { BannerGroup } from '../enums.ts';
import { PromotionCategory } from '../api/promotions.ts';

/**
 * The back office's content area (issue 22, decision 044): the site's banners of every group
 * and its promotions, each in PT-BR and EN (promotions also VI, which the site shows for them),
 * scheduled by publish and unpublish instants, with images uploaded here.
 */
export const BO_CONTENT_API = {
  /** GET the list, POST a new banner. */
  banners: '/bo/api/content/banners',
  /** GET one, POST its new values, DELETE it. */
  banner: '/bo/api/content/banners/:id',
  /** POST { enabled }: publish or unpublish at once. */
  bannerEnabled: '/bo/api/content/banners/:id/enabled',
  /** POST { groupName, ids }: the group's order. */
  bannersOrder: '/bo/api/content/banners/order',
  promotions: '/bo/api/content/promotions',
  promotion: '/bo/api/content/promotions/:id',
  promotionEnabled: '/bo/api/content/promotions/:id/enabled',
  promotionsOrder: '/bo/api/content/promotions/order',
  /** POST the image's bytes (body = the file, any image content type); GET the recent ones. */
  images: '/bo/api/content/images',
} as const;

/** Public, content-addressed images: `/media/<sha256>.<jpg|png>` (features/media). */
export const MEDIA_PATH = '/media/:file';
export const MEDIA_URL_PATTERN = /^\/media\/([0-9a-f]{64})\.(jpg|png)$/;
export const mediaUrl = (hash: string, extension: 'jpg' | 'png') => `/media/${hash}.${extension}`;

/** Upload limits (decision 044). */
export const BO_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded size limit: a small file that claims more pixels than this is refused unread. */
export const BO_IMAGE_MAX_PIXELS = 40_000_000;
/** The stored image's longest side (twice a 750 px banner: sharp on any phone). */
export const BO_IMAGE_MAX_EDGE = 1500;
/** What an upload may be (sniffed from its bytes, whatever its name or header says). */
export const BO_IMAGE_INPUT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const BoImage = z.object({
  id: z.number().int(),
  url: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  originalName: z.string(),
  createdAt: z.string(),
});
export type BoImage = z.infer<typeof BoImage>;
export const BoImageList = z.object({ images: z.array(BoImage) });
export type BoImageList = z.infer<typeof BoImageList>;

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** Languages of banners (the site draws banners in its content languages; VI reads EN). */
export const BO_BANNER_LANGUAGES = ['PT', 'EN'] as const;
/** Languages of promotions: the site shows the demo promotions in VI too. */
export const BO_PROMOTION_LANGUAGES = ['PT', 'EN', 'VI'] as const;
export type BoContentLanguage = (typeof BO_PROMOTION_LANGUAGES)[number];

/** An instant, ISO-8601 with offset, stored as UTC ISO text. */
const Instant = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString());

/** An uploaded image's public URL, or null for the site's drawn art. */
export const BoMediaUrl = z.string().regex(MEDIA_URL_PATTERN).nullable();

const required = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max);

/** Where a tap goes: a site route (/m/...), an https address, or nothing. */
export const BoLink = z
  .string()
  .trim()
  .max(300)
  .refine((value) => value === '' || /^\/m(\/|$|\?)/.test(value) || /^https:\/\//.test(value), {
    message: 'a site route (/m/...), an https address or empty',
  });

const Schedule = {
  /** Shown from this instant (null: at once). */
  publishAt: Instant.nullable(),
  /** Hidden from this instant (null: until unpublished). */
  unpublishAt: Instant.nullable(),
};

const scheduleInOrder = (value: { publishAt: string | null; unpublishAt: string | null }) =>
  value.publishAt === null || value.unpublishAt === null || value.publishAt < value.unpublishAt;
const scheduleIssue = { message: 'unpublishAt must be after publishAt', path: ['unpublishAt'] };

/** What the site shows now: live, not yet (scheduled), no longer (ended), or switched off. */
export const BoContentState = z.enum(['live', 'scheduled', 'ended', 'off']);
export type BoContentState = z.infer<typeof BoContentState>;

export const BoContentEnabledBody = z.object({ enabled: z.boolean() });
export type BoContentEnabledBody = z.infer<typeof BoContentEnabledBody>;
export const BoContentDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Banners

/**
 * Where each group shows on the member site (spec 2 and 3; the mapping from game type to
 * group is contracts' GAME_TYPE_BANNER_GROUPS).
 */
export const BANNER_GROUP_PLACES: Readonly<Record<BannerGroup, string>> = {
  m_home: '/m/home',
  m_hot: '/m/home',
  m_reg: '/m/register',
  m_rng: '/m/rng',
  m_live: '/m/live',
  m_fish: '/m/fish',
  m_pvp: '/m/pvp',
  m_sports: '/m/sports',
  m_esports: '/m/esports',
  m_lott: '/m/lott',
  m_elott: '/m/lott',
  m_promotion: '/m/activity',
  m_help: '/m/help',
  m_notice: '/m/notice',
};

export const BO_BANNER_TITLE_MAX = 120;

export const BoBannerBody = z
  .object({
    groupName: BannerGroup,
    title: z.object({ PT: required(BO_BANNER_TITLE_MAX), EN: required(BO_BANNER_TITLE_MAX) }),
    /** One image per language; a language without one shows the other's, else the drawn art. */
    image: z.object({ PT: BoMediaUrl, EN: BoMediaUrl }),
    link: BoLink,
    sequence: z.number().int().min(0).max(9999),
    enabled: z.boolean(),
    ...Schedule,
  })
  .refine(scheduleInOrder, scheduleIssue);
export type BoBannerBody = z.input<typeof BoBannerBody>;

export const BoBanner = z.object({
  id: z.number().int(),
  code: z.string(),
  groupName: BannerGroup,
  title: z.object({ PT: z.string(), EN: z.string() }),
  image: z.object({ PT: z.string().nullable(), EN: z.string().nullable() }),
  /** The image the site shows in each language (the upload, else the drawn art). */
  shownUrl: z.object({ PT: z.string(), EN: z.string() }),
  link: z.string(),
  sequence: z.number().int(),
  enabled: z.boolean(),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  state: BoContentState,
});
export type BoBanner = z.infer<typeof BoBanner>;
export const BoBannerList = z.object({ banners: z.array(BoBanner) });
export type BoBannerList = z.infer<typeof BoBannerList>;

export const BoBannerOrderBody = z.object({
  groupName: BannerGroup,
  /** Every banner of the group, first shown first. */
  ids: z.array(z.number().int().positive()).min(1).max(500),
});
export type BoBannerOrderBody = z.infer<typeof BoBannerOrderBody>;

// ---------------------------------------------------------------------------------------------
// Promotions

export const BO_PROMOTION_TITLE_MAX = 120;
export const BO_PROMOTION_CONTENT_MAX = 20_000;

const localizedImages = z.object({ PT: BoMediaUrl, EN: BoMediaUrl });

export const BoPromotionBody = z
  .object({
    category: PromotionCategory,
    /** PT and EN required; VI optional ('' shows the EN text). */
    title: z.object({
      PT: required(BO_PROMOTION_TITLE_MAX),
      EN: required(BO_PROMOTION_TITLE_MAX),
      VI: optional(BO_PROMOTION_TITLE_MAX),
    }),
    /** HTML; cleaned to the allow-list when stored (and by the site when shown). */
    content: z.object({
      PT: optional(BO_PROMOTION_CONTENT_MAX),
      EN: optional(BO_PROMOTION_CONTENT_MAX),
      VI: optional(BO_PROMOTION_CONTENT_MAX),
    }),
    /** The promotion's own dates, shown to members (and its life: ended ones are not listed). */
    startDate: Instant,
    endDate: Instant.nullable(),
    /** Long-term: no end, whatever endDate says. */
    noExpiry: z.boolean(),
    /** Sequence 1: the list card's cover; 2: the detail page's banner. */
    images: z.object({ cover: localizedImages, banner: localizedImages }),
    sequence: z.number().int().min(0).max(9999),
    enabled: z.boolean(),
    ...Schedule,
  })
  .refine(scheduleInOrder, scheduleIssue)
  .refine((value) => value.noExpiry || value.endDate !== null, {
    message: 'endDate is required unless noExpiry',
    path: ['endDate'],
  })
  .refine((value) => value.endDate === null || value.startDate < value.endDate, {
    message: 'endDate must be after startDate',
    path: ['endDate'],
  });
export type BoPromotionBody = z.input<typeof BoPromotionBody>;

const localizedShown = z.object({ PT: z.string(), EN: z.string() });

export const BoPromotion = z.object({
  id: z.number().int(),
  code: z.string(),
  category: PromotionCategory.or(z.string()),
  title: z.object({ PT: z.string(), EN: z.string(), VI: z.string() }),
  content: z.object({ PT: z.string(), EN: z.string(), VI: z.string() }),
  startDate: z.string(),
  endDate: z.string().nullable(),
  noExpiry: z.boolean(),
  images: z.object({
    cover: z.object({ PT: z.string().nullable(), EN: z.string().nullable() }),
    banner: z.object({ PT: z.string().nullable(), EN: z.string().nullable() }),
  }),
  /** What the site shows (the upload, else the drawn art) per image and language. */
  shownUrl: z.object({ cover: localizedShown, banner: localizedShown }),
  sequence: z.number().int(),
  enabled: z.boolean(),
  referral: z.boolean(),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  state: BoContentState,
});
export type BoPromotion = z.infer<typeof BoPromotion>;
export const BoPromotionList = z.object({ promotions: z.array(BoPromotion) });
export type BoPromotionList = z.infer<typeof BoPromotionList>;

export const BoPromotionOrderBody = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(500),
});
export type BoPromotionOrderBody = z.infer<typeof BoPromotionOrderBody>;
