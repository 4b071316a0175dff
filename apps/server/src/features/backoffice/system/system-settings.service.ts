import type { Kysely } from 'kysely';
import {
  DEFAULT_GAME_LANGUAGE,
  DEFAULT_LANGUAGE,
  errorMessage,
  Language,
  REGISTER_FIELDS,
  WhitelabelFlag,
  WhitelabelMenuKey,
  type RegisterField,
} from '@app/contracts';
import type {
  BoBlockedRanges,
  BoBlockedRangesBody,
  BoMaintenance,
  BoMaintenanceBody,
  BoMerchant,
  BoMerchantBody,
  BoRegisterFieldRule,
  BoRegistration,
  BoRegistrationBody,
  BoSystemSettings,
  BoWhitelabel,
} from '@app/contracts/backoffice';
import type { Database } from '../../../db/schema/tables.ts';
import { AppError } from '../../../errors.ts';
import { parseCidr } from '../../../lib/cidr.ts';
import type { AppContext } from '../../../lib/context.ts';
import { nowMs } from '../../../lib/context.ts';
import { findMerchant, findStatus, findWhitelabel, type MerchantRow } from '../../system/index.ts';

/**
 * The merchant's settings as the back office reads and writes them (issue 21). The member site
 * reads the same rows fresh on each call (system status, white label, register rules, merchant
 * settings); only the status enforcement caches, and the routes drop that cache after each
 * write, so a save shows on the site's next request.
 */
type Db = Kysely<Database>;

const CONTENT_LANGUAGES = ['PT', 'EN'] as const;
type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
type Localized = Record<ContentLanguage, string>;

async function requireMerchant(db: Db, code: string): Promise<MerchantRow> {
  const merchant = await findMerchant(db, code);
  if (!merchant) throw new AppError('merchant.not.found', 404, code);
  return merchant;
}

/** Merchant-level texts (entity_id 0) of `entity` in PT and EN: field -> language -> text. */
async function merchantTexts(
  db: Db,
  merchantCode: string,
  entity: 'merchant' | 'merchant_status',
): Promise<Map<string, Partial<Localized>>> {
  const rows = await db
    .selectFrom('content_translations')
    .select(['field', 'language', 'text'])
    .where('merchant_code', '=', merchantCode)
    .where('entity', '=', entity)
    .where('entity_id', '=', 0)
    .where('language', 'in', [...CONTENT_LANGUAGES])
    .execute();
  const texts = new Map<string, Partial<Localized>>();
  for (const row of rows) {
    const field = texts.get(row.field) ?? {};
    field[row.language as ContentLanguage] = row.text;
    texts.set(row.field, field);
  }
  return texts;
}

/** What a reader of each language is shown: its translation, else the column's own text. */
const shown = (texts: Partial<Localized> | undefined, column: string): Localized => ({
  PT: texts?.PT ?? column,
  EN: texts?.EN ?? column,
});

/**
 * Stores a merchant-level text: each language's translation ('' removes it), and the column (the
 * fallback of a language without one) the English text, else the Portuguese one (the seed's
 * convention: the column holds English).
 */
async function writeMerchantText(
  trx: Db,
  merchantCode: string,
  entity: 'merchant' | 'merchant_status',
  field: string,
  value: Localized,
): Promise<string> {
  for (const language of CONTENT_LANGUAGES) {
    const text = value[language];
    if (text === '') {
      await trx
        .deleteFrom('content_translations')
        .where('merchant_code', '=', merchantCode)
        .where('entity', '=', entity)
        .where('entity_id', '=', 0)
        .where('field', '=', field)
        .where('language', '=', language)
        .execute();
      continue;
    }
    await trx
      .insertInto('content_translations')
      .values({ merchant_code: merchantCode, entity, entity_id: 0, field, language, text })
      .onConflict((oc) =>
        oc
          .columns(['merchant_code', 'entity', 'language', 'entity_id', 'field'])
          .doUpdateSet({ text }),
      )
      .execute();
  }
  return value.EN || value.PT;
}

// ---------------------------------------------------------------------------------------------

