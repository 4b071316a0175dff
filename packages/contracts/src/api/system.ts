import { z } from 'zod';
import { ResourceType, WhitelabelFlag, WhitelabelMenuKey, Language } from '../enums.ts';

export const CustomerServiceEntry = z.object({
  /** Encrypted: see rules/service-path.ts. */
  path: z.string(),
  title: z.string(),
  csType: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof CustomerServiceEntry>;

export const MobileTemplate = z.object({
  app_background: z.string(),
  app_desc: z.string(),
  app_desc_font_color: z.string(),
});
export type MobileTemplate = z.infer<typeof MobileTemplate>;

export const DownloadResource = z.object({
  resourceType: ResourceType,
  url: z.string(),
  labelNameEn: z.string(),
});
export type DownloadResource = z.infer<typeof DownloadResource>;

export const RegisterSettings = z.object({
  usernameEnabled: z.boolean(),
  mobileEnabled: z.boolean(),
});

/** White-label settings: feature flags, menu values and the switches the shell reads. */
export const WhitelabelSettings = z.object({
  flags: z.record(WhitelabelFlag, z.boolean()),
  menus: z.record(WhitelabelMenuKey, z.boolean()),
  /** The referral promotion is on: merchant switch plus a live referral promotion (decision 017). */
  referralEnabled: z.boolean(),
  vipBenefitEnabled: z.boolean(),
  dividendEnabled: z.boolean(),
  appWindowEnabled: z.boolean(),
  downloadBarNeedsLogin: z.boolean(),
});
export type WhitelabelSettings = z.infer<typeof WhitelabelSettings>;

/** Spec section 3 system status; the site resolves 0/1/2 with resolveSystemStatus. */
export const SystemStatus = z.object({
  location: z.object({ ip: z.string() }),
  info: z.object({
    customerService: z.array(CustomerServiceEntry),
    imageCDNs: z.array(z.string()),
    domainRoute: z.array(z.string()),
    mobileTemplate: MobileTemplate,
    paths: z.record(z.string(), z.string()),
    register: RegisterSettings,
    resources: z.array(DownloadResource),
    whitelabel: WhitelabelSettings,
    mainDomain: z.string(),
  }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** Operator text for the maintenance page, when maintenance is on. */
  maintenanceInfo: z.string().optional(),
});
export type SystemStatus = z.infer<typeof SystemStatus>;

export const TemplateFlags = z.object({
  /** '1' gives the new member-centre layout, anything else the base one. */
  memberCentre: z.string(),
  /** '1' gives the new deposit detail layout, anything else the base one. */
  depositFunction: z.string(),
});

/** Consolidated merchant settings. */
export const MerchantSettings = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  platform: z.literal('mobile'),
  languages: z.array(Language),
  defaultLanguage: Language,
  defaultGameLanguage: Language,
  currency: z.object({ code: z.string(), symbol: z.string() }),
  gatewayCodes: z.object({ WEB: z.number(), MOBILE: z.number() }),
  moduleIds: z.array(z.string()),
  template: TemplateFlags,
  licence: z.string(),
});
export type MerchantSettings = z.infer<typeof MerchantSettings>;

export const DownloadLinks = z.object({
  resources: z.array(DownloadResource),
  template: MobileTemplate,
  /** External draw-history address (lottery history modal "More History"). */
  drawHistoryUrl: z.string(),
});
export type DownloadLinks = z.infer<typeof DownloadLinks>;

export const CustomerServiceQuery = z.object({ type: z.literal('3') });
export const CustomerServiceList = z.object({
  version: z.object({ pathList: z.array(CustomerServiceEntry) }),
});
export type CustomerServiceList = z.infer<typeof CustomerServiceList>;

/** Longest single move of the development clock: a week covers any draw schedule. */
export const DEV_CLOCK_MAX_ADVANCE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Development only (POST API.devClock): how far to move the server's clock forward. Never
 * backwards: draws already drawn and bets already settled could not be undone.
 */
export const DevClockBody = z.object({
  advanceMs: z.number().int().positive().max(DEV_CLOCK_MAX_ADVANCE_MS),
});
export type DevClockBody = z.infer<typeof DevClockBody>;

/** The server's clock after the move: epoch ms now and how far ahead of real time it runs. */
export const DevClockValue = z.object({
  now: z.number().int(),
  offsetMs: z.number().int().nonnegative(),
});
export type DevClockValue = z.infer<typeof DevClockValue>;
