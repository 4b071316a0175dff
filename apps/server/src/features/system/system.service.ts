import {
  DEFAULT_GAME_LANGUAGE,
  DEFAULT_LANGUAGE,
  GATEWAY_CODES,
  Language,
  ResourceType,
  WhitelabelFlag,
  WhitelabelMenuKey,
} from '@app/contracts';
import type {
  CustomerServiceEntry,
  DownloadLinks,
  DownloadResource,
  MerchantSettings,
  MobileTemplate,
  SystemStatus,
  WhitelabelSettings,
} from '@app/contracts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { nowMs, parseJsonColumn } from '../../lib/context.ts';
import {
  loadTranslations,
  localizeRows,
  merchantLanguage,
  toContentLanguage,
} from '../../lib/content-language.ts';
import type { ContentLanguage } from '../../lib/content-language.ts';
import { ipInRanges } from '../../lib/cidr.ts';
import { hasLiveReferralPromotion } from '../promotions/promotions.repository.ts';
import type { MerchantRow, MerchantStatusRow } from './system.repository.ts';
import {
  findMerchant,
  findStatus,
  findWhitelabel,
  listCustomerService,
  listResources,
} from './system.repository.ts';

async function requireMerchant(ctx: AppContext): Promise<MerchantRow> {
  const merchant = await findMerchant(ctx.db, ctx.merchantCode);
  if (!merchant) throw new AppError('merchant.not.found', 404, ctx.merchantCode);
  return merchant;
}

/** The language asked for, else the merchant's default (VI reads EN, anything else PT). */
function contentLanguageOf(merchant: MerchantRow, asked: ContentLanguage | null): ContentLanguage {
  return asked ?? toContentLanguage(merchant.default_language) ?? 'PT';
}

/** The merchant row with its translatable texts (licence, app_desc) in `language`. */
async function localizedMerchant(
  ctx: AppContext,
  merchant: MerchantRow,
  language: ContentLanguage,
): Promise<MerchantRow> {
  const texts = (await loadTranslations(ctx.db, ctx.merchantCode, 'merchant', language, [0])).get(
    0,
  );
  return {
    ...merchant,
    licence: texts?.get('licence') ?? merchant.licence,
    app_desc: texts?.get('app_desc') ?? merchant.app_desc,
  };
}

function mobileTemplate(merchant: MerchantRow): MobileTemplate {
  return {
    app_background: merchant.app_background,
    app_desc: merchant.app_desc,
    app_desc_font_color: merchant.app_desc_font_color,
  };
}

async function resources(ctx: AppContext): Promise<DownloadResource[]> {
  const rows = await listResources(ctx.db, ctx.merchantCode);
  // Rows of a type the contract does not know (yet) are left out rather than failing the call.
  return rows.flatMap((row) => {
    const type = ResourceType.safeParse(row.resourceType);
    return type.success ? [{ ...row, resourceType: type.data }] : [];
  });
}

/** `language` null: the merchant's default. */
export async function customerService(
  ctx: AppContext,
  language: ContentLanguage | null,
): Promise<CustomerServiceEntry[]> {
  const [rows, resolved] = await Promise.all([
    listCustomerService(ctx.db, ctx.merchantCode),
    language ?? merchantLanguage(ctx.db, ctx.merchantCode),
  ]);
  const localized = await localizeRows(
    ctx.db,
    ctx.merchantCode,
    'customer_service',
    resolved,
    rows,
    ['title'],
  );
  return localized.map(({ id: _id, ...entry }) => entry);
}

export async function whitelabelSettings(
  ctx: AppContext,
  merchant?: MerchantRow,
): Promise<WhitelabelSettings> {
  const row = merchant ?? (await requireMerchant(ctx));
  const { flags, menus } = await findWhitelabel(ctx.db, ctx.merchantCode);
  // The referral promotion is on: the merchant's switch and a live referral promotion (017).
  const referralEnabled =
    row.referral_enabled === 1 &&
    (await hasLiveReferralPromotion(ctx.db, ctx.merchantCode, new Date(nowMs(ctx)).toISOString()));
  return {
    flags: Object.fromEntries(
      WhitelabelFlag.options.map((flag) => [flag, flags.get(flag) ?? false]),
    ) as WhitelabelSettings['flags'],
    menus: Object.fromEntries(
      WhitelabelMenuKey.options.map((key) => [key, menus.get(key) ?? false]),
    ) as WhitelabelSettings['menus'],
    referralEnabled,
    vipBenefitEnabled: row.vip_benefit_enabled === 1,
    dividendEnabled: row.dividend_enabled === 1,
    appWindowEnabled: row.app_window_enabled === 1,
    downloadBarNeedsLogin: row.download_bar_needs_login === 1,
  };
}

