import { z } from 'zod';
import { AnnouncementType, BannerGroup, Platform } from '../enums.ts';
import { MerchantCode, RowIdParam, csvOf } from './common.ts';

export const Banner = z.object({
  id: z.number().int(),
  groupName: BannerGroup,
  /** Image address. */
  url: z.string(),
  title: z.string(),
  /** Where a tap goes, a site route or empty. */
  link: z.string(),
  sequence: z.number().int(),
});
export type Banner = z.infer<typeof Banner>;

export const Announcement = z.object({
  id: z.number().int(),
  type: AnnouncementType,
  title: z.string(),
  /** HTML; the site sanitises it before showing it. */
  content: z.string(),
  startDate: z.string(),
  read: z.boolean(),
});
export type Announcement = z.infer<typeof Announcement>;

export const AnnouncementImage = z.object({ url: z.string(), sequence: z.number().int() });

export const Promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  content: z.string(),
  announcementImages: z.array(AnnouncementImage),
});
export type Promotion = z.infer<typeof Promotion>;

export const AnnouncementsQuery = z.object({
  types: csvOf(AnnouncementType),
  platform: Platform.default('M'),
  merchantCode: MerchantCode.optional(),
  groupName: BannerGroup.optional(),
  language: z.string().max(8).optional(),
});
export type AnnouncementsQuery = z.infer<typeof AnnouncementsQuery>;

/** Lists are present only for the types asked for (B gives banners and hot, PL player, ...). */
export const Announcements = z.object({
  banners: z.array(Banner),
  hot: z.array(Banner),
  player: z.array(Announcement),
  popup: z.array(Announcement),
  promotion: z.array(Promotion),
  /** A, agent announcements: answered to agent sessions only (issue 7, decision 016). */
  agent: z.array(Announcement).default([]),
  /** With a session (not type 4): how many listed announcements the member has not read. */
  footer: z.object({ unreadCount: z.number().int().nonnegative() }),
});
export type Announcements = z.infer<typeof Announcements>;

export const BannerArtParams = z.object({ bannerId: RowIdParam });