export async function readMaintenance(ctx: AppContext): Promise<BoMaintenance> {
  const [status, texts] = await Promise.all([
    findStatus(ctx.db, ctx.merchantCode),
    merchantTexts(ctx.db, ctx.merchantCode, 'merchant_status'),
  ]);
  if (!status) throw new AppError('merchant.not.found', 404, ctx.merchantCode);
  return {
    enabled: status.maintenance,
    message: shown(texts.get('maintenance_info'), status.maintenanceInfo),
    updatedAt: status.updatedAt,
  };
}

export async function writeMaintenance(
  ctx: AppContext,
  body: BoMaintenanceBody,
): Promise<{ before: BoMaintenance; after: BoMaintenance }> {
  const before = await readMaintenance(ctx);
  if (before.enabled === body.enabled && sameLocalized(before.message, body.message)) {
    return { before, after: before };
  }
  await ctx.db.transaction().execute(async (trx) => {
    const column = sameLocalized(before.message, body.message)
      ? null
      : await writeMerchantText(
          trx,
          ctx.merchantCode,
          'merchant_status',
          'maintenance_info',
          body.message,
        );
    await trx
      .updateTable('merchant_status')
      .set({
        maintenance: body.enabled ? 1 : 0,
        ...(column === null ? {} : { maintenance_info: column }),
        updated_at: new Date(nowMs(ctx)).toISOString(),
      })
      .where('merchant_code', '=', ctx.merchantCode)
      .execute();
  });
  return { before, after: await readMaintenance(ctx) };
}

const sameLocalized = (a: Localized, b: Localized) => a.PT === b.PT && a.EN === b.EN;

// ---------------------------------------------------------------------------------------------

export async function readBlockedRanges(
  ctx: AppContext,
  clientIp: string,
): Promise<BoBlockedRanges> {
  const status = await findStatus(ctx.db, ctx.merchantCode);
  if (!status) throw new AppError('merchant.not.found', 404, ctx.merchantCode);
  return {
    ranges: status.blockedRanges.map(String),
    clientIp,
    message: {
      PT: errorMessage('system.region.restricted', 'PT'),
      EN: errorMessage('system.region.restricted', 'EN'),
    },
  };
}

/** The ranges in canonical form (10.1.2.3/8 is 10.0.0.0/8), in the order given, once each. */
export function canonicalRanges(ranges: readonly string[]): string[] {
  const canonical = ranges.map((text) => {
    const range = parseCidr(text);
    if (!range) throw new AppError('request.invalid', 400, `not an address or range: ${text}`);
    return range.text;
  });
  return [...new Set(canonical)];
}

export async function writeBlockedRanges(
  ctx: AppContext,
  body: BoBlockedRangesBody,
  clientIp: string,
): Promise<{ before: BoBlockedRanges; after: BoBlockedRanges }> {
  const ranges = canonicalRanges(body.ranges);
  const before = await readBlockedRanges(ctx, clientIp);
  if (ranges.join(',') === before.ranges.join(',')) return { before, after: before };
  await ctx.db
    .updateTable('merchant_status')
    .set({
      blocked_ranges: JSON.stringify(ranges),
      updated_at: new Date(nowMs(ctx)).toISOString(),
    })
    .where('merchant_code', '=', ctx.merchantCode)
    .execute();
  return { before, after: await readBlockedRanges(ctx, clientIp) };
}

// ---------------------------------------------------------------------------------------------

export async function readWhitelabel(ctx: AppContext): Promise<BoWhitelabel> {
  const [merchant, { flags, menus }] = await Promise.all([
    requireMerchant(ctx.db, ctx.merchantCode),
    findWhitelabel(ctx.db, ctx.merchantCode),
  ]);
  return {
    flags: Object.fromEntries(
      WhitelabelFlag.options.map((flag) => [flag, flags.get(flag) ?? false]),
    ) as BoWhitelabel['flags'],
    menus: Object.fromEntries(
      WhitelabelMenuKey.options.map((key) => [key, menus.get(key) ?? false]),
    ) as BoWhitelabel['menus'],
    referralEnabled: merchant.referral_enabled === 1,
    vipBenefitEnabled: merchant.vip_benefit_enabled === 1,
    dividendEnabled: merchant.dividend_enabled === 1,
    appWindowEnabled: merchant.app_window_enabled === 1,
    downloadBarNeedsLogin: merchant.download_bar_needs_login === 1,
  };
}