/**
 * The visitor's maintenance and region-restriction flags (spec section 3): the one place that
 * says whether this address is in a blocked range. Resolve them with resolveSystemStatus.
 */
export function statusFlags(
  status: MerchantStatusRow | undefined,
  clientIp: string,
): { maintenance: boolean; regionRestriction: boolean } {
  return {
    maintenance: status?.maintenance ?? false,
    regionRestriction: ipInRanges(clientIp, status?.blockedRanges ?? []),
  };
}

/** `onStatus` hears the status row read fresh (the enforcement cache takes it, decision 032). */
export async function systemStatus(
  ctx: AppContext,
  clientIp: string,
  asked: ContentLanguage | null,
  onStatus?: (status: MerchantStatusRow | undefined) => void,
): Promise<SystemStatus> {
  const row = await requireMerchant(ctx);
  const language = contentLanguageOf(row, asked);
  const [merchant, status, statusTexts, service, resourceList, whitelabel] = await Promise.all([
    localizedMerchant(ctx, row, language),
    findStatus(ctx.db, ctx.merchantCode),
    loadTranslations(ctx.db, ctx.merchantCode, 'merchant_status', language, [0]),
    customerService(ctx, language),
    resources(ctx),
    whitelabelSettings(ctx, row),
  ]);
  onStatus?.(status);
  const { maintenance, regionRestriction } = statusFlags(status, clientIp);
  const result: SystemStatus = {
    location: { ip: clientIp },
    info: {
      customerService: service,
      imageCDNs: parseJsonColumn<string[]>(merchant.image_cdns, []),
      domainRoute: parseJsonColumn<string[]>(merchant.domain_routes, []),
      mobileTemplate: mobileTemplate(merchant),
      paths: parseJsonColumn<Record<string, string>>(merchant.paths, {}),
      register: {
        usernameEnabled: merchant.register_username_enabled === 1,
        mobileEnabled: merchant.register_mobile_enabled === 1,
      },
      resources: resourceList,
      whitelabel,
      mainDomain: merchant.main_domain,
    },
    maintenance,
    regionRestriction,
  };
  const maintenanceInfo = statusTexts.get(0)?.get('maintenance_info') ?? status?.maintenanceInfo;
  if (maintenance && maintenanceInfo) result.maintenanceInfo = maintenanceInfo;
  return result;
}

function languages(merchant: MerchantRow): Language[] {
  const parsed = merchant.languages
    .split(',')
    .map((code) => Language.safeParse(code.trim()))
    .flatMap((result) => (result.success ? [result.data] : []));
  return parsed.length > 0 ? parsed : [DEFAULT_LANGUAGE];
}

export async function merchantSettings(
  ctx: AppContext,
  asked: ContentLanguage | null,
): Promise<MerchantSettings> {
  const row = await requireMerchant(ctx);
  const merchant = await localizedMerchant(ctx, row, contentLanguageOf(row, asked));
  const defaultLanguage = Language.safeParse(merchant.default_language);
  const defaultGameLanguage = Language.safeParse(merchant.default_game_language);
  return {
    merchantCode: merchant.code,
    merchantName: merchant.name,
    platform: 'mobile',
    languages: languages(merchant),
    defaultLanguage: defaultLanguage.success ? defaultLanguage.data : DEFAULT_LANGUAGE,
    defaultGameLanguage: defaultGameLanguage.success
      ? defaultGameLanguage.data
      : DEFAULT_GAME_LANGUAGE,
    currency: { code: merchant.currency_code, symbol: merchant.currency_symbol },
    gatewayCodes: { ...GATEWAY_CODES },
    moduleIds: parseJsonColumn<string[]>(merchant.module_ids, []),
    template: {
      memberCentre: merchant.template_member_centre,
      depositFunction: merchant.template_deposit_function,
    },
    licence: merchant.licence,
  };
}

export async function downloadLinks(
  ctx: AppContext,
  asked: ContentLanguage | null,
): Promise<DownloadLinks> {
  const row = await requireMerchant(ctx);
  const merchant = await localizedMerchant(ctx, row, contentLanguageOf(row, asked));
  return {
    resources: await resources(ctx),
    template: mobileTemplate(merchant),
    drawHistoryUrl: merchant.draw_history_url,
  };
}
