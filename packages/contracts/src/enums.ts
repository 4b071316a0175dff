import { z } from 'zod';

/** Game types of spec section 3; INHOUSE is our own BGS catalogue. */
export const GameType = z.enum([
  'RNG',
  'LIVE',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'INHOUSE',
]);
export type GameType = z.infer<typeof GameType>;

/** Game classifications (filter picker, spec section 5). */
export const GameClassification = z.enum(['JP', 'SC', 'VP', 'TG', 'AC']);
export type GameClassification = z.infer<typeof GameClassification>;

export const Language = z.enum(['PT', 'EN', 'VI']);
export type Language = z.infer<typeof Language>;
/** Languages a member can pick for the whole site (merchant content is PT/EN; VI reads EN). */
export const SITE_LANGUAGES = ['PT', 'EN', 'VI'] as const;
export const DEFAULT_LANGUAGE: Language = 'PT';
export const DEFAULT_GAME_LANGUAGE: Language = 'EN';

/** Content types of announcements (spec section 9). */
export const AnnouncementType = z.enum(['A', 'PL', 'B', 'PU', 'PR']);
export type AnnouncementType = z.infer<typeof AnnouncementType>;

export const BannerGroup = z.enum([
  'm_home',
  'm_hot',
  'm_reg',
  'm_rng',
  'm_live',
  'm_fish',
  'm_pvp',
  'm_sports',
  'm_esports',
  'm_lott',
  'm_elott',
  'm_promotion',
  'm_help',
  'm_notice',
]);
export type BannerGroup = z.infer<typeof BannerGroup>;

export const WhitelabelFlag = z.enum([
  'MOBILEVERCODELOGIN3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'CBS3',
  'MAILCEN',
  'AGEPAG',
  'REGCEN',
  'AGETEAMPNL3',
  'DOWNMAN',
  'TEAMBETTING3',
  'TRANSREC3',
  'GAMSER',
  'AGEREBINC3',
  'SECPRIV',
]);
export type WhitelabelFlag = z.infer<typeof WhitelabelFlag>;

/** Side-menu entries whose visibility is a white-label menu value (spec section 6). */
export const WhitelabelMenuKey = z.enum([
  'rewardCenter',
  'accountRecord',
  'bettingRecord',
  'messages',
]);
export type WhitelabelMenuKey = z.infer<typeof WhitelabelMenuKey>;

export const ResourceType = z.enum([
  'Android',
  'IOS',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'TELEGRAM',
  'TELEGRAM2',
  'AFFILIATELINK',
]);
export type ResourceType = z.infer<typeof ResourceType>;

export const PrizeMode = z.enum(['Lott', 'ZY', 'Elott', 'SEA']);
export type PrizeMode = z.infer<typeof PrizeMode>;

export const Platform = z.enum(['M']);
export const GamePlatform = z.enum(['html5']);