export async function writeWhitelabel(
  ctx: AppContext,
  body: BoWhitelabel,
): Promise<{ before: BoWhitelabel; after: BoWhitelabel }> {
  const before = await readWhitelabel(ctx);
  if (JSON.stringify(canonical(before)) === JSON.stringify(canonical(body))) {
    return { before, after: before };
  }
  const bit = (value: boolean) => (value ? 1 : 0);
  await ctx.db.transaction().execute(async (trx) => {
    const rows = [
      ...WhitelabelFlag.options.map((key) => ({ kind: 'flag', key, enabled: body.flags[key] })),
      ...WhitelabelMenuKey.options.map((key) => ({ kind: 'menu', key, enabled: body.menus[key] })),
    ];
    for (const row of rows) {
      await trx
        .insertInto('merchant_whitelabel')
        .values({ merchant_code: ctx.merchantCode, ...row, enabled: bit(row.enabled) })
        .onConflict((oc) =>
          oc.columns(['merchant_code', 'kind', 'key']).doUpdateSet({ enabled: bit(row.enabled) }),
        )
        .execute();
    }
    await trx
      .updateTable('merchants')
      .set({
        referral_enabled: bit(body.referralEnabled),
        vip_benefit_enabled: bit(body.vipBenefitEnabled),
        dividend_enabled: bit(body.dividendEnabled),
        app_window_enabled: bit(body.appWindowEnabled),
        download_bar_needs_login: bit(body.downloadBarNeedsLogin),
      })
      .where('code', '=', ctx.merchantCode)
      .execute();
  });
  return { before, after: await readWhitelabel(ctx) };
}

/** Key order fixed, so two equal settings compare equal as JSON. */
function canonical<T>(value: T): T {
  if (Array.isArray(value)) return value.map(canonical) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  ) as T;
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

// ---------------------------------------------------------------------------------------------

export async function readRegistration(ctx: AppContext): Promise<BoRegistration> {
  const [merchant, rows] = await Promise.all([
    requireMerchant(ctx.db, ctx.merchantCode),
    ctx.db
      .selectFrom('register_fields')
      .select(['field', 'enabled', 'required', 'reg_exp'])
      .where('merchant_code', '=', ctx.merchantCode)
      .execute(),
  ]);
  const byField = new Map(rows.map((row) => [row.field, row]));
  const fields = {} as Record<RegisterField, BoRegisterFieldRule>;
  for (const field of REGISTER_FIELDS) {
    const row = byField.get(field);
    fields[field] = row
      ? {
          enabled: row.enabled === 1,
          required: row.enabled === 1 && row.required === 1,
          regExp: row.reg_exp,
        }
      : { enabled: false, required: false, regExp: '' };
  }
  return {
    usernameEnabled: merchant.register_username_enabled === 1,
    mobileEnabled: merchant.register_mobile_enabled === 1,
    captchaEnabled: merchant.register_captcha_enabled === 1,
    affiliateRequired: merchant.affiliate_required === 1,
    defaultCountryDialingCode: merchant.default_dialing_code,
    passwordMaxAgeDays: merchant.password_max_age_days,
    fields,
  };
}

