import { z } from 'zod';
import { Language, WhitelabelFlag, WhitelabelMenuKey } from '../enums.ts';
import { REGISTER_FIELDS, RegisterField } from '../api/accounts.ts';

/**
 * The back office's system settings (issue 21, decision 043): maintenance and its message,
 * blocked address ranges, white-label flags, registration settings and field rules, merchant
 * settings. What `npm run merchant` changes from a terminal, in the browser; every save takes
 * effect on the running site at once (the server drops its caches after each write).
 */
export const BO_SYSTEM_API = {
  /** Every section at once (GET). */
  settings: '/bo/api/system/settings',
  maintenance: '/bo/api/system/maintenance',
  blockedRanges: '/bo/api/system/blocked-ranges',
  whitelabel: '/bo/api/system/whitelabel',
  registration: '/bo/api/system/registration',
  merchant: '/bo/api/system/merchant',
} as const;

/** Merchant texts exist in the two content languages (VI reads EN). */
export const BO_CONTENT_LANGUAGES = ['PT', 'EN'] as const;

const text = (max: number) => z.string().trim().max(max);
/** One text per content language; '' means "none in that language". */
const localized = (max: number) => z.object({ PT: text(max), EN: text(max) });
export const BoLocalizedText = localized(2000);
export type BoLocalizedText = z.infer<typeof BoLocalizedText>;

// ---------------------------------------------------------------------------------------------
// Maintenance

export const BO_MAINTENANCE_MESSAGE_MAX = 500;

export const BoMaintenanceBody = z.object({
  enabled: z.boolean(),
  /** The text of the maintenance page, per content language. */
  message: localized(BO_MAINTENANCE_MESSAGE_MAX),
});
export type BoMaintenanceBody = z.infer<typeof BoMaintenanceBody>;

export const BoMaintenance = BoMaintenanceBody.extend({ updatedAt: z.string() });
export type BoMaintenance = z.infer<typeof BoMaintenance>;

// ---------------------------------------------------------------------------------------------
// Blocked ranges

export const BO_BLOCKED_RANGES_MAX = 500;

/** An IPv4 or IPv6 address (a single host) or a CIDR range, e.g. 203.0.113.0/24 or 2001:db8::/32. */
export const BoIpRange = z
  .string()
  .trim()
  .max(64)
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]));

export const BoBlockedRangesBody = z.object({
  ranges: z.array(BoIpRange).max(BO_BLOCKED_RANGES_MAX),
});
export type BoBlockedRangesBody = z.infer<typeof BoBlockedRangesBody>;

export const BoBlockedRanges = z.object({
  /** Canonical ranges (a single address as /32 or /128), in the order given, without repeats. */
  ranges: z.array(z.string()),
  /** The address this request came from: an operator should not block the office by mistake. */
  clientIp: z.string(),
  /** What a visitor from a blocked range is shown (the site's fixed text), per content language. */
  message: z.object({ PT: z.string(), EN: z.string() }),
});
export type BoBlockedRanges = z.infer<typeof BoBlockedRanges>;

// ---------------------------------------------------------------------------------------------
// White label

export const BoWhitelabel = z.object({
  flags: z.record(WhitelabelFlag, z.boolean()),
  menus: z.record(WhitelabelMenuKey, z.boolean()),
  /** The merchant's switch; the site also needs a live referral promotion to show it. */
  referralEnabled: z.boolean(),
  vipBenefitEnabled: z.boolean(),
  dividendEnabled: z.boolean(),
  appWindowEnabled: z.boolean(),
  downloadBarNeedsLogin: z.boolean(),
});
export type BoWhitelabel = z.infer<typeof BoWhitelabel>;
export const BoWhitelabelBody = BoWhitelabel;
export type BoWhitelabelBody = BoWhitelabel;

// ---------------------------------------------------------------------------------------------
// Registration

function compiles(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

export const BoRegisterFieldRule = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    /** JavaScript regular expression source the whole trimmed value must match; '' checks nothing. */
    regExp: z.string().max(300).refine(compiles, 'not a valid regular expression'),
  })
  .refine((rule) => rule.enabled || !rule.required, {
    message: 'a hidden field cannot be required',
    path: ['required'],
  });
export type BoRegisterFieldRule = z.infer<typeof BoRegisterFieldRule>;

export const BoRegistration = z.object({
  /** Registration with an account name (the "username" tab). */
  usernameEnabled: z.boolean(),
  /** Registration with a mobile number and an SMS code (the "mobile" tab). */
  mobileEnabled: z.boolean(),
  captchaEnabled: z.boolean(),
  /** An affiliate code must be given when the link does not carry one. */
  affiliateRequired: z.boolean(),
  /** e.g. +55. */
  defaultCountryDialingCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/),
  /** 0: passwords never expire. */
  passwordMaxAgeDays: z.number().int().min(0).max(3650),
  /** Per field of the form (REGISTER_FIELDS): shown, required, its rule. */
  fields: z.record(RegisterField, BoRegisterFieldRule),
});
export type BoRegistration = z.infer<typeof BoRegistration>;

export const BoRegistrationBody = BoRegistration.refine(
  (value) => value.usernameEnabled || value.mobileEnabled,
  { message: 'at least one registration method must stay on', path: ['usernameEnabled'] },
);
export type BoRegistrationBody = z.infer<typeof BoRegistrationBody>;

/** The fields in the form's order (for screens). */
export const BO_REGISTER_FIELDS = REGISTER_FIELDS;

// ---------------------------------------------------------------------------------------------
// Merchant

/** A link the site opens: absolute http(s), or a path on this site; '' turns it off. */
export const BoSiteLink = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) =>
      value === '' ||
      /^\/(?!\/)\S*$/.test(value) ||
      (/^https?:\/\/\S+$/i.test(value) && z.url().safeParse(value).success),
    'an http(s) address, a path starting with /, or empty',
  );

export const BoMerchantBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    /** How amounts are shown (the currency code itself is fixed: the ledger is kept in it). */
    currencySymbol: z.string().trim().min(1).max(8),
    /** The site's languages, in the picker's order. */
    languages: z
      .array(Language)
      .min(1)
      .refine((list) => new Set(list).size === list.length, 'a language is listed twice'),
    defaultLanguage: Language,
    defaultGameLanguage: Language,
    /** The app description under the download bar, per content language. */
    appDescription: localized(300),
    /** The licence line in the footer, per content language. */
    licence: localized(1000),
    /** Live chat: '' turns the chat off. */
    chatUrl: BoSiteLink,
    drawHistoryUrl: BoSiteLink,
  })
  .refine((value) => value.languages.includes(value.defaultLanguage), {
    message: 'the default language must be one of the languages',
    path: ['defaultLanguage'],
  });
export type BoMerchantBody = z.infer<typeof BoMerchantBody>;

export const BoMerchant = z.object({
  code: z.string(),
  name: z.string(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
  languages: z.array(Language),
  defaultLanguage: Language,
  defaultGameLanguage: Language,
  appDescription: z.object({ PT: z.string(), EN: z.string() }),
  licence: z.object({ PT: z.string(), EN: z.string() }),
  chatUrl: z.string(),
  drawHistoryUrl: z.string(),
});
export type BoMerchant = z.infer<typeof BoMerchant>;

// ---------------------------------------------------------------------------------------------

export const BoSystemSettings = z.object({
  maintenance: BoMaintenance,
  blockedRanges: BoBlockedRanges,
  whitelabel: BoWhitelabel,
  registration: BoRegistration,
  merchant: BoMerchant,
});
export type BoSystemSettings = z.infer<typeof BoSystemSettings>;