export async function writeRegistration(
  ctx: AppContext,
  body: BoRegistrationBody,
): Promise<{ before: BoRegistration; after: BoRegistration }> {
  const before = await readRegistration(ctx);
  if (same(before, body)) return { before, after: before };
  const bit = (value: boolean) => (value ? 1 : 0);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('merchants')
      .set({
        register_username_enabled: bit(body.usernameEnabled),
        register_mobile_enabled: bit(body.mobileEnabled),
        register_captcha_enabled: bit(body.captchaEnabled),
        affiliate_required: bit(body.affiliateRequired),
        default_dialing_code: body.defaultCountryDialingCode,
        password_max_age_days: body.passwordMaxAgeDays,
      })
      .where('code', '=', ctx.merchantCode)
      .execute();
    for (const field of REGISTER_FIELDS) {
      const rule = body.fields[field];
      if (same(rule, before.fields[field])) continue;
      const values = {
        enabled: bit(rule.enabled),
        required: bit(rule.enabled && rule.required),
        reg_exp: rule.regExp,
      };
      await trx
        .insertInto('register_fields')
        .values({
          merchant_code: ctx.merchantCode,
          field,
          ...values,
          message_key: `validation.${field}`,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'field']).doUpdateSet(values))
        .execute();
    }
  });
  return { before, after: await readRegistration(ctx) };
}

// ---------------------------------------------------------------------------------------------

function languagesOf(merchant: MerchantRow): Language[] {
  const parsed = merchant.languages.split(',').flatMap((code) => {
    const result = Language.safeParse(code.trim());
    return result.success ? [result.data] : [];
  });
  return parsed.length > 0 ? [...new Set(parsed)] : [DEFAULT_LANGUAGE];
}

const languageOr = (value: string, fallback: Language): Language => {
  const parsed = Language.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

export async function readMerchant(ctx: AppContext): Promise<BoMerchant> {
  const [merchant, texts] = await Promise.all([
    requireMerchant(ctx.db, ctx.merchantCode),
    merchantTexts(ctx.db, ctx.merchantCode, 'merchant'),
  ]);
  return {
    code: merchant.code,
    name: merchant.name,
    currencyCode: merchant.currency_code,
    currencySymbol: merchant.currency_symbol,
    languages: languagesOf(merchant),
    defaultLanguage: languageOr(merchant.default_language, DEFAULT_LANGUAGE),
    defaultGameLanguage: languageOr(merchant.default_game_language, DEFAULT_GAME_LANGUAGE),
    appDescription: shown(texts.get('app_desc'), merchant.app_desc),
    licence: shown(texts.get('licence'), merchant.licence),
    chatUrl: merchant.chat_url ?? '',
    drawHistoryUrl: merchant.draw_history_url,
  };
}

export async function writeMerchant(
  ctx: AppContext,
  body: BoMerchantBody,
): Promise<{ before: BoMerchant; after: BoMerchant }> {
  const before = await readMerchant(ctx);
  const { code: _code, currencyCode: _currency, ...editable } = before;
  if (same(editable, body)) return { before, after: before };
  await ctx.db.transaction().execute(async (trx) => {
    const appDesc = sameLocalized(before.appDescription, body.appDescription)
      ? null
      : await writeMerchantText(trx, ctx.merchantCode, 'merchant', 'app_desc', body.appDescription);
    const licence = sameLocalized(before.licence, body.licence)
      ? null
      : await writeMerchantText(trx, ctx.merchantCode, 'merchant', 'licence', body.licence);
    await trx
      .updateTable('merchants')
      .set({
        name: body.name,
        currency_symbol: body.currencySymbol,
        languages: body.languages.join(','),
        default_language: body.defaultLanguage,
        default_game_language: body.defaultGameLanguage,
        chat_url: body.chatUrl,
        draw_history_url: body.drawHistoryUrl,
        ...(appDesc === null ? {} : { app_desc: appDesc }),
        ...(licence === null ? {} : { licence }),
      })
      .where('code', '=', ctx.merchantCode)
      .execute();
  });
  return { before, after: await readMerchant(ctx) };
}

// ---------------------------------------------------------------------------------------------

export async function readSystemSettings(
  ctx: AppContext,
  clientIp: string,
): Promise<BoSystemSettings> {
  const [maintenance, blockedRanges, whitelabel, registration, merchant] = await Promise.all([
    readMaintenance(ctx),
    readBlockedRanges(ctx, clientIp),
    readWhitelabel(ctx),
    readRegistration(ctx),
    readMerchant(ctx),
  ]);
  return { maintenance, blockedRanges, whitelabel, registration, merchant };
}
